import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FieldError, TextField } from '#app/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { viewerContext } from '#app/context.ts';
import { authClient } from '#app/features/auth/auth-client.ts';
import { authErrorKey } from '#app/features/auth/messages.ts';
import { safeNextPath } from '#app/features/auth/next-path.ts';
import { useBusyAction } from '#app/features/auth/use-busy-action.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { forgotPasswordSchema, resendSchema, signInSchema, signUpSchema } from '#domain/schemas/auth.ts';
import { privacyConsentSchema } from '#domain/schemas/personal-data.ts';
import type { Route } from './+types/auth';

export function loader({ context, params }: Route.LoaderArgs) {
  // A signed-in person has nothing to do here: back to the root of their language.
  if (context.get(viewerContext)) throw redirect(`/${params.lang}`);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('meta.auth.title'), description: t('meta.auth.description') }));

type Tab = 'signIn' | 'signUp';

/** The sign-up form: the account fields plus the ticked privacy-notice checkbox (PDPA consent). */
const signUpFormSchema = signUpSchema.extend({ privacyConsent: privacyConsentSchema });

export default function AuthPage() {
  const { t, lang, href } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signUp' ? 'signUp' : 'signIn');
  const [signInBusy, runSignIn] = useBusyAction(t('auth.signIn.failed'));
  const [signUpBusy, runSignUp] = useBusyAction(t('auth.signUp.failed'));
  const [resendBusy, runResend] = useBusyAction(t('auth.resend.retry'));
  const [forgotBusy, runForgot] = useBusyAction(t('auth.forgot.failed'));
  const [resendEmail, setResendEmail] = useState('');
  const [showForgot, setShowForgot] = useState(false);
  const signIn = useFieldErrors(signInSchema);
  const signUp = useFieldErrors(signUpFormSchema);
  const resend = useFieldErrors(resendSchema);
  const forgot = useFieldErrors(forgotPasswordSchema);
  const handledParams = useRef(false);

  // Coming back from the confirmation link (?confirmed=1, or ?error=... when the link was bad).
  useEffect(() => {
    if (handledParams.current) return;
    handledParams.current = true;
    if (params.get('error')) toast({ title: t('auth.confirm.invalidLink'), variant: 'error' });
    else if (params.get('confirmed')) toast({ title: t('auth.confirm.done'), variant: 'success' });
    if (params.get('error') || params.get('confirmed')) {
      const next = new URLSearchParams(params);
      next.delete('error');
      next.delete('confirmed');
      setParams(next, { replace: true });
    }
  }, [params, setParams, t]);

  // The confirmation link leads back here, still carrying the page the person was going to (`next`).
  const nextAfterSignIn = safeNextPath(params.get('next'));
  const callbackURL = `/${lang}/auth?confirmed=1${nextAfterSignIn ? `&next=${encodeURIComponent(nextAfterSignIn)}` : ''}`;

  async function onSignIn(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = signIn.validate({ email: form.get('email'), password: form.get('password') });
    if (!values) return;
    await runSignIn(async () => {
      const { data, error } = await authClient.signIn.email({
        email: values.email,
        password: values.password,
      });
      if (error) {
        const key = authErrorKey('signIn', error);
        if (key === 'auth.signIn.notConfirmed') setResendEmail(values.email);
        toast({ title: t.dynamic(key), variant: 'error' });
        return;
      }
      // Back to where sign-in was asked for (a path of this site only), else home.
      const safeNext = nextAfterSignIn;
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        // Two-factor accounts finish signing in with a code from their authenticator app.
        await navigate(
          `${href('/auth/two-factor')}${safeNext ? `?next=${encodeURIComponent(safeNext)}` : ''}`,
        );
        return;
      }
      toast({ title: t('auth.signIn.success'), variant: 'success' });
      await navigate(safeNext ?? href(), { replace: true });
      await revalidator.revalidate();
    });
  }

  async function onSignUp(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const values = signUp.validate({
      fullName: form.get('fullName'),
      email: form.get('email'),
      password: form.get('password'),
      privacyConsent: form.get('privacyConsent') === 'on',
    });
    if (!values) {
      if (!String(form.get('fullName') ?? '').trim())
        toast({ title: t('auth.errors.fullNameRequired'), variant: 'error' });
      else if (form.get('privacyConsent') !== 'on')
        toast({ title: t('privacy.consent.required'), variant: 'error' });
      return;
    }
    await runSignUp(async () => {
      // `privacyConsent`: the version of the notice the person agreed to; the server refuses a sign-up without
      // the current one and records it with the time. (Not a user field, so outside the client's typed body.)
      const body = {
        name: values.fullName,
        email: values.email,
        password: values.password,
        locale: lang,
        callbackURL,
        privacyConsent: PRIVACY_NOTICE_VERSION,
      };
      const { error } = await authClient.signUp.email(body);
      if (error) {
        toast({ title: t(authErrorKey('signUp', error)), variant: 'error' });
        return;
      }
      toast({ title: t('auth.signUp.success'), variant: 'success' });
      setResendEmail(values.email);
      formElement.reset();
      setTab('signIn');
    });
  }

  async function onResend(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = resend.validate({ email: resendEmail });
    if (!values) {
      if (!resendEmail.trim()) toast({ title: t('auth.errors.resendEmailRequired'), variant: 'error' });
      return;
    }
    await runResend(async () => {
      const { error } = await authClient.sendVerificationEmail({ email: values.email, callbackURL });
      if (error) {
        const key = authErrorKey('resend', error);
        toast({ title: t.dynamic(key), variant: key === 'auth.resend.alreadyConfirmed' ? 'info' : 'error' });
        return;
      }
      toast({ title: t('auth.resend.success'), variant: 'success' });
    });
  }

  async function onForgot(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = forgot.validate({ email: form.get('email') });
    if (!values) return;
    await runForgot(async () => {
      const { error } = await authClient.requestPasswordReset({
        email: values.email,
        redirectTo: `/${lang}/auth/reset`,
      });
      if (error) {
        toast({ title: t(authErrorKey('forgot', error)), variant: 'error' });
        return;
      }
      toast({ title: t('auth.forgot.sent'), variant: 'success' });
      setShowForgot(false);
    });
  }

  const err = (errors: Record<string, string>, field: string) =>
    errors[field] ? t.dynamic(errors[field]) : undefined;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-2xl">{t('auth.heading')}</h1>
      <p className="mt-2 text-center text-muted-foreground">{t('auth.subheading')}</p>
      <div className="mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="signIn">{t('auth.tabs.signIn')}</TabsTrigger>
            <TabsTrigger value="signUp">{t('auth.tabs.signUp')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signIn">
            <form noValidate onSubmit={onSignIn} className="grid gap-4" aria-label={t('auth.tabs.signIn')}>
              <TextField
                id="signin-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                label={t('auth.fields.email')}
                error={err(signIn.errors, 'email')}
              />
              <TextField
                id="signin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('auth.fields.password')}
                error={err(signIn.errors, 'password')}
              />
              <Button type="submit" disabled={signInBusy} aria-busy={signInBusy}>
                {signInBusy ? t('auth.signIn.busy') : t('actions.signIn')}
              </Button>
              <button
                type="button"
                className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
                aria-expanded={showForgot}
                aria-controls="forgot-form"
                onClick={() => setShowForgot((v) => !v)}
              >
                {t('auth.forgot.link')}
              </button>
            </form>
            {showForgot ? (
              <form
                id="forgot-form"
                noValidate
                onSubmit={onForgot}
                className="mt-4 grid gap-3 rounded-lg bg-muted/60 p-4"
              >
                <p className="text-sm text-muted-foreground">{t('auth.forgot.help')}</p>
                <TextField
                  id="forgot-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={t('auth.fields.email')}
                  error={err(forgot.errors, 'email')}
                />
                <Button type="submit" variant="outline" disabled={forgotBusy} aria-busy={forgotBusy}>
                  {forgotBusy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
                </Button>
              </form>
            ) : null}
          </TabsContent>
          <TabsContent value="signUp">
            <form noValidate onSubmit={onSignUp} className="grid gap-4" aria-label={t('auth.tabs.signUp')}>
              <TextField
                id="signup-name"
                name="fullName"
                autoComplete="name"
                label={t('auth.fields.fullName')}
                error={err(signUp.errors, 'fullName')}
              />
              <TextField
                id="signup-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                label={t('auth.fields.email')}
                error={err(signUp.errors, 'email')}
              />
              <TextField
                id="signup-password"
                name="password"
                type="password"
                autoComplete="new-password"
                hint={t('auth.fields.passwordHint')}
                label={t('auth.fields.password')}
                error={err(signUp.errors, 'password')}
              />
              <PrivacyConsentField error={err(signUp.errors, 'privacyConsent')} />
              <Button type="submit" disabled={signUpBusy} aria-busy={signUpBusy}>
                {signUpBusy ? t('auth.signUp.busy') : t('auth.signUp.submit')}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </div>

      <form
        noValidate
        onSubmit={onResend}
        className="mt-6 grid gap-3 rounded-xl border p-5"
        aria-labelledby="resend-heading"
      >
        <h2 id="resend-heading" className="text-base">
          {t('auth.resend.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('auth.resend.help')}</p>
        <TextField
          id="resend-email"
          name="email"
          type="email"
          autoComplete="email"
          value={resendEmail}
          onChange={(e) => setResendEmail(e.target.value)}
          label={t('auth.fields.email')}
          error={err(resend.errors, 'email')}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={resendBusy || resendEmail.trim() === ''}
          aria-busy={resendBusy}
        >
          {resendBusy ? t('auth.resend.busy') : t('auth.resend.submit')}
        </Button>
      </form>
    </div>
  );
}

/** The required consent checkbox; the notice opens in a new tab so that the form keeps what was typed. */
function PrivacyConsentField({ error }: { error?: string }) {
  const { t, href } = useT();
  return (
    <div className="grid gap-1">
      <label htmlFor="signup-privacy" className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id="signup-privacy"
          name="privacyConsent"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
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
