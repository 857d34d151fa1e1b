import { describe, expect, it } from 'vitest';
import { matchesBudget } from '#domain/budget.ts';
import { SERVICE_CATEGORIES } from '#domain/content/services.ts';
import { generateDemoLawyers } from './demo-lawyers.ts';

// The demo lawyers read as real ones would (docs/product-rules.md, "Pages and texts": demo data).
const rows = generateDemoLawyers();
const verified = rows.filter((r) => r.verified);

const HUBS = ['กรุงเทพมหานคร', 'ชลบุรี', 'ภูเก็ต', 'เชียงใหม่', 'ประจวบคีรีขันธ์', 'สุราษฎร์ธานี'];
const share = (list: typeof rows, language: string) =>
  list.filter((r) => r.languages?.includes(language)).length / list.length;

describe('demo lawyers', () => {
  it('ask fees per session within reach of the services page, the high end above it but not beyond 90,000', () => {
    const perSession = rows.filter((r) => r.feeUnit === 'per_session');
    const servicesMax = Math.max(...SERVICE_CATEGORIES.map((c) => c.priceMax));
    const amounts = perSession.flatMap((r) => [r.feeMin, r.feeMax]).filter((n): n is number => n !== null);
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...amounts)).toBeLessThanOrEqual(90_000);
    // Most of them within the services page's ranges; those above are the high band.
    const above = perSession.filter((r) => (r.feeMax ?? r.feeMin ?? 0) > servicesMax);
    expect(above.length / perSession.length).toBeLessThan(0.25);
    for (const r of above) expect(r.feeMin ?? 0).toBeGreaterThanOrEqual(20_000);
  });

  it('ask a range of the high budget band only after ten years of practice', () => {
    const high = rows.filter((r) => r.feeMax !== null && (r.feeMin ?? 0) >= 50_000);
    expect(high.length).toBeGreaterThan(10);
    for (const r of high) expect(r.experience, r.name).toBeGreaterThanOrEqual(10);
  });

  it('ask fees per hour between 1,000 and 8,000 baht', () => {
    const perHour = rows.filter((r) => r.feeUnit === 'per_hour');
    expect(perHour.length).toBeGreaterThan(10);
    for (const r of perHour) {
      for (const n of [r.feeMin, r.feeMax]) if (n !== null) expect(n).toBeGreaterThanOrEqual(1000);
      if (r.feeMin !== null) expect(r.feeMin).toBeLessThanOrEqual(5000);
      if (r.feeMax !== null) expect(r.feeMax).toBeLessThanOrEqual(8000);
    }
  });

  it('fill every budget band with verified listings', () => {
    for (const band of ['low', 'medium', 'high'] as const) {
      const n = verified.filter((r) => matchesBudget(band, r.feeMin ?? null, r.feeMax ?? null)).length;
      expect(n, band).toBeGreaterThanOrEqual(20);
    }
  });

  it('all speak Thai; English and Chinese where foreigners live and visit, elsewhere mostly Thai only', () => {
    expect(rows.every((r) => r.languages?.includes('ไทย'))).toBe(true);
    const hubs = rows.filter((r) => HUBS.includes(r.province ?? ''));
    const elsewhere = rows.filter((r) => !HUBS.includes(r.province ?? ''));
    expect(share(hubs, 'อังกฤษ')).toBeGreaterThan(0.5);
    expect(share(hubs, 'จีน')).toBeGreaterThan(0.2);
    expect(share(elsewhere, 'อังกฤษ')).toBeLessThan(0.1);
    expect(share(elsewhere, 'จีน')).toBe(0);
    expect(elsewhere.filter((r) => r.languages?.length === 1).length / elsewhere.length).toBeGreaterThan(0.6);
    for (const province of HUBS) {
      const here = verified.filter((r) => r.province === province);
      expect(share(here, 'อังกฤษ'), province).toBeGreaterThanOrEqual(0.5);
    }
    // Pattaya's people who ask in English find Chonburi's lawyers (tests/e2e/routing.spec.ts); Bangkok has
    // Chinese speakers.
    expect(
      share(
        verified.filter((r) => r.province === 'ชลบุรี'),
        'อังกฤษ',
      ),
    ).toBe(1);
    expect(verified.some((r) => r.province === 'กรุงเทพมหานคร' && r.languages?.includes('จีน'))).toBe(true);
  });
});
