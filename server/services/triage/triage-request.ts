import { AppError } from '#domain/errors.ts';
import { TRIAGE_RATE_LIMIT, TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { suggestedCaseTypes, type Triage, triageText } from '../../triage/triage.ts';
import type { LawyerCard } from '../lawyers/search-lawyers.ts';
import { triageLawyers } from '../lawyers/triage-lawyers.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';

export interface TriageAnswer extends Triage {
  /** The case types a question would be sent to (the best, and the second when close). */
  suggested: Triage['caseTypes'][number]['value'][];
  lawyers: LawyerCard[];
}

/**
 * One triage of a person's text, as GET /api/triage and the assistant page give it (docs/product-rules.md,
 * "Case triage"): a text over TRIAGE_TEXT_MAX characters is refused (`triage.errors.tooLong`, nothing counted),
 * then the client address's TRIAGE_RATE_LIMIT, then the case types, province and urgency and the lawyers who fit.
 * Nothing of the text is stored or logged.
 */
export async function triageRequest(
  db: Db,
  text: string,
  clientAddress: string | null,
): Promise<TriageAnswer> {
  if (text.length > TRIAGE_TEXT_MAX) throw new AppError('INVALID_INPUT', 'triage.errors.tooLong');
  await enforceRateLimit(db, 'triage', clientAddress ?? 'unknown', TRIAGE_RATE_LIMIT);
  const triage = triageText(text);
  const suggested = suggestedCaseTypes(triage);
  return {
    ...triage,
    suggested,
    lawyers: await triageLawyers(db, suggested, triage.province, { text, urgent: triage.urgent }),
  };
}
