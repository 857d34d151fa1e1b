import { describe, expect, it } from 'vitest';
import { lawyerLanguageOfLang, textInterfaceLanguage, textLanguage } from './text-language.ts';

describe('the language of routing', () => {
  it('is the page’s language by default: th → ไทย, en → อังกฤษ, zh → จีน', () => {
    expect(lawyerLanguageOfLang('th')).toBe('ไทย');
    expect(lawyerLanguageOfLang('en')).toBe('อังกฤษ');
    expect(lawyerLanguageOfLang('zh')).toBe('จีน');
  });

  it('of a text is its script: Thai, Chinese characters, else English', () => {
    expect(textLanguage('ถูกเลิกจ้างที่พัทยา')).toBe('ไทย');
    expect(textLanguage('我在芭提雅被解雇了')).toBe('จีน');
    expect(textLanguage('I was fired in Pattaya')).toBe('อังกฤษ');
    expect(textLanguage('')).toBe('อังกฤษ');
    // Mixed: the more frequent script; a Thai place name in a Chinese text stays Chinese.
    expect(textLanguage('我在พัทยา被公司解雇了没有补偿')).toBe('จีน');
    expect(textLanguage('โดนไล่ออกจากบริษัท 公司')).toBe('ไทย');
  });

  it("as an interface language: th, en or zh by the same count, the page's language for a text without letters", () => {
    expect(textInterfaceLanguage('ถูกเลิกจ้างที่พัทยา', 'en')).toBe('th');
    expect(textInterfaceLanguage('我在芭提雅被解雇了', 'th')).toBe('zh');
    expect(textInterfaceLanguage('I was fired in Pattaya', 'th')).toBe('en');
    expect(textInterfaceLanguage('123 456 !', 'zh')).toBe('zh');
  });
});
