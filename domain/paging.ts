/**
 * Keyset paging (docs/decisions/0026-keyset-paging.md): a long list is read a page at a time in a fixed order of
 * (sort key, id), and the next page starts after the last row shown, named by an opaque cursor in the address
 * (`?after=<cursor>`). Rows added while someone pages never shift the pages already read (unlike page numbers).
 *
 * API (browser and server):
 * - `PAGE_AFTER_PARAM`: the address parameter holding the cursor (`after`).
 * - `encodeCursor({ key, id, section?, page })` → a URL-safe string; `key` is the sort key as text (a timestamp's
 *   exact ISO form with microseconds, or a text such as a name, see server/db/keyset.ts), `id` the row's id as text, `section` names the part
 *   of a list ordered in several parts (the admin questions: the waiting queue, then the rest), `page` the number
 *   of the page the cursor opens (shown as "page k").
 * - `decodeCursor(text)` → the cursor, or null when the text is not one this module wrote (tampered, cut, old).
 * - `readCursor(text)` → undefined for no cursor, the cursor, or throws AppError INVALID_INPUT with the message
 *   `PAGING_BAD_CURSOR` (`pager.badCursor`, translated), which the loaders turn into the first page and a 400
 *   (app/lib/paging.server.ts).
 * - `Page<T>`: `{ rows, next, page }` — `next` is the cursor of the following page, null on the last.
 */
import { AppError } from './errors.ts';

export const PAGE_AFTER_PARAM = 'after';

/** The i18n key of a refused cursor (its code is INVALID_INPUT). */
export const PAGING_BAD_CURSOR = 'pager.badCursor';

export interface PageCursor {
  /** The sort key of the last row shown, as text. */
  key: string;
  /** The id of the last row shown, as text (breaks ties of the sort key). */
  id: string;
  /** The part of a list ordered in several parts the row belongs to; absent for a list in one order. */
  section?: string;
  /** The number of the page this cursor opens (2 for the one after the first). */
  page: number;
}

export interface Page<T> {
  rows: T[];
  /** The cursor of the next page; null when this page is the last. */
  next: string | null;
  /** This page's number, 1 for the first. */
  page: number;
}

/** The longest sort key a cursor carries (a name is at most 200 characters). */
const MAX_KEY_LENGTH = 300;
const MAX_CURSOR_LENGTH = 2000;

/** Base64url of the text's UTF-8 bytes (a sort key may be a Thai name). */
function toBase64Url(text: string) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque, URL-safe form of a cursor. */
export function encodeCursor(cursor: PageCursor): string {
  const fields: (string | number)[] = [cursor.page, cursor.key, cursor.id];
  if (cursor.section !== undefined) fields.push(cursor.section);
  return toBase64Url(JSON.stringify(fields));
}

const isText = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_KEY_LENGTH;

/** The cursor `text` names, or null when it is not a cursor `encodeCursor` wrote. */
export function decodeCursor(text: string): PageCursor | null {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length < 3 || fields.length > 4) return null;
  const [page, key, id, section] = fields as unknown[];
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > 1_000_000) return null;
  if (!isText(key) || !isText(id)) return null;
  if (fields.length === 4 && !isText(section)) return null;
  return section === undefined ? { page, key, id } : { page, key, id, section: section as string };
}

/** The cursor of an address's `after` value: undefined when there is none; a value that is no cursor is refused. */
export function readCursor(text: string | null | undefined): PageCursor | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  const cursor = decodeCursor(text);
  if (!cursor) throw new AppError('INVALID_INPUT', PAGING_BAD_CURSOR);
  return cursor;
}
