import { createContext, useContext } from 'react';
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LANG, HTML_LANG, isLang, LANGS, type Lang } from '#domain/i18n.ts';
import { websiteJsonLd } from '#domain/jsonld.ts';
import type { TFunction } from '#i18n/texts.ts';
import { fixedT, renderT } from '#i18n/texts.ts';

/**
 * The Content-Security-Policy nonce of the response being rendered: provided by app/entry.server.tsx on the
 * server, absent in the browser (scripts the page already has keep theirs; React never re-creates them).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script of the page must carry (theme script, JSON-LD). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

interface RootData {
  publicUrl: string;
}

/**
 * Title, description, canonical, hreflang (each language's own URL, x-default → /th; docs/product-rules.md, "Pages and texts")
 * and the WebSite JSON-LD, for every page. `titleKey`/`descriptionKey` are i18n keys under `meta.`.
 */
export function pageMeta(args: {
  lang: Lang;
  pathname: string;
  rootData: unknown;
  title: string;
  description?: string;
  extra?: MetaDescriptor[];
  noindex?: boolean;
  /** The path (without language) of the page's canonical URL when it differs from its own. */
  canonicalPath?: string;
}): MetaDescriptor[] {
  const t = fixedT(args.lang);
  const base = (args.rootData as RootData | undefined)?.publicUrl ?? '';
  const rest = args.canonicalPath ?? args.pathname.replace(/^\/(th|en|zh)(?=\/|$)/, '').replace(/\/$/, '');
  const url = (l: Lang) => `${base}/${l}${rest}`;
  const siteName = t('meta.siteName');
  return [
    { title: args.title === siteName ? siteName : `${args.title} | ${siteName}` },
    { name: 'description', content: args.description ?? t('meta.defaultDescription') },
    { property: 'og:title', content: args.title },
    { property: 'og:description', content: args.description ?? t('meta.defaultDescription') },
    { property: 'og:locale', content: HTML_LANG[args.lang] },
    { property: 'og:url', content: url(args.lang) },
    { tagName: 'link', rel: 'canonical', href: url(args.lang) },
    ...LANGS.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: HTML_LANG[l], href: url(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('th') },
    ...(args.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { 'script:ld+json': websiteJsonLd(args.lang, base) },
    ...(args.extra ?? []),
  ];
}

interface MetaArgs {
  params: { lang?: string };
  location: { pathname: string };
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
}

/** A route's `meta` export: `export const meta = (args) => routeMeta(args, (t) => ({ title: t('...') }))`. */
export function routeMeta(
  args: MetaArgs,
  page: (
    t: TFunction,
    lang: Lang,
  ) => { title: string; description?: string; extra?: MetaDescriptor[]; noindex?: boolean },
): MetaDescriptor[] {
  const lang = isLang(args.params.lang) ? args.params.lang : DEFAULT_LANG;
  return pageMeta({
    lang,
    pathname: args.location.pathname,
    rootData: args.matches[0]?.loaderData,
    // The render's `t`: a route's title may use its feature's texts (i18n/texts.ts).
    ...page(renderT(lang), lang),
  });
}
