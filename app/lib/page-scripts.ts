// The two kinds of page (docs/decisions/0015-two-kinds-of-page.md):
// - public read pages (home, search, profiles, services, about, knowledge, news, emergency, the case-triage
//   assistant, privacy, payment) are
//   rendered by React on the server and sent as plain HTML: their route module says `hydrate: false` in its
//   `handle`, and the root leaves out React Router's scripts and the loader data, and app/entry.server.tsx the page texts;
// - every other page hydrates as a React Router app.
// Both get one small inline script in <head> (`headScript`): the theme before the first paint and the page's few
// behaviours that plain HTML has no element for (the theme switch, copy buttons, the toast), by event
// delegation, so they work on both kinds of page, before and after hydration.
import { createContext } from 'react';
import type { Lang } from '#domain/i18n.ts';
import { LANG_STORAGE_KEY, THEME_STORAGE_KEY, TOAST_DURATION_MS } from '#domain/limits.ts';

/** What a route module's `handle` may say. */
export interface PageHandle {
  /** `false`: the page is sent as plain HTML, without React in the browser. */
  hydrate?: false;
}

/** Whether the page of these matches (their handles, root first) hydrates: no route in it says `hydrate: false`. */
export const pageHydrates = (handles: readonly unknown[]): boolean =>
  handles.every((handle) => (handle as PageHandle | undefined)?.hydrate !== false);

/**
 * Whether the page being rendered is plain (set by app/entry.server.tsx; false in the browser, where only hydrating
 * pages render): a plain page's links need none of the router's work (`Link`, app/components/link.tsx).
 */
export const PlainPageContext = createContext(false);

/** The handle of a public read page: no React in the browser. */
export const staticPage = (): PageHandle => ({ hydrate: false });

/** The id of the page's one toast region (root.tsx renders it; the page script writes to it). */
export const PAGE_TOAST_ID = 'page-toast';

/**
 * The page behaviour, in the browser. Written as a function for the type checker and sent as its source, so it
 * must use nothing from outside itself but its arguments.
 * - The page's language is stored (the theme and the language are kept in the browser: docs/product-rules.md).
 * - The theme: the stored choice, else the server's (`data-theme`, chosen without JavaScript), else the system's,
 *   applied before the first paint; `[data-theme-toggle]` switches it and stores it instead of posting its form,
 *   and its label says what it switches to (`data-label-dark`, `data-label-light`).
 * - `[data-copy]` copies its value (the Clipboard API, else a selected text area) and says so in the toast
 *   (`data-copied`, `data-failed`).
 * - `[data-toast]` shows its text in the toast; `[data-toast-close]` closes it; a toast closes by itself after
 *   `toastMs`.
 */
function pageBehaviour(themeKey: string, toastId: string, toastMs: number, langKey: string, lang: string) {
  const root = document.documentElement;
  try {
    localStorage.setItem(langKey, lang);
  } catch {
    // Storage unavailable: the address still says the language.
  }
  const apply = (theme: string, store: boolean) => {
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
    if (store) {
      try {
        localStorage.setItem(themeKey, theme);
      } catch {
        // Storage unavailable (private mode): the theme still applies to this page.
      }
    }
    for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
      const label = button.dataset[theme === 'dark' ? 'labelLight' : 'labelDark'];
      if (label) button.setAttribute('aria-label', label);
    }
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(themeKey);
  } catch {
    // Storage unavailable: the system's choice.
  }
  // The choice stored here, else the one the server rendered (made without JavaScript), else the system's.
  const chosen = stored === 'light' || stored === 'dark' ? stored : root.dataset.theme;
  const initial =
    chosen === 'light' || chosen === 'dark'
      ? chosen
      : window.matchMedia?.('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  apply(initial, false);
  document.addEventListener('DOMContentLoaded', () => apply(initial, false));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const toast = (text: string) => {
    const region = document.getElementById(toastId);
    const message = region?.querySelector('[data-toast-text]');
    if (!region || !message) return;
    message.textContent = text;
    region.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      region.hidden = true;
    }, toastMs);
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      return ok;
    }
  };
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>('[data-theme-toggle]');
    if (toggle) {
      // Switched here, not by the form post that works without JavaScript (app/lib/theme.server.ts).
      event.preventDefault();
      apply(root.classList.contains('dark') ? 'light' : 'dark', true);
    }
    const copier = target?.closest<HTMLElement>('[data-copy]');
    if (copier)
      void copy(copier.dataset.copy ?? '').then(
        (ok) => toast((ok ? copier.dataset.copied : copier.dataset.failed) ?? ''),
        () => toast(copier.dataset.failed ?? ''),
      );
    const teller = target?.closest<HTMLElement>('[data-toast]');
    if (teller) toast(teller.dataset.toast ?? '');
    if (target?.closest('[data-toast-close]')) {
      const region = document.getElementById(toastId);
      if (region) region.hidden = true;
    }
  });
  // A toast the server sent (a flash message) closes by itself too.
  document.addEventListener('DOMContentLoaded', () => {
    const region = document.getElementById(toastId);
    if (region && !region.hidden)
      timer = setTimeout(() => {
        region.hidden = true;
      }, toastMs);
  });
}

/**
 * Zod compiles object parsers with `new Function` when it may; its probe for that is reported by the browser as a
 * Content-Security-Policy violation (scripts may not eval). Switched off (`jitless`) before any module loads.
 */
const zodJitless =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

const behaviour = (lang: Lang) =>
  `(${pageBehaviour.toString()})(${[THEME_STORAGE_KEY, PAGE_TOAST_ID, TOAST_DURATION_MS, LANG_STORAGE_KEY, lang].map((v) => JSON.stringify(v)).join(',')});`;

/** The one inline script of <head>: the page behaviour, and on hydrating pages zod's setting. */
export const headScript = (lang: Lang, hydrates: boolean): string =>
  hydrates ? behaviour(lang) + zodJitless : behaviour(lang);

/**
 * Development only (`npm run dev`), on a page without React: Vite's client, and a full reload of the page whenever
 * React Router's plugin reports a changed file (`react-router:hmr`, sent for every edit). A hydrating page gets
 * Vite's client from `<Scripts />` and React's fast refresh instead. The production build never includes it
 * (`import.meta.env.DEV` in app/root.tsx), so a public page there keeps its one inline script (ADR 0015).
 */
export const DEV_CLIENT_SRC = '/@vite/client';
export const devReloadScript = (): string =>
  `import{createHotContext}from${JSON.stringify(DEV_CLIENT_SRC)};` +
  'createHotContext("/@tanai/plain-page").on("react-router:hmr",()=>location.reload());';
