import { describe, expect, it } from 'vitest';
import { CONSULTATION_FEE_PER_QUESTION, FEE_UNIT_LABELS, FEE_UNITS, formatFee } from './fees.ts';

describe('fee constants', () => {
  it('has the two units and their Thai labels', () => {
    expect(FEE_UNITS).toEqual(['per_session', 'per_hour']);
    expect(FEE_UNIT_LABELS.per_session.th).toBe('ต่อครั้ง');
    expect(FEE_UNIT_LABELS.per_hour.th).toBe('ต่อชั่วโมง');
    expect(CONSULTATION_FEE_PER_QUESTION).toBe(10);
  });
});

describe('formatFee', () => {
  it('formats a range', () => {
    expect(formatFee(1000, 5000, 'per_session', 'th')).toBe('1,000 - 5,000 บาท ต่อครั้ง');
    expect(formatFee(1000, 5000, 'per_session', 'en')).toBe('1,000 - 5,000 baht per session');
    expect(formatFee(1000, 5000, 'per_hour', 'zh')).toBe('1,000 - 5,000 泰铢（每小时）');
  });

  it('formats a minimum only', () => {
    expect(formatFee(12500, null, 'per_hour', 'th')).toBe('เริ่มต้น 12,500 บาท ต่อชั่วโมง');
    expect(formatFee(12500, null, 'per_hour', 'en')).toBe('From 12,500 baht per hour');
  });

  it('formats a maximum only', () => {
    expect(formatFee(null, 1500000, 'per_session', 'th')).toBe('ไม่เกิน 1,500,000 บาท ต่อครั้ง');
    expect(formatFee(null, 1500000, 'per_session', 'en')).toBe('Up to 1,500,000 baht per session');
  });

  it('leaves the unit out when unknown', () => {
    expect(formatFee(1000, 5000, null, 'th')).toBe('1,000 - 5,000 บาท');
    expect(formatFee(0, null, null, 'en')).toBe('From 0 baht');
  });

  it('shows one amount when min equals max', () => {
    expect(formatFee(3000, 3000, 'per_session', 'en')).toBe('3,000 baht per session');
  });

  it('is null without any amount', () => {
    expect(formatFee(null, null, 'per_session', 'th')).toBeNull();
  });
});
