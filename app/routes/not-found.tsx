import { data, Link } from 'react-router';
import { useT } from '#app/lib/lang.ts';
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
  const { t, href } = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-semibold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Link to={href()} className="text-primary underline underline-offset-4">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
