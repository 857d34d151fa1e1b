import { useActionData } from 'react-router';
import { CheckboxField } from '#app/components/form/field.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Trash2, TriangleAlert } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { ACCOUNT_DELETE_SIGN_IN_MINUTES, deleteAccountFormSchema } from '#domain/schemas/personal-data.ts';
import { PasswordField } from './auth/account-fields.tsx';

/**
 * Deleting the account: a plain form post (works without JavaScript) with a warning, the current password (an
 * account without one, made with LINE: a recent sign-in, the server checks it; the text says so), a box to tick
 * that confirms it cannot be undone, and a destructive button. A refusal is shown at its field, from this answer
 * only; a deletion goes home, signed out, where only its flash message is shown.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useT();
  const form = useForm({
    schema: deleteAccountFormSchema(hasPassword),
    answer: useActionData(),
    intent: 'delete',
  });
  const busy = form.busy;

  return (
    <section
      className="rounded-xl border border-destructive/40 bg-card p-5 shadow-sm"
      aria-labelledby="account-delete"
    >
      <h2 id="account-delete" className="flex items-center gap-2 text-lg">
        <Trash2 className="size-5 text-destructive" aria-hidden />
        {t('account.delete.title')}
      </h2>
      <p
        className="mt-3 flex gap-2 rounded-lg bg-destructive-soft p-3 text-sm font-medium"
        data-testid="delete-warning"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        {t('account.delete.warning')}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('account.delete.text')}</p>
      {hasPassword ? null : (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="delete-without-password">
          {t('account.delete.withoutPassword', { minutes: ACCOUNT_DELETE_SIGN_IN_MINUTES })}
        </p>
      )}
      <IntentForm form={form} intent="delete" className="mt-4 grid gap-4" aria-labelledby="account-delete">
        {hasPassword ? (
          <PasswordField
            id="delete-password"
            {...form.field('password')}
            label={t('account.delete.password')}
            hint={t('account.delete.passwordHint')}
          />
        ) : null}
        <CheckboxField
          id="delete-confirm"
          {...form.field('confirm')}
          label={t('account.delete.confirmCheck')}
        />
        <FormMessage text={form.message} />
        <Button
          type="submit"
          variant="destructive"
          className="justify-self-start"
          disabled={busy}
          aria-busy={busy}
        >
          <Trash2 aria-hidden />
          {busy ? t('account.delete.busy') : t('account.delete.button')}
        </Button>
      </IntentForm>
    </section>
  );
}
