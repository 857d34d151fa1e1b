import { describe, expect, it } from 'vitest';
import { latinSpellings, romanizeThai } from './romanize.ts';

/** Common Thai given names and surnames with their RTGS spellings. */
const RTGS: [string, string][] = [
  ['สมชาย', 'somchai'],
  ['สมศรี', 'somsi'],
  ['วิชัย', 'wichai'],
  ['ประเสริฐ', 'prasoet'],
  ['ศรีสุข', 'sisuk'],
  ['สมหญิง', 'somying'],
  ['สุนิสา', 'sunisa'],
  ['นภาพร', 'naphaphon'],
  ['ธนพล', 'thanaphon'],
  ['ปิยะพงษ์', 'piyaphong'],
  ['อรุณี', 'aruni'],
  ['ศิริพร', 'siriphon'],
  ['ชัยวัฒน์', 'chaiwat'],
  ['พิมพ์ชนก', 'phimchanok'],
  ['ณัฐวุฒิ', 'natthawut'],
  ['กิตติพงษ์', 'kittiphong'],
  ['จันทร์เพ็ญ', 'chanphen'],
  ['วรรณา', 'wanna'],
  ['สุรชัย', 'surachai'],
  ['อนุชา', 'anucha'],
  ['รัตนา', 'rattana'],
  ['มาลี', 'mali'],
  ['ปรีชา', 'pricha'],
  ['สุดารัตน์', 'sudarat'],
  ['เกียรติศักดิ์', 'kiatsak'],
  ['นงลักษณ์', 'nonglak'],
  ['ภูมิพัฒน์', 'phumiphat'],
  ['ชนิดา', 'chanida'],
  ['อัญชลี', 'anchali'],
  ['วีระพล', 'wiraphon'],
  ['ดวงใจ', 'duangchai'],
  ['กมลวรรณ', 'kamonwan'],
  ['ธีรวัฒน์', 'thirawat'],
  ['สมศักดิ์', 'somsak'],
  ['สมพงษ์', 'somphong'],
  ['บุญมา', 'bunma'],
  ['สุวิทย์', 'suwit'],
  ['อำนาจ', 'amnat'],
  ['ทองดี', 'thongdi'],
  ['แสงเดือน', 'saengduean'],
  ['ไพโรจน์', 'phairot'],
  ['สุนทร', 'sunthon'],
  ['บุญเลิศ', 'bunloet'],
  ['เจริญ', 'charoen'],
  ['เฉลิม', 'chaloem'],
  ['สมบูรณ์', 'sombun'],
  ['วิไล', 'wilai'],
  ['อรทัย', 'onthai'],
  ['ปัญญา', 'panya'],
  ['ชูชาติ', 'chuchat'],
  ['มานพ', 'manop'],
  ['ทักษิณ', 'thaksin'],
  ['อภิสิทธิ์', 'aphisit'],
  ['ยิ่งลักษณ์', 'yinglak'],
  ['สายสุนีย์', 'saisuni'],
  ['ใจดี', 'chaidi'],
  ['ศรีสวัสดิ์', 'sisawat'],
  ['ไทย', 'thai'],
];

describe('romanizeThai (RTGS)', () => {
  it(`spells ${RTGS.length} common names as RTGS does`, () => {
    expect(RTGS.length).toBeGreaterThanOrEqual(30);
    const wrong = RTGS.filter(([th, latin]) => romanizeThai(th) !== latin).map(
      ([th, latin]) => `${th}: ${romanizeThai(th)} (expected ${latin})`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps words apart, lower case, and leaves Latin letters and digits as they are', () => {
    expect(romanizeThai('สมชาย  ใจดี')).toBe('somchai chaidi');
    expect(romanizeThai('ทนาย Somchai 2')).toBe('thanai somchai 2');
    expect(romanizeThai('')).toBe('');
  });
});

describe('romanizeThai (the spelling people print on cards)', () => {
  it.each([
    ['สมศรี', 'somsri'],
    ['ศรีสุข', 'srisuk'],
    ['ประเสริฐ', 'prasert'],
    ['จันทร์เพ็ญ', 'janpen'],
    ['ธนพล', 'thanapol'],
    ['ศิริพร', 'siripor' + 'n'],
    ['สมชาย', 'somchai'],
    ['พิมพ์ชนก', 'pimchanok'],
  ])('%s → %s', (th, latin) => {
    expect(romanizeThai(th, 'common')).toBe(latin);
  });
});

describe('latinSpellings', () => {
  it('holds both spellings once, or null for a name without Thai letters', () => {
    expect(latinSpellings('สมชาย ตัวอย่างดี')).toBe('somchai tuayangdi');
    expect(latinSpellings('สมศรี ใจดี')).toBe('somsi chaidi somsri jaidi');
    expect(latinSpellings('John Smith')).toBeNull();
  });
});
