import { redirect } from 'react-router';
import { viewerContext } from '#app/context.ts';
import { signInPath } from '#app/lib/session.server.ts';
import type { Route } from './+types/me';

/**
 * The account shortcut is a redirect only: signed-out people go to /auth, confirmed admins to
 * /lawyers/new, everyone else to /apply (docs/product-rules.md, "Accounts and roles").
 */
export function loader({ context, params, url }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer) throw redirect(signInPath(params.lang, url));
  throw redirect(viewer.isAdmin ? `/${params.lang}/lawyers/new` : `/${params.lang}/apply`);
}

export default function Me() {
  return null;
}
