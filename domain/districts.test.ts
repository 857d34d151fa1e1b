import { describe, expect, it } from 'vitest';
import {
  BANGKOK_DISTRICTS,
  CAPITAL_DISTRICTS,
  DISTRICTS,
  districtLabel,
  findDistrict,
  OTHER_DISTRICTS,
} from './districts.ts';
import { PROVINCES } from './provinces.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe('DISTRICTS', () => {
  it("holds Bangkok's 50 districts and the 76 provinces' capital districts", () => {
    expect(BANGKOK_DISTRICTS).toHaveLength(50);
    expect(CAPITAL_DISTRICTS).toHaveLength(76);
    expect(DISTRICTS).toHaveLength(50 + 76 + OTHER_DISTRICTS.length);
  });

  it('has unique Thai, English and Chinese names, no Thai in the translations, no stray spaces', () => {
    for (const key of ['th', 'en', 'zh'] as const)
      expect(new Set(DISTRICTS.map((d) => d[key])).size, key).toBe(DISTRICTS.length);
    for (const d of DISTRICTS) {
      expect(d.th).toMatch(/^(เขต|อำเภอ)\S+$/);
      expect(d.en, d.th).toMatch(/^[A-Z][A-Za-z -]+[a-z]$/);
      expect(d.zh, d.th).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(THAI.test(d.en + d.zh)).toBe(false);
    }
  });

  it('has every district of Bangkok', () => {
    const bangkok = [
      'พระนคร',
      'ดุสิต',
      'หนองจอก',
      'บางรัก',
      'บางเขน',
      'บางกะปิ',
      'ปทุมวัน',
      'ป้อมปราบศัตรูพ่าย',
      'พระโขนง',
      'มีนบุรี',
      'ลาดกระบัง',
      'ยานนาวา',
      'สัมพันธวงศ์',
      'พญาไท',
      'ธนบุรี',
      'บางกอกใหญ่',
      'ห้วยขวาง',
      'คลองสาน',
      'ตลิ่งชัน',
      'บางกอกน้อย',
      'บางขุนเทียน',
      'ภาษีเจริญ',
      'หนองแขม',
      'ราษฎร์บูรณะ',
      'บางพลัด',
      'ดินแดง',
      'บึงกุ่ม',
      'สาทร',
      'บางซื่อ',
      'จตุจักร',
      'บางคอแหลม',
      'ประเวศ',
      'คลองเตย',
      'สวนหลวง',
      'จอมทอง',
      'ดอนเมือง',
      'ราชเทวี',
      'ลาดพร้าว',
      'วัฒนา',
      'บางแค',
      'หลักสี่',
      'สายไหม',
      'คันนายาว',
      'สะพานสูง',
      'วังทองหลาง',
      'คลองสามวา',
      'บางนา',
      'ทวีวัฒนา',
      'ทุ่งครุ',
      'บางบอน',
    ];
    expect(new Set(bangkok).size).toBe(50);
    expect(BANGKOK_DISTRICTS.map((d) => d.th).sort()).toEqual(bangkok.map((b) => `เขต${b}`).sort());
  });

  it("has every province's capital district", () => {
    for (const p of PROVINCES.filter((x) => x.th !== 'กรุงเทพมหานคร')) {
      const capital = p.th === 'พระนครศรีอยุธยา' ? 'อำเภอพระนครศรีอยุธยา' : `อำเภอเมือง${p.th}`;
      expect(findDistrict(capital), p.en).not.toBeNull();
    }
    expect(findDistrict('อำเภอเมืองเชียงใหม่')).toEqual({
      th: 'อำเภอเมืองเชียงใหม่',
      en: 'Mueang Chiang Mai',
      zh: '清迈府直辖县',
    });
    expect(findDistrict('อำเภอเมืองตาก')?.zh).toBe('达府直辖县');
  });
});

describe('districtLabel', () => {
  it('shows a stored district in the page language', () => {
    expect(districtLabel('เขตปทุมวัน', 'th')).toBe('เขตปทุมวัน');
    expect(districtLabel('เขตปทุมวัน', 'en')).toBe('Pathum Wan');
    expect(districtLabel('เขตปทุมวัน', 'zh')).toBe('巴吞旺区');
    expect(districtLabel('อำเภอหาดใหญ่', 'zh')).toBe('合艾县');
  });

  it('finds a district written without its prefix or with อ.', () => {
    expect(districtLabel('ปทุมวัน', 'en')).toBe('Pathum Wan');
    expect(districtLabel('เมืองภูเก็ต', 'en')).toBe('Mueang Phuket');
    expect(districtLabel('อ.หาดใหญ่', 'en')).toBe('Hat Yai');
    expect(districtLabel(' อำเภอ หาดใหญ่ ', 'en')).toBe('Hat Yai');
  });

  it('returns free text unchanged', () => {
    expect(districtLabel('ตำบลตัวอย่าง', 'en')).toBe('ตำบลตัวอย่าง');
    expect(districtLabel('', 'zh')).toBe('');
  });
});
