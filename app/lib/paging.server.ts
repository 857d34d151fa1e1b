import { data } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { PAGE_AFTER_PARAM, PAGING_BAD_CURSOR } from '#domain/paging.ts';

/**
 * One paged list of a page (domain/paging.ts): runs `load` with the address's cursor (the parameter `param`,
 * `after` unless the page shows several lists) and adds `badCursor: false`; a cursor the service refuses
 * (tampered, cut, of another list) gives the first page with `badCursor: true` (the pager says so, translated).
 */
export async function readListPage<T extends object>(
  url: URL,
  load: (after: string | undefined) => Promise<T>,
  param: string = PAGE_AFTER_PARAM,
): Promise<T & { badCursor: boolean }> {
  const after = url.searchParams.get(param) || undefined;
  try {
    return { ...(await load(after)), badCursor: false };
  } catch (error) {
    if (!after || !isAppError(error) || error.message !== PAGING_BAD_CURSOR) throw error;
    return { ...(await load(undefined)), badCursor: true };
  }
}

/**
 * A paged list's loader (`readListPage` with `?after=`): a refused cursor gives the first page with the status
 * 400, never an error page.
 */
export async function loadPage<T extends object>(url: URL, load: (after: string | undefined) => Promise<T>) {
  const page = await readListPage(url, load);
  return page.badCursor ? data(page, { status: 400 }) : page;
}

/** What a component of a paged list receives: the loader's data, whether it came with the status 400 or not. */
export type PageData<L extends (...args: never[]) => Promise<unknown>> =
  Awaited<ReturnType<L>> extends infer R ? (R extends { data: infer D; init: unknown } ? D : R) : never;
