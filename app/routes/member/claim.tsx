import { useActionData, useRouteLoaderData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { claimAction, loadClaimPage } from '#app/features/lawyers/claim/claim.server.ts';
import { ClaimPage } from '#app/features/lawyers/claim/claim-page.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { RootData } from '#app/root.tsx';
import type { Route } from './+types/claim';

export const loader = ({ params, context, url }: Route.LoaderArgs) =>
  loadClaimPage(fromContext(context), params.id, url);

export const headers = actionHeaders;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  claimAction(fromContext(context), request, params.id);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('claim.meta.title'), noindex: true }));

/** Claiming a listing (docs/product-rules.md, "Claiming a listing"). */
export default function ClaimRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  const answer = useActionData<typeof action>();
  const network = {
    email: root?.contact.networkEmail ?? '',
    phone: root?.contact.networkPhone ?? '',
    lineId: root?.contact.lineId ?? '',
  };
  return <ClaimPage claim={loaderData.claim} link={loaderData.link} answer={answer} network={network} />;
}
