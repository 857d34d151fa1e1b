import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS } from '#domain/i18n.ts';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

/** Interface texts: one namespace 'common', bundled (never fetched), Thai as default and fallback. */
export const resources = { th: { common: th }, en: { common: en }, zh: { common: zh } } as const;

export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** A translation function fixed to one language (safe on the server, where requests interleave). */
export function fixedT(lang: string): TFunction {
  return i18n.getFixedT(lang, 'common');
}
