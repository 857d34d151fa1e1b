import type { Lang } from './i18n.ts';
import { LAWYER_LANGUAGES, type LawyerLanguage, lawyerLanguageCode } from './lawyer-languages.ts';

/**
 * The languages of routing (docs/product-rules.md, "Matching a question"), as lawyers.languages stores them
 * (domain/lawyer-languages.ts).
 */

/** The lawyer language of an interface language: th → ไทย, en → อังกฤษ, zh → จีน. */
export function lawyerLanguageOfLang(lang: Lang): LawyerLanguage {
  return LAWYER_LANGUAGES.find((l) => l.code === lang)?.value ?? 'ไทย';
}

const THAI = /[\u0E00-\u0E7F]/u;
const CJK = /[\u3400-\u9FFF\uF900-\uFAFF]/u;

/**
 * The language a text is written in, by its letters: Thai script → ไทย, Chinese characters → จีน (the more
 * frequent of the two wins, Thai on a tie), otherwise (Latin letters, or none) → อังกฤษ.
 */
export function textLanguage(text: string): LawyerLanguage {
  let thai = 0;
  let cjk = 0;
  for (const ch of text) {
    if (THAI.test(ch)) thai += 1;
    else if (CJK.test(ch)) cjk += 1;
  }
  if (thai === 0 && cjk === 0) return 'อังกฤษ';
  return thai >= cjk ? 'ไทย' : 'จีน';
}

/**
 * The interface language (th, en, zh) a text is written in, by the same count of letters as `textLanguage`;
 * `fallback` for a text without letters (a public answer's language: docs/product-rules.md, "Public answers").
 */
export function textInterfaceLanguage(text: string, fallback: Lang): Lang {
  if (!/\p{L}/u.test(text)) return fallback;
  return lawyerLanguageCode(textLanguage(text)) as Lang;
}
