import { createCookie, redirect } from 'react-router';
import { safeNextPath } from '#app/features/accounts/auth/next-path.ts';
import { formText } from '#domain/schemas/form.ts';

export type Theme = 'light' | 'dark';
const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/**
 * The theme chosen on a page without JavaScript (the theme switch is then a form post): kept in a cookie, so the
 * server renders that theme. With JavaScript, the page script switches the theme in the page and keeps the choice
 * in local storage, which wins over this cookie (app/lib/page-scripts.ts).
 */
const themeCookie = createCookie('tanai_theme', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 365 * 24 * 3600,
});

export async function readTheme(request: Request): Promise<Theme | null> {
  const value: unknown = await themeCookie.parse(request.headers.get('cookie'));
  return isTheme(value) ? value : null;
}

/** The theme switch's form post: stores the theme asked for and goes back to the page it was sent from. */
export async function switchTheme(request: Request, lang: string): Promise<Response> {
  const form = await request.formData();
  const theme = formText(form, 'theme');
  const back = safeNextPath(formText(form, 'next')) ?? `/${lang}`;
  if (!isTheme(theme)) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { 'Set-Cookie': await themeCookie.serialize(theme) } });
}
