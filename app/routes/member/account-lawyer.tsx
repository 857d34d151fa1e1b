import { BackLink } from '#app/components/layout/back-link.tsx';
import { Link } from '#app/components/link.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadOwnListing, submitOwnListing } from '#app/features/lawyers/own/own-listing-form.server.ts';
import { OwnListingForm } from '#app/features/lawyers/own/own-listing-form.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/account-lawyer';

export const loader = ({ context, url }: Route.LoaderArgs) => loadOwnListing(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  submitOwnListing(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('lawyerform.edit.metaTitle'), noindex: true }));

/**
 * The lawyer's own listing, from the account area: what they practise and how to reach them (title,
 * specialties, languages, fee, experience, education, contact details, description, picture). The name and
 * the licence number are changed by an admin only.
 */
export default function AccountLawyerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { listing, email } = loaderData;
  return (
    <div className="page py-8 sm:py-12 *:max-w-measure">
      <BackLink to={href('/account')}>{t('lawyerform.edit.back')}</BackLink>
      <header className="mt-2">
        <h1 className="text-2xl sm:text-3xl">{t('lawyerform.edit.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('lawyerform.edit.intro')}</p>
        <p className="mt-2 text-sm">
          <Link className="font-medium text-primary underline" to={href(`/lawyers/${listing.id}`)}>
            {listing.verified ? t('lawyerform.edit.viewProfile') : t('lawyerform.edit.viewPending')}
          </Link>
        </p>
      </header>
      {actionData?.ok ? (
        <p role="status" className="mt-6 rounded-xl border border-success/40 bg-success-soft p-4">
          {t('lawyerform.edit.saved')}
        </p>
      ) : null}
      <div className="mt-8 min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <OwnListingForm email={email} listing={listing} noScriptAnswer={actionData} />
      </div>
    </div>
  );
}
