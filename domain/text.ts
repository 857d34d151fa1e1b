import type { Lang } from './i18n.ts';

/**
 * Shortens a text to at most `max` characters without cutting a Thai (or any) grapheme cluster in half,
 * adding '…' when it was cut. Used for meta descriptions and previews produced on the server.
 */
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const segmenter = graphemes;
  let out = '';
  for (const { segment } of segmenter.segment(clean)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

const THAI_LETTER = /[\u0E00-\u0E7F]/;

/**
 * The `lang` of an element that shows stored text on a page: 'th' when the page is not Thai and the text has
 * Thai letters (free text a lawyer wrote in Thai, a name without a translation), else nothing (the page's own).
 */
export function thaiLang(text: string | null | undefined, lang: Lang): 'th' | undefined {
  return lang !== 'th' && text && THAI_LETTER.test(text) ? 'th' : undefined;
}

/**
 * Characters that break a line or control a terminal: C0 and C1 controls (CR, LF, tab, NUL, DEL…) and the Unicode
 * line and paragraph separators (U+2028, U+2029). A single-line field never holds one (domain/schemas/single-line.ts),
 * and an e-mail's text line never lets a typed value start a new one (`oneLine` in server/mail/templates.ts).
 */
export const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Whether a text has no character of `LINE_BREAKING`. */
export const isSingleLine = (text: string): boolean => !LINE_BREAKING.test(text);

/** A text on one line: each run of `LINE_BREAKING` characters becomes one space (e-mail lines, LINE names). */
export const oneLine = (text: string): string => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ');

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A text with its Thai digits (๐–๙) and full-width ones (０–９) written as ASCII digits; nothing else changes. */
export const asciiDigits = (text: string): string =>
  text
    .replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));
