import { textsOf } from '#i18n/lookup.ts';
import type { Lang } from './i18n.ts';

/**
 * The 7 languages a lawyer can speak. `value` is the Thai
 * string stored in lawyers.languages; `code` its IETF BCP 47 tag (schema.org's `knowsLanguage` in the JSON-LD);
 * `label` its name in each interface language (the texts `lawyerLanguage.<key>`).
 */
export const LAWYER_LANGUAGES = [
  { value: 'ไทย', key: 'thai', code: 'th', label: textsOf('lawyerLanguage.thai') },
  { value: 'อังกฤษ', key: 'english', code: 'en', label: textsOf('lawyerLanguage.english') },
  { value: 'จีน', key: 'chinese', code: 'zh', label: textsOf('lawyerLanguage.chinese') },
  { value: 'พม่า', key: 'burmese', code: 'my', label: textsOf('lawyerLanguage.burmese') },
  { value: 'มาเลย์', key: 'malay', code: 'ms', label: textsOf('lawyerLanguage.malay') },
  { value: 'ลาว', key: 'lao', code: 'lo', label: textsOf('lawyerLanguage.lao') },
  { value: 'เขมร', key: 'khmer', code: 'km', label: textsOf('lawyerLanguage.khmer') },
] as const;

export type LawyerLanguage = (typeof LAWYER_LANGUAGES)[number]['value'];
export type LawyerLanguageKey = (typeof LAWYER_LANGUAGES)[number]['key'];

export const LAWYER_LANGUAGE_VALUES: readonly LawyerLanguage[] = LAWYER_LANGUAGES.map((l) => l.value);

export function isLawyerLanguage(x: unknown): x is LawyerLanguage {
  return typeof x === 'string' && (LAWYER_LANGUAGE_VALUES as readonly string[]).includes(x);
}

/**
 * The name of a language by its tag (`th`, `en`, `zh`, …) in the interface language `lang`, as the lawyers'
 * languages are named: the language a booking was made in; an unknown tag is returned unchanged.
 */
export function languageName(code: string, lang: Lang): string {
  return LAWYER_LANGUAGES.find((l) => l.code === code)?.label[lang] ?? code;
}

/** The BCP 47 tag of a stored lawyer language; an unknown value is returned unchanged. */
export function lawyerLanguageCode(value: string): string {
  return LAWYER_LANGUAGES.find((l) => l.value === value)?.code ?? value;
}

/** Label of a stored lawyer language; an unknown value is returned unchanged. */
export function lawyerLanguageLabel(value: string, lang: Lang): string {
  const found = LAWYER_LANGUAGES.find((l) => l.value === value);
  return found ? found.label[lang] : value;
}
