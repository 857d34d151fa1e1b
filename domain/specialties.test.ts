import { describe, expect, it } from 'vitest';
import { AREA_LABELS } from './area-labels.ts';
import { CASE_TYPE_VALUES, CASE_TYPES } from './case-types.ts';
import {
  areaFromName,
  caseTypesForSpecialties,
  isSpecialty,
  SPECIALTIES,
  SPECIALTY_TO_CASE_TYPES,
} from './specialties.ts';

describe('specialties', () => {
  it('lists the 8 ask-form specialties', () => {
    expect(SPECIALTIES.map((s) => s.value)).toEqual([
      'อาญา',
      'แพ่ง',
      'ครอบครัว',
      'ธุรกิจ',
      'แรงงาน',
      'ภาษี',
      'อสังหาริมทรัพย์',
      'ทรัพย์สินทางปัญญา',
    ]);
    expect(isSpecialty('ภาษี')).toBe(true);
    expect(isSpecialty('มรดก')).toBe(false);
  });

  it('maps every specialty onto known case types', () => {
    for (const s of SPECIALTIES) {
      const mapped = SPECIALTY_TO_CASE_TYPES[s.value];
      expect(mapped.length).toBeGreaterThan(0);
      for (const c of mapped) expect(CASE_TYPE_VALUES).toContain(c);
    }
    expect(SPECIALTY_TO_CASE_TYPES['ภาษี']).toEqual(['ธุรกิจ']);
    expect(SPECIALTY_TO_CASE_TYPES['อสังหาริมทรัพย์']).toEqual(['ที่ดิน', 'นิติบุคคลอาคารชุด']);
  });

  it('reads its labels from the one table the case types read theirs from', () => {
    for (const item of [...CASE_TYPES, ...SPECIALTIES]) {
      expect(item.label).toBe(AREA_LABELS[item.key]);
      expect(item.value).toBe(item.label.th);
    }
    const shared = SPECIALTIES.filter((s) => CASE_TYPES.some((c) => c.key === s.key));
    expect(shared.map((s) => s.key)).toEqual(['criminal', 'civil', 'family', 'business', 'labour', 'ip']);
    for (const s of shared) expect(CASE_TYPES.find((c) => c.key === s.key)?.label).toBe(s.label);
  });
});

describe('caseTypesForSpecialties', () => {
  it('deduplicates in order of first appearance', () => {
    expect(caseTypesForSpecialties(['ธุรกิจ', 'ภาษี', 'อสังหาริมทรัพย์', 'แพ่ง', 'ธุรกิจ'])).toEqual([
      'ธุรกิจ',
      'ที่ดิน',
      'นิติบุคคลอาคารชุด',
      'แพ่ง',
    ]);
  });

  it('keeps case types and ignores unknown values', () => {
    expect(caseTypesForSpecialties(['มรดก', 'อะไรก็ได้', 'ภาษี'])).toEqual(['มรดก', 'ธุรกิจ']);
    expect(caseTypesForSpecialties([])).toEqual([]);
  });
});

describe('a case type or specialty typed by its name (areaFromName)', () => {
  it('reads the value and the th, en and zh labels in any letter case and spacing', () => {
    for (const name of ['แพ่ง', 'Civil', 'civil', ' CIVIL ', '民事']) expect(areaFromName(name)).toBe('แพ่ง');
    expect(areaFromName('Real  estate')).toBe('อสังหาริมทรัพย์');
    expect(areaFromName('tax')).toBe('ภาษี');
    expect(areaFromName('Condominium juristic person')).toBe('นิติบุคคลอาคารชุด');
    expect(areaFromName('继承')).toBe('มรดก');
    expect(areaFromName('Civil law')).toBeNull();
    expect(areaFromName('')).toBeNull();
  });

  it('knows every label of both lists, each naming one stored value', () => {
    for (const item of [...CASE_TYPES, ...SPECIALTIES])
      for (const label of Object.values(item.label))
        expect(areaFromName(label.toUpperCase())).toBe(item.value);
  });
});
