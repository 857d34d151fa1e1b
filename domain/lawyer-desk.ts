// The lawyer's desk at /{lang}/inbox (docs/product-rules.md, "The lawyer's desk"): its limits and what a listing
// should have, shared by the service (server/services/inbox/lawyer-desk.ts) and the page.

/** How much of the asker's text an invitation shows, and of the last message an active case shows. */
export const DESK_EXCERPT_MAX = 160;
/** An invitation with less time left than this to accept is shown as urgent. */
export const DESK_URGENT_HOURS = 6;
/** The days ahead whose appointments the desk shows (today included). */
export const DESK_APPOINTMENT_DAYS = 7;
/** The reviews the desk names; the rest are on their own page. */
export const DESK_REVIEWS_MAX = 3;

/** What a client reads on a listing and the lawyer fills in themselves, in the order the desk lists them. */
export const LISTING_CHECKS = [
  'photo',
  'title',
  'description',
  'specialties',
  'fees',
  'languages',
  'experience',
  'education',
  'contact',
] as const;
export type ListingCheck = (typeof LISTING_CHECKS)[number];

const HOUR = 3_600_000;

/** The time left to accept an invitation in whole hours, and whether it is short enough to stand out. */
export function timeLeft(expiresAt: Date, now: Date) {
  const ms = Math.max(0, expiresAt.getTime() - now.getTime());
  return { hoursLeft: Math.floor(ms / HOUR), urgent: ms < DESK_URGENT_HOURS * HOUR };
}
