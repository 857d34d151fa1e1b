import { describe, expect, it } from 'vitest';
import { BUDGET_BANDS, BUDGET_RULES, isBudgetBand, matchesBudget } from './budget.ts';

describe('budget bands', () => {
  it('has low, medium, high with labels in three languages', () => {
    expect(BUDGET_BANDS.map((b) => b.value)).toEqual(['low', 'medium', 'high']);
    expect(BUDGET_BANDS[0].label.th).toBe('ต่ำ (ไม่เกิน 10,000 บาท)');
    for (const b of BUDGET_BANDS) {
      expect(b.label.th).not.toBe('');
      expect(b.label.en).not.toBe('');
      expect(b.label.zh).not.toBe('');
    }
    expect(BUDGET_RULES).toEqual({
      low: { feeMaxAtMost: 10000 },
      medium: { feeMinAtLeast: 10000, feeMaxAtMost: 50000 },
      high: { feeMinAtLeast: 50000 },
    });
  });

  it('isBudgetBand accepts only the three values', () => {
    expect(isBudgetBand('low')).toBe(true);
    expect(isBudgetBand('all')).toBe(false);
    expect(isBudgetBand(undefined)).toBe(false);
  });
});

describe('matchesBudget', () => {
  it('low: fee_max at most 10,000 (10,000 included), fee_min irrelevant', () => {
    expect(matchesBudget('low', null, 10000)).toBe(true);
    expect(matchesBudget('low', 500, 9999)).toBe(true);
    expect(matchesBudget('low', 20000, 10000)).toBe(true);
    expect(matchesBudget('low', 1000, 10001)).toBe(false);
    expect(matchesBudget('low', 1000, null)).toBe(false);
  });

  it('medium: fee_min at least 10,000 and fee_max at most 50,000', () => {
    expect(matchesBudget('medium', 10000, 50000)).toBe(true);
    expect(matchesBudget('medium', 10000, 10000)).toBe(true);
    expect(matchesBudget('medium', 9999, 20000)).toBe(false);
    expect(matchesBudget('medium', 20000, 50001)).toBe(false);
    expect(matchesBudget('medium', null, 20000)).toBe(false);
    expect(matchesBudget('medium', 20000, null)).toBe(false);
  });

  it('high: fee_min at least 50,000, fee_max irrelevant', () => {
    expect(matchesBudget('high', 50000, null)).toBe(true);
    expect(matchesBudget('high', 50000, 50000)).toBe(true);
    expect(matchesBudget('high', 49999, 100000)).toBe(false);
    expect(matchesBudget('high', null, 100000)).toBe(false);
  });

  it('10,000 exactly is in both low and medium; 50,000 in both medium and high', () => {
    expect(matchesBudget('low', 10000, 10000)).toBe(true);
    expect(matchesBudget('medium', 10000, 10000)).toBe(true);
    expect(matchesBudget('medium', 50000, 50000)).toBe(true);
    expect(matchesBudget('high', 50000, 50000)).toBe(true);
    expect(matchesBudget('low', 50000, 50000)).toBe(false);
  });

  it('no fees at all matches nothing', () => {
    for (const b of BUDGET_BANDS) expect(matchesBudget(b.value, null, null)).toBe(false);
  });
});
