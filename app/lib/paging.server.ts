import { data } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { PAGE_AFTER_PARAM, PAGING_BAD_CURSOR } from '#domain/paging.ts';

/**
 * A paged list's loader (domain/paging.ts): runs `load` with the address's `?after=` cursor and adds
 * `badCursor: false`; a cursor the service refuses (tampered, cut, of another list) gives the first page with
 * `badCursor: true` (the pager says so, translated) and the status 400, never an error page.
 */
export async function loadPage<T extends object>(url: URL, load: (after: string | undefined) => Promise<T>) {
  const after = url.searchParams.get(PAGE_AFTER_PARAM) || undefined;
  try {
    return { ...(await load(after)), badCursor: false };
  } catch (error) {
    if (!after || !isAppError(error) || error.message !== PAGING_BAD_CURSOR) throw error;
    return data({ ...(await load(undefined)), badCursor: true }, { status: 400 });
  }
}

/** What a component of a paged list receives: the loader's data, whether it came with the status 400 or not. */
export type PageData<L extends (...args: never[]) => Promise<unknown>> =
  Awaited<ReturnType<L>> extends infer R ? (R extends { data: infer D; init: unknown } ? D : R) : never;
