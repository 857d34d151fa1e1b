import { data } from 'react-router';
import { NotFoundBody } from '#app/components/layout/not-found.tsx';
import { logNotFound } from '#app/lib/log.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/not-found';

export function loader({ url }: Route.LoaderArgs) {
  logNotFound(url.pathname);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  // The page's title in its own language (the heading keeps the required words, English on /th too).
  routeMeta(args, (t) => ({ title: t('notFound.pageTitle'), noindex: true }));

export default function NotFound() {
  return <NotFoundBody />;
}
