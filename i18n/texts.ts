import rosetta from 'rosetta';
import { DEFAULT_LANG, isLang, type Lang } from '#domain/i18n.ts';

/**
 * Interface texts at run time: a table per language of top-level sections (the core file's sections such as
 * `nav` or `errors`, and one section per feature file: `search.th.json` → `search`), looked up by rosetta.
 *
 * The server registers every text at start (i18n/index.ts). The browser holds only its page's language and
 * the sections its pages need. Each route module declares its feature sections (`export const handle = { texts:
 * [...] }`; i18n/route-texts.test.ts checks they cover what its code uses) and loads them with a top-level
 * `await loadTexts(handle.texts)`, so they are in place before it renders after a client-side navigation. The
 * first page gets its texts inline (root.tsx renders `pageTexts` as JSON), so it hydrates without fetching any.
 * A change of language is a full page load.
 */
export type Tree = { [key: string]: string | Tree };
export type TOptions = { count?: number; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

/** Small sections of server-made messages that any page may show; loaded with the core on every page. */
export const CORE_SECTIONS = ['ratelimit', 'security'] as const;

const store = rosetta<Tree>();
const loadedSections = new Map<Lang, Set<string>>();

function sectionsOf(lang: Lang): Set<string> {
  let set = loadedSections.get(lang);
  if (!set) {
    set = new Set();
    loadedSections.set(lang, set);
  }
  return set;
}

/** Adds sections (top-level keys) to a language's table. */
export function addTexts(lang: Lang, sections: Tree): void {
  store.set(lang, sections);
  const set = sectionsOf(lang);
  for (const name of Object.keys(sections)) set.add(name);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function lookup(lang: Lang, key: string, options: TOptions | undefined): string | undefined {
  // Plural forms are `key_one`, `key_other`… (languages without plurals keep the plain key).
  const keys =
    options?.count === undefined ? [key] : [`${key}_${pluralForm(lang, options.count)}`, `${key}_other`, key];
  for (const k of keys) {
    const value = store.t(k, options, lang) as unknown;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

const fixed = new Map<string, TFunction>();

/** A translation function fixed to one language; a text missing there falls back to Thai, then to its key. */
export function fixedT(lang: string): TFunction {
  const l: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  let t = fixed.get(l);
  if (!t) {
    t = (key, options) => lookup(l, key, options) ?? lookup(DEFAULT_LANG, key, options) ?? key;
    fixed.set(l, t);
  }
  return t;
}

/** Whether a key has a text in a language (plural keys count by their `_other` form). */
export function hasText(lang: Lang, key: string): boolean {
  return lookup(lang, key, undefined) !== undefined || lookup(lang, `${key}_other`, undefined) !== undefined;
}

// Every text file as its own lazily loaded chunk: `./th.json` (core) and `./<section>.<lang>.json`.
const textFiles = import.meta.glob<Tree>('./*.json', { import: 'default' });

const featureNames = new Set(
  Object.keys(textFiles).flatMap((file) => /^\.\/([a-zA-Z-]+)\.[a-z]{2}\.json$/.exec(file)?.[1] ?? []),
);

/** The id of the inline JSON element holding the first page's texts. */
export const PAGE_TEXTS_ID = 'page-texts';

/** On the server: the texts a page needs in one language (the core and the given feature sections). */
export function pageTexts(lang: Lang, sections: readonly string[]): Tree {
  const table = (store.table(lang) ?? {}) as Tree;
  const out: Tree = {};
  for (const [name, value] of Object.entries(table)) {
    if (!featureNames.has(name) || sections.includes(name)) out[name] = value;
  }
  return out;
}

function pageLang(): Lang {
  const first = window.location.pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

let inlineRead = false;
/** The first page's inline texts (see `pageTexts`), registered once. */
function readInlineTexts(lang: Lang) {
  if (inlineRead) return;
  inlineRead = true;
  const json = document.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!json) return;
  const tree = JSON.parse(json) as Tree;
  addTexts(lang, tree);
  sectionsOf(lang).add('core');
}

/**
 * Loads sections of the page's language in the browser ('core' is the language's core file). A no-op on the
 * server and for sections already loaded (the first page's came inline).
 */
export async function loadTexts(sections: readonly string[]): Promise<void> {
  if (import.meta.env.SSR || typeof window === 'undefined') return;
  const lang = pageLang();
  readInlineTexts(lang);
  const loaded = sectionsOf(lang);
  await Promise.all(
    sections
      .filter((section) => !loaded.has(section) && !(section === 'core' && loaded.has('core')))
      .map(async (section) => {
        const file = section === 'core' ? `./${lang}.json` : `./${section}.${lang}.json`;
        const load = textFiles[file];
        if (!load) throw new Error(`no text file ${file}`);
        const tree = await load();
        addTexts(lang, section === 'core' ? tree : { [section]: tree });
        if (section === 'core') loaded.add('core');
      }),
  );
}
