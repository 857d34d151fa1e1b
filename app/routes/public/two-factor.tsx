import { useState } from 'react';
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { viewerContext } from '#app/context.ts';
import { authClient } from '#app/features/auth/auth-client.ts';
import { safeNextPath } from '#app/features/auth/next-path.ts';
import { useBusyAction } from '#app/features/auth/use-busy-action.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { twoFactorErrorKey } from '#app/features/two-factor/messages.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { recoveryCodeSchema, totpCodeSchema } from '#domain/schemas/two-factor.ts';
import type { Route } from './+types/two-factor';

export function loader({ context, params }: Route.LoaderArgs) {
  // Already signed in: nothing to verify.
  if (context.get(viewerContext)) throw redirect(`/${params.lang}`);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('twoFactor.verify.metaTitle'), noindex: true }));

/**
 * The second step of signing in for accounts with two-factor sign-in: a code from the authenticator app, or
 * one of the recovery codes. The password step left a short-lived two-factor cookie that these calls use.
 */
export default function TwoFactorPage() {
  const { t, href } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, run] = useBusyAction(t('twoFactor.errors.failed'));
  const [serverError, setServerError] = useState<string | null>(null);
  const totp = useFieldErrors(totpCodeSchema);
  const recovery = useFieldErrors(recoveryCodeSchema);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setServerError(null);
    const raw = new FormData(e.currentTarget).get('code');
    const values = useRecovery ? recovery.validate({ code: raw }) : totp.validate({ code: raw });
    if (!values) return;
    await run(async () => {
      const { error } = useRecovery
        ? await authClient.twoFactor.verifyBackupCode({ code: values.code })
        : await authClient.twoFactor.verifyTotp({ code: values.code });
      if (error) {
        const key = twoFactorErrorKey(error);
        setServerError(key);
        toast({ title: t.dynamic(key), variant: 'error' });
        return;
      }
      toast({ title: t('auth.signIn.success'), variant: 'success' });
      await navigate(safeNextPath(params.get('next')) ?? href(), { replace: true });
      await revalidator.revalidate();
    });
  }

  const fieldError = useRecovery ? recovery.errors.code : totp.errors.code;
  const error = fieldError ?? serverError;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl">{t('twoFactor.verify.heading')}</h1>
      <p className="mt-2 text-muted-foreground">{t('twoFactor.verify.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('twoFactor.verify.heading')}
        className="mt-6 grid gap-4 rounded-xl border bg-card p-5"
      >
        {useRecovery ? (
          <TextField
            key="recovery"
            id="two-factor-recovery"
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            label={t('twoFactor.verify.recoveryLabel')}
            hint={t('twoFactor.verify.recoveryHint')}
            error={error ? t.dynamic(error) : undefined}
            autoFocus
          />
        ) : (
          <TextField
            key="totp"
            id="two-factor-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            label={t('twoFactor.verify.codeLabel')}
            error={error ? t.dynamic(error) : undefined}
            autoFocus
          />
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('twoFactor.verify.busy') : t('twoFactor.verify.submit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setUseRecovery((v) => !v);
            setServerError(null);
          }}
        >
          {useRecovery ? t('twoFactor.verify.useApp') : t('twoFactor.verify.useRecovery')}
        </Button>
      </form>
      {serverError === 'twoFactor.errors.signInExpired' ? (
        <p className="mt-4">
          <Link className="text-primary underline underline-offset-4" to={href('/auth')}>
            {t('twoFactor.verify.backToSignIn')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
