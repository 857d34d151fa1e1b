import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { QrImage } from '#app/components/ui/qr-image.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatBaht } from '#domain/fees.ts';
import { paymentSlipSchema } from '#domain/schemas/question.ts';
import { IntentForm } from './question-actions.tsx';
import { DuplicateSlipFlag } from './question-notices.tsx';
import type { QuestionData, QuestionFetcher } from './question-page-state.ts';
import { QuestionPanel } from './question-summary.tsx';

type PaymentData = NonNullable<QuestionData['payment']>;

/**
 * The question's fee and its payment: the asker gets the PromptPay QR for the fee with the question's reference
 * (made by the server) and sends the transfer slip; an admin sees the slip and confirms; an accepted lawyer sees
 * whether it is paid. Answering never waits for it. A closed question asks nothing more: no QR (the server sends
 * none), no slip form, and no part at all for the asker and the lawyer while it is unpaid.
 */
export function QuestionPayment({ question, fetcher }: { question: QuestionData; fetcher: QuestionFetcher }) {
  const { t, lang } = useT();
  const payment = question.payment;
  const closed = question.status === 'closed';
  const asker = question.role === 'asker';
  const admin = question.role === 'admin';
  if (!payment || (closed && !admin && payment.status === 'unpaid')) return null;
  const amount = formatBaht(payment.feeBaht);
  return (
    <QuestionPanel
      id="payment"
      testId="payment"
      headingClassName="flex items-center justify-between gap-2"
      title={
        <>
          {t('question.payment.heading')}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              payment.status === 'paid'
                ? 'bg-success-soft text-foreground'
                : 'bg-muted text-muted-foreground',
            )}
            data-testid="payment-status"
            data-payment={payment.status}
          >
            {t(`question.payment.status.${payment.status}`)}
          </span>
        </>
      }
    >
      <p className="mt-2 text-sm">{t('question.payment.fee', { amount })}</p>
      {payment.paidAt ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('question.payment.paidOn', { date: formatDateTime(payment.paidAt, lang) })}
        </p>
      ) : null}
      {payment.reference ? (
        <p className="mt-1 text-sm" data-testid="payment-reference">
          {t('question.payment.reference', { reference: payment.reference })}
        </p>
      ) : null}
      {payment.qrSvg && asker && !closed ? (
        <PaymentQr payment={payment} svg={payment.qrSvg} amount={amount} />
      ) : null}
      {payment.slipUrl ? (
        <a
          className="mt-2 inline-block text-sm underline"
          href={payment.slipUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('question.payment.viewSlip')}
        </a>
      ) : null}
      {asker && payment.status === 'slip_sent' ? (
        <p className="mt-2 text-sm">{t('question.payment.slipSent')}</p>
      ) : null}
      {asker && !closed && payment.status !== 'paid' ? <SlipForm fetcher={fetcher} /> : null}
      {admin && payment.duplicateSlip ? <DuplicateSlipFlag flag={payment.duplicateSlip} /> : null}
      {admin && payment.status !== 'paid' ? (
        <IntentForm fetcher={fetcher} intent="confirm-payment" className="mt-3">
          {t('question.payment.confirm')}
        </IntentForm>
      ) : null}
    </QuestionPanel>
  );
}

/** The QR the asker scans to pay the fee, with the question's reference in it. */
function PaymentQr({ payment, svg, amount }: { payment: PaymentData; svg: string; amount: string }) {
  const { t } = useT();
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{t('question.payment.scan', { amount })}</p>
      <QrImage
        svg={svg}
        label={t('question.payment.qrLabel', { amount, reference: payment.reference ?? '' })}
        className="mt-3 max-w-52"
        testId="payment-qr"
      />
      <p className="mt-2 text-xs text-muted-foreground">{t('question.payment.noWait')}</p>
    </>
  );
}

/**
 * The asker's transfer slip: uploaded, then sent. Its refusals show under the field: none uploaded, a slip another
 * question holds, or a question already paid.
 */
function SlipForm({ fetcher }: { fetcher: QuestionFetcher }) {
  const { t } = useT();
  const form = useForm({ schema: paymentSlipSchema, answer: fetcher.data, fetcher, intent: 'slip' });
  return (
    <fetcher.Form {...form.props} method="post" className="mt-3 grid gap-2" data-testid="slip-form">
      <ImageUpload
        id="payment-slip"
        kind="payment-slip"
        name="slipKey"
        label={t('question.payment.slip')}
        disabled={form.busy}
        error={form.error('slipKey') ?? form.message}
        onUploaded={() => form.clear('slipKey')}
      />
      <Button
        type="submit"
        name="intent"
        value="slip"
        size="sm"
        disabled={form.busy}
        className="justify-self-start"
      >
        {t('question.payment.sendSlip')}
      </Button>
    </fetcher.Form>
  );
}
