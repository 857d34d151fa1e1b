import { fromContext } from '#app/context.server.ts';
import { lineSignInLanding, startLineSignIn } from '#app/features/accounts/line/line.server.ts';
import type { Route } from './+types/auth-line';

// POST /{lang}/auth/line: the sign-in page's "Continue with LINE" (to LINE); GET: where LINE's sign-in comes back.
export const action = ({ request, context }: Route.ActionArgs) =>
  startLineSignIn(fromContext(context), request);

export const loader = ({ context, url }: Route.LoaderArgs) => lineSignInLanding(fromContext(context), url);
