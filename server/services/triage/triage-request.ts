import type { LegalAidKey } from '#domain/contact.ts';
import { AppError } from '#domain/errors.ts';
import { TRIAGE_RATE_LIMIT, TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { suggestedCaseTypes, type Triage, triageText } from '../../triage/triage.ts';
import { type PublishedAnswerSummary, similarPublishedAnswers } from '../answers/similar-answers.ts';
import type { LawyerCard } from '../lawyers/search-lawyers.ts';
import { triageLawyers } from '../lawyers/triage-lawyers.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { legalAidFor } from './legal-aid.ts';

export interface TriageAnswer extends Triage {
  /** The case types a question would be sent to (the best, and the second when close). */
  suggested: Triage['caseTypes'][number]['value'][];
  lawyers: LawyerCard[];
  /** The legal aid that fits the text (`legalAidFor`), Justice Fund first. */
  legalAid: LegalAidKey[];
  /** Up to SIMILAR_ANSWERS_LIMIT published answers of the suggested case types, the province's first. */
  similarAnswers: PublishedAnswerSummary[];
}

/**
 * One triage of a person's text, as GET /api/triage and the assistant page give it (docs/product-rules.md,
 * "Case triage"): a text over TRIAGE_TEXT_MAX characters is refused (`triage.errors.tooLong`, nothing counted),
 * then the client address's TRIAGE_RATE_LIMIT, then the case types, province and urgency, the lawyers who fit, the
 * legal aid that fits and similar published answers.
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
  const legalAid = legalAidFor(text, { suggested, urgent: triage.urgent });
  const similarAnswers = await similarPublishedAnswers(db, {
    caseTypes: suggested,
    province: triage.province,
    title: text,
  });
  return {
    ...triage,
    suggested,
    legalAid,
    similarAnswers,
    lawyers: await triageLawyers(db, suggested, triage.province, { text, urgent: triage.urgent }),
  };
}
