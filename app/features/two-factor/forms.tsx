import { useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { TextField } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { authClient } from '#app/features/auth/auth-client.ts';
import { useBusyAction } from '#app/features/auth/use-busy-action.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { useT } from '#app/lib/lang.ts';
import { currentPasswordSchema, totpCodeSchema } from '#domain/schemas/two-factor.ts';
import { twoFactorErrorKey } from './messages.ts';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

/** The secret inside an otpauth:// URI, in groups of four for typing by hand. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Set up: the password, then the QR code (or the secret typed by hand) and a first code, then recovery codes. */
export function EnrolTwoFactor({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [busy, run] = useBusyAction(t('twoFactor.errors.failed'));
  const password = useFieldErrors(currentPasswordSchema);
  const code = useFieldErrors(totpCodeSchema);

  async function onPassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = password.validate({ password: new FormData(e.currentTarget).get('password') });
    if (!values) return;
    await run(async () => {
      const { data, error } = await authClient.twoFactor.enable({
        password: values.password,
        method: 'totp',
      });
      if (error || !data || data.method !== 'totp') {
        password.setErrors({ password: twoFactorErrorKey(error) });
        return;
      }
      setStep({ kind: 'scan', uri: data.totpURI, codes: data.backupCodes });
    });
  }

  async function onCode(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step.kind !== 'scan') return;
    const values = code.validate({ code: new FormData(e.currentTarget).get('code') });
    if (!values) return;
    await run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: values.code });
      if (error) {
        code.setErrors({ code: twoFactorErrorKey(error) });
        return;
      }
      toast({ title: t('twoFactor.security.enabled'), variant: 'success' });
      setStep({ kind: 'codes', codes: step.codes });
    });
  }

  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onSaved={onDone} />;
  if (step.kind === 'scan') {
    return (
      <section className="mt-6 grid gap-4 rounded-xl border bg-card p-5">
        <p>{t('twoFactor.security.scanStep')}</p>
        <TotpQr uri={step.uri} />
        <div>
          <p className="text-sm text-muted-foreground">{t('twoFactor.security.manualLabel')}</p>
          <p className="mt-1 break-all font-mono text-base" data-testid="totp-secret">
            {secretOf(step.uri)}
          </p>
        </div>
        <form
          noValidate
          onSubmit={onCode}
          className="grid gap-4"
          aria-label={t('twoFactor.security.codeStep')}
        >
          <TextField
            id="enrol-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            label={t('twoFactor.security.codeStep')}
            error={code.errors.code ? t.dynamic(code.errors.code) : undefined}
          />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('twoFactor.security.confirming') : t('twoFactor.security.confirm')}
          </Button>
        </form>
      </section>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onPassword}
      aria-label={t('twoFactor.security.start')}
      className="mt-6 grid gap-4 rounded-xl border bg-card p-5"
    >
      <TextField
        id="enrol-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('twoFactor.security.passwordLabel')}
        error={password.errors.password ? t.dynamic(password.errors.password) : undefined}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('twoFactor.security.starting') : t('twoFactor.security.start')}
      </Button>
    </form>
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

/** Recovery codes shown once, with a download as a text file. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved?: () => void }) {
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
        {onSaved ? (
          <Button type="button" onClick={onSaved}>
            {t('twoFactor.security.saved')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** A new set of recovery codes (the old ones stop working); needs the password. */
export function RegenerateRecoveryCodes() {
  const { t } = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, run] = useBusyAction(t('twoFactor.errors.failed'));
  const password = useFieldErrors(currentPasswordSchema);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = password.validate({ password: new FormData(form).get('password') });
    if (!values) return;
    await run(async () => {
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password: values.password });
      if (error || !data) {
        password.setErrors({ password: twoFactorErrorKey(error) });
        return;
      }
      form.reset();
      toast({ title: t('twoFactor.security.regenerated'), variant: 'success' });
      setCodes(data.backupCodes);
    });
  }

  return (
    <section aria-labelledby="regenerate-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="regenerate-heading" className="text-xl">
        {t('twoFactor.security.regenerateHeading')}
      </h2>
      <p className="text-muted-foreground">{t('twoFactor.security.regenerateIntro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4"
        aria-label={t('twoFactor.security.regenerate')}
      >
        <TextField
          id="regenerate-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('twoFactor.security.passwordLabel')}
          error={password.errors.password ? t.dynamic(password.errors.password) : undefined}
        />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
          {t('twoFactor.security.regenerate')}
        </Button>
      </form>
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </section>
  );
}

/** Turn two-factor sign-in off: the password, then a confirmation that warns admins. */
export function DisableTwoFactor({
  isAdminProfile,
  onDone,
}: {
  isAdminProfile: boolean;
  onDone: () => void;
}) {
  const { t } = useT();
  const [busy, run] = useBusyAction(t('twoFactor.errors.failed'));
  const form = useRef<HTMLFormElement>(null);
  const password = useFieldErrors(currentPasswordSchema);

  async function disable() {
    if (!form.current) return;
    const values = password.validate({ password: new FormData(form.current).get('password') });
    if (!values) return;
    await run(async () => {
      const { error } = await authClient.twoFactor.disable({ password: values.password });
      if (error) {
        password.setErrors({ password: twoFactorErrorKey(error) });
        return;
      }
      toast({ title: t('twoFactor.security.disabled'), variant: 'success' });
      onDone();
    });
  }

  return (
    <section aria-labelledby="disable-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="disable-heading" className="text-xl">
        {t('twoFactor.security.disableHeading')}
      </h2>
      <p className="text-muted-foreground">{t('twoFactor.security.disableIntro')}</p>
      {isAdminProfile ? (
        <p className="text-destructive">{t('twoFactor.security.disableAdminWarning')}</p>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-4"
        aria-label={t('twoFactor.security.disable')}
      >
        <TextField
          id="disable-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('twoFactor.security.passwordLabel')}
          error={password.errors.password ? t.dynamic(password.errors.password) : undefined}
        />
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={busy} aria-busy={busy}>
              {t('twoFactor.security.disable')}
            </Button>
          }
          title={t('twoFactor.security.disableHeading')}
          description={
            isAdminProfile
              ? t('twoFactor.security.disableAdminWarning')
              : t('twoFactor.security.disableIntro')
          }
          confirmLabel={t('twoFactor.security.disable')}
          cancelLabel={t('twoFactor.security.cancel')}
          onConfirm={disable}
          destructive
        />
      </form>
    </section>
  );
}
