import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FieldError, Input, Label } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { authClient } from '#app/features/auth/auth-client.ts';
import { authErrorKey } from '#app/features/auth/messages.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { fixedT } from '#app/i18n/index.ts';
import { useT } from '#app/lib/lang.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { isLang } from '#domain/i18n.ts';
import { resetPasswordSchema } from '#domain/schemas/auth.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ params, location, matches }) => {
  const lang = isLang(params.lang) ? params.lang : 'th';
  return pageMeta({
    lang,
    pathname: location.pathname,
    rootData: matches[0]?.loaderData,
    title: fixedT(lang)('meta.reset.title'),
    noindex: true,
  });
};

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
          <div className="grid gap-2">
            <Label htmlFor="reset-password">{t('auth.fields.newPassword')}</Label>
            <Input
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.password)}
            />
            <FieldError id="reset-password-error">
              {errors.password ? t(errors.password) : undefined}
            </FieldError>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reset-confirm">{t('auth.fields.confirmPassword')}</Label>
            <Input
              id="reset-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.confirm)}
            />
            <FieldError id="reset-confirm-error">{errors.confirm ? t(errors.confirm) : undefined}</FieldError>
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
