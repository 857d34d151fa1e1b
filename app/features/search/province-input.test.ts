import { describe, expect, it } from 'vitest';
import { PROVINCES } from '#domain/provinces.ts';
import { provinceForInput, provinceFromInput, provinceSuggestions } from './province-input.ts';

describe('the search form’s province field', () => {
  it('shows and suggests provinces in the page language', () => {
    expect(provinceForInput('เชียงใหม่', 'th')).toBe('เชียงใหม่');
    expect(provinceForInput('เชียงใหม่', 'en')).toBe('Chiang Mai');
    expect(provinceForInput('เชียงใหม่', 'zh')).toBe('清迈');
    expect(provinceForInput('เชียง', 'en')).toBe('เชียง'); // typed, not a province: as typed
    expect(provinceForInput('', 'en')).toBe('');
    expect([...provinceSuggestions('th')].sort()).toEqual(PROVINCES.map((p) => p.th).sort());
    expect(provinceSuggestions('en').slice(0, 2)).toEqual(['Amnat Charoen', 'Ang Thong']);
    expect(provinceSuggestions('en')).toContain('Bangkok');
    expect(provinceSuggestions('zh').join('')).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(provinceSuggestions('zh')).toContain('曼谷');
  });

  it('searches by the stored Thai name whatever the field shows', () => {
    for (const p of PROVINCES) {
      expect(provinceFromInput(p.en)).toBe(p.th);
      expect(provinceFromInput(provinceForInput(p.th, 'en'))).toBe(p.th);
      expect(provinceFromInput(p.th)).toBe(p.th);
      expect(provinceFromInput(p.zh)).toBe(p.th);
      expect(provinceFromInput(provinceForInput(p.th, 'zh'))).toBe(p.th);
    }
    expect(provinceFromInput('  chiang mai ')).toBe('เชียงใหม่');
    expect(provinceFromInput('Chiang')).toBe('Chiang'); // a part of a name is searched as typed
  });
});
