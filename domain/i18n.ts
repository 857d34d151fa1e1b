/**
 * Interface languages (docs/product-rules.md, "Pages and texts").
 * Thai is the default and the fallback.
 */
export const LANGS = ['th', 'en', 'zh'] as const;

export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG = 'th' satisfies Lang;

/** A user-visible text in every interface language. */
export type Localized = { th: string; en: string; zh: string };

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/** Value of the html lang attribute per interface language (zh becomes zh-CN). */
export const HTML_LANG: Record<Lang, string> = { th: 'th', en: 'en', zh: 'zh-CN' };

/** Labels of the language switcher (TH | EN | 中文). */
export const LANG_SWITCHER_LABELS: Record<Lang, string> = { th: 'TH', en: 'EN', zh: '中文' };

/** Picks the text of one language out of a Localized value. */
export function localize(text: Localized, lang: Lang): string {
  return text[lang];
}
