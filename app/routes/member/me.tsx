import { redirect } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { signInPath } from '#app/lib/session.server.ts';
import type { Route } from './+types/me';

/**
 * The account shortcut is a redirect only: signed-out people go to /auth, confirmed admins to
 * /lawyers/new, everyone else to /apply (docs/product-rules.md, "Accounts and roles").
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const { viewer, lang } = fromContext(context);
  if (!viewer) throw redirect(signInPath(lang, url));
  throw redirect(viewer.isAdmin ? `/${lang}/lawyers/new` : `/${lang}/apply`);
}

export default function Me() {
  return null;
}
