import { CASE_TYPES, type CaseType, isCaseType } from './case-types.ts';

/**
 * The 8 specialties of the ask form, in the product's order (docs/product-rules.md, "Lawyer listings").
 * `value` is the Thai string shown and submitted by the form.
 */
export const SPECIALTIES = [
  { value: 'อาญา', key: 'criminal', label: { th: 'อาญา', en: 'Criminal', zh: '刑事' } },
  { value: 'แพ่ง', key: 'civil', label: { th: 'แพ่ง', en: 'Civil', zh: '民事' } },
  { value: 'ครอบครัว', key: 'family', label: { th: 'ครอบครัว', en: 'Family', zh: '家庭' } },
  { value: 'ธุรกิจ', key: 'business', label: { th: 'ธุรกิจ', en: 'Business', zh: '商业' } },
  { value: 'แรงงาน', key: 'labour', label: { th: 'แรงงาน', en: 'Labour', zh: '劳动' } },
  { value: 'ภาษี', key: 'tax', label: { th: 'ภาษี', en: 'Tax', zh: '税务' } },
  {
    value: 'อสังหาริมทรัพย์',
    key: 'real_estate',
    label: { th: 'อสังหาริมทรัพย์', en: 'Real estate', zh: '房地产' },
  },
  {
    value: 'ทรัพย์สินทางปัญญา',
    key: 'ip',
    label: { th: 'ทรัพย์สินทางปัญญา', en: 'Intellectual property', zh: '知识产权' },
  },
] as const;

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

/** Each case type's and specialty's stored value, by its value and its label in th, en and zh, case-folded. */
const AREA_BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  // Case types first: a name both lists share ('Civil', 'แพ่ง') means the same stored value either way.
  for (const item of [...CASE_TYPES, ...SPECIALTIES])
    for (const name of [item.value, ...Object.values(item.label)])
      if (!names.has(folded(name))) names.set(folded(name), item.value);
  return names;
})();

/**
 * The stored value of a case type or specialty typed by its value or its label in any of the three languages,
 * letter case and extra spaces aside ('civil', ' Civil ', '民事' and 'แพ่ง' are all 'แพ่ง'; 'Tax' is 'ภาษี'), or
 * null for any other text (docs/product-rules.md, "Lawyer listings").
 */
export function areaFromName(text: string): string | null {
  return AREA_BY_NAME.get(folded(text)) ?? null;
}
