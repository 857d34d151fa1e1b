import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FileText, Gavel, MessageSquareText, ReceiptText } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { telHref } from '#domain/contact.ts';

const STEPS = ['choose', 'scan', 'check', 'slip'] as const;

/** How to pay, step by step, and where the slip goes. */
export function PaymentSteps({ phone }: { phone: string | undefined }) {
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
export function FeeList({ fee }: { fee: string }) {
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
