import { LANGS, type Lang } from '#domain/i18n.ts';
import { addTexts, type Tree } from './texts.ts';

export { fixedT, hasText, type TFunction } from './texts.ts';

// Feature texts live beside the core files as `<feature>.<lang>.json` (e.g. `search.th.json`) and form the
// section of the feature's name: `search.th.json` → keys `search.*`.
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });

function bundle(lang: Lang): Tree {
  const merged: Tree = { ...files[`./${lang}.json`] };
  for (const [file, texts] of Object.entries(files)) {
    const match = /\.\/([a-zA-Z-]+)\.([a-z]{2})\.json$/.exec(file);
    if (match && match[2] === lang) merged[match[1]!] = texts;
  }
  return merged;
}

/**
 * Every interface text of every language, for the server (imported by app/entry.server.tsx and the server's
 * HTTP layer) and tests; registered at import, so `fixedT` answers any key on the server. The browser never
 * imports this module: it gets its texts inline and as lazily loaded chunks (i18n/texts.ts).
 */
export const resources = Object.fromEntries(LANGS.map((lang) => [lang, { common: bundle(lang) }])) as Record<
  Lang,
  { common: Tree }
>;

for (const lang of LANGS) addTexts(lang, resources[lang].common);
