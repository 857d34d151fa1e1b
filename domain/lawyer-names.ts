import type { Lang } from './i18n.ts';

/**
 * A listing's name and title in the page's language (docs/product-rules.md, "Lawyer listings"): the English or
 * Chinese one when the listing has it, else the Thai one, which is then marked `lang="th"` (`thaiLang`) so that
 * it is set and read out as Thai.
 */

interface Names {
  name: string;
  nameEn?: string | null;
  nameZh?: string | null;
}

interface Titles {
  title: string | null;
  titleEn?: string | null;
  titleZh?: string | null;
}

export function lawyerName(lawyer: Names, lang: Lang): string {
  const translated = lang === 'en' ? lawyer.nameEn : lang === 'zh' ? lawyer.nameZh : null;
  return translated?.trim() || lawyer.name;
}

export function lawyerTitle(lawyer: Titles, lang: Lang): string | null {
  const translated = lang === 'en' ? lawyer.titleEn : lang === 'zh' ? lawyer.titleZh : null;
  return translated?.trim() || lawyer.title;
}

const THAI = /[\u0E00-\u0E7F]/;

/**
 * The `lang` of an element that shows stored text on a page: 'th' when the page is not Thai and the text has
 * Thai letters (free text a lawyer wrote in Thai, a name without a translation), else nothing (the page's own).
 */
export function thaiLang(text: string | null | undefined, lang: Lang): 'th' | undefined {
  return lang !== 'th' && text && THAI.test(text) ? 'th' : undefined;
}
