import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
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
import { HTML_LANG, type Lang } from '#domain/i18n.ts';
import { serializeJsonLd } from '#domain/jsonld.ts';
import type { Route } from './+types/root';
import './app.css';
import latinRegular from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2?url';
import thaiRegular from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2?url';
import { ToastOutlet } from './components/ui/toast.tsx';
import { viewerContext } from './context.ts';
import { CORE_SECTIONS, fixedT, loadTexts, PAGE_TEXTS_ID, pageTexts } from './i18n/texts.ts';
import { langFromPath } from './lib/lang.ts';
import { useNonce } from './lib/meta.ts';
import { afterFirstPaint, earlySubmitGuard } from './lib/page-scripts.ts';
import { loadViewer, publicConfig } from './lib/session.server.ts';
import { themeScript } from './lib/theme.ts';

// The page language's core texts, in the browser before the first render (the server has them all).
await loadTexts(['core', ...CORE_SECTIONS]);

/** Reads the session once per request; loaders and actions get the user from the context. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(viewerContext, await loadViewer(request));
    return next();
  },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    lang: langFromPath(url.pathname),
    viewer: context.get(viewerContext),
    ...publicConfig(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Zod compiles object parsers with `new Function` when it may; its probe for that is reported by the browser as a
 * Content-Security-Policy violation (scripts may not eval). Switched off (`jitless`) before any module loads.
 */
const zodJitless =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

/** The one inline script of <head>: the theme before the first paint, zod's setting, the early-submit guard. */
const HEAD_SCRIPT = themeScript + zodJitless + earlySubmitGuard;

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
 * React Router's <Scripts />, its JavaScript started after the first paint (app/lib/page-scripts.ts): its module
 * preloads leave <head> and its module script loads the page's files once the page has painted, so the
 * stylesheet and the fonts of the first paint have a phone's connection to themselves.
 */
function PageScripts({ nonce }: { nonce: string | undefined }) {
  // Like Meta, Scripts only reads contexts and memoizes; calling it here gives its elements (null once hydrated).
  const scripts = Scripts({ nonce }) as ReactElement<{ children?: ReactNode }> | null;
  if (!scripts) return null;
  // Its elements: the module preloads, then a fragment with the context script and the module script.
  const elements: ReactNode[] = [];
  const flatten = (node: ReactNode) => {
    for (const child of Children.toArray(node)) {
      if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment)
        flatten(child.props.children);
      else elements.push(child);
    }
  };
  flatten(scripts.props.children);
  const isPreload = (child: ReactNode): child is ReactElement<{ href: string }> =>
    isValidElement<{ rel?: string }>(child) && child.type === 'link' && child.props.rel === 'modulepreload';
  const preloads = elements.filter(isPreload).map((link) => link.props.href);
  let deferred = false;
  const rewritten = elements.map((child) => {
    if (!isValidElement<ScriptProps>(child) || child.type !== 'script' || child.props.type !== 'module')
      return child;
    const source = afterFirstPaint(child.props.dangerouslySetInnerHTML?.__html ?? '', preloads);
    if (source === null) return child;
    deferred = true;
    return cloneElement(child, { dangerouslySetInnerHTML: { __html: source } });
  });
  // A module script React Router writes in another form is left as it is, with its preloads
  // (tests/process/page-weight.test.ts then fails: the scripts start before the first paint).
  if (!deferred) return scripts;
  return <>{rewritten.filter((child) => !isPreload(child))}</>;
}

/**
 * The page's texts (its language's core and the sections its routes declare in `handle.texts`) as inline JSON,
 * so the browser hydrates the first page without fetching them (app/i18n/texts.ts). In the browser the element
 * keeps what the server sent.
 */
function PageTexts({ lang, nonce }: { lang: Lang; nonce: string | undefined }) {
  const matches = useMatches();
  const json =
    typeof document === 'undefined'
      ? serializeJsonLd(
          pageTexts(lang, [
            ...CORE_SECTIONS,
            ...matches.flatMap((m) => (m.handle as { texts?: string[] } | undefined)?.texts ?? []),
          ]),
        )
      : (document.getElementById(PAGE_TEXTS_ID)?.textContent ?? '');
  return (
    <script
      id={PAGE_TEXTS_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (serializeJsonLd)
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const nonce = useNonce();
  const lang = data?.lang ?? langFromPath(location.pathname);
  return (
    <html lang={HTML_LANG[lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed scripts (HEAD_SCRIPT)
          dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }}
        />
        {/* The regular face the first paint needs (Thai pages also need its Thai subset), before the CSS asks. */}
        {(lang === 'th' ? [thaiRegular, latinRegular] : [latinRegular]).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <PageMeta nonce={nonce} />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh" data-signed-in={data?.viewer ? '' : undefined}>
        {children}
        <ToastOutlet />
        <PageTexts lang={lang} nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
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
