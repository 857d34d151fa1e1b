import type { Lang } from './i18n.ts';

/**
 * A listing's name and title in the page's language (docs/product-rules.md, "Lawyer listings"). The name: on Thai
 * pages the Thai name; on /zh the Chinese name, else the English one, else the romanised Thai name; on /en the
 * English name, else the romanised one; the Thai script only when the listing has no other form (it is then marked
 * `lang="th"`, `thaiLang` in domain/text.ts, so that it is set and read out as Thai). The title: the English or
 * Chinese one when the listing has it, else the Thai one.
 */

/** A listing's name in Thai and, when given, in English and Chinese, and romanised (`lawyers.name_latin`). */
export interface LawyerNames {
  name: string;
  nameEn?: string | null;
  nameZh?: string | null;
  /**
   * The romanised Thai name as the server writes it (domain/romanize.ts `latinSpellings`): the RTGS spelling,
   * then the common one when it differs, in lower case.
   */
  nameLatin?: string | null;
}

/** A listing's title in Thai and, when given, in English and Chinese. */
export interface LawyerTitles {
  title: string | null;
  titleEn?: string | null;
  titleZh?: string | null;
}

/**
 * The RTGS spelling of a listing's Thai name, capitalised ('somchai chaidi somchai jaidi' → 'Somchai Chaidi'): the
 * first of the spellings `lawyers.name_latin` holds, one word for each word of the Thai name.
 */
export function romanisedName(lawyer: Pick<LawyerNames, 'name' | 'nameLatin'>): string | null {
  const words = lawyer.nameLatin?.trim().split(/\s+/).filter(Boolean) ?? [];
  const count = lawyer.name.trim().split(/\s+/).length;
  if (words.length < count) return null;
  return words
    .slice(0, count)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function lawyerName(lawyer: LawyerNames, lang: Lang): string {
  if (lang === 'th') return lawyer.name;
  const chinese = lang === 'zh' ? lawyer.nameZh?.trim() : null;
  return chinese || lawyer.nameEn?.trim() || romanisedName(lawyer) || lawyer.name;
}

/** A listing's names as a query joins them beside another record (`lawyerName`, `lawyerNameEn`, …). */
export interface JoinedLawyerNames {
  lawyerName: string | null;
  lawyerNameEn: string | null;
  lawyerNameZh: string | null;
  lawyerNameLatin: string | null;
}

/**
 * The joined listing's name in the page's language (`lawyerName`); null when the record has no listing (a left
 * join found none).
 */
export function joinedLawyerName(row: JoinedLawyerNames & { lawyerName: string }, lang: Lang): string;
export function joinedLawyerName(row: JoinedLawyerNames, lang: Lang): string | null;
export function joinedLawyerName(row: JoinedLawyerNames, lang: Lang): string | null {
  if (row.lawyerName === null) return null;
  return lawyerName(
    {
      name: row.lawyerName,
      nameEn: row.lawyerNameEn,
      nameZh: row.lawyerNameZh,
      nameLatin: row.lawyerNameLatin,
    },
    lang,
  );
}

/**
 * A record with a joined listing as a page shows it: the listing's name in the page's language (`lawyerName`, as
 * `joinedLawyerName`), without the translated and romanised columns it was chosen from.
 */
export function withJoinedLawyerName<R extends JoinedLawyerNames>(
  row: R,
  lang: Lang,
): Omit<R, 'lawyerNameEn' | 'lawyerNameZh' | 'lawyerNameLatin'> {
  const { lawyerNameEn: _en, lawyerNameZh: _zh, lawyerNameLatin: _latin, ...rest } = row;
  return { ...rest, lawyerName: joinedLawyerName(row, lang) };
}

export function lawyerTitle(lawyer: LawyerTitles, lang: Lang): string | null {
  const translated = lang === 'en' ? lawyer.titleEn : lang === 'zh' ? lawyer.titleZh : null;
  return translated?.trim() || lawyer.title;
}
