import { Link } from '#app/components/link.tsx';
import { CardSection } from '#app/components/ui/card-section.tsx';
import { QrCode } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { QrImage, QrSaveLink } from '#app/components/ui/qr-image.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatBaht } from '#domain/fees.ts';
import { thaiLang } from '#domain/text.ts';
import { MEMBER_PAGE_PARAMS } from './inbox-params.ts';
import type { MemberSpaceData } from './member-space.server.ts';

type PaymentDue = MemberSpaceData['payments']['rows'][number];

/**
 * The fees due (questions open or assigned, not paid, no slip sent): each with the question's PromptPay QR, as its
 * page shows it, and a button to save the QR for a banking app; newest first, a page at a time (`?payments=`).
 * Nothing due: no section.
 */
export function PaymentsDue({ payments }: { payments: MemberSpaceData['payments'] }) {
  const { t } = useT();
  if (payments.rows.length === 0 && !payments.badCursor) return null;
  return (
    <CardSection id="payments-heading" icon={QrCode} title={t('inbox.payments.title')}>
      <p className="mt-1 text-sm text-muted-foreground">{t('inbox.payments.lead')}</p>
      <ul className="mt-3 grid gap-3" data-testid="payments-due">
        {payments.rows.map((p) => (
          <PaymentDueItem key={p.questionId} payment={p} />
        ))}
      </ul>
      <KeysetPager
        page={payments.page}
        next={payments.next}
        badCursor={payments.badCursor}
        param={MEMBER_PAGE_PARAMS.payments}
        label={t('inbox.payments.title')}
      />
    </CardSection>
  );
}

function PaymentDueItem({ payment: p }: { payment: PaymentDue }) {
  const { t, lang, href } = useT();
  const amount = formatBaht(p.feeBaht);
  return (
    <li
      id={`payment-${p.questionId}`}
      className="scroll-mt-24 rounded-lg border bg-background p-3 sm:p-4"
      data-testid="payment-due"
    >
      <h3 className="font-semibold" lang={thaiLang(p.title, lang)}>
        {p.title ?? t('question.erased.heading')}
      </h3>
      <p className="mt-1 text-sm">
        {t('question.payment.fee', { amount })}
        {p.reference ? (
          <span className="block text-muted-foreground">
            {t('question.payment.reference', { reference: p.reference })}
          </span>
        ) : null}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        {p.qrSvg ? (
          <QrImage
            svg={p.qrSvg}
            label={t('question.payment.qrLabel', { amount, reference: p.reference ?? '' })}
            className="mx-0 w-40 shrink-0"
            testId="payment-qr"
          />
        ) : null}
        <div className="grid min-w-0 gap-2 text-sm">
          {p.hasQrPng ? (
            <QrSaveLink
              png={href(`/question/${p.questionId}/promptpay.png`)}
              fileName={`tanai-promptpay-${p.reference ?? p.feeBaht}.png`}
              label={t('payment.qr.save')}
              className="w-fit"
              testId="save-qr"
            />
          ) : (
            <Link to={href('/payment')} className="underline">
              {t('inbox.payments.noQr')}
            </Link>
          )}
          <Link
            to={href(`/question/${p.questionId}#payment-heading`)}
            className="inline-flex min-h-11 items-center text-primary underline sm:min-h-0"
          >
            {t('inbox.payments.sendSlip')}
          </Link>
        </div>
      </div>
    </li>
  );
}
