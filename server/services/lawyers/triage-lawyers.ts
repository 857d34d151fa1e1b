import { textLanguage } from '#domain/text-language.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { nextBatchCandidates } from '../questions/matching.ts';
import { type LawyerCard, lawyerCardsByIds } from './search-lawyers.ts';

/** How many lawyers the case triage suggests. */
export const TRIAGE_LAWYERS = 3;

/**
 * The verified lawyers a triage suggests for its case types and province: the first TRIAGE_LAWYERS of the batch
 * auto-match would invite for such a question (`lawyerRanking` in server/services/questions/matching.ts): who
 * speak the language the text is written in (`textLanguage`, domain/text-language.ts) first; same province, same
 * region, then anywhere; for an urgent text those who answer fast first within each; then the case types in common,
 * rating, reviews, fewest open invitations), as public cards. From the public data cache, keyed by the case types,
 * the province, the text's language and the urgency, never the text (emptied when a listing changes).
 */
export function triageLawyers(
  db: Db,
  caseTypes: readonly string[],
  province: string | null,
  about: { text: string; urgent: boolean },
): Promise<LawyerCard[]> {
  if (caseTypes.length === 0) return Promise.resolve([]);
  const language = textLanguage(about.text);
  const key = `triage-lawyers:${JSON.stringify([[...caseTypes].sort(), province, language, about.urgent])}`;
  return readPublicData(key, async () => {
    const batch = await nextBatchCandidates(
      db,
      {
        id: null,
        createdBy: null,
        province,
        specialties: [...caseTypes],
        languages: [language],
        fastFirst: about.urgent,
      },
      new Date(),
    );
    return lawyerCardsByIds(
      db,
      batch.slice(0, TRIAGE_LAWYERS).map((row) => row.lawyer_id),
    );
  });
}
