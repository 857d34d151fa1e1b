import { Building2 } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { thaiLang } from '#domain/text.ts';
import { CopyButton } from './copy-button.tsx';
import type { PaymentPageData } from './payment-page.tsx';

/** The bank account and the PromptPay id, each with its copy button. */
export function BankDetails({ bank, promptPayId }: Pick<PaymentPageData, 'bank' | 'promptPayId'>) {
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
