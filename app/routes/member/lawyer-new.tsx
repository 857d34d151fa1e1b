import { fromContext } from '#app/context.server.ts';
import { loadNewOwnListing, submitNewOwnListing } from '#app/features/lawyers/own/own-listing-form.server.ts';
import { OwnListingForm } from '#app/features/lawyers/own/own-listing-form.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/lawyer-new';

export const loader = ({ context, url }: Route.LoaderArgs) => loadNewOwnListing(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  submitNewOwnListing(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('lawyerform.meta.title'),
    description: t('lawyerform.meta.description'),
    noindex: true,
  }));

/**
 * The signed-in user's own lawyer profile (docs/product-rules.md, "Lawyer listings"): created
 * unverified, then shown to its owner with the "waiting for verification" banner.
 */
export default function LawyerNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page py-8 sm:py-12 *:max-w-measure">
      <header>
        <h1 className="text-2xl sm:text-3xl">{t('lawyerform.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('lawyerform.intro')}</p>
      </header>
      <div className="mt-8 min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <OwnListingForm email={loaderData.email} noScriptAnswer={actionData} />
      </div>
    </div>
  );
}
