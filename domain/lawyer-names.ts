import type { Lang } from './i18n.ts';

/**
 * A listing's name and title in the page's language (docs/product-rules.md, "Lawyer listings"): the English or
 * Chinese one when the listing has it, else the Thai one, which is then marked `lang="th"` (`thaiLang`) so that
 * it is set and read out as Thai (`thaiLang` in domain/text.ts).
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
