import { describe, expect, it } from 'vitest';
import { CASE_TYPES } from '../case-types.ts';
import { LANGS } from '../i18n.ts';
import {
  CONSULTATION_PACKAGES,
  PACKAGE_KEYS,
  packageDurationText,
  packageFeatureTexts,
  packagePriceText,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  SERVICE_PROCESS_STEPS,
  servicePriceText,
} from './services.ts';

describe('service categories', () => {
  it('are the six categories with the required price ranges in baht', () => {
    expect(SERVICE_CATEGORIES.map((c) => [c.key, c.priceMin, c.priceMax])).toEqual([
      ['criminal', 5000, 20000],
      ['family', 3000, 15000],
      ['business', 8000, 50000],
      ['labour', 4000, 18000],
      ['property', 5000, 25000],
      ['tax', 6000, 30000],
    ]);
    expect(SERVICE_CATEGORIES.map((c) => c.key)).toEqual([...SERVICE_CATEGORY_KEYS]);
  });

  it('mark only criminal cases as urgent', () => {
    expect(SERVICE_CATEGORIES.filter((c) => c.urgent).map((c) => c.key)).toEqual(['criminal']);
  });

  it('have a title, description and services in every language, and known case types', () => {
    const caseKeys = CASE_TYPES.map((c) => c.key) as string[];
    for (const c of SERVICE_CATEGORIES) {
      expect(c.services.length).toBeGreaterThan(0);
      for (const lang of LANGS) {
        expect(c.title[lang].trim()).not.toBe('');
        expect(c.description[lang].trim()).not.toBe('');
        for (const s of c.services) expect(s[lang].trim()).not.toBe('');
      }
      if (c.caseType !== null) expect(caseKeys).toContain(c.caseType);
    }
  });

  it('show the price range as text in each language', () => {
    const criminal = SERVICE_CATEGORIES[0]!;
    expect(servicePriceText(criminal, 'th')).toBe('5,000 - 20,000 บาท');
    expect(servicePriceText(criminal, 'en')).toBe('5,000 - 20,000 baht');
    expect(servicePriceText(SERVICE_CATEGORIES[2]!, 'zh')).toBe('8,000 - 50,000 泰铢');
  });
});

describe('consultation packages', () => {
  it('are quick (500/session, 30 min), full (1,500/session, 1 h, popular) and retainer (5,000/month)', () => {
    expect(
      CONSULTATION_PACKAGES.map((p) => ({
        key: p.key,
        price: p.price,
        period: p.period,
        minutes: p.durationMinutes,
        discount: p.litigationDiscountPercent,
        popular: p.popular,
      })),
    ).toEqual([
      { key: 'quick', price: 500, period: 'session', minutes: 30, discount: 0, popular: false },
      { key: 'full', price: 1500, period: 'session', minutes: 60, discount: 0, popular: true },
      { key: 'retainer', price: 5000, period: 'month', minutes: null, discount: 20, popular: false },
    ]);
    expect(CONSULTATION_PACKAGES.map((p) => p.key)).toEqual([...PACKAGE_KEYS]);
  });

  it('format price, length and features', () => {
    const [quick, full, retainer] = CONSULTATION_PACKAGES;
    expect(packagePriceText(quick!, 'th')).toBe('500 บาท ต่อครั้ง');
    expect(packagePriceText(full!, 'en')).toBe('1,500 baht per session');
    expect(packagePriceText(retainer!, 'en')).toBe('5,000 baht per month');
    expect(packagePriceText(retainer!, 'zh')).toBe('5,000 泰铢（每月）');
    expect(packageDurationText(30, 'th')).toBe('30 นาที');
    expect(packageDurationText(60, 'en')).toBe('1 hour');
    expect(packageDurationText(null, 'en')).toBe('Unlimited consultations');
    const retainerLines = packageFeatureTexts(retainer!, 'en');
    expect(retainerLines[0]).toBe('Unlimited consultations');
    expect(retainerLines).toContain('20% discount on litigation fees');
    expect(packageFeatureTexts(full!, 'th')[0]).toBe('1 ชั่วโมง');
    expect(packageFeatureTexts(quick!, 'th').some((l) => l.includes('%'))).toBe(false);
  });
});

describe('service process', () => {
  it('has the four steps in order', () => {
    expect(SERVICE_PROCESS_STEPS).toEqual(['contact', 'consult', 'plan', 'execute']);
  });
});
