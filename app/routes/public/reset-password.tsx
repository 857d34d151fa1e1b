import { useActionData, useSearchParams } from 'react-router';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { fromContext } from '#app/context.server.ts';
import { PasswordField } from '#app/features/accounts/auth/account-fields.tsx';
import { resetPasswordAction } from '#app/features/accounts/auth/reset-password.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { resetPasswordSchema } from '#domain/schemas/auth.ts';
import type { Route } from './+types/reset-password';

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  resetPasswordAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('meta.reset.title'), noindex: true }));

/** Where the reset link of the e-mail lands (?token=..., or ?error=INVALID_TOKEN); the form posts to the action. */
export default function ResetPasswordPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({
    schema: resetPasswordSchema,
    answer: useActionData<typeof action>(),
    intent: 'reset',
  });
  const busy = form.busy;
  return (
    <div className="page py-10 *:max-w-md">
      <h1 className="text-2xl">{t('auth.reset.heading')}</h1>
      {!token || params.get('error') ? (
        <p role="alert" className="mt-4 text-destructive">
          {t('auth.reset.invalidToken')}
        </p>
      ) : (
        <IntentForm
          form={form}
          intent="reset"
          className="mt-6 grid gap-4 rounded-xl border bg-card p-5"
          aria-label={t('auth.reset.heading')}
        >
          <input type="hidden" name="token" value={token} />
          <FormMessage text={form.message} />
          <PasswordField
            id="reset-password"
            {...form.field('password')}
            autoComplete="new-password"
            label={t('auth.fields.newPassword')}
          />
          <PasswordField
            id="reset-confirm"
            {...form.field('confirm')}
            autoComplete="new-password"
            label={t('auth.fields.confirmPassword')}
          />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </IntentForm>
      )}
    </div>
  );
}
