import { useState } from 'react';
import { useActionData, useLocation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { fromContext } from '#app/context.server.ts';
import { ResendForm, SignInForm, SignUpForm } from '#app/features/accounts/auth/auth-forms.tsx';
import { authPageAction, loadAuthPage } from '#app/features/accounts/auth/auth-page.server.ts';
import { safeNextPath } from '#app/features/accounts/auth/next-path.ts';
import { LineSignIn } from '#app/features/accounts/line/line-forms.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/auth';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAuthPage(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  authPageAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('meta.auth.title'), description: t('meta.auth.description') }));

type Tab = 'signIn' | 'signUp';

/**
 * Sign in, sign up, the reset request and the confirmation e-mail again: plain form posts to this page's action
 * (app/features/accounts/auth/auth-page.server.ts), which works without JavaScript too. A success leaves for the next page
 * with a flash message; a refusal is shown with its form.
 */
export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const [params] = useSearchParams();
  // The page the person was going to (a page of this site only): sign-in and the confirmation link lead there.
  const next = safeNextPath(params.get('next'));
  // A new page (after a success) starts afresh: empty forms, the tab of the address.
  const tab: Tab =
    (answer?.ok === false && answer.intent === 'signUp') || params.get('tab') === 'signUp'
      ? 'signUp'
      : 'signIn';
  return (
    <div className="page py-10 *:max-w-md">
      <h1 className="text-2xl">{t('auth.heading')}</h1>
      <p className="mt-2 text-muted-foreground">{t('auth.subheading')}</p>
      {loaderData?.line ? <LineSignIn next={next} /> : null}
      <div key={answer ? 'answered' : location.key}>
        <div className="mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <AuthTabs initial={tab}>
            {{
              signIn: <SignInForm answer={answer} next={next} />,
              signUp: <SignUpForm answer={answer} next={next} />,
            }}
          </AuthTabs>
        </div>
        <ResendForm answer={answer} next={next} />
      </div>
    </div>
  );
}

/** The sign-in and sign-up tabs; without JavaScript a link opens the other one (`?tab=`). */
function AuthTabs({ initial, children }: { initial: Tab; children: Record<Tab, React.ReactNode> }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(initial);
  const other: Tab = initial === 'signIn' ? 'signUp' : 'signIn';
  const otherParams = new URLSearchParams(params);
  otherParams.set('tab', other);
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <TabsList>
        <TabsTrigger value="signIn">{t('auth.tabs.signIn')}</TabsTrigger>
        <TabsTrigger value="signUp">{t('auth.tabs.signUp')}</TabsTrigger>
      </TabsList>
      <noscript>
        <p className="mt-3 text-center">
          <a className="text-primary underline underline-offset-4" href={`?${otherParams.toString()}`}>
            {t(`auth.tabs.${other}`)}
          </a>
        </p>
      </noscript>
      <TabsContent value="signIn">{children.signIn}</TabsContent>
      <TabsContent value="signUp">{children.signUp}</TabsContent>
    </Tabs>
  );
}
