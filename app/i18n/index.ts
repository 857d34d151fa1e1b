import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '#domain/i18n.ts';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

// Feature texts live beside the core files as `<feature>.<lang>.json` (e.g. `search.th.json`) and are merged
// into the one namespace 'common' under the feature's name: `search.th.json` → keys `search.*`.
const featureFiles = import.meta.glob<Tree>('./*.*.json', { eager: true, import: 'default' });

function bundle(lang: Lang, core: Tree): Tree {
  const merged: Tree = { ...core };
  for (const [file, texts] of Object.entries(featureFiles)) {
    const match = /\.\/([a-zA-Z-]+)\.([a-z]{2})\.json$/.exec(file);
    if (match && match[2] === lang) merged[match[1]!] = texts;
  }
  return merged;
}

/** Interface texts: one namespace 'common', bundled (never fetched), Thai as default and fallback. */
export const resources = {
  th: { common: bundle('th', th) },
  en: { common: bundle('en', en) },
  zh: { common: bundle('zh', zh) },
} as const;

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
