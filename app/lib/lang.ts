import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LANG, isLang, type Lang } from '#domain/i18n.ts';
import { renderT, subscribeTexts, textsVersion } from '#i18n/texts.ts';

/** The interface language of a path: its first segment when it is th, en or zh. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** Replaces the language prefix of a path, keeping the rest (the language switcher). */
export function switchLangPath(pathname: string, search: string, lang: Lang): string {
  const parts = pathname.split('/');
  if (isLang(parts[1])) parts[1] = lang;
  else parts.splice(1, 0, lang);
  const path = parts.join('/').replace(/\/$/, '') || `/${lang}`;
  return `${path}${search}`;
}

export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * `t` in the language of the current URL (i18n/texts.ts: `renderT`; the component renders again when a text
 * section it asked for outside its render arrives), and a helper that builds `/{lang}/...` links.
 */
export function useT() {
  const lang = useLang();
  useSyncExternalStore(subscribeTexts, textsVersion, () => 0);
  const t = renderT(lang);
  const href = (path = '') => `/${lang}${path ? (path.startsWith('/') ? path : `/${path}`) : ''}`;
  return { t, lang, href };
}
