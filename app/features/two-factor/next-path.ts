/** A `next` parameter that is a page of this site under a language prefix, or null. */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && /^\/(th|en|zh)(\/[^/\\]|$)/.test(next) ? next : null;
}
