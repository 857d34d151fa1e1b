import { data } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { PAGE_AFTER_PARAM, PAGING_BAD_CURSOR } from '#domain/paging.ts';

/**
 * A paged list's loader (domain/paging.ts): runs `load` with the address's `?after=` cursor and adds
 * `badCursor: false`; a cursor the service refuses (tampered, cut, of another list) gives the first page with
 * `badCursor: true` (the pager says so, translated) and the status 400, never an error page.
 */
export async function loadPage<T extends object>(url: URL, load: (after: string | undefined) => Promise<T>) {
  const page = await loadListPage(url, PAGE_AFTER_PARAM, load);
  return page.badCursor ? data(page, { status: 400 }) : page;
}

/**
 * One of several paged lists of a page, each with its own address parameter (`param`, e.g. `?cases=`), so that
 * paging one keeps the others where they are: its page with `badCursor: false`, or, for a cursor the service
 * refuses, its first page with `badCursor: true` (the page answers 400 when one of its lists says so).
 */
export async function loadListPage<T extends object>(
  url: URL,
  param: string,
  load: (after: string | undefined) => Promise<T>,
) {
  const after = url.searchParams.get(param) || undefined;
  try {
    return { ...(await load(after)), badCursor: false };
  } catch (error) {
    if (!after || !isAppError(error) || error.message !== PAGING_BAD_CURSOR) throw error;
    return { ...(await load(undefined)), badCursor: true };
  }
}

/** What a component of a paged list receives: the loader's data, whether it came with the status 400 or not. */
export type PageData<L extends (...args: never[]) => Promise<unknown>> =
  Awaited<ReturnType<L>> extends infer R ? (R extends { data: infer D; init: unknown } ? D : R) : never;
