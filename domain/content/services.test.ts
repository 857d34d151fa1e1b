import { describe, expect, it } from 'vitest';
import appointmentEn from '#i18n/appointment.en.json';
import appointmentTh from '#i18n/appointment.th.json';
import appointmentZh from '#i18n/appointment.zh.json';
import coreEn from '#i18n/en.json';
import infoEn from '#i18n/info.en.json';
import infoTh from '#i18n/info.th.json';
import infoZh from '#i18n/info.zh.json';
import mailEn from '#i18n/mail.en.json';
import mailTh from '#i18n/mail.th.json';
import mailZh from '#i18n/mail.zh.json';
import coreTh from '#i18n/th.json';
import coreZh from '#i18n/zh.json';
import { FREE_FIRST_CONSULTATION_MINUTES } from '../booking.ts';
import { CASE_TYPES } from '../case-types.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '../fees.ts';
import { LANGS } from '../i18n.ts';
import { HOME_FAQ } from './home-faq.ts';
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
  it('are the free first consultation (as long as booking says), full (1,500/session, 1 h, popular) and retainer (5,000/month)', () => {
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
      {
        key: 'first',
        price: 0,
        period: 'session',
        minutes: FREE_FIRST_CONSULTATION_MINUTES,
        discount: 0,
        popular: false,
      },
      { key: 'full', price: 1500, period: 'session', minutes: 60, discount: 0, popular: true },
      { key: 'retainer', price: 5000, period: 'month', minutes: null, discount: 20, popular: false },
    ]);
    expect(CONSULTATION_PACKAGES.map((p) => p.key)).toEqual([...PACKAGE_KEYS]);
  });

  it('format price, length and features', () => {
    const [first, full, retainer] = CONSULTATION_PACKAGES;
    expect(packagePriceText(first!, 'th')).toBe('ฟรี');
    expect(packagePriceText(first!, 'en')).toBe('Free');
    expect(packagePriceText(first!, 'zh')).toBe('免费');
    expect(packageFeatureTexts(first!, 'en')[0]).toBe('30 minutes');
    expect(packagePriceText(full!, 'th')).toBe('1,500 บาท ต่อครั้ง');
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
    expect(packageFeatureTexts(first!, 'th').some((l) => l.includes('%'))).toBe(false);
  });
});

describe('one story for the first consultation', () => {
  it('no package sells a consultation the booking pages give for free', () => {
    for (const pkg of CONSULTATION_PACKAGES) {
      if (pkg.durationMinutes !== null && pkg.durationMinutes <= FREE_FIRST_CONSULTATION_MINUTES)
        expect(pkg.price, pkg.key).toBe(0);
    }
  });

  it("home's answer about the cost names the question's fee and the free first minutes", () => {
    for (const lang of LANGS) {
      const cost = HOME_FAQ[lang][1]!.answer;
      expect(cost).toContain(`${CONSULTATION_FEE_PER_QUESTION} `);
      expect(cost).toContain(`${FREE_FIRST_CONSULTATION_MINUTES} `);
    }
  });

  it("home's description and its 'clear prices' say the question's fee with its constant", () => {
    for (const core of [coreTh, coreEn, coreZh]) {
      for (const text of [core.meta.home.description, core.home.why.price.body]) {
        expect(text).toContain('{{amount}}');
        expect(text).not.toMatch(/\b10\b/);
      }
    }
  });

  it('the services page, the booking page and the booking e-mail say it with the one constant', () => {
    const texts = [
      infoTh.services.packagesNote,
      infoEn.services.packagesNote,
      infoZh.services.packagesNote,
      appointmentTh.meta.description,
      appointmentEn.meta.description,
      appointmentZh.meta.description,
      appointmentTh.panels.free.body,
      appointmentEn.panels.free.body,
      appointmentZh.panels.free.body,
      mailTh.appointmentRequest.callback,
      mailEn.appointmentRequest.callback,
      mailZh.appointmentRequest.callback,
    ];
    for (const text of texts) {
      expect(text).toContain('{{minutes}}');
      expect(text).not.toMatch(/\b30\b|\b500\b/);
    }
  });
});

describe('service process', () => {
  it('has the four steps in order', () => {
    expect(SERVICE_PROCESS_STEPS).toEqual(['contact', 'consult', 'plan', 'execute']);
  });
});
