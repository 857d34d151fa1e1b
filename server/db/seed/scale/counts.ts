// The counts of `npm run db:seed-scale` (scripts/db-seed-scale.ts) and what they derive: a module without the
// database or the seeding code, so that the command line is read and checked before those load.

export interface ScaleCounts {
  lawyers: number;
  questions: number;
  messages: number;
  /** Questions asked by the demo member. */
  memberQuestions: number;
  /** Questions the demo lawyer is invited to. */
  lawyerInvitations: number;
}

/** The fewest listings: one per province and enough lawyers with an account for three invitations a question. */
export const SCALE_MIN_LAWYERS = 100;

/** What the counts of the command line derive: members, listings with an account, appointments… */
export function derivedCounts(counts: ScaleCounts) {
  const { lawyers, questions } = counts;
  return {
    /** Listings with an account (the first ones): only they are invited to questions. */
    lawyerAccounts: Math.max(10, Math.round(lawyers * 0.3)),
    members: Math.max(50, Math.round(questions / 4)),
    /** The newest questions, still waiting for their invited lawyers (asked in the last 40 hours). */
    openQuestions: Math.max(1, Math.round(questions * 0.02)),
    appointments: Math.round(questions / 10),
    emails: Math.round(questions / 5),
    audit: Math.round(questions / 10),
    applications: Math.max(10, Math.round(lawyers / 40)),
  };
}
