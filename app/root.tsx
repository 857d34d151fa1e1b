import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { HTML_LANG } from '#domain/i18n.ts';
import { serializeJsonLd } from '#domain/jsonld.ts';
import type { Route } from './+types/root';
import './app.css';
import latinRegular from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2?url';
import latinSemibold from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2?url';
import thaiRegular from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2?url';
import { fixedT, loadCoreTexts } from '#i18n/texts.ts';
import { PageToast } from './components/ui/page-toast.tsx';
import { ToastOutlet } from './components/ui/toast.tsx';
import { renderedPageContext, runtimeContext } from './context.server.ts';
import { flashContext, viewerContext } from './context.ts';
import { clearFlash, readFlash } from './lib/flash.server.ts';
import { FLASH_TEXTS } from './lib/flash.ts';
import { langFromPath } from './lib/lang.ts';
import { useNonce } from './lib/meta.ts';
import { DEV_CLIENT_SRC, devReloadScript, headScript, pageHydrates } from './lib/page-scripts.ts';
import { loadViewer, publicConfig } from './lib/session.server.ts';
import { readTheme } from './lib/theme.server.ts';
import { loadWaitingCounts } from './lib/waiting-counts.server.ts';

// The page language's core texts, in the browser before the first render (the server has them all); a feature's
// texts come when a render first reads them (i18n/texts.ts).
await loadCoreTexts();

/**
 * Reads the session once per request (loaders and actions get the user from the context), and the flash message
 * (app/lib/flash.ts), which is cleared once a page has shown it; hands the matched route's pattern to the request
 * histogram (server/metrics.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, pattern }, next) => {
    context.get(renderedPageContext).pattern = pattern;
    context.set(viewerContext, await loadViewer(context.get(runtimeContext), request));
    const flash = await readFlash(request);
    context.set(flashContext, flash);
    const response = await next();
    if (flash && response instanceof Response && response.status === 200)
      response.headers.append('Set-Cookie', clearFlash());
    // Nothing returned: the router answers with next()'s response as it is. A response returned here is inspected
    // by the router (its body among other fields), which makes the server's light response a full one.
  },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const flash = context.get(flashContext);
  const viewer = context.get(viewerContext);
  return {
    lang,
    viewer,
    /** What waits for the signed-in person (the header's counts); a visitor's page costs no query. */
    waiting: viewer ? await loadWaitingCounts(context.get(runtimeContext), viewer) : null,
    /** The theme chosen without JavaScript (app/lib/theme.server.ts); the page script's own choice wins. */
    theme: await readTheme(request),
    /** The flash message's text, in the page's language. */
    flash: flash ? fixedT(lang)(FLASH_TEXTS[flash]) : null,
    /** Tells one flash message from the next (the same text twice is shown twice on a hydrated page). */
    flashId: flash ? crypto.randomUUID() : null,
    ...publicConfig(context.get(runtimeContext).config),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

type ScriptProps = { type?: string; dangerouslySetInnerHTML?: { __html: string } };

/**
 * React Router's <Meta />, with this response's nonce on its JSON-LD blocks (its own JSON-LD element has no
 * nonce prop). Each block's JSON is written again by serializeJsonLd, so `<`, `>`, `&` and U+2028/9 inside any
 * text (a lawyer's name) are escaped whatever the router does.
 */
function PageMeta({ nonce }: { nonce: string | undefined }) {
  // Meta only reads contexts, so calling it here is the same as rendering it, and gives its elements.
  const meta = Meta() as ReactElement<{ children?: ReactNode }>;
  return (
    <>
      {Children.map(meta.props.children, (child) => {
        if (!isValidElement<ScriptProps>(child) || child.props.type !== 'application/ld+json') return child;
        const html = child.props.dangerouslySetInnerHTML?.__html;
        if (child.type !== 'script' || html === undefined) return child;
        return cloneElement(child, {
          nonce,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: serializeJsonLd(JSON.parse(html)) },
        } as ScriptProps);
      })}
    </>
  );
}

/**
 * The document. A page whose route says `hydrate: false` (app/lib/page-scripts.ts) is plain HTML: no React Router
 * scripts, texts or loader data; only the head script (and in development Vite's client, which reloads it after an
 * edit: `devReloadScript`). Every other page hydrates.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const nonce = useNonce();
  // In the browser the page is a hydrated app, whatever page it shows now (a public page opened from a hydrated
  // one is rendered there, and keeps the app's toaster and scripts).
  const matches = useMatches();
  const hydrates = typeof document !== 'undefined' || pageHydrates(matches.map((match) => match.handle));
  const lang = data?.lang ?? langFromPath(location.pathname);
  return (
    <html
      lang={HTML_LANG[lang]}
      data-theme={data?.theme ?? undefined}
      className={data?.theme === 'dark' ? 'dark' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed scripts (headScript)
          dangerouslySetInnerHTML={{ __html: headScript(lang, hydrates) }}
        />
        {/* The faces the first paint needs, before the CSS asks: the regular one (Thai pages also its Thai subset),
            and on en/zh pages the headings' semibold Latin, whose late arrival would re-wrap a heading (a layout
            shift Lighthouse measured on /en). */}
        {(lang === 'th' ? [thaiRegular, latinRegular] : [latinRegular, latinSemibold]).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <PageMeta nonce={nonce} />
        <Links nonce={nonce} />
        {import.meta.env.DEV && !hydrates ? (
          <>
            <script type="module" src={DEV_CLIENT_SRC} nonce={nonce} />
            <script
              type="module"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script (devReloadScript)
              dangerouslySetInnerHTML={{ __html: devReloadScript() }}
            />
          </>
        ) : null}
      </head>
      <body className="min-h-dvh">
        {children}
        <PageToast text={data?.flash ?? null} id={data?.flashId ?? null} />
        {hydrates ? (
          <>
            <ToastOutlet />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
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
