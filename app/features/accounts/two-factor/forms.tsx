import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { IntentForm } from '#app/components/form/form-message.tsx';
import { refusalOf, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { PasswordField } from '#app/features/accounts/auth/account-fields.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { currentPasswordSchema, totpCodeSchema } from '#domain/schemas/two-factor.ts';

/** What the security page's action answered: a form refused, or a step done with what it shows. */
export type SecurityAnswer =
  | (Refusal & { totpURI?: string; backupCodes?: string[] })
  | { ok: true; intent: string; totpURI: string; backupCodes: string[] };

/** The answer of `intent` when it succeeded. */
export function doneFor(answer: SecurityAnswer | undefined, intent: string) {
  return answer?.ok === true && answer.intent === intent ? answer : undefined;
}

/**
 * Whether two-factor sign-in is on, as the page shows it: what this request's answer just did (the first code
 * turned it on, `disable` turned it off) wins over the account as the request found it (read before the action),
 * so the page of the recovery codes says On.
 */
export function twoFactorOn(accountHasIt: boolean, answer: SecurityAnswer | undefined): boolean {
  if (doneFor(answer, 'confirm')) return true;
  if (doneFor(answer, 'disable')) return false;
  return accountHasIt;
}

/** Whether the page is in the middle of setting up (the set-up's answers, whatever the account says by now). */
export const enrolling = (answer: SecurityAnswer | undefined) =>
  answer?.intent === 'confirm' || doneFor(answer, 'enable') !== undefined;

/** The secret inside an otpauth:// URI, in groups of four for typing by hand. */
function secretOf(uri: string): string {
  const secret = URL.canParse(uri) ? (new URL(uri).searchParams.get('secret') ?? '') : '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Set up: the password, then the QR code (or the secret typed by hand) and a first code, then recovery codes.
 * Each step is a form post to the page's action; the step shown follows from its answer.
 */
export function EnrolTwoFactor({ answer }: { answer: SecurityAnswer | undefined }) {
  const confirmed = doneFor(answer, 'confirm');
  if (confirmed) return <RecoveryCodes codes={confirmed.backupCodes} saved />;
  const started =
    doneFor(answer, 'enable') ?? refusalOf<Refusal & Partial<SecurityAnswer>>(answer, 'confirm');
  if (started?.totpURI)
    return (
      <EnrolCodeStep answer={answer} totpURI={started.totpURI} backupCodes={started.backupCodes ?? []} />
    );
  return <EnrolPasswordStep answer={answer} />;
}

/** The first step: the account's password. */
function EnrolPasswordStep({ answer }: { answer: SecurityAnswer | undefined }) {
  const { t } = useT();
  const form = useForm({ schema: currentPasswordSchema, answer: answer, intent: 'enable' });
  const busy = form.busy;
  return (
    <IntentForm
      form={form}
      intent="enable"
      aria-label={t('twoFactor.security.start')}
      className="mt-6 grid gap-4 rounded-xl border bg-card p-5"
    >
      <PasswordField
        id="enrol-password"
        {...form.field('password')}
        label={t('twoFactor.security.passwordLabel')}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('twoFactor.security.starting') : t('twoFactor.security.start')}
      </Button>
    </IntentForm>
  );
}

/** The second step: the QR code or the secret, and a first code from the app (which turns it on). */
function EnrolCodeStep({
  answer,
  totpURI,
  backupCodes,
}: {
  answer: SecurityAnswer | undefined;
  totpURI: string;
  backupCodes: string[];
}) {
  const { t } = useT();
  const form = useForm({ schema: totpCodeSchema, answer: answer, intent: 'confirm' });
  const busy = form.busy;
  return (
    <section className="mt-6 grid gap-4 rounded-xl border bg-card p-5">
      <p>{t('twoFactor.security.scanStep')}</p>
      <TotpQr uri={totpURI} />
      <div>
        <p className="text-sm text-muted-foreground">{t('twoFactor.security.manualLabel')}</p>
        <p className="mt-1 wrap-anywhere font-mono text-base" data-testid="totp-secret">
          {secretOf(totpURI)}
        </p>
      </div>
      <IntentForm form={form} intent="confirm" aria-label={t('twoFactor.security.codeStep')}>
        {/* Sent back so that the answer can show this step again, or the recovery codes once it is on. */}
        <input type="hidden" name="totpURI" value={totpURI} />
        <input type="hidden" name="backupCodes" value={backupCodes.join(' ')} />
        <TextInputField
          id="enrol-code"
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          label={t('twoFactor.security.codeStep')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('twoFactor.security.confirming') : t('twoFactor.security.confirm')}
        </Button>
      </IntentForm>
    </section>
  );
}

/** The otpauth URI as a QR code, drawn in the browser (the secret never leaves this page again). */
function TotpQr({ uri }: { uri: string }) {
  const { t } = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (alive) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [uri]);
  return (
    <div className="flex size-[236px] items-center justify-center rounded-lg border bg-white p-2">
      {src ? <img src={src} width={220} height={220} alt={t('twoFactor.security.qrAlt')} /> : null}
    </div>
  );
}

