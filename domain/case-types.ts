import { areaEntries } from './area-labels.ts';
import type { Lang } from './i18n.ts';

/**
 * The 10 case types, in the product's order (docs/product-rules.md, "Lawyer listings"), labelled from the one table
 * of domain/area-labels.ts. `value` is the Thai string stored in the database (lawyers.experience_areas,
 * lawyer_applications.experience_areas, case_categories.experience_areas: columns that keep an older name).
 */
export const CASE_TYPES = areaEntries([
  'civil',
  'criminal',
  'labour',
  'family',
  'land',
  'business',
  'ip',
  'trade',
  'condo',
  'inheritance',
]);

export type CaseType = (typeof CASE_TYPES)[number]['value'];
export type CaseTypeKey = (typeof CASE_TYPES)[number]['key'];

export const CASE_TYPE_VALUES: readonly CaseType[] = CASE_TYPES.map((c) => c.value);

export function isCaseType(x: unknown): x is CaseType {
  return typeof x === 'string' && (CASE_TYPE_VALUES as readonly string[]).includes(x);
}

/** Label of a stored case type; an unknown value is returned unchanged. */
export function caseTypeLabel(value: string, lang: Lang): string {
  const found = CASE_TYPES.find((c) => c.value === value);
  return found ? found.label[lang] : value;
}

/**
 * Case types close enough that a lawyer of one can take, or pass on, a question of another. Auto-match widens to
 * them when no lawyer practises the question's own case types (server/services/questions/matching.ts).
 */
export const RELATED_CASE_TYPES: Record<CaseType, readonly CaseType[]> = {
  แพ่ง: ['ธุรกิจ', 'ที่ดิน', 'มรดก', 'ครอบครัว'],
  อาญา: ['แพ่ง'],
  แรงงาน: ['แพ่ง', 'ธุรกิจ'],
  ครอบครัว: ['มรดก', 'แพ่ง'],
  ที่ดิน: ['แพ่ง', 'มรดก', 'นิติบุคคลอาคารชุด'],
  ธุรกิจ: ['แพ่ง', 'การค้าระหว่างประเทศ', 'ทรัพย์สินทางปัญญา', 'แรงงาน'],
  ทรัพย์สินทางปัญญา: ['ธุรกิจ', 'การค้าระหว่างประเทศ'],
  การค้าระหว่างประเทศ: ['ธุรกิจ', 'ทรัพย์สินทางปัญญา'],
  นิติบุคคลอาคารชุด: ['ที่ดิน', 'แพ่ง'],
  มรดก: ['ครอบครัว', 'ที่ดิน', 'แพ่ง'],
};

/** The case types related to any of `types`, without `types` themselves (unknown values are ignored). */
export function relatedCaseTypes(types: readonly string[]): CaseType[] {
  const out: CaseType[] = [];
  for (const type of types) {
    if (!isCaseType(type)) continue;
    for (const related of RELATED_CASE_TYPES[type])
      if (!types.includes(related) && !out.includes(related)) out.push(related);
  }
  return out;
}
