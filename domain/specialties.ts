import { AREA_LABELS, areaEntries } from './area-labels.ts';
import { type CaseType, isCaseType } from './case-types.ts';

/**
 * The 8 specialties of the ask form, in the product's order (docs/product-rules.md, "Lawyer listings"), labelled
 * from the one table of domain/area-labels.ts. `value` is the Thai string shown and submitted by the form, stored in
 * questions.specialties.
 */
export const SPECIALTIES = areaEntries([
  'criminal',
  'civil',
  'family',
  'business',
  'labour',
  'tax',
  'real_estate',
  'ip',
]);

export type Specialty = (typeof SPECIALTIES)[number]['value'];
export type SpecialtyKey = (typeof SPECIALTIES)[number]['key'];

export const SPECIALTY_VALUES: readonly Specialty[] = SPECIALTIES.map((s) => s.value);

export function isSpecialty(x: unknown): x is Specialty {
  return typeof x === 'string' && (SPECIALTY_VALUES as readonly string[]).includes(x);
}

/**
 * The single table mapping the ask form's specialties onto the 10 case types
 * (docs/product-rules.md, "Lawyer listings"). Tax goes to business; real estate to land and condominium
 * juristic person; the others to the case type of the same name.
 */
export const SPECIALTY_TO_CASE_TYPES: Record<Specialty, CaseType[]> = {
  อาญา: ['อาญา'],
  แพ่ง: ['แพ่ง'],
  ครอบครัว: ['ครอบครัว'],
  ธุรกิจ: ['ธุรกิจ'],
  แรงงาน: ['แรงงาน'],
  ภาษี: ['ธุรกิจ'],
  อสังหาริมทรัพย์: ['ที่ดิน', 'นิติบุคคลอาคารชุด'],
  ทรัพย์สินทางปัญญา: ['ทรัพย์สินทางปัญญา'],
};

/**
 * Case types covered by a list of specialties, deduplicated, in order of first
 * appearance. A value that is not a specialty but already a case type (e.g.
 * 'มรดก') is kept as is; anything else is ignored.
 */
export function caseTypesForSpecialties(list: readonly string[]): CaseType[] {
  const out: CaseType[] = [];
  for (const item of list) {
    const mapped: readonly CaseType[] = isSpecialty(item)
      ? SPECIALTY_TO_CASE_TYPES[item]
      : isCaseType(item)
        ? [item]
        : [];
    for (const c of mapped) if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** A typed name as compared with the lists' labels: trimmed, spaces collapsed, letters case-folded. */
const folded = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Each case type's and specialty's stored value, by its label in th, en and zh, case-folded. */
const AREA_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.values(AREA_LABELS).flatMap((label) => Object.values(label).map((name) => [folded(name), label.th])),
);

/**
 * The stored value of a case type or specialty typed by its value or its label in any of the three languages,
 * letter case and extra spaces aside ('civil', ' Civil ', '民事' and 'แพ่ง' are all 'แพ่ง'; 'Tax' is 'ภาษี'), or
 * null for any other text (docs/product-rules.md, "Lawyer listings").
 */
export function areaFromName(text: string): string | null {
  return AREA_BY_NAME.get(folded(text)) ?? null;
}
