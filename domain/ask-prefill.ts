import { type CaseType, isCaseType } from './case-types.ts';
import { isProvince } from './provinces.ts';
import { QUESTION_CONTENT_MAX } from './schemas/question.ts';
import { isSpecialty, SPECIALTIES, SPECIALTY_TO_CASE_TYPES, type Specialty } from './specialties.ts';

/**
 * The ask form filled in ahead (docs/product-rules.md, "Case triage"): `/{lang}/ask?content=…&specialties=…&province=…`,
 * the form's own field names. The case-triage assistant links there with the person's text, the specialties of its
 * suggested case types and its province; the form shows them, and the person may change all of it.
 */
export interface AskPrefill {
  content: string;
  specialties: Specialty[];
  province: string;
}

/** The ask form's specialty of a case type: the first one mapped to it (SPECIALTY_TO_CASE_TYPES), or null. */
export function specialtyForCaseType(caseType: string): Specialty | null {
  if (!isCaseType(caseType)) return null;
  return SPECIALTIES.find((s) => SPECIALTY_TO_CASE_TYPES[s.value].includes(caseType))?.value ?? null;
}

/** The query string of the ask form filled with a text, its case types' specialties and its province. */
export function askPrefillQuery(
  content: string,
  caseTypes: readonly string[],
  province: string | null,
): string {
  const params = new URLSearchParams();
  if (content.trim()) params.set('content', content.trim());
  const specialties = new Set(caseTypes.map(specialtyForCaseType).filter((s) => s !== null));
  for (const s of specialties) params.append('specialties', s);
  if (province && isProvince(province)) params.set('province', province);
  return params.toString();
}

/** The ask form's values from its address; unknown specialties and provinces are left out, the text cut to size. */
export function askPrefillFrom(params: URLSearchParams): AskPrefill {
  return {
    content: (params.get('content') ?? '').slice(0, QUESTION_CONTENT_MAX),
    specialties: [...new Set(params.getAll('specialties').filter(isSpecialty))],
    province: isProvince(params.get('province')) ? (params.get('province') as string) : '',
  };
}

/**
 * The case types a triage sends a question to (docs/product-rules.md, "Case triage"): of its case types, best first,
 * the best, and the second when its share is at least half the best's.
 */
export function suggestedCaseTypes(caseTypes: readonly { value: CaseType; score: number }[]): CaseType[] {
  const [first, second] = caseTypes;
  if (!first) return [];
  return second && second.score >= first.score / 2 ? [first.value, second.value] : [first.value];
}
