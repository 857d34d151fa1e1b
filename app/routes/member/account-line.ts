import { fromContext } from '#app/context.server.ts';
import { accountLineAction, accountLineLanding } from '#app/features/accounts/line/line.server.ts';
import type { Route } from './+types/account-line';

// POST /{lang}/account/line: the account page's link and unlink forms; GET: where linking comes back from LINE.
export const action = ({ request, context }: Route.ActionArgs) =>
  accountLineAction(fromContext(context), request);

export const loader = ({ context, url }: Route.LoaderArgs) => accountLineLanding(fromContext(context), url);
