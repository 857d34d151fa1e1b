/**
 * The address parameters of the inbox's paged lists (keyset cursors, domain/paging.ts): each list keeps its own
 * page while another is paged. Read by the loaders (`member-space.server.ts`, `lawyer-desk.server.ts`), written by
 * the pagers.
 */
export const MEMBER_PAGE_PARAMS = {
  questions: 'questions',
  payments: 'payments',
  appointments: 'appointments',
} as const;
export const DESK_PAGE_PARAMS = { invitations: 'invitations', active: 'cases', closed: 'closed' } as const;
