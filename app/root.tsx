import type * as React from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { HTML_LANG } from '#domain/i18n.ts';
import type { Route } from './+types/root';
import './app.css';
import { Toaster } from './components/ui/toast.tsx';
import { viewerContext } from './context.ts';
import { fixedT } from './i18n/index.ts';
import { langFromPath } from './lib/lang.ts';
import { loadViewer, publicConfig } from './lib/session.server.ts';
import { themeScript } from './lib/theme.ts';

/** Reads the session once per request; loaders and actions get the user from the context. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(viewerContext, await loadViewer(request));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    lang: langFromPath(new URL(request.url).pathname),
    viewer: context.get(viewerContext),
    ...publicConfig(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const lang = data?.lang ?? langFromPath(location.pathname);
  return (
    <html lang={HTML_LANG[lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script that sets the theme before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const t = fixedT(langFromPath(location.pathname));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl">{status === 404 ? t('notFound.title') : t('errors.pageTitle')}</h1>
      <p className="text-muted-foreground">{status === 404 ? t('notFound.body') : t('errors.pageBody')}</p>
      <a className="text-primary underline" href={`/${langFromPath(location.pathname)}`}>
        {t('notFound.home')}
      </a>
    </main>
  );
}
