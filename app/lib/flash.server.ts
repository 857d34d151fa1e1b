import { createCookie } from 'react-router';
import { FLASH_TEXTS, type Flash, isFlash } from './flash.ts';

// The flash cookie (app/lib/flash.ts): one key, read and cleared by the next page (the root middleware).
const flashCookie = createCookie('tanai_flash', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });

// Each key's Set-Cookie value, made once (the cookie carries only these keys).
const SET_COOKIES = Object.fromEntries(
  await Promise.all(
    Object.keys(FLASH_TEXTS).map(async (flash) => [flash, await flashCookie.serialize(flash)] as const),
  ),
) as Record<Flash, string>;
const CLEAR_COOKIE = await flashCookie.serialize('', { maxAge: 0 });

/** The Set-Cookie value that leaves `flash` for the next page. */
export const setFlash = (flash: Flash): string => SET_COOKIES[flash];

/** The request's flash message, if any (anything else in the cookie is ignored). */
export async function readFlash(request: Request): Promise<Flash | null> {
  const value: unknown = await flashCookie.parse(request.headers.get('cookie'));
  return isFlash(value) ? value : null;
}

/** The Set-Cookie value that clears the flash once it has been shown. */
export const clearFlash = (): string => CLEAR_COOKIE;
