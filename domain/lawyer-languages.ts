import type { Lang } from './i18n.ts';

/**
 * The 7 languages a lawyer can speak (public-area §9). `value` is the Thai
 * string stored in lawyers.languages.
 */
export const LAWYER_LANGUAGES = [
  { value: 'ไทย', key: 'thai', label: { th: 'ไทย', en: 'Thai', zh: '泰语' } },
  { value: 'อังกฤษ', key: 'english', label: { th: 'อังกฤษ', en: 'English', zh: '英语' } },
  { value: 'จีน', key: 'chinese', label: { th: 'จีน', en: 'Chinese', zh: '中文' } },
  { value: 'พม่า', key: 'burmese', label: { th: 'พม่า', en: 'Burmese', zh: '缅甸语' } },
  { value: 'มาเลย์', key: 'malay', label: { th: 'มาเลย์', en: 'Malay', zh: '马来语' } },
  { value: 'ลาว', key: 'lao', label: { th: 'ลาว', en: 'Lao', zh: '老挝语' } },
  { value: 'เขมร', key: 'khmer', label: { th: 'เขมร', en: 'Khmer', zh: '高棉语' } },
] as const;

export type LawyerLanguage = (typeof LAWYER_LANGUAGES)[number]['value'];
export type LawyerLanguageKey = (typeof LAWYER_LANGUAGES)[number]['key'];

export const LAWYER_LANGUAGE_VALUES: readonly LawyerLanguage[] = LAWYER_LANGUAGES.map((l) => l.value);

export function isLawyerLanguage(x: unknown): x is LawyerLanguage {
  return typeof x === 'string' && (LAWYER_LANGUAGE_VALUES as readonly string[]).includes(x);
}

/** Label of a stored lawyer language; an unknown value is returned unchanged. */
export function lawyerLanguageLabel(value: string, lang: Lang): string {
  const found = LAWYER_LANGUAGES.find((l) => l.value === value);
  return found ? found.label[lang] : value;
}
