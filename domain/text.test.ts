import { describe, expect, it } from 'vitest';
import { asciiDigits, truncateText } from './text.ts';

describe('truncateText', () => {
  it('keeps short texts and squeezes white space', () => {
    expect(truncateText('  สวัสดี   ครับ ', 20)).toBe('สวัสดี ครับ');
  });

  it('never splits a Thai grapheme cluster', () => {
    // 'ที่' is one cluster of three code units; cutting after 'ท' would leave a broken vowel/tone mark.
    const text = 'ที่ดินที่ดินที่ดิน';
    expect(truncateText(text, 3)).toBe('…');
    expect(truncateText(text, 4)).toBe('ที่…');
    expect(truncateText(text, 6)).toBe('ที่ดิ…');
    for (let max = 2; max < text.length; max++)
      expect(truncateText(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('asciiDigits', () => {
  it('writes Thai and full-width digits as ASCII ones and leaves everything else', () => {
    expect(asciiDigits('๐๘๑-๒๓๔ ５６７ 89 สิบ 十')).toBe('081-234 567 89 สิบ 十');
    expect(asciiDigits('')).toBe('');
  });
});
