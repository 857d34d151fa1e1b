import { suggestedCaseTypes as suggestedOf } from '#domain/ask-prefill.ts';
import type { CaseType } from '#domain/case-types.ts';
import type { Province } from '#domain/provinces.ts';
import { type CaseTypeScore, classify, showableWords, type TriageModel, textFeatures } from './classifier.ts';
import { asWrittenIn, normalise } from './features.ts';
import model from './model.json';
import { findProvince } from './places.ts';
import { combinedUrgency } from './urgency-model.ts';

/** What the triage makes of a text (the contract of GET /api/triage, docs/product-rules.md "Case triage"). */
export interface Triage {
  caseTypes: CaseTypeScore[];
  province: Province | null;
  urgent: boolean;
  /** The words that made it urgent, as the text has them. */
  urgentBecause: string[];
}

/** Case types below this share are not given back (the list is best first, its shares those of all ten). */
export const CASE_TYPE_MIN_SCORE = 0.05;

const TRAINED = model as unknown as TriageModel;

/** The case types, province and urgency of a person's own words; nothing for empty or meaningless text. */
export function triageText(text: string, trained: TriageModel = TRAINED): Triage {
  const normalised = normalise(text);
  const features = textFeatures(text, normalised);
  // The rules, or else the learned score (server/triage/urgency-model.ts).
  const urgency = combinedUrgency(trained.urgency, normalised, features, (present) =>
    showableWords(present, normalised),
  );
  // The words that decided are read in the normalised text and shown as the person wrote them (后天 as 後天).
  const written = asWrittenIn(text, normalised);
  return {
    caseTypes: classify(trained, text, features, normalised)
      .filter((c) => c.score >= CASE_TYPE_MIN_SCORE)
      .map((c) => ({ ...c, because: c.because.map(written) })),
    province: findProvince(normalised),
    urgent: urgency.urgent,
    urgentBecause: urgency.because.map(written),
  };
}

/** The case types a triage would send a question to: the best, and the second when it is close (≥ half of it). */
export const suggestedCaseTypes = (triage: Triage): CaseType[] => suggestedOf(triage.caseTypes);
