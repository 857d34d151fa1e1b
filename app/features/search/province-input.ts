import type { Lang } from '#domain/i18n.ts';
import { PROVINCES, provinceLabel, provinceOptions } from '#domain/provinces.ts';

/**
 * The province field of the search form shows and suggests provinces in the page language (English names on
 * /en, Chinese ones on /zh), while URLs and the search keep the stored Thai name (domain/search.ts).
 */

/** What the field shows for a province filter (a stored Thai name, or what someone typed). */
export const provinceForInput = (value: string, lang: Lang): string =>
  value ? provinceLabel(value, lang) : '';

/** The suggestion of each province in the field's list, sorted in the page's language. */
export const provinceSuggestions = (lang: Lang): string[] => provinceOptions(lang).map((p) => p.label);

/**
 * The filter for what the field holds: a province's English or Chinese name becomes its Thai name; anything else
 * stays.
 */
export function provinceFromInput(value: string): string {
  const typed = value.trim().toLowerCase();
  return PROVINCES.find((p) => p.en.toLowerCase() === typed || p.zh === typed)?.th ?? value;
}
