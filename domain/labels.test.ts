import { describe, expect, it } from 'vitest';
import { CASE_TYPE_VALUES, CASE_TYPES, caseTypeLabel, isCaseType } from './case-types.ts';
import { EMERGENCY_NUMBERS } from './contact.ts';
import { DEFAULT_LANG, HTML_LANG, isLang, LANGS } from './i18n.ts';
import * as domain from './index.ts';
import { isLawyerLanguage, LAWYER_LANGUAGES, lawyerLanguageLabel } from './lawyer-languages.ts';
import { REGIONS } from './provinces.ts';

describe('i18n', () => {
  it('has th, en, zh with th the default', () => {
    expect(LANGS).toEqual(['th', 'en', 'zh']);
    expect(DEFAULT_LANG).toBe('th');
    expect(HTML_LANG.zh).toBe('zh-CN');
    expect(isLang('en')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(null)).toBe(false);
  });
});

describe('case types', () => {
  it('lists the 10 spec case types in order', () => {
    expect(CASE_TYPE_VALUES).toEqual([
      'แพ่ง',
      'อาญา',
      'แรงงาน',
      'ครอบครัว',
      'ที่ดิน',
      'ธุรกิจ',
      'ทรัพย์สินทางปัญญา',
      'การค้าระหว่างประเทศ',
      'นิติบุคคลอาคารชุด',
      'มรดก',
    ]);
    expect(CASE_TYPES.map((c) => c.key)).toEqual([
      'civil',
      'criminal',
      'labour',
      'family',
      'land',
      'business',
      'ip',
      'trade',
      'condo',
      'inheritance',
    ]);
    expect(isCaseType('มรดก')).toBe(true);
    expect(isCaseType('all')).toBe(false);
  });

  it('labels known values and returns unknown ones unchanged', () => {
    expect(caseTypeLabel('แพ่ง', 'en')).toBe('Civil');
    expect(caseTypeLabel('แพ่ง', 'th')).toBe('แพ่ง');
    expect(caseTypeLabel('ภาษีอากร', 'en')).toBe('ภาษีอากร');
  });
});

describe('lawyer languages', () => {
  it('lists the 7 languages', () => {
    expect(LAWYER_LANGUAGES.map((l) => l.value)).toEqual([
      'ไทย',
      'อังกฤษ',
      'จีน',
      'พม่า',
      'มาเลย์',
      'ลาว',
      'เขมร',
    ]);
    expect(isLawyerLanguage('ลาว')).toBe(true);
    expect(isLawyerLanguage('ญี่ปุ่น')).toBe(false);
    expect(lawyerLanguageLabel('อังกฤษ', 'en')).toBe('English');
    expect(lawyerLanguageLabel('ญี่ปุ่น', 'en')).toBe('ญี่ปุ่น');
  });
});

describe('emergency numbers', () => {
  it('has the four hotlines', () => {
    expect(EMERGENCY_NUMBERS.map((e) => e.number)).toEqual(['191', '1669', '1155', '1300']);
  });
});

describe('every label exists in th, en and zh', () => {
  const lists: { name: string; items: readonly { label: Record<string, string> }[] }[] = [
    { name: 'case types', items: CASE_TYPES },
    { name: 'lawyer languages', items: LAWYER_LANGUAGES },
    { name: 'regions', items: REGIONS },
    { name: 'budget bands', items: domain.BUDGET_BANDS },
    { name: 'meeting types', items: domain.MEETING_TYPES },
    { name: 'urgency levels', items: domain.URGENCY_LEVELS },
    { name: 'specialties', items: domain.SPECIALTIES },
    { name: 'emergency numbers', items: EMERGENCY_NUMBERS },
  ];
  for (const { name, items } of lists) {
    it(name, () => {
      for (const item of items) {
        for (const lang of LANGS) expect(item.label[lang]?.trim(), `${name} ${lang}`).toBeTruthy();
      }
    });
  }

  it('status label tables', () => {
    for (const table of [
      domain.QUESTION_STATUS_LABELS,
      domain.RECIPIENT_STATUS_LABELS,
      domain.APPLICATION_STATUS_LABELS,
      domain.APPOINTMENT_STATUS_LABELS,
      domain.PROFILE_TYPE_LABELS,
      domain.FEE_UNIT_LABELS,
    ]) {
      for (const label of Object.values(table))
        for (const lang of LANGS) expect(label[lang].trim()).not.toBe('');
    }
  });
});

describe('limits', () => {
  it('match the required labels', () => {
    expect(domain.SEARCH_PAGE_SIZE).toBe(12);
    expect(domain.CARD_MAX_AREAS).toBe(3);
    expect(domain.FEATURED_MAX_AREAS).toBe(4);
    expect(domain.PASSWORD_MIN).toBe(6);
    expect(domain.PASSWORD_MAX).toBe(128);
    expect(domain.INVITATION_TTL_HOURS).toBe(48);
    expect(domain.UPLOAD_MAX_BYTES).toBe(5242880);
    expect(domain.THEME_STORAGE_KEY).toBe('theme');
    expect(domain.LANG_STORAGE_KEY).toBe('lang');
  });
});
