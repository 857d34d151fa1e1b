import { describe, expect, it } from 'vitest';
import { RESPONSIVENESS_MIN_SAMPLES, responsivenessHours } from './responsiveness.ts';

const h = (hours: number) => hours * 3_600_000;

describe('responsivenessHours', () => {
  it('is null with fewer than the minimum of samples', () => {
    expect(RESPONSIVENESS_MIN_SAMPLES).toBe(5);
    expect(responsivenessHours([])).toBeNull();
    expect(responsivenessHours([h(1), h(2), h(3), h(4)])).toBeNull();
  });

  it('is the median of an odd number of samples, whatever their order', () => {
    expect(responsivenessHours([h(30), h(2), h(5), h(1), h(4)])).toBe(4);
  });

  it('is the mean of the two middle samples of an even number, rounded up to a whole hour', () => {
    // Middle samples 3 h and 4 h: 3.5 h, shown as 4.
    expect(responsivenessHours([h(1), h(2), h(3), h(4), h(50), h(60)])).toBe(4);
    expect(responsivenessHours([h(2.1), h(2.1), h(2.1), h(9), h(9)])).toBe(3);
  });

  it('says at least one hour, and ignores negative or broken durations', () => {
    expect(responsivenessHours([60_000, 60_000, 60_000, 60_000, 60_000])).toBe(1);
    expect(responsivenessHours([0, 0, 0, 0, 0])).toBe(1);
    expect(responsivenessHours([h(1), h(1), h(1), h(1), -h(1)])).toBeNull();
    expect(responsivenessHours([h(1), h(1), h(1), h(1), Number.NaN])).toBeNull();
  });
});
