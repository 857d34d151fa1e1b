import { describe, expect, it } from 'vitest';
import { lawyerName, lawyerTitle } from './lawyer-names.ts';
import { thaiLang } from './text.ts';

const lawyer = {
  name: 'สมชาย ใจดี',
  nameEn: 'Somchai Jaidee',
  nameZh: null,
  title: 'ทนายความ',
  titleEn: 'Lawyer',
  titleZh: '律师',
};

describe('lawyerName and lawyerTitle', () => {
  it("give the page language's name and title, else the Thai ones", () => {
    expect(lawyerName(lawyer, 'th')).toBe('สมชาย ใจดี');
    expect(lawyerName(lawyer, 'en')).toBe('Somchai Jaidee');
    expect(lawyerName(lawyer, 'zh')).toBe('สมชาย ใจดี');
    expect(lawyerTitle(lawyer, 'th')).toBe('ทนายความ');
    expect(lawyerTitle(lawyer, 'en')).toBe('Lawyer');
    expect(lawyerTitle(lawyer, 'zh')).toBe('律师');
    expect(lawyerName({ name: 'สมศรี', nameEn: '  ' }, 'en')).toBe('สมศรี');
    expect(lawyerTitle({ title: null }, 'en')).toBeNull();
  });
});

describe('thaiLang', () => {
  it('marks Thai text on the English and Chinese pages only', () => {
    expect(thaiLang('สมชาย', 'en')).toBe('th');
    expect(thaiLang('Lawyer สมชาย', 'zh')).toBe('th');
    expect(thaiLang('สมชาย', 'th')).toBeUndefined();
    expect(thaiLang('Somchai', 'en')).toBeUndefined();
    expect(thaiLang(null, 'en')).toBeUndefined();
  });
});
