import { redirect, useActionData, useSearchParams } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Link } from '#app/components/link.tsx';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { fromContext } from '#app/context.server.ts';
import { verifySignInCodeAction } from '#app/features/accounts/two-factor/two-factor.server.ts';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { recoveryCodeSchema, totpCodeSchema } from '#domain/schemas/two-factor.ts';
import type { Route } from './+types/two-factor';

export function loader({ context }: Route.LoaderArgs) {
  const { viewer, lang } = fromContext(context);
  // Already signed in: nothing to verify.
  if (viewer) throw redirect(`/${lang}`);
  return null;
}

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  verifySignInCodeAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('twoFactor.verify.metaTitle'), noindex: true }));

/**
 * The second step of signing in for accounts with two-factor sign-in: a code from the authenticator app, or
 * (`?recovery=1`) one of the recovery codes, posted to this page's action. The password step left a short-lived
 * two-factor cookie that the action's call uses.
 */
export default function TwoFactorPage() {
  const { t, href } = useT();
  const [params] = useSearchParams();
  const recovery = params.get('recovery') === '1';
  const intent = recovery ? 'recovery' : 'totp';
  const form = useForm<Refusal>({
    schema: recovery ? recoveryCodeSchema : totpCodeSchema,
    answer: useActionData<typeof action>(),
    intent: intent,
  });
  const refused = form.refusal;
  const busy = form.busy;
  const other = new URLSearchParams(params);
  if (recovery) other.delete('recovery');
  else other.set('recovery', '1');
  return (
    <div className="page py-10 *:max-w-md">
      <h1 className="text-2xl">{t('twoFactor.verify.heading')}</h1>
      <p className="mt-2 text-muted-foreground">{t('twoFactor.verify.intro')}</p>
      <IntentForm
        key={intent}
        form={form}
        intent={intent}
        aria-label={t('twoFactor.verify.heading')}
        className="mt-6 grid gap-4 rounded-xl border bg-card p-5"
      >
        {params.get('next') ? <input type="hidden" name="next" value={params.get('next') ?? ''} /> : null}
        {recovery ? (
          <TextInputField
            id="two-factor-recovery"
            {...form.field('code')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            label={t('twoFactor.verify.recoveryLabel')}
            hint={t('twoFactor.verify.recoveryHint')}
            autoFocus
          />
        ) : (
          <TextInputField
            id="two-factor-code"
            {...form.field('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            label={t('twoFactor.verify.codeLabel')}
            autoFocus
          />
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('twoFactor.verify.busy') : t('twoFactor.verify.submit')}
        </Button>
        <Link to={`?${other.toString()}`} replace className={buttonVariants({ variant: 'ghost' })}>
          {recovery ? t('twoFactor.verify.useApp') : t('twoFactor.verify.useRecovery')}
        </Link>
      </IntentForm>
      {refused?.fields.code === 'twoFactor.errors.signInExpired' ? (
        <p className="mt-4">
          <Link className="text-primary underline underline-offset-4" to={href('/auth')}>
            {t('twoFactor.verify.backToSignIn')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
