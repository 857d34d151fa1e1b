import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import type { CaseType } from '#domain/case-types.ts';
import { CASE_TYPES, type CaseTypeKey } from '#domain/case-types.ts';
import { type LegalAidView, legalAidViews } from '#domain/contact.ts';
import { isAppError } from '#domain/errors.ts';
import { TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import type { Province } from '#domain/provinces.ts';
import type { LawyerCard } from '#server/services/lawyers/search-lawyers.ts';
import { retryAfterHeaders } from '#server/services/rate-limits/consume-rate-limit.ts';
import { type SimilarAnswerView, similarAnswerViews } from '#server/services/triage/triage-help.ts';
import { type TriageAnswer, triageRequest } from '#server/services/triage/triage-request.ts';

const keyOf = new Map<string, CaseTypeKey>(CASE_TYPES.map((c) => [c.value, c.key]));

/** What the assistant page shows of a text: the triage, or why there is none. */
export interface TriagePageData {
  text: string;
  max: number;
  /** A message key: the text is too long, or the client asks too often. */
  error: { key: string; max?: number } | null;
  result: {
    caseTypes: { value: CaseType; key: CaseTypeKey; score: number; because: string[] }[];
    /** The case types a question would be sent to (the best, and the second when close). */
    suggested: CaseType[];
    province: Province | null;
    urgent: boolean;
    urgentBecause: string[];
    lawyers: LawyerCard[];
    legalAid: LegalAidView[];
    similarAnswers: SimilarAnswerView[];
  } | null;
}

/** The assistant's page before anything is sent: the form. */
export const loadTriagePage = (): TriagePageData => ({
  text: '',
  max: TRIAGE_TEXT_MAX,
  error: null,
  result: null,
});

/**
 * The case-triage assistant's form (docs/product-rules.md, "Case triage"): it posts the text (a text area never
 * goes in the address, docs/decisions/0003-accounts.md) to the page's own action, which triages it here, on the
 * server, as GET /api/triage does (server/http/triage.ts): the same limit of length and the same rate limit per
 * client address. Nothing of the text is stored or logged.
 */
export async function triagePageAction({ runtime, clientAddress, lang }: RequestContext, request: Request) {
  const form = await request.formData();
  const value = form.get('text');
  const text = typeof value === 'string' ? value.replaceAll('\r\n', '\n') : '';
  const empty: TriagePageData = { text, max: TRIAGE_TEXT_MAX, error: null, result: null };
  if (!text.trim()) return data<TriagePageData>(empty);
  let answer: TriageAnswer;
  try {
    answer = await triageRequest(runtime.db, text, clientAddress);
  } catch (error) {
    if (isAppError(error) && error.code === 'RATE_LIMITED')
      return data<TriagePageData>(
        { ...empty, error: { key: error.message } },
        { status: 429, headers: retryAfterHeaders(error) },
      );
    if (isAppError(error) && error.message === 'triage.errors.tooLong')
      return data<TriagePageData>({ ...empty, error: { key: error.message, max: TRIAGE_TEXT_MAX } }, 400);
    throw error;
  }
  return data<TriagePageData>({
    ...empty,
    result: {
      caseTypes: answer.caseTypes.map(({ value, score, because }) => ({
        value,
        key: keyOf.get(value)!,
        score,
        because,
      })),
      suggested: answer.suggested,
      province: answer.province,
      urgent: answer.urgent,
      urgentBecause: answer.urgentBecause,
      lawyers: answer.lawyers,
      legalAid: legalAidViews(answer.legalAid, lang),
      similarAnswers: similarAnswerViews(answer.similarAnswers, lang),
    },
  });
}
