import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { viewerContext } from '#app/context.ts';
import { authClient } from '#app/features/auth/auth-client.ts';
import { authErrorKey } from '#app/features/auth/messages.ts';
import { useBusyAction } from '#app/features/auth/use-busy-action.ts';
import { useFieldErrors } from '#app/features/auth/use-field-errors.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { forgotPasswordSchema, resendSchema, signInSchema, signUpSchema } from '#domain/schemas/auth.ts';
import type { Route } from './+types/auth';

export function loader({ context, params }: Route.LoaderArgs) {
  // A signed-in person has nothing to do here: back to the root of their language.
  if (context.get(viewerContext)) throw redirect(`/${params.lang}`);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('meta.auth.title'), description: t('meta.auth.description') }));

type Tab = 'signIn' | 'signUp';

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
  const signUp = useFieldErrors(signUpSchema);
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

  const callbackURL = `/${lang}/auth?confirmed=1`;

  async function onSignIn(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = signIn.validate({ email: form.get('email'), password: form.get('password') });
    if (!values) return;
    await runSignIn(async () => {
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        const key = authErrorKey('signIn', error);
        if (key === 'auth.signIn.notConfirmed') setResendEmail(values.email);
        toast({ title: t(key), variant: 'error' });
        return;
      }
      toast({ title: t('auth.signIn.success'), variant: 'success' });
      // Back to where sign-in was asked for (a path of this site only), else home.
      const next = params.get('next');
      const safeNext = next && /^\/(th|en|zh)(\/[^/\\]|$)/.test(next) ? next : null;
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
    });
    if (!values) {
      if (!String(form.get('fullName') ?? '').trim())
        toast({ title: t('auth.errors.fullNameRequired'), variant: 'error' });
      return;
    }
    await runSignUp(async () => {
      const { error } = await authClient.signUp.email({
        name: values.fullName,
        email: values.email,
        password: values.password,
        locale: lang,
        callbackURL,
      });
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
        toast({ title: t(key), variant: key === 'auth.resend.alreadyConfirmed' ? 'info' : 'error' });
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
    errors[field] ? t(errors[field]) : undefined;

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
