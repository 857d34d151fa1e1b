/**
 * The data of a result card (`LawyerCard` in lawyer-card.tsx), as the search service gives it: one type for the
 * server and the page.
 */
export type { LawyerCard } from '#server/services/lawyers/search-lawyers.ts';
