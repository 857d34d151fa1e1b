import { describe, expect, it } from 'vitest';
import { askPrefillFrom, askPrefillQuery, specialtyForCaseType, suggestedCaseTypes } from './ask-prefill.ts';

describe('the ask form filled in ahead', () => {
  it('gives each case type the first specialty mapped to it, none to those without one', () => {
    expect(specialtyForCaseType('แรงงาน')).toBe('แรงงาน');
    expect(specialtyForCaseType('ธุรกิจ')).toBe('ธุรกิจ');
    expect(specialtyForCaseType('ที่ดิน')).toBe('อสังหาริมทรัพย์');
    expect(specialtyForCaseType('นิติบุคคลอาคารชุด')).toBe('อสังหาริมทรัพย์');
    expect(specialtyForCaseType('มรดก')).toBeNull();
    expect(specialtyForCaseType('nonsense')).toBeNull();
  });

  it('writes the text, the specialties once each and a known province, and reads them back', () => {
    const query = askPrefillQuery(' ถูกเลิกจ้าง ', ['ที่ดิน', 'นิติบุคคลอาคารชุด', 'มรดก'], 'เชียงใหม่');
    expect(query).toBe(
      new URLSearchParams([
        ['content', 'ถูกเลิกจ้าง'],
        ['specialties', 'อสังหาริมทรัพย์'],
        ['province', 'เชียงใหม่'],
      ]).toString(),
    );
    expect(askPrefillFrom(new URLSearchParams(query))).toEqual({
      content: 'ถูกเลิกจ้าง',
      specialties: ['อสังหาริมทรัพย์'],
      province: 'เชียงใหม่',
    });
  });

  it('ignores unknown specialties and provinces', () => {
    const params = new URLSearchParams('specialties=x&specialties=แรงงาน&province=Atlantis');
    expect(askPrefillFrom(params)).toEqual({ content: '', specialties: ['แรงงาน'], province: '' });
    expect(askPrefillQuery('', [], 'Atlantis')).toBe('');
  });
});

describe('the case types a triage suggests', () => {
  it('are the best, and the second when its share is at least half the best', () => {
    expect(suggestedCaseTypes([])).toEqual([]);
    expect(
      suggestedCaseTypes([
        { value: 'แรงงาน', score: 0.6 },
        { value: 'แพ่ง', score: 0.3 },
      ]),
    ).toEqual(['แรงงาน', 'แพ่ง']);
    expect(
      suggestedCaseTypes([
        { value: 'แรงงาน', score: 0.7 },
        { value: 'แพ่ง', score: 0.2 },
      ]),
    ).toEqual(['แรงงาน']);
  });
});
