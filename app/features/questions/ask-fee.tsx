import { QrCode } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatBaht } from '#domain/fees.ts';

/**
 * The question's fee, said before the send button (docs/decisions/0007-questions-and-live-threads.md, "Paying for a
 * question"): the configured amount, paid by the PromptPay QR of the question's page once it is sent, and matching
 * does not wait for it. Nothing is said when asking is free.
 */
export function AskFee({ feeBaht }: { feeBaht: number }) {
  const { t } = useT();
  if (feeBaht <= 0) return null;
  return (
    <section
      className="grid gap-1 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
      aria-labelledby="ask-fee-heading"
      data-testid="ask-fee"
    >
      <h2 id="ask-fee-heading" className="flex items-center gap-2 text-base font-semibold">
        <QrCode className="size-5 text-primary" aria-hidden />
        {t('ask.fee.heading', { amount: formatBaht(feeBaht) })}
      </h2>
      <p>{t('ask.fee.howToPay')}</p>
      <p className="text-muted-foreground">{t('ask.fee.noWait')}</p>
    </section>
  );
}