/**
 * Recovery codes shown once, with a download as a text file. After the set-up, 'saved' opens the page afresh
 * (a GET of the page itself), which shows two-factor sign-in on.
 */
function RecoveryCodes({ codes, saved = false }: { codes: string[]; saved?: boolean }) {
  const { t } = useT();
  function download() {
    const text = `${t('twoFactor.security.recoveryFileTitle')}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'tanai-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section
      aria-labelledby="recovery-heading"
      className="mt-6 grid gap-4 rounded-xl border border-primary/40 bg-card p-5"
    >
      <h2 id="recovery-heading" className="text-xl">
        {t('twoFactor.security.recoveryHeading')}
      </h2>
      {saved ? <p role="status">{t('twoFactor.security.enabled')}</p> : null}
      <p className="text-muted-foreground">{t('twoFactor.security.recoveryIntro')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-muted px-3 py-2 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={download}>
          {t('twoFactor.security.download')}
        </Button>
        {saved ? (
          <Form method="get">
            <Button type="submit">{t('twoFactor.security.saved')}</Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

/** A new set of recovery codes (the old ones stop working); needs the password. */
export function RegenerateRecoveryCodes({ answer }: { answer: SecurityAnswer | undefined }) {
  const { t } = useT();
  const form = useForm({ schema: currentPasswordSchema, answer: answer, intent: 'regenerate' });
  const busy = form.busy;
  const done = doneFor(answer, 'regenerate');
  return (
    <section aria-labelledby="regenerate-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="regenerate-heading" className="text-xl">
        {t('twoFactor.security.regenerateHeading')}
      </h2>
      <p className="text-muted-foreground">{t('twoFactor.security.regenerateIntro')}</p>
      <IntentForm form={form} intent="regenerate" aria-label={t('twoFactor.security.regenerate')}>
        <PasswordField
          id="regenerate-password"
          {...form.field('password')}
          label={t('twoFactor.security.passwordLabel')}
        />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
          {t('twoFactor.security.regenerate')}
        </Button>
      </IntentForm>
      {done ? (
        <>
          <p role="status">{t('twoFactor.security.regenerated')}</p>
          <RecoveryCodes codes={done.backupCodes} />
        </>
      ) : null}
    </section>
  );
}

/**
 * Turn two-factor sign-in off: the password, then a confirmation that warns admins (its button sends the form;
 * without JavaScript the form's button sends it at once).
 */
export function DisableTwoFactor({
  answer,
  isAdminProfile,
}: {
  answer: SecurityAnswer | undefined;
  isAdminProfile: boolean;
}) {
  const { t } = useT();
  const form = useForm({ schema: currentPasswordSchema, answer: answer, intent: 'disable' });
  const busy = form.busy;
  const warning = isAdminProfile
    ? t('twoFactor.security.disableAdminWarning')
    : t('twoFactor.security.disableIntro');
  return (
    <section aria-labelledby="disable-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="disable-heading" className="text-xl">
        {t('twoFactor.security.disableHeading')}
      </h2>
      <p className="text-muted-foreground">{t('twoFactor.security.disableIntro')}</p>
      {isAdminProfile ? (
        <p className="text-destructive">{t('twoFactor.security.disableAdminWarning')}</p>
      ) : null}
      <Form
        ref={form.props.ref}
        method="post"
        noValidate
        onSubmit={(e) => {
          // The form's button opens the confirmation; the confirmation's button sends the form.
          if ((e.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-confirm-first'))
            e.preventDefault();
          else form.props.onSubmit(e);
        }}
        className="grid gap-4"
        aria-label={t('twoFactor.security.disable')}
      >
        <input type="hidden" name="intent" value="disable" />
        <PasswordField
          id="disable-password"
          {...form.field('password')}
          label={t('twoFactor.security.passwordLabel')}
        />
        <ConfirmDialog
          trigger={
            <Button type="submit" variant="outline" data-confirm-first="" disabled={busy} aria-busy={busy}>
              {t('twoFactor.security.disable')}
            </Button>
          }
          title={t('twoFactor.security.disableHeading')}
          description={warning}
          confirmLabel={t('twoFactor.security.disable')}
          cancelLabel={t('twoFactor.security.cancel')}
          onConfirm={() => form.props.ref.current?.requestSubmit()}
          destructive
        />
      </Form>
    </section>
  );
}
