import { DEFAULT_LANG, isLang, type Lang } from '#domain/i18n.ts';
import type { TextKey } from './keys.ts';
import {
  addTexts,
  fixedT,
  sectionsOf,
  type TFunction,
  type TOptions,
  type Tree,
  textTable,
} from './lookup.ts';

export {
  addTexts,
  fixedT,
  hasText,
  labelsOf,
  type TFunction,
  type TOptions,
  type Tree,
  textOr,
  textsOf,
} from './lookup.ts';

/**
 * Interface texts at run time: a table per language of top-level sections (the core file's sections such as
 * `nav` or `errors`, and one section per feature file: `search.th.json` → `search`), looked up by rosetta.
 *
 * The server registers every text at start (i18n/index.ts). The browser holds only its page's language and the
 * sections its pages have shown, and nothing declares them:
 * - on the server, rendering a page notes the feature section of every key it reads (`renderT`, collected per
 *   request by i18n/used-sections.server.ts), and the first page carries exactly those sections inline as JSON
 *   (written at the end of the stream by app/entry.server.tsx), so it hydrates without fetching any;
 * - in the browser, a render that reads a key of a section it does not hold yet suspends while that section's
 *   file (a lazily loaded chunk) arrives, so after a client-side navigation the new page renders once, with its
 *   texts.
 * A change of language is a full page load.
 */
/** Small sections of server-made messages that any page may show; loaded with the core on every page. */
export const CORE_SECTIONS = ['ratelimit', 'security'] as const;

// Every text file as its own lazily loaded chunk: `./th.json` (core) and `./<section>.<lang>.json`.
const textFiles = import.meta.glob<Tree>('./*.json', { import: 'default' });

const featureNames = new Set(
  Object.keys(textFiles).flatMap((file) => /^\.\/([a-zA-Z-]+)\.[a-z]{2}\.json$/.exec(file)?.[1] ?? []),
);

/** The id of the inline JSON element holding the first page's texts. */
export const PAGE_TEXTS_ID = 'page-texts';

/** The feature section a key belongs to (`search.title` → `search`), or undefined for the core's keys. */
export function sectionOf(key: string): string | undefined {
  const first = key.slice(0, key.indexOf('.'));
  return featureNames.has(first) ? first : undefined;
}

/** On the server: the texts a page needs in one language (the core and the given feature sections). */
export function pageTexts(lang: Lang, sections: Iterable<string>): Tree {
  const wanted = new Set([...CORE_SECTIONS, ...sections]);
  const table = textTable(lang);
  const out: Tree = {};
  for (const [name, value] of Object.entries(table)) {
    if (!featureNames.has(name) || wanted.has(name)) out[name] = value;
  }
  return out;
}

// On the server: where the sections read by the render of the current request are noted (set by
// i18n/used-sections.server.ts; none outside a page render).
let usedSections: () => Set<string> | undefined = () => undefined;

/** On the server: sets where `renderT` notes the sections a page's render reads. */
export function noteSectionsIn(current: () => Set<string> | undefined): void {
  usedSections = current;
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

const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

/** In the browser: loads a section of a language ('core': the language's core file) once; cached per section. */
function loadSection(lang: Lang, section: string): Promise<void> {
  const id = `${lang}:${section}`;
  let promise = loading.get(id);
  if (!promise) {
    const file = section === 'core' ? `./${lang}.json` : `./${section}.${lang}.json`;
    const load = textFiles[file];
    if (!load) throw new Error(`no text file ${file}`);
    promise = load().then((tree) => {
      addTexts(lang, section === 'core' ? tree : { [section]: tree });
      if (section === 'core') sectionsOf(lang).add('core');
      version += 1;
      for (const listener of listeners) listener();
    });
    loading.set(id, promise);
  }
  return promise;
}

/** In the browser: the page language's core texts (inline on the first page), before the first render (root.tsx). */
export async function loadCoreTexts(): Promise<void> {
  if (import.meta.env.SSR || typeof window === 'undefined') return;
  const lang = pageLang();
  readInlineTexts(lang);
  await Promise.all(
    ['core', ...CORE_SECTIONS].filter((s) => !sectionsOf(lang).has(s)).map((s) => loadSection(lang, s)),
  );
}

/** In the browser: a change in the loaded texts (a section arrived), for `useSyncExternalStore`. */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** In the browser: a number that changes whenever a section arrives. */
export const textsVersion = (): number => version;

// Whether React is rendering now: `renderT` is called at the start of a component's render (in `useT`, in a
// route's meta), and React renders synchronously until it yields (a microtask at the earliest); an event handler
// or an effect runs later.
let rendering = false;

/**
 * The translation function of a render (components through `useT`, route titles through `routeMeta`). On the
 * server it notes the feature section of each key it reads. In the browser, during the render that asked for it,
 * a key of a section not loaded yet suspends the render until the section has loaded; called later (an event
 * handler, an effect), it answers in Thai meanwhile and loads the section (`subscribeTexts` tells when).
 */
export function renderT(lang: Lang): TFunction {
  const server = import.meta.env.SSR || typeof window === 'undefined';
  if (!server) {
    readInlineTexts(lang);
    if (!rendering) {
      rendering = true;
      queueMicrotask(() => {
        rendering = false;
      });
    }
  }
  // One function per language and state of the loaded texts (stable for hooks' dependencies).
  const id = server ? lang : `${lang}:${version}`;
  let t = renderTs.get(id);
  if (!t) {
    const plain = fixedT(lang);
    const read = server
      ? (key: string, options?: TOptions) => {
          const section = sectionOf(key);
          if (section) usedSections()?.add(section);
          return plain.dynamic(key, options);
        }
      : (key: string, options?: TOptions) => {
          const section = sectionOf(key);
          if (section && !sectionsOf(lang).has(section)) {
            const arrival = loadSection(lang, section);
            if (rendering) throw arrival;
          }
          return plain.dynamic(key, options);
        };
    t = Object.assign((key: TextKey, options?: TOptions) => read(key, options), { dynamic: read });
    renderTs.set(id, t);
  }
  return t;
}

const renderTs = new Map<string, TFunction>();
