import type { KeysUnder } from '#i18n/keys.ts';

/**
 * Header navigation (docs/product-rules.md, "Pages and texts"): which entries show where. The main entries (`inline`) are
 * links in the header from the xl width (1280 px, a common laptop) up; the menu holds every entry below that and
 * the others from there (app/components/layout/header.tsx).
 */
export interface NavEntry {
  key: KeysUnder<'nav'>;
  path: string;
  /** In the header itself from the xl width up (search, services, emergency, the assistant). */
  inline?: boolean;
  /** Hidden on the home route (knowledge, news). */
  hideOnHome?: boolean;
  /** Shown only on the home route (payment instructions). */
  onlyOnHome?: boolean;
}

export const NAV_ENTRIES: NavEntry[] = [
  { key: 'home', path: '' },
  { key: 'ai', path: '/ai', inline: true },
  { key: 'search', path: '/search', inline: true },
  { key: 'services', path: '/services', inline: true },
  { key: 'knowledge', path: '/knowledge', hideOnHome: true },
  { key: 'news', path: '/news', hideOnHome: true },
  { key: 'emergency', path: '/emergency', inline: true },
  { key: 'about', path: '/about' },
  { key: 'payment', path: '/payment', onlyOnHome: true },
];

export const ADMIN_LINKS = [
  { key: 'applications', path: '/admin/applications' },
  { key: 'lawyers', path: '/admin/lawyers' },
  { key: 'cases', path: '/admin/cases' },
  { key: 'featured', path: '/admin/featured' },
  { key: 'questions', path: '/admin/questions' },
  { key: 'appointments', path: '/admin/appointments' },
  { key: 'reviews', path: '/admin/reviews' },
  { key: 'emails', path: '/admin/emails' },
  { key: 'audit', path: '/admin/audit' },
] as const;

export function visibleNav(isHome: boolean): NavEntry[] {
  return NAV_ENTRIES.filter((e) => (isHome ? !e.hideOnHome : !e.onlyOnHome));
}

/** 'My profile' is the user's own lawyer record, or the application form when there is none. */
export function myProfilePath(lawyerId: string | null): string {
  return lawyerId ? `/lawyers/${lawyerId}` : '/apply';
}
