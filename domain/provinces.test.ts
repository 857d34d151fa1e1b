import { describe, expect, it } from 'vitest';
import {
  isProvince,
  PROVINCE_NAMES_TH,
  PROVINCES,
  provinceLabel,
  provinceOptions,
  provinceRegion,
  REGIONS,
} from './provinces.ts';

describe('PROVINCES', () => {
  it('holds exactly 77 provinces with unique Thai, English and Chinese names', () => {
    expect(PROVINCES).toHaveLength(77);
    expect(new Set(PROVINCE_NAMES_TH).size).toBe(77);
    expect(new Set(PROVINCES.map((p) => p.en)).size).toBe(77);
    expect(new Set(PROVINCES.map((p) => p.zh)).size).toBe(77);
    for (const p of PROVINCES) expect(p.zh, p.en).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('has no stray whitespace in names', () => {
    for (const p of PROVINCES) {
      expect(p.th).toBe(p.th.trim());
      expect(p.en).toBe(p.en.trim());
      expect(p.th).not.toBe('');
    }
  });

  it('groups provinces into the six official regions with the official counts', () => {
    const counts: Record<string, number> = {};
    for (const p of PROVINCES) counts[p.region] = (counts[p.region] ?? 0) + 1;
    expect(counts).toEqual({ central: 22, north: 9, northeast: 20, east: 7, west: 5, south: 14 });
    expect(REGIONS.map((r) => r.value).sort()).toEqual(Object.keys(counts).sort());
  });

  it('contains provinces with tricky spellings', () => {
    for (const name of [
      'กรุงเทพมหานคร',
      'บึงกาฬ',
      'บุรีรัมย์',
      'พระนครศรีอยุธยา',
      'ปทุมธานี',
      'กาฬสินธุ์',
      'สุราษฎร์ธานี',
      'ประจวบคีรีขันธ์',
      'ศรีสะเกษ',
      'อุตรดิตถ์',
      'หนองบัวลำภู',
    ]) {
      expect(isProvince(name), name).toBe(true);
    }
    expect(isProvince('กรุงเทพ')).toBe(false);
    expect(isProvince(42)).toBe(false);
  });

  it('lists Bangkok first', () => {
    expect(PROVINCES[0]).toEqual({ th: 'กรุงเทพมหานคร', en: 'Bangkok', zh: '曼谷', region: 'central' });
  });

  it('knows regions of sample provinces', () => {
    expect(provinceRegion('เชียงใหม่')).toBe('north');
    expect(provinceRegion('บึงกาฬ')).toBe('northeast');
    expect(provinceRegion('ชลบุรี')).toBe('east');
    expect(provinceRegion('กาญจนบุรี')).toBe('west');
    expect(provinceRegion('ภูเก็ต')).toBe('south');
    expect(provinceRegion('ไม่มี')).toBeNull();
  });
});

describe('provinceLabel', () => {
  it('gives Thai for th, English for en and Chinese for zh', () => {
    expect(provinceLabel('เชียงใหม่', 'th')).toBe('เชียงใหม่');
    expect(provinceLabel('เชียงใหม่', 'en')).toBe('Chiang Mai');
    expect(provinceLabel('เชียงใหม่', 'zh')).toBe('清迈');
    expect(provinceLabel('กรุงเทพมหานคร', 'zh')).toBe('曼谷');
    expect(provinceLabel('ภูเก็ต', 'zh')).toBe('普吉');
    expect(provinceLabel('พระนครศรีอยุธยา', 'en')).toBe('Phra Nakhon Si Ayutthaya');
  });

  it('returns unknown input unchanged', () => {
    expect(provinceLabel('Atlantis', 'en')).toBe('Atlantis');
    expect(provinceLabel('', 'zh')).toBe('');
  });
});

describe('provinceOptions', () => {
  const labels = (lang: 'th' | 'en' | 'zh') => provinceOptions(lang).map((o) => o.label);

  it('lists all 77 provinces by their stored Thai name, labelled in the language', () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const options = provinceOptions(lang);
      expect(new Set(options.map((o) => o.value))).toEqual(new Set(PROVINCE_NAMES_TH));
      for (const o of options) expect(o.label).toBe(provinceLabel(o.value, lang));
    }
    expect(labels('en').join('')).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(labels('zh').join('')).not.toMatch(/[\u0E00-\u0E7FA-Za-z]/);
  });

  it("sorts in each language's own order", () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const collator = new Intl.Collator(lang);
      expect(labels(lang)).toEqual([...labels(lang)].sort(collator.compare));
    }
    // A to Z on /en (not the Thai order, where Bangkok comes first)
    expect(labels('en').slice(0, 3)).toEqual(['Amnat Charoen', 'Ang Thong', 'Bangkok']);
    expect(labels('en').at(-1)).toBe('Yasothon');
    // Pinyin on /zh: 安纳乍能 (ān) before 巴蜀 (bā), 曼谷 (màn) before 清迈 (qīng)
    const zh = labels('zh');
    expect(zh[0]).toBe('安纳乍能');
    expect(zh.indexOf('巴蜀')).toBeLessThan(zh.indexOf('曼谷'));
    expect(zh.indexOf('曼谷')).toBeLessThan(zh.indexOf('清迈'));
    // Thai order on /th: ก first, อ last
    expect(labels('th')[0]).toMatch(/^ก/);
    expect(labels('th').at(-1)).toMatch(/^อ/);
  });
});
