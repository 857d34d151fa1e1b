import { useState, useSyncExternalStore } from 'react';
import { TextInputField } from '#app/components/form/field.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { refusalOf, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { forgotPasswordSchema, resendSchema, signInSchema } from '#domain/schemas/auth.ts';
import { signUpFormSchema } from '#domain/schemas/sign-up.ts';
import { EmailField, PasswordField } from './account-fields.tsx';

/** A refused answer of the sign-in page's action, with what was typed (never a password). */
export type AuthRefusal = Refusal & { email?: string; fullName?: string };

/** The page to return to after signing in, sent with each form (the action checks it again). */
function NextField({ next }: { next: string | null }) {
  return next ? <input type="hidden" name="next" value={next} /> : null;
}

/** Sign in with e-mail and password; 'forgot your password?' opens the reset request below it. */
export function SignInForm({ answer, next }: { answer: unknown; next: string | null }) {
  const { t } = useT();
  const form = useForm<AuthRefusal>({ schema: signInSchema, answer: answer, intent: 'signIn' });
  const refused = form.refusal;
  const busy = form.busy;
  return (
    <>
      <IntentForm form={form} intent="signIn" aria-label={t('auth.tabs.signIn')}>
        <NextField next={next} />
        <FormMessage text={form.message} />
        <EmailField id="signin-email" {...form.field('email')} defaultValue={refused?.email} />
        <PasswordField id="signin-password" {...form.field('password')} label={t('auth.fields.password')} />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.signIn.busy') : t('actions.signIn')}
        </Button>
      </IntentForm>
      <ForgotPasswordForm answer={answer} next={next} />
    </>
  );
}

/** The request for a reset link, folded under its link (a `<details>`: it opens without JavaScript too). */
function ForgotPasswordForm({ answer, next }: { answer: unknown; next: string | null }) {
  const { t } = useT();
  const form = useForm<AuthRefusal>({ schema: forgotPasswordSchema, answer: answer, intent: 'forgot' });
  const refused = form.refusal;
  const busy = form.busy;
  return (
    <details className="mt-2" open={refused ? true : undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-primary underline-offset-4 hover:underline">
        {t('auth.forgot.link')}
      </summary>
      <IntentForm
        form={form}
        intent="forgot"
        className="mt-2 grid gap-3 rounded-lg bg-muted/60 p-4"
        aria-label={t('auth.forgot.link')}
      >
        <NextField next={next} />
        <p className="text-sm text-muted-foreground">{t('auth.forgot.help')}</p>
        <FormMessage text={form.message} />
        <EmailField id="forgot-email" {...form.field('email')} defaultValue={refused?.email} />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
        </Button>
      </IntentForm>
    </details>
  );
}

/** Sign up: the account fields and the consent to the privacy notice. */
export function SignUpForm({ answer, next }: { answer: unknown; next: string | null }) {
  const { t } = useT();
  const form = useForm<AuthRefusal>({ schema: signUpFormSchema, answer: answer, intent: 'signUp' });
  const refused = form.refusal;
  const busy = form.busy;
  return (
    <IntentForm form={form} intent="signUp" aria-label={t('auth.tabs.signUp')}>
      <NextField next={next} />
      <FormMessage text={form.message} />
      <TextInputField
        id="signup-name"
        {...form.field('fullName')}
        autoComplete="name"
        defaultValue={refused?.fullName}
        label={t('auth.fields.fullName')}
      />
      <EmailField id="signup-email" {...form.field('email')} defaultValue={refused?.email} />
      <PasswordField
        id="signup-password"
        {...form.field('password')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        label={t('auth.fields.password')}
      />
      <PrivacyConsentField {...form.field('privacyConsent')} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.signUp.busy') : t('auth.signUp.submit')}
      </Button>
    </IntentForm>
  );
}

/** The required consent checkbox; the notice opens in a new tab so that the form keeps what was typed. */
function PrivacyConsentField({ error, onChange }: { error?: string; onChange: () => void }) {
  const { t, href } = useT();
  return (
    <div className="grid gap-1">
      <label htmlFor="signup-privacy" className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id="signup-privacy"
          name="privacyConsent"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          onChange={onChange}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'signup-privacy-error' : undefined}
        />
        <span className="leading-6">{t('privacy.consent.label')}</span>
      </label>
      <a
        href={href('/privacy')}
        target="_blank"
        rel="noopener"
        className="ml-8 inline-flex min-h-11 w-fit items-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('privacy.consent.link')}
        <span className="sr-only"> {t('privacy.consent.newTab')}</span>
      </a>
      <FieldError id="signup-privacy-error">{error}</FieldError>
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * Send the confirmation e-mail again. Filled in after a sign-in refused for an unconfirmed e-mail; once the page
 * is interactive its button waits for an address (without JavaScript the server's check answers instead).
 */
export function ResendForm({ answer, next }: { answer: unknown; next: string | null }) {
  const { t } = useT();
  const form = useForm<AuthRefusal>({ schema: resendSchema, answer, intent: 'resend' });
  const refused = form.refusal;
  const unconfirmed = refusalOf<AuthRefusal>(answer, 'signIn');
  const busy = form.busy;
  const [email, setEmail] = useState(
    refused?.email ?? (unconfirmed?.code === 'auth.signIn.notConfirmed' ? unconfirmed.email : '') ?? '',
  );
  const emailField = form.field('email');
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <IntentForm
      form={form}
      intent="resend"
      className="mt-6 grid gap-3 rounded-xl border p-5"
      aria-labelledby="resend-heading"
    >
      <NextField next={next} />
      <h2 id="resend-heading" className="text-base">
        {t('auth.resend.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('auth.resend.help')}</p>
      <FormMessage text={form.message} />
      <EmailField
        id="resend-email"
        {...emailField}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          emailField.onChange();
        }}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={busy || (interactive && email.trim() === '')}
        aria-busy={busy}
      >
        {busy ? t('auth.resend.busy') : t('auth.resend.submit')}
      </Button>
    </IntentForm>
  );
}
