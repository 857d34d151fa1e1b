import { fromContext } from '#app/context.server.ts';
import { accountAction, loadAccount } from '#app/features/accounts/account.server.ts';
import { AccountPage } from '#app/features/accounts/account-page.tsx';
import { MyReviews, OpenReviewRights } from '#app/features/reviews/account-reviews.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/account';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAccount(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  accountAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('account.meta.title'), noindex: true }));

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      data={loaderData}
      reviews={
        <>
          <OpenReviewRights rights={loaderData.reviewRights} />
          <MyReviews reviews={loaderData.myReviews} />
        </>
      }
    />
  );
}
