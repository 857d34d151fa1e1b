import { TextInputField } from '#app/components/form/field.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import { CLAIM_CODE_LENGTH } from '#domain/claims.ts';
import { formatDateTime } from '#domain/dates.ts';
import { claimCodeSchema, claimStartSchema } from '#domain/schemas/claim.ts';

/**
 * The licence number, sent with the invitation's signed link when the page was opened from one; the action then
 * sends a code to the listing's e-mail (or, with the link, the claim waits for an administrator at once).
 */
export function StartClaimForm({
  answer,
  maskedEmail,
  link,
  licenseNumber,
}: {
  answer: unknown;
  maskedEmail: string;
  link: { exp: string; sig: string } | null;
  licenseNumber: string;
}) {
  const { t } = useT();
  const form = useForm({ schema: claimStartSchema, answer, intent: 'start' });
  return (
    <IntentForm form={form} intent="start" aria-label={t('claim.title')}>
      {link ? (
        <>
          <input type="hidden" name="exp" value={link.exp} />
          <input type="hidden" name="sig" value={link.sig} />
        </>
      ) : null}
      <FormMessage text={form.message} />
      <TextInputField
        id="claim-license"
        {...form.field('licenseNumber')}
        label={t('claim.licenseLabel')}
        hint={t('claim.licenseHint')}
        required
        autoComplete="off"
        defaultValue={licenseNumber}
      />
      <p className="text-sm text-muted-foreground">
        {link ? t('claim.linkNote') : t('claim.emailNote', { email: maskedEmail })}
      </p>
      <Button type="submit" variant="accent" disabled={form.busy} aria-busy={form.busy} className="w-fit">
        {link ? t('claim.claimWithLink') : t('claim.sendCode')}
      </Button>
    </IntentForm>
  );
}

/** The code from the e-mail, and a way to have a new one sent. */
export function ClaimCodeForm({
  answer,
  maskedEmail,
  expiresAt,
  licenseNumber,
}: {
  answer: unknown;
  maskedEmail: string;
  expiresAt: string;
  licenseNumber: string;
}) {
  const { t, lang } = useT();
  const form = useForm({ schema: claimCodeSchema, answer, intent: 'verify' });
  const resend = useForm({ answer, intent: 'start' });
  return (
    <div className="grid gap-4">
      <p data-testid="claim-code-sent">
        {t('claim.codeSent', { email: maskedEmail, time: formatDateTime(expiresAt, lang) })}
      </p>
      <IntentForm form={form} intent="verify" aria-label={t('claim.codeLabel')}>
        <FormMessage text={form.message} />
        <TextInputField
          id="claim-code"
          {...form.field('code')}
          label={t('claim.codeLabel')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CLAIM_CODE_LENGTH + 2}
        />
        <Button type="submit" variant="accent" disabled={form.busy} aria-busy={form.busy} className="w-fit">
          {t('claim.verify')}
        </Button>
      </IntentForm>
      <IntentForm form={resend} intent="start" aria-label={t('claim.resend')}>
        <input type="hidden" name="licenseNumber" value={licenseNumber} />
        <FormMessage text={resend.message} />
        <Button type="submit" variant="outline" disabled={resend.busy} className="w-fit">
          {t('claim.resend')}
        </Button>
      </IntentForm>
    </div>
  );
}
