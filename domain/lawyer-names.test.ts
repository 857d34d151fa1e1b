import { describe, expect, it } from 'vitest';
import {
  joinedLawyerName,
  lawyerName,
  lawyerTitle,
  romanisedName,
  withJoinedLawyerName,
} from './lawyer-names.ts';
import { latinSpellings } from './romanize.ts';
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
    // No Chinese name: the English one on /zh, never the Thai script
    expect(lawyerName(lawyer, 'zh')).toBe('Somchai Jaidee');
    expect(lawyerName({ ...lawyer, nameZh: '颂猜' }, 'zh')).toBe('颂猜');
    expect(lawyerName({ ...lawyer, nameZh: '颂猜' }, 'en')).toBe('Somchai Jaidee');
    expect(lawyerTitle(lawyer, 'th')).toBe('ทนายความ');
    expect(lawyerTitle(lawyer, 'en')).toBe('Lawyer');
    expect(lawyerTitle(lawyer, 'zh')).toBe('律师');
    // Thai script only when the listing has no other form
    expect(lawyerName({ name: 'สมศรี', nameEn: '  ' }, 'en')).toBe('สมศรี');
    expect(lawyerName({ name: 'สมศรี', nameEn: null, nameZh: null, nameLatin: null }, 'zh')).toBe('สมศรี');
    expect(lawyerTitle({ title: null }, 'en')).toBeNull();
  });
});

describe('lawyerName with the romanised name', () => {
  // As the server writes it (lawyers.name_latin): the RTGS spelling, then the common one
  const romanised = { name: 'สมชาย ใจดี', nameEn: null, nameZh: null, nameLatin: latinSpellings('สมชาย ใจดี') };

  it('shows the RTGS spelling, capitalised, on /en and /zh when there is no English or Chinese name', () => {
    expect(romanised.nameLatin).toBe('somchai chaidi somchai jaidi');
    expect(lawyerName(romanised, 'en')).toBe('Somchai Chaidi');
    expect(lawyerName(romanised, 'zh')).toBe('Somchai Chaidi');
    expect(lawyerName(romanised, 'th')).toBe('สมชาย ใจดี');
    expect(lawyerName({ ...romanised, nameEn: 'Somchai Jaidee' }, 'zh')).toBe('Somchai Jaidee');
    expect(lawyerName({ ...romanised, nameZh: '颂猜·哉迪' }, 'zh')).toBe('颂猜·哉迪');
  });

  it('takes one word for each word of the Thai name, also when both spellings are the same', () => {
    const one = { name: 'สถิตย์ ตัวยางดี', nameLatin: latinSpellings('สถิตย์ ตัวยางดี') };
    expect(romanisedName(one)).toBe('Sathit Tuayangdi');
    expect(romanisedName({ name: 'สมชาย ใจดี', nameLatin: '' })).toBeNull();
    expect(romanisedName({ name: 'สมชาย ใจดี', nameLatin: null })).toBeNull();
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

describe('joinedLawyerName', () => {
  const joined = { lawyerName: 'สมชาย ใจดี', lawyerNameEn: null, lawyerNameZh: '颂猜', lawyerNameLatin: null };
  it('names a listing joined beside another record as lawyerName does, in the page’s language', () => {
    expect(joinedLawyerName(joined, 'th')).toBe('สมชาย ใจดี');
    expect(joinedLawyerName(joined, 'zh')).toBe('颂猜');
    expect(joinedLawyerName(joined, 'en')).toBe('สมชาย ใจดี');
  });
  it('is null when the record has no listing', () => {
    expect(joinedLawyerName({ ...joined, lawyerName: null }, 'zh')).toBeNull();
  });
});

describe('withJoinedLawyerName', () => {
  const row = {
    id: 'a1',
    lawyerName: 'สมชาย ใจดี',
    lawyerNameEn: 'Somchai Jaidee',
    lawyerNameZh: null,
    lawyerNameLatin: 'somchai chaidi',
  };
  it('keeps the record, names its listing in the page’s language and drops the columns the name came from', () => {
    expect(withJoinedLawyerName(row, 'zh')).toEqual({ id: 'a1', lawyerName: 'Somchai Jaidee' });
    expect(withJoinedLawyerName(row, 'th')).toEqual({ id: 'a1', lawyerName: 'สมชาย ใจดี' });
    expect(row.lawyerNameEn).toBe('Somchai Jaidee');
  });
  it('keeps a record without a listing, its name null', () => {
    expect(withJoinedLawyerName({ ...row, lawyerName: null }, 'en')).toEqual({ id: 'a1', lawyerName: null });
  });
});
