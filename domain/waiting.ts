/**
 * What waits for the signed-in person (docs/product-rules.md, "Pages and texts": the counts of the header): their
 * own questions with replies they have not read; for a linked lawyer, the invitations still open to them and their
 * accepted cases with unread messages; for an admin, the questions waiting for a lawyer and the payment slips to
 * check. A count outside the person's roles is 0. Counted by server/services/accounts/waiting-counts.ts.
 */
export interface WaitingCounts {
  unreadQuestions: number;
  invitations: number;
  unreadCases: number;
  adminQueue: number;
  slips: number;
}

/** The counts and when the server counted them: the newest of the page's and the live stream's is shown. */
export interface WaitingSnapshot {
  counts: WaitingCounts;
  at: number;
}
