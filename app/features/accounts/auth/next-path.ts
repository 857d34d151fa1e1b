import { LANGS } from '#domain/i18n.ts';

const PAGE_PATH = new RegExp(`^/(${LANGS.join('|')})(/[^/\\\\]|$)`);

/** A `next` parameter that is a page of this site under a language prefix (never another host), or null. */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && PAGE_PATH.test(next) ? next : null;
}
