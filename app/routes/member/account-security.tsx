import { useActionData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { fromContext } from '#app/context.server.ts';
import {
  DisableTwoFactor,
  doneFor,
  EnrolTwoFactor,
  enrolling,
  RegenerateRecoveryCodes,
  type SecurityAnswer,
  twoFactorOn,
} from '#app/features/accounts/two-factor/forms.tsx';
import { accountSecurityAction } from '#app/features/accounts/two-factor/two-factor.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import type { Route } from './+types/account-security';

export function loader({ context, url }: Route.LoaderArgs) {
  const { viewer: signedIn, lang } = fromContext(context);
  const viewer = requireViewer(signedIn, lang, url);
  return {
    twoFactorEnabled: viewer.twoFactorEnabled,
    isAdminProfile: viewer.isAdmin || viewer.adminNeedsTwoFactor,
    // Sent here by the admin guard: say why.
    adminRequired: viewer.adminNeedsTwoFactor && url.searchParams.get('required') === 'admin',
  };
}

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  accountSecurityAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('twoFactor.security.metaTitle'), noindex: true }));

/** Two-factor sign-in (TOTP) for the signed-in person: set up, new recovery codes, turn off (form posts). */
export default function AccountSecurityPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const answer = useActionData<typeof action>() as SecurityAnswer | undefined;
  const { adminRequired, isAdminProfile } = loaderData;
  const twoFactorEnabled = twoFactorOn(loaderData.twoFactorEnabled, answer);
  return (
    <div className="page py-8 *:max-w-2xl">
      <p className="text-sm">
        <Link className="text-primary underline underline-offset-4" to={href('/account')}>
          {t('account.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">{t('twoFactor.security.heading')}</h1>
      <p className="mt-2 text-muted-foreground">{t('twoFactor.security.intro')}</p>
      {adminRequired ? (
        <p role="alert" className="mt-4 rounded-xl border border-primary/40 bg-primary/5 p-4">
          {t('twoFactor.security.adminRequired')}
        </p>
      ) : null}
      <p className="mt-4">
        {t('punctuation.label', { label: t('twoFactor.security.statusLabel') })}
        <strong data-testid="two-factor-status">
          {twoFactorEnabled ? t('twoFactor.security.statusOn') : t('twoFactor.security.statusOff')}
        </strong>
      </p>
      {doneFor(answer, 'disable') ? (
        <p role="status" className="mt-4 rounded-xl border p-4">
          {t('twoFactor.security.disabled')}
        </p>
      ) : null}
      {/* The set-up's steps stay until its recovery codes are saved, though the account has it on by then. */}
      {twoFactorEnabled && !enrolling(answer) ? (
        <div className="mt-6 grid gap-6">
          <RegenerateRecoveryCodes answer={answer} />
          <DisableTwoFactor answer={answer} isAdminProfile={isAdminProfile} />
        </div>
      ) : (
        <EnrolTwoFactor answer={answer} />
      )}
    </div>
  );
}
