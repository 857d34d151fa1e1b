import { describe, expect, it } from 'vitest';
import { featuredDescription } from './featured.ts';

const now = new Date('2024-06-15T05:00:00Z'); // BE 2567

describe('featuredDescription', () => {
  it('returns the trimmed stored description when not blank', () => {
    expect(
      featuredDescription({ description: '  ทนายดี  ', experience: 10, experienceAreas: ['แพ่ง'] }, now),
    ).toBe('ทนายดี');
  });

  it('builds the default text from experience and the first area when blank', () => {
    expect(
      featuredDescription({ description: '   ', experience: 14, experienceAreas: ['แพ่ง', 'อาญา'] }, now),
    ).toBe('ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. 2553 เชี่ยวชาญคดีแพ่ง');
    expect(featuredDescription({ description: null, experience: 3, experienceAreas: [] }, now)).toBe(
      'ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. 2564',
    );
  });

  it('leaves the year out when experience is 0 or null', () => {
    expect(featuredDescription({ description: '', experience: 0, experienceAreas: ['มรดก'] }, now)).toBe(
      'ทนายความผู้เชี่ยวชาญคดีมรดก',
    );
    expect(featuredDescription({ description: null, experience: null, experienceAreas: ['อาญา'] }, now)).toBe(
      'ทนายความผู้เชี่ยวชาญคดีอาญา',
    );
  });

  it('has a generic text without experience and areas', () => {
    const text = featuredDescription({ description: null, experience: 0, experienceAreas: [] }, now);
    expect(text).toBe('ทนายความผู้ผ่านการตรวจสอบจากเครือข่ายทนายความ');
    expect(text).not.toContain('พ.ศ.');
  });

  it('skips blank areas and does not double the word คดี', () => {
    expect(
      featuredDescription({ description: null, experience: 0, experienceAreas: [' ', 'คดีแรงงาน'] }, now),
    ).toBe('ทนายความผู้เชี่ยวชาญคดีแรงงาน');
  });
});

describe('featuredDescription in English and Chinese', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('uses the Gregorian year and the translated area', () => {
    const lawyer = { description: '  ', experience: 16, experienceAreas: ['แพ่ง', 'อาญา'] };
    expect(featuredDescription(lawyer, now, 'en')).toBe(
      'A lawyer practising since 2010, specialising in civil cases',
    );
    expect(featuredDescription(lawyer, now, 'zh')).toBe('自 2010 年起执业的律师，擅长民事案件');
    expect(featuredDescription(lawyer, now, 'th')).toBe('ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. 2553 เชี่ยวชาญคดีแพ่ง');
  });
  it('keeps a stored description in every language', () => {
    const lawyer = { description: 'เขียนเอง', experience: 3, experienceAreas: [] };
    expect(featuredDescription(lawyer, now, 'en')).toBe('เขียนเอง');
  });
});
