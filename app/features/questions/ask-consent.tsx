import type { FormKit } from '#app/components/form/use-form.ts';
import { FieldError } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * The explicit consent to the handling of what the question tells (PDPA s.26; docs/product-rules.md,
 * "Questions"): its own required checkbox in plain words, apart from the privacy notice, never ticked ahead and
 * never kept in the draft; the server refuses a question without it. The notice opens in a new tab so that the
 * form keeps what was typed.
 */
export function SensitiveDataConsent({ form }: { form: FormKit }) {
  const { t, href } = useT();
  const { error, ...checkbox } = form.field('consent');
  return (
    <fieldset
      className="grid gap-1 rounded-lg border p-3"
      aria-describedby={error ? 'ask-consent-hint ask-consent-error' : 'ask-consent-hint'}
    >
      <legend className="px-1 text-sm font-medium">{t('ask.consent.legend')}</legend>
      <label htmlFor="ask-consent" className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id="ask-consent"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...checkbox}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'ask-consent-error' : undefined}
        />
        <span className="leading-6">{t('ask.consent.label')}</span>
      </label>
      <p id="ask-consent-hint" className="ml-8 text-xs text-muted-foreground">
        {t('ask.consent.hint')}{' '}
        <a
          href={`${href('/privacy')}#question-consent`}
          target="_blank"
          rel="noopener"
          className="text-primary underline underline-offset-4"
        >
          {t('ask.consent.more')}
          <span className="sr-only"> {t('privacy.consent.newTab')}</span>
        </a>
      </p>
      <FieldError id="ask-consent-error">{error}</FieldError>
    </fieldset>
  );
}
