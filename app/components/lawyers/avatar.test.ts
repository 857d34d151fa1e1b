import { describe, expect, it } from 'vitest';
import { avatarHue, avatarInitials } from './avatar.ts';

describe('avatarInitials', () => {
  it('takes the first consonant of a Thai first name and surname, skipping a leading vowel', () => {
    expect(avatarInitials('สมชาย ใจดี')).toBe('สจ');
    expect(avatarInitials('เอกชัย แสงทอง')).toBe('อส');
    expect(avatarInitials('ไพโรจน์ โชติช่วง')).toBe('พช');
  });

  it('leaves out a title written before a Thai name, apart or joined', () => {
    expect(avatarInitials('นาย สมชาย ใจดี')).toBe('สจ');
    expect(avatarInitials('นางสาวกมลวรรณ ทดสอบศรี')).toBe('กท');
    expect(avatarInitials('ทนายสาธิต ตัวอย่างดี')).toBe('สต');
  });

  it('takes Latin initials in capitals, without a title', () => {
    expect(avatarInitials('john smith')).toBe('JS');
    expect(avatarInitials('Dr. Anna Maria Lee')).toBe('AL');
    expect(avatarInitials('Madonna')).toBe('M');
  });

  it('takes the first character of a Chinese name', () => {
    expect(avatarInitials('王小明')).toBe('王');
  });

  it('gives nothing for an empty name', () => {
    expect(avatarInitials('   ')).toBe('');
  });
});

describe('avatarHue', () => {
  it('is the same for the same name and spreads different names', () => {
    expect(avatarHue('สมชาย ใจดี')).toBe(avatarHue('สมชาย ใจดี'));
    const hues = new Set(['สมชาย ใจดี', 'สมหญิง ทดสอบสุข', 'วิชัย สาธิตวงศ์', 'John Smith'].map(avatarHue));
    expect(hues.size).toBe(4);
    for (const h of hues) expect(h >= 0 && h < 360).toBe(true);
  });
});
