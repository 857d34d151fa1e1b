import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { authClient } from '#app/features/auth/auth-client.ts';
import { authErrorKey } from '#app/features/auth/messages.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { resetPasswordSchema } from '#domain/schemas/auth.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('meta.reset.title'), noindex: true }));

/** Where the reset link of the e-mail lands (?token=..., or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const { t, href } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const { errors, validate } = useFieldErrors(resetPasswordSchema);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = validate({ password: form.get('password'), confirm: form.get('confirm') });
    if (!values || !token) return;
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      if (error) {
        toast({ title: t(authErrorKey('reset', error)), variant: 'error' });
        return;
      }
      toast({ title: t('auth.reset.success'), variant: 'success' });
      await navigate(href('/auth'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl">{t('auth.reset.heading')}</h1>
      {!token || params.get('error') ? (
        <p role="alert" className="mt-4 text-destructive">
          {t('auth.reset.invalidToken')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 rounded-xl border bg-card p-5">
          <TextField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('auth.fields.newPassword')}
            error={errors.password ? t.dynamic(errors.password) : undefined}
          />
          <TextField
            id="reset-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={t('auth.fields.confirmPassword')}
            error={errors.confirm ? t.dynamic(errors.confirm) : undefined}
          />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
