import type { Lang } from './i18n.ts';

/**
 * A listing's name and title in the page's language (docs/product-rules.md, "Lawyer listings"): the English or
 * Chinese one when the listing has it, else the Thai one, which is then marked `lang="th"` (`thaiLang`) so that
 * it is set and read out as Thai (`thaiLang` in domain/text.ts).
 */

/** A listing's name in Thai and, when given, in English and Chinese. */
export interface LawyerNames {
  name: string;
  nameEn?: string | null;
  nameZh?: string | null;
}

/** A listing's title in Thai and, when given, in English and Chinese. */
export interface LawyerTitles {
  title: string | null;
  titleEn?: string | null;
  titleZh?: string | null;
}

export function lawyerName(lawyer: LawyerNames, lang: Lang): string {
  const translated = lang === 'en' ? lawyer.nameEn : lang === 'zh' ? lawyer.nameZh : null;
  return translated?.trim() || lawyer.name;
}

export function lawyerTitle(lawyer: LawyerTitles, lang: Lang): string | null {
  const translated = lang === 'en' ? lawyer.titleEn : lang === 'zh' ? lawyer.titleZh : null;
  return translated?.trim() || lawyer.title;
}
