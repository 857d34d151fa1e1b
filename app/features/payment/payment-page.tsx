import { Info, QrCode } from '#app/components/ui/icons.tsx';
import { QrImage, QrSaveLink } from '#app/components/ui/qr-image.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatBaht } from '#domain/fees.ts';
import { BankDetails } from './bank-details.tsx';
import type { loadPayment } from './payment.server.ts';
import { FeeList, PaymentSteps } from './payment-guide.tsx';

export type PaymentPageData = Awaited<ReturnType<typeof loadPayment>>;

type QrData = NonNullable<PaymentPageData['qr']>['consultation'];

function QrCard(props: {
  testId: string;
  title: string;
  amount: string;
  hint: string;
  label: string;
  qr: QrData;
  fileName: string;
  saveLabel: string;
}) {
  return (
    <article className="flex flex-col rounded-xl border bg-card p-5" data-testid={props.testId}>
      <h3 className="flex items-center gap-2 text-lg">
        <QrCode className="size-5 shrink-0 text-primary" aria-hidden />
        {props.title}
      </h3>
      <p className="mt-1 font-medium text-primary">{props.amount}</p>
      <QrImage svg={props.qr.svg} label={props.label} className="mt-4 max-w-60" />
      <p className="mt-4 flex-1 text-sm text-muted-foreground">{props.hint}</p>
      <QrSaveLink
        png={props.qr.png}
        fileName={props.fileName}
        label={props.saveLabel}
        className="mt-4 w-full"
      />
    </article>
  );
}

/**
 * The payment page (docs/product-rules.md, "Paying for a question"): the bank details, the QR codes, how to pay and
 * the fees; `phone` is the network's, for help with a slip.
 */
export function PaymentPage({ data, phone }: { data: PaymentPageData; phone: string | undefined }) {
  const { t } = useT();
  const { bank, promptPayId, qr } = data;
  const fee = formatBaht(data.fee);

  return (
    <div className="page py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl">{t('payment.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('payment.intro')}</p>
      </header>

      <section className="mt-10" aria-labelledby="methods-heading">
        <h2 id="methods-heading" className="text-2xl">
          {t('payment.methods.title')}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <BankDetails bank={bank} promptPayId={promptPayId} />

          {qr ? (
            <>
              <QrCard
                testId="qr-consultation"
                title={t('payment.qr.consultation.title')}
                amount={t('payment.qr.consultation.amount', { amount: fee })}
                hint={t('payment.qr.consultation.hint', { amount: fee })}
                label={t('payment.qr.consultation.label', { amount: fee })}
                qr={qr.consultation}
                fileName={`tanai-promptpay-${data.fee}-baht.png`}
                saveLabel={t('payment.qr.save')}
              />
              <QrCard
                testId="qr-transfer"
                title={t('payment.qr.transfer.title')}
                amount={t('payment.qr.transfer.amount')}
                hint={t('payment.qr.transfer.hint')}
                label={t('payment.qr.transfer.label')}
                qr={qr.transfer}
                fileName="tanai-promptpay-transfer.png"
                saveLabel={t('payment.qr.save')}
              />
            </>
          ) : (
            <p
              className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive-soft p-5 md:col-span-2"
              data-testid="qr-unavailable"
            >
              <Info className="mt-1 size-5 shrink-0 text-destructive" aria-hidden />
              <span>{t('payment.qr.unavailable')}</span>
            </p>
          )}
        </div>
      </section>

      <PaymentSteps phone={phone} />
      <FeeList fee={fee} />
    </div>
  );
}
