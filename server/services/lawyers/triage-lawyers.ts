import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { nextBatchCandidates } from '../questions/matching.ts';
import { type LawyerCard, lawyerCardsByIds } from './search-lawyers.ts';

/** How many lawyers the case triage suggests. */
export const TRIAGE_LAWYERS = 3;

/**
 * The verified lawyers a triage suggests for its case types and province: the first TRIAGE_LAWYERS of the batch
 * auto-match would invite for such a question (server/services/questions/matching.ts: same province first, most
 * overlapping case types, rating, reviews, fewest open invitations), as public cards. From the public data cache,
 * keyed by the case types and the province (emptied when a listing changes).
 */
export function triageLawyers(
  db: Db,
  caseTypes: readonly string[],
  province: string | null,
): Promise<LawyerCard[]> {
  if (caseTypes.length === 0) return Promise.resolve([]);
  const key = `triage-lawyers:${JSON.stringify([[...caseTypes].sort(), province])}`;
  return readPublicData(key, async () => {
    const batch = await nextBatchCandidates(
      db,
      { id: null, createdBy: null, province, specialties: [...caseTypes] },
      new Date(),
    );
    return lawyerCardsByIds(
      db,
      batch.slice(0, TRIAGE_LAWYERS).map((row) => row.lawyer_id),
    );
  });
}
