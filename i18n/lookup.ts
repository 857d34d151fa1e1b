import rosetta from 'rosetta';
import { DEFAULT_LANG, isLang, LANGS, type Lang, type Localized } from '#domain/i18n.ts';
import type { KeysUnder, TextKey } from './keys.ts';

/**
 * The table of texts and its lookup, without loading any file: the server registers every file at start
 * (i18n/index.ts), the browser the page's sections as they arrive (i18n/texts.ts). Code that runs outside Vite
 * too (domain/, the server's configuration read by the command-line tools) reads texts through this module.
 */
export type Tree = { [key: string]: string | Tree };
export type TOptions = { count?: number; [name: string]: unknown };
/** Reads texts: `t('a.key')` with a key of the catalogue (checked when compiling, i18n/keys.ts). */
export interface TFunction {
  (key: TextKey, options?: TOptions): string;
  /**
   * A key known only at run time (a message key an action answered with, `errors.<code>` of an error code): not
   * checked when compiling; a key without a text shows as itself.
   */
  dynamic(key: string, options?: TOptions): string;
}

const store = rosetta<Tree>();
const loadedSections = new Map<Lang, Set<string>>();

/** The sections a language's table holds (in the browser: those loaded so far). */
export function sectionsOf(lang: Lang): Set<string> {
  let set = loadedSections.get(lang);
  if (!set) {
    set = new Set();
    loadedSections.set(lang, set);
  }
  return set;
}

/**
 * The texts read without options, by language and key, as `fixedT` answered them (a page reads hundreds, most of
 * them the same on every page); forgotten whenever texts are added, since a key may then have a text of its own.
 */
const plainTexts = new Map<Lang, Map<string, string>>();

/** Adds sections (top-level keys) to a language's table. */
export function addTexts(lang: Lang, sections: Tree): void {
  plainTexts.clear();
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

/** A language's whole table of texts (the server writes a page's part of it inline: `pageTexts`, i18n/texts.ts). */
export const textTable = (lang: Lang): Tree => (store.table(lang) ?? {}) as Tree;

const fixed = new Map<string, TFunction>();

/** A translation function fixed to one language; a text missing there falls back to Thai, then to its key. */
export function fixedT(lang: string): TFunction {
  const l: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  let t = fixed.get(l);
  if (!t) {
    const find = (key: string, options?: TOptions) =>
      lookup(l, key, options) ?? lookup(DEFAULT_LANG, key, options) ?? key;
    // Only the keys of the catalogue are kept (a bounded set); a key known at run time is looked up each time.
    const read = (key: string, options?: TOptions) => {
      if (options !== undefined) return find(key, options);
      let texts = plainTexts.get(l);
      if (!texts) {
        texts = new Map();
        plainTexts.set(l, texts);
      }
      let text = texts.get(key);
      if (text === undefined) {
        text = find(key);
        texts.set(key, text);
      }
      return text;
    };
    t = Object.assign((key: TextKey, options?: TOptions) => read(key, options), { dynamic: find });
    fixed.set(l, t);
  }
  return t;
}

/**
 * A text in every language, read from the text files when asked: the label of an entry of a domain table
 * (`MEETING_TYPES[0].label[lang]` in domain/booking.ts), so that the table keeps its shape while its words live in
 * the JSON files only. In the browser it answers in the page's language (the core texts are loaded before the
 * first render).
 */
export function textsOf(key: TextKey): Localized {
  const texts = {} as Localized;
  for (const lang of LANGS) {
    Object.defineProperty(texts, lang, { enumerable: true, get: () => fixedT(lang)(key) });
  }
  return texts;
}

/**
 * The labels of a list of values, each the text `<prefix>.<value>` (`labelsOf('status.question', QUESTION_STATUSES)`
 * reads `status.question.open`…); a value without a text under the prefix does not compile.
 */
export function labelsOf<P extends string, V extends KeysUnder<P>>(
  prefix: P,
  values: readonly V[],
): Record<V, Localized> {
  return Object.fromEntries(
    values.map((value) => [value, textsOf(`${prefix}.${value}` as TextKey)]),
  ) as Record<V, Localized>;
}

/** The text of a key known only at run time, or `fallback` when it has none (a stored value shown as it is). */
export function textOr(lang: Lang, key: string, fallback: string): string {
  const text = fixedT(lang).dynamic(key);
  return text === key ? fallback : text;
}

/** Whether a key has a text in a language (plural keys count by their `_other` form). */
export function hasText(lang: Lang, key: string): boolean {
  return lookup(lang, key, undefined) !== undefined || lookup(lang, `${key}_other`, undefined) !== undefined;
}
