import type { Lang } from './i18n.ts';

/**
 * The one table of labels of the case types (domain/case-types.ts) and of the ask form's specialties
 * (domain/specialties.ts), keyed by `key`: a name both lists share (civil, criminal, …) is written once. The Thai
 * label is the value stored in the database.
 */
export const AREA_LABELS = {
  civil: { th: 'แพ่ง', en: 'Civil', zh: '民事' },
  criminal: { th: 'อาญา', en: 'Criminal', zh: '刑事' },
  labour: { th: 'แรงงาน', en: 'Labour', zh: '劳动' },
  family: { th: 'ครอบครัว', en: 'Family', zh: '家庭' },
  land: { th: 'ที่ดิน', en: 'Land', zh: '土地' },
  business: { th: 'ธุรกิจ', en: 'Business', zh: '商业' },
  ip: { th: 'ทรัพย์สินทางปัญญา', en: 'Intellectual property', zh: '知识产权' },
  trade: { th: 'การค้าระหว่างประเทศ', en: 'International trade', zh: '国际贸易' },
  condo: { th: 'นิติบุคคลอาคารชุด', en: 'Condominium juristic person', zh: '公寓法人' },
  inheritance: { th: 'มรดก', en: 'Inheritance', zh: '继承' },
  tax: { th: 'ภาษี', en: 'Tax', zh: '税务' },
  real_estate: { th: 'อสังหาริมทรัพย์', en: 'Real estate', zh: '房地产' },
} as const satisfies Record<string, Record<Lang, string>>;

export type AreaKey = keyof typeof AREA_LABELS;

/** One entry of a list: its stored `value` (the Thai label), its `key` and its `label` in each language. */
export type AreaEntry<K extends AreaKey> = {
  readonly value: (typeof AREA_LABELS)[K]['th'];
  readonly key: K;
  readonly label: (typeof AREA_LABELS)[K];
};

/** The entries of `keys`, in their order. */
export function areaEntries<const K extends readonly AreaKey[]>(
  keys: K,
): { readonly [I in keyof K]: AreaEntry<K[I]> } {
  return keys.map((key) => ({ value: AREA_LABELS[key].th, key, label: AREA_LABELS[key] })) as {
    readonly [I in keyof K]: AreaEntry<K[I]>;
  };
}
