import { Link, useRouteLoaderData } from 'react-router';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import {
  Building2,
  Download,
  FileText,
  Gavel,
  Info,
  MessageSquareText,
  QrCode,
  ReceiptText,
} from '#app/components/ui/icons.tsx';
import { QrImage } from '#app/components/ui/qr-image.tsx';
import { fromContext } from '#app/context.server.ts';
import { CopyButton } from '#app/features/payment/copy-button.tsx';
import { loadPayment } from '#app/features/payment/payment.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { cn } from '#app/lib/utils.ts';
import type { RootData } from '#app/root.tsx';
import { telHref } from '#domain/contact.ts';
import { formatBaht } from '#domain/fees.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/payment';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context }: Route.LoaderArgs) => loadPayment(fromContext(context));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('payment.meta.title'), description: t('payment.meta.description') }));

type QrData = NonNullable<Route.ComponentProps['loaderData']['qr']>['consultation'];

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
      <a
        href={props.qr.png}
        download={props.fileName}
        className={cn(buttonVariants({ variant: 'outline' }), 'mt-4 w-full')}
      >
        <Download aria-hidden />
        {props.saveLabel}
      </a>
    </article>
  );
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const { bank, promptPayId, qr } = loaderData;
  const fee = formatBaht(loaderData.fee);
  const phone = root?.contact?.networkPhone;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
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
                fileName={`tanai-promptpay-${loaderData.fee}-baht.png`}
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

/** The bank account and the PromptPay id, each with its copy button. */
function BankDetails({
  bank,
  promptPayId,
}: Pick<Route.ComponentProps['loaderData'], 'bank' | 'promptPayId'>) {
  const { t, lang } = useT();
  const copyTexts = { failed: t('payment.bank.copyFailed') };
  return (
    <article className="rounded-xl border bg-card p-5 md:col-span-2 lg:col-span-1" data-testid="bank-details">
      <h3 className="flex items-center gap-2 text-lg">
        <Building2 className="size-5 shrink-0 text-primary" aria-hidden />
        {t('payment.bank.title')}
      </h3>
      <dl className="mt-4 grid gap-4">
        <div>
          <dt className="text-sm text-muted-foreground">{t('payment.bank.bankName')}</dt>
          <dd className="font-medium" lang={thaiLang(bank.name, lang)}>
            {bank.name}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('payment.bank.accountName')}</dt>
          <dd className="font-medium" lang={thaiLang(bank.accountName, lang)}>
            {bank.accountName}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('payment.bank.accountNumber')}</dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xl font-semibold tabular-nums tracking-wide" data-testid="account-number">
              {bank.accountNumber}
            </span>
            <CopyButton
              text={bank.accountNumber.replace(/[^0-9]/g, '') || bank.accountNumber}
              label={t('payment.bank.copyAccount')}
              copied={t('payment.bank.copiedAccount')}
              {...copyTexts}
            />
          </dd>
        </div>
        {promptPayId ? (
          <div>
            <dt className="text-sm text-muted-foreground">{t('payment.bank.promptPayId')}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-lg font-medium tabular-nums tracking-wide">{promptPayId}</span>
              <CopyButton
                text={promptPayId}
                label={t('payment.bank.copyPromptPay')}
                copied={t('payment.bank.copiedPromptPay')}
                {...copyTexts}
              />
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

const STEPS = ['choose', 'scan', 'check', 'slip'] as const;

/** How to pay, step by step, and where the slip goes. */
function PaymentSteps({ phone }: { phone: string | undefined }) {
  const { t } = useT();
  return (
    <div className="mt-12 grid gap-4 md:grid-cols-2">
      <section className="rounded-xl border bg-card p-5" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-xl">
          {t('payment.steps.title')}
        </h2>
        <ol className="mt-4 grid gap-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <span>{t(`payment.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section
        className="rounded-xl border bg-accent/10 p-5"
        aria-labelledby="slip-heading"
        data-testid="slip-note"
      >
        <h2 id="slip-heading" className="flex items-center gap-2 text-xl">
          <ReceiptText className="size-5 shrink-0 text-primary" aria-hidden />
          {t('payment.slip.title')}
        </h2>
        <p className="mt-3">{t('payment.slip.body')}</p>
        {phone ? (
          <p className="mt-3 text-muted-foreground">
            {t('payment.slip.help')}{' '}
            <a
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
              href={telHref(phone)}
            >
              {phone}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

const FEES = [
  { key: 'consultation', icon: MessageSquareText },
  { key: 'lawyer', icon: Gavel },
  { key: 'other', icon: FileText },
] as const;

/** What the network charges, with the way to ask a question. */
function FeeList({ fee }: { fee: string }) {
  const { t, href } = useT();
  return (
    <section className="mt-12" aria-labelledby="fees-heading">
      <h2 id="fees-heading" className="text-2xl">
        {t('payment.fees.title')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {FEES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col rounded-xl border bg-card p-5" data-testid={`fee-${key}`}>
            <Icon className="size-6 text-primary" aria-hidden />
            <h3 className="mt-3 text-lg">{t(`payment.fees.${key}.title`)}</h3>
            <p className="mt-1 text-xl font-semibold text-primary">
              {t(`payment.fees.${key}.price`, { amount: fee })}
            </p>
            <p className="mt-2 flex-1 text-muted-foreground">
              {t(`payment.fees.${key}.body`, { amount: fee })}
            </p>
            {key === 'consultation' ? (
              <Button asChild variant="accent" className="mt-4">
                <Link to={href('/ask')}>
                  <MessageSquareText aria-hidden />
                  {t('payment.fees.consultation.cta')}
                </Link>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
