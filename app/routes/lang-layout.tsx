import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';
import { NotFoundBody } from '#app/components/layout/not-found.tsx';
import { langContext } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { isLang } from '#domain/i18n.ts';
import type { Route } from './+types/lang-layout';

/** The page's language, set once per request for every loader and action below (`fromContext`, app/context.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }, next) => {
    if (isLang(params.lang)) context.set(langContext, params.lang);
    return next();
  },
];

export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return null;
}

/**
 * The title of the not-found screen of a page whose loader answered 404 (`ErrorBoundary` below: the page's own
 * `meta` is not called then); every other page's title is its own route's.
 */
export const meta: Route.MetaFunction = (args) =>
  args.error
    ? routeMeta(args, (t) => ({ title: t('notFound.pageTitle'), noindex: true }))
    : (args.matches[0]?.meta ?? []);

export default function LangLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}

/**
 * A page whose loader answers 404 (a record that does not exist or that the viewer may not see: a review right, a
 * listing's reviews page) shows the not-found screen inside the header and footer, as an unknown address does;
 * any other error goes on to the root's boundary.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PageFrame>
      <NotFoundBody />
    </PageFrame>
  );
}

/** The skip link, header, main and footer of every page. */
function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-background focus:p-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
