import type { ViewerUser } from '#app/context.ts';
import type { WaitingCounts } from '#domain/waiting.ts';
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
  /** Hidden on the home route (knowledge, answered questions, news). */
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
  { key: 'answers', path: '/answers', hideOnHome: true },
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
  { key: 'holidays', path: '/admin/holidays' },
  { key: 'reviews', path: '/admin/reviews' },
  { key: 'answers', path: '/admin/answers' },
  { key: 'emails', path: '/admin/emails' },
  { key: 'audit', path: '/admin/audit' },
] as const;

export function visibleNav(isHome: boolean): NavEntry[] {
  return NAV_ENTRIES.filter((e) => (isHome ? !e.hideOnHome : !e.onlyOnHome));
}

/** The signed-in person's own pages, by role (docs/product-rules.md, "Pages and texts": navigation by role). */
export type RoleLinkKey =
  | 'space'
  | 'account'
  | 'reviewsToWrite'
  | 'appointments'
  | 'calendar'
  | 'lawyerReviews'
  | 'listing'
  | 'profile'
  | 'security'
  | 'apply'
  | 'bookings';

export interface RoleLink {
  key: RoleLinkKey;
  path: string;
}

/**
 * Everything the person's roles have, in the account menu, the phone menu and on the account page (each one click
 * from any page): their space (/inbox: "my questions", or "my desk" for a linked lawyer) and account for everyone;
 * for a member their appointment requests (the space's section), the reviews they can write (the account page's section) and the lawyer application; for a linked
 * lawyer their appointment requests, calendar, reviews, listing and public profile; sign-in security for all.
 */
export function roleLinks(viewer: Pick<ViewerUser, 'lawyerId'>): RoleLink[] {
  const lawyer = viewer.lawyerId;
  return [
    { key: 'space', path: '/inbox' },
    { key: 'account', path: '/account' },
    ...(lawyer
      ? ([
          { key: 'appointments', path: '/account/appointments' },
          { key: 'calendar', path: '/account/calendar' },
          { key: 'lawyerReviews', path: '/account/reviews' },
          { key: 'listing', path: '/account/lawyer' },
          { key: 'profile', path: `/lawyers/${lawyer}` },
        ] as const)
      : ([
          { key: 'bookings', path: '/inbox#appointments-heading' },
          { key: 'reviewsToWrite', path: '/account#account-review-rights' },
          { key: 'apply', path: '/apply' },
        ] as const)),
    { key: 'security', path: '/account/security' },
  ];
}

/** What waits in the person's space (/inbox): unread replies, open invitations, unread cases. */
export const spaceCount = (counts: WaitingCounts | null): number =>
  counts ? counts.unreadQuestions + counts.invitations + counts.unreadCases : 0;

/**
 * Where an admin account without two-step sign-in goes to set it up: the page the admin area's guard sends it to
 * (`requireAdminPage` in app/lib/admin.server.ts).
 */
export const ADMIN_TWO_FACTOR_PATH = '/account/security?required=admin';
