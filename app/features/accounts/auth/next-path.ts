import { LANGS } from '#domain/i18n.ts';

const PAGE_PATH = new RegExp(`^/(${LANGS.join('|')})(/[^/\\\\]|$)`);
/** Control characters (line breaks, NUL, DEL, C1): never in a page address, and a Location header refuses them. */
const CONTROL = /\p{Cc}/u;

/**
 * A `next` parameter that is a page of this site under a language prefix (never another host, never a control
 * character such as a line break), or null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && PAGE_PATH.test(next) && !CONTROL.test(next) ? next : null;
}
