import { AsyncLocalStorage } from 'node:async_hooks';
import { noteSectionsIn } from './texts.ts';

// The feature sections a page's render reads, per request (i18n/texts.ts: `renderT`).
const current = new AsyncLocalStorage<Set<string>>();
noteSectionsIn(() => current.getStore());

/** Runs a page's render (and all the work it starts) noting the sections it reads in `used`. */
export function collectUsedSections<T>(used: Set<string>, render: () => T): T {
  return current.run(used, render);
}
