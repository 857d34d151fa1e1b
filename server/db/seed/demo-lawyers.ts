// Fictional demo lawyers for the embedded database (docs/product-rules.md, "Pages and texts").
// Everything here is invented: names, phone numbers, e-mail addresses (example.com), licence numbers,
// universities and addresses. The output is deterministic for a given seed.
import { CASE_TYPES } from '#domain/case-types.ts';
import type { FeeUnit } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { PROVINCES, type Region } from '#domain/provinces.ts';
import { latinSpellings } from '#domain/romanize.ts';
import type { lawyers } from '../schema/index.ts';

export type DemoLawyer = typeof lawyers.$inferInsert;

/** The one demo lawyer shown as the home page's featured lawyer; the demo lawyer account is linked to it. */
export const DEMO_FEATURED_LAWYER_NAME = 'ทนายสาธิต ตัวอย่างดี';

/** Small seeded PRNG (mulberry32): deterministic, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` distinct items of `list`, in the list's order. */
function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const chosen = new Set(shuffle(rng, indices(list.length)).slice(0, count));
  return list.filter((_, i) => chosen.has(i));
}

function indices(length: number): number[] {
  return Array.from({ length }, (_, i) => i);
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

export const FIRST_NAMES = [
  'สมชาย',
  'สมหญิง',
  'วิชัย',
  'สุนิสา',
  'ประเสริฐ',
  'กมลวรรณ',
  'นภาพร',
  'ธนพล',
  'ปิยะพงษ์',
  'อรุณี',
  'ศิริพร',
  'ชัยวัฒน์',
  'พิมพ์ชนก',
  'ณัฐวุฒิ',
  'กิตติพงษ์',
  'จันทร์เพ็ญ',
  'วรรณา',
  'สุรชัย',
  'อนุชา',
  'รัตนา',
  'ธีรวัฒน์',
  'มาลี',
  'ปรีชา',
  'สุดารัตน์',
  'เกียรติศักดิ์',
  'นงลักษณ์',
  'ภูมิพัฒน์',
  'ชนิดา',
  'ศุภชัย',
  'อัญชลี',
  'วีระพล',
  'ดวงใจ',
] as const;

/** Surnames that read as obviously invented (ทดสอบ = test, ตัวอย่าง = example, สาธิต = demo). */
export const SURNAMES = [
  'ตัวอย่างดี',
  'ทดสอบสุข',
  'สาธิตวงศ์',
  'ตัวอย่างยิ่ง',
  'ทดสอบศรี',
  'สาธิตกุล',
  'ตัวอย่างงาม',
  'ทดสอบเจริญ',
  'สาธิตพงษ์',
  'ตัวอย่างชัย',
  'ทดสอบมั่นคง',
  'สาธิตสกุล',
  'ตัวอย่างทอง',
  'ทดสอบรุ่งเรือง',
  'สาธิตธรรม',
  'ตัวอย่างพันธ์',
  'ทดสอบบุญมา',
  'สาธิตเดชา',
  'ตัวอย่างวัฒนา',
  'ทดสอบสมบูรณ์',
] as const;

/** The demo names as their owners would write them in Latin letters (the spelling on a business card). */
export const NAMES_EN: Record<string, string> = {
  สมชาย: 'Somchai',
  สมหญิง: 'Somying',
  วิชัย: 'Wichai',
  สุนิสา: 'Sunisa',
  ประเสริฐ: 'Prasert',
  กมลวรรณ: 'Kamonwan',
  นภาพร: 'Napaporn',
  ธนพล: 'Thanapol',
  ปิยะพงษ์: 'Piyapong',
  อรุณี: 'Arunee',
  ศิริพร: 'Siriporn',
  ชัยวัฒน์: 'Chaiwat',
  พิมพ์ชนก: 'Pimchanok',
  ณัฐวุฒิ: 'Nattawut',
  กิตติพงษ์: 'Kittipong',
  จันทร์เพ็ญ: 'Janpen',
  วรรณา: 'Wanna',
  สุรชัย: 'Surachai',
  อนุชา: 'Anucha',
  รัตนา: 'Rattana',
  ธีรวัฒน์: 'Teerawat',
  มาลี: 'Malee',
  ปรีชา: 'Preecha',
  สุดารัตน์: 'Sudarat',
  เกียรติศักดิ์: 'Kiattisak',
  นงลักษณ์: 'Nonglak',
  ภูมิพัฒน์: 'Phumipat',
  ชนิดา: 'Chanida',
  ศุภชัย: 'Supachai',
  อัญชลี: 'Anchalee',
  วีระพล: 'Weerapol',
  ดวงใจ: 'Duangjai',
  ตัวอย่างดี: 'Tuayangdee',
  ทดสอบสุข: 'Todsobsuk',
  สาธิตวงศ์: 'Sathitwong',
  ตัวอย่างยิ่ง: 'Tuayangying',
  ทดสอบศรี: 'Todsobsri',
  สาธิตกุล: 'Sathitkul',
  ตัวอย่างงาม: 'Tuayangngam',
  ทดสอบเจริญ: 'Todsobcharoen',
  สาธิตพงษ์: 'Sathitpong',
  ตัวอย่างชัย: 'Tuayangchai',
  ทดสอบมั่นคง: 'Todsobmankong',
  สาธิตสกุล: 'Sathitsakul',
  ตัวอย่างทอง: 'Tuayangthong',
  ทดสอบรุ่งเรือง: 'Todsobrungrueang',
  สาธิตธรรม: 'Sathittham',
  ตัวอย่างพันธ์: 'Tuayangphan',
  ทดสอบบุญมา: 'Todsobboonma',
  สาธิตเดชา: 'Sathitdecha',
  ตัวอย่างวัฒนา: 'Tuayangwattana',
  ทดสอบสมบูรณ์: 'Todsobsomboon',
};

/** A few demo names also in Chinese (颂猜 is how Chinese-language sources write Somchai). */
const NAMES_ZH: Record<string, string> = {
  สมชาย: '颂猜',
  วิชัย: '威猜',
  ประเสริฐ: '巴实',
  สุรชัย: '素拉猜',
  ตัวอย่างดี: '杜阳迪',
  สาธิตวงศ์: '沙迪翁',
};

/** The demo titles in English and Chinese. */
const TITLES: Record<string, { en: string; zh: string }> = {
  ทนายความ: { en: 'Lawyer', zh: '律师' },
  ทนายความอาวุโส: { en: 'Senior lawyer', zh: '资深律师' },
  ที่ปรึกษากฎหมาย: { en: 'Legal consultant', zh: '法律顾问' },
};

/**
 * The English and Chinese names and titles of a demo lawyer (the Chinese name only when both its parts have
 * one), and the romanised Thai name that Latin-letter searches match (domain/romanize.ts).
 */
function translatedNames(first: string, surname: string, title: string) {
  const zhFirst = NAMES_ZH[first];
  const zhSurname = NAMES_ZH[surname];
  const name = `${first} ${surname}`;
  return {
    nameEn: `${NAMES_EN[first] ?? first} ${NAMES_EN[surname] ?? surname}`,
    nameZh: zhFirst && zhSurname ? `${zhFirst}·${zhSurname}` : null,
    nameLatin: latinSpellings(name),
    titleEn: TITLES[title]?.en ?? null,
    titleZh: TITLES[title]?.zh ?? null,
  };
}

const BANGKOK_DISTRICTS = [
  'เขตบางรัก',
  'เขตปทุมวัน',
  'เขตจตุจักร',
  'เขตห้วยขวาง',
  'เขตบางนา',
  'เขตสาทร',
  'เขตวัฒนา',
  'เขตลาดพร้าว',
  'เขตบางกะปิ',
  'เขตดินแดง',
  'เขตพญาไท',
  'เขตราชเทวี',
  'เขตดุสิต',
  'เขตคลองเตย',
  'เขตบางซื่อ',
  'เขตหลักสี่',
  'เขตดอนเมือง',
  'เขตมีนบุรี',
  'เขตบางเขน',
  'เขตธนบุรี',
] as const;

/** Other districts of the larger provinces (the capital district is added for every province). */
const MORE_DISTRICTS: Record<string, readonly string[]> = {
  เชียงใหม่: ['อำเภอสันทราย', 'อำเภอหางดง', 'อำเภอสันกำแพง', 'อำเภอแม่ริม'],
  ชลบุรี: ['อำเภอบางละมุง', 'อำเภอศรีราชา', 'อำเภอสัตหีบ'],
  ขอนแก่น: ['อำเภอชุมแพ', 'อำเภอบ้านไผ่'],
  นครราชสีมา: ['อำเภอปากช่อง', 'อำเภอสีคิ้ว'],
  ภูเก็ต: ['อำเภอกะทู้', 'อำเภอถลาง'],
  สงขลา: ['อำเภอหาดใหญ่', 'อำเภอสะเดา'],
  นนทบุรี: ['อำเภอปากเกร็ด', 'อำเภอบางบัวทอง', 'อำเภอบางใหญ่'],
  ปทุมธานี: ['อำเภอคลองหลวง', 'อำเภอธัญบุรี', 'อำเภอลำลูกกา'],
  สมุทรปราการ: ['อำเภอบางพลี', 'อำเภอพระประแดง', 'อำเภอบางบ่อ'],
  สุราษฎร์ธานี: ['อำเภอเกาะสมุย', 'อำเภอกาญจนดิษฐ์'],
  อุดรธานี: ['อำเภอกุมภวาปี'],
  ระยอง: ['อำเภอปลวกแดง', 'อำเภอบ้านฉาง'],
  พระนครศรีอยุธยา: ['อำเภอบางปะอิน', 'อำเภอวังน้อย'],
  เชียงราย: ['อำเภอแม่สาย', 'อำเภอเชียงแสน'],
  อุบลราชธานี: ['อำเภอวารินชำราบ'],
  นครปฐม: ['อำเภอสามพราน', 'อำเภอนครชัยศรี'],
  พิษณุโลก: ['อำเภอวังทอง'],
};

/** Extra lawyers (beyond one per province) go to Bangkok and the larger provinces more often. */
export const PROVINCE_WEIGHTS: Record<string, number> = {
  กรุงเทพมหานคร: 40,
  เชียงใหม่: 8,
  ชลบุรี: 7,
  นนทบุรี: 6,
  ขอนแก่น: 5,
  นครราชสีมา: 5,
  ภูเก็ต: 5,
  สงขลา: 5,
  ปทุมธานี: 5,
  สมุทรปราการ: 5,
  สุราษฎร์ธานี: 4,
  อุดรธานี: 4,
  ระยอง: 4,
  พระนครศรีอยุธยา: 3,
  เชียงราย: 3,
  อุบลราชธานี: 3,
  นครปฐม: 3,
  พิษณุโลก: 3,
};

export function districtsOf(province: string): readonly string[] {
  if (province === 'กรุงเทพมหานคร') return BANGKOK_DISTRICTS;
  // Ayutthaya's capital district is not called "เมือง".
  const capital = province === 'พระนครศรีอยุธยา' ? 'อำเภอพระนครศรีอยุธยา' : `อำเภอเมือง${province}`;
  return [capital, ...(MORE_DISTRICTS[province] ?? [])];
}

/** Languages other than Thai that are more likely in a region (border languages). */
export const REGIONAL_LANGUAGES: Record<Region, readonly string[]> = {
  central: ['อังกฤษ', 'จีน'],
  north: ['พม่า', 'จีน'],
  northeast: ['ลาว', 'เขมร'],
  east: ['เขมร', 'อังกฤษ'],
  west: ['พม่า'],
  south: ['มาเลย์', 'อังกฤษ'],
};

/**
 * Where foreigners live, visit and do business, and so where lawyers speak English and Chinese: Bangkok, Chonburi
 * (Pattaya), Phuket, Chiang Mai, Prachuap Khiri Khan (Hua Hin) and Surat Thani (Samui), with the share of their
 * demo lawyers who speak each. Chonburi's demo lawyers all speak English, for the people of Pattaya who ask in it
 * (routing by language and place, docs/product-rules.md "Matching a question"). Elsewhere a demo lawyer speaks
 * Thai, sometimes the border language of the region, and rarely English (`ENGLISH_ELSEWHERE`).
 */
export const LANGUAGE_HUBS: Readonly<Record<string, { english: number; chinese: number }>> = {
  กรุงเทพมหานคร: { english: 0.6, chinese: 0.3 },
  ชลบุรี: { english: 1, chinese: 0.2 },
  ภูเก็ต: { english: 0.8, chinese: 0.3 },
  เชียงใหม่: { english: 0.6, chinese: 0.3 },
  ประจวบคีรีขันธ์: { english: 0.6, chinese: 0.15 },
  สุราษฎร์ธานี: { english: 0.6, chinese: 0.15 },
};

export const ENGLISH_ELSEWHERE = 0.05;

/** The border languages of a region (those of `REGIONAL_LANGUAGES` but English and Chinese). */
export function borderLanguages(region: Region): readonly string[] {
  return REGIONAL_LANGUAGES[region].filter((l) => l !== 'อังกฤษ' && l !== 'จีน');
}

/**
 * A demo lawyer's languages, from the ones drawn for them and a draw of their own (`own`, so that every other draw
 * of the generator, and so every demo lawyer otherwise, stays the same): Thai always (a lawyer in Thailand is
 * licensed in Thai); in a hub English and Chinese by its shares (or as drawn); elsewhere the drawn border
 * languages of the region and English rarely.
 */
function demoLanguages(drawn: readonly string[], province: string, region: Region, own: Rng): string[] {
  const hub = LANGUAGE_HUBS[province];
  const english = own() < (hub ? hub.english : ENGLISH_ELSEWHERE);
  const chinese = own() < (hub ? hub.chinese : 0);
  const others = drawn.filter((l) =>
    hub ? l !== 'ไทย' && l !== 'อังกฤษ' && l !== 'จีน' : borderLanguages(region).includes(l),
  );
  return [
    'ไทย',
    ...(english || (hub && drawn.includes('อังกฤษ')) ? ['อังกฤษ'] : []),
    ...(chinese || (hub && drawn.includes('จีน')) ? ['จีน'] : []),
    ...others,
  ];
}

export const EDUCATION = [
  'นิติศาสตรบัณฑิต มหาวิทยาลัยตัวอย่าง',
  'นิติศาสตรบัณฑิต มหาวิทยาลัยสาธิตราชนคร',
  'นิติศาสตรบัณฑิต มหาวิทยาลัยทดสอบวิทยา',
  'นิติศาสตรบัณฑิต (เกียรตินิยม) มหาวิทยาลัยตัวอย่างศึกษา',
] as const;

const FURTHER_EDUCATION = [
  'เนติบัณฑิต สำนักอบรมกฎหมายสาธิต',
  'นิติศาสตรมหาบัณฑิต มหาวิทยาลัยตัวอย่าง',
  'นิติศาสตรมหาบัณฑิต (กฎหมายธุรกิจ) มหาวิทยาลัยทดสอบวิทยา',
  'ประกาศนียบัตรวิชาชีพทนายความ สถาบันสาธิตนิติศึกษา',
] as const;

const ACHIEVEMENTS = [
  'วิทยากรบรรยายความรู้กฎหมายแก่ชุมชน (ข้อมูลสาธิต)',
  'ได้รับรางวัลทนายความดีเด่น สมาคมทนายความตัวอย่าง',
  'อาสาสมัครให้คำปรึกษากฎหมายฟรีแก่ประชาชน',
  'ที่ปรึกษากฎหมายบริษัท ตัวอย่างการค้า จำกัด',
  'ผู้เขียนหนังสือ "กฎหมายใกล้ตัว ฉบับทดสอบ"',
  'ผ่านการอบรมการไกล่เกลี่ยข้อพิพาท สถาบันสาธิตนิติศึกษา',
] as const;

export const AVAILABILITY = [
  'จันทร์-ศุกร์ 09:00-18:00',
  'จันทร์-เสาร์ 09:00-17:00',
  'ทุกวัน 08:00-20:00 (นัดหมายล่วงหน้า)',
  'จันทร์-ศุกร์ 10:00-19:00',
] as const;

function demoDescription(areas: readonly string[], experience: number, province: string, rng: Rng): string {
  const areaText = areas.map((a) => `คดี${a}`).join(' ');
  const openers = [
    `ทนายความด้าน${areaText} ประสบการณ์ ${experience} ปี ให้บริการลูกความใน${province}และจังหวัดใกล้เคียง`,
    `ให้คำปรึกษาและว่าความ${areaText} ดูแลคดีด้วยความใส่ใจ อธิบายขั้นตอนเข้าใจง่าย`,
    `เชี่ยวชาญ${areaText} เน้นการเจรจาไกล่เกลี่ยก่อนฟ้องคดีเพื่อประหยัดเวลาและค่าใช้จ่าย`,
  ];
  const closers = [
    'รับปรึกษาเบื้องต้นทางโทรศัพท์และ LINE',
    'นัดหมายพบที่สำนักงานหรือปรึกษาผ่านวิดีโอคอลได้',
    'แจ้งค่าบริการชัดเจนก่อนเริ่มงาน',
  ];
  return `${pick(rng, openers)} ${pick(rng, closers)} (ข้อมูลสาธิต ไม่ใช่บุคคลจริง)`;
}

/** The years of practice below which a demo lawyer asks no fee of the high budget band. */
const HIGH_FEE_MIN_EXPERIENCE = 10;

type FeeKind = 'none' | 'minOnly' | 'maxOnly' | 'low' | 'medium' | 'high' | 'straddle';

/**
 * A demo fee per session, in the ranges the services page states (domain/content/services.ts: 3,000 to 50,000
 * baht a matter, a full consultation 1,500 a session) and in each budget band (domain/budget.ts); the high band's
 * lawyers, with `HIGH_FEE_MIN_EXPERIENCE` years or more, ask from 50,000 to 70,000, up to 90,000. Each kind draws as many numbers as ever, so every demo lawyer stays the
 * same person otherwise.
 */
function fees(kind: FeeKind, experience: number, rng: Rng): { feeMin: number | null; feeMax: number | null } {
  switch (kind) {
    case 'none':
      return { feeMin: null, feeMax: null };
    case 'minOnly':
      return { feeMin: pick(rng, [1000, 1500, 2000, 3000, 5000, 10000, 20000, 50000]), feeMax: null };
    case 'maxOnly':
      return { feeMin: null, feeMax: pick(rng, [5000, 8000, 10000, 20000, 30000, 50000]) };
    case 'low': {
      const feeMin = Math.max(1000, roundTo(int(rng, 500, 5000), 500));
      return { feeMin, feeMax: Math.min(10000, feeMin + roundTo(int(rng, 0, 8000), 500)) };
    }
    case 'medium': {
      const feeMin = roundTo(int(rng, 10000, 25000), 1000);
      return { feeMin, feeMax: Math.min(50000, feeMin + roundTo(int(rng, 0, 30000), 1000)) };
    }
    case 'high': {
      const low = int(rng, 50000, 150000) - 50000;
      const spread = int(rng, 0, 200000);
      if (experience < HIGH_FEE_MIN_EXPERIENCE) {
        // A junior lawyer asks what the medium band asks.
        const feeMin = roundTo(10000 + low * 0.15, 1000);
        return { feeMin, feeMax: Math.min(50000, feeMin + roundTo(spread * 0.15, 1000)) };
      }
      const feeMin = roundTo(50000 + low / 5, 5000);
      return { feeMin, feeMax: feeMin + roundTo(spread / 10, 10000) };
    }
    case 'straddle': {
      // Matches no budget band: starts under 10,000 but may go above it.
      const feeMin = roundTo(int(rng, 2000, 9000), 1000);
      return { feeMin, feeMax: roundTo(int(rng, 15000, 40000), 5000) };
    }
  }
}

/** The most a demo lawyer asks an hour, and the least. */
const HOURLY_MIN = 1000;
const HOURLY_MAX = 5000;

/**
 * A demo fee per hour from a drawn fee: an amount of a session's range above 10,000 is a fifth of it, then kept
 * between 1,000 and 5,000 baht an hour (the upper end at most 8,000).
 */
function perHour(fee: { feeMin: number | null; feeMax: number | null }) {
  const hourly = (n: number) => roundTo(n > 10000 ? n / 5 : n, 500);
  const feeMin = fee.feeMin === null ? null : Math.min(HOURLY_MAX, Math.max(HOURLY_MIN, hourly(fee.feeMin)));
  const feeMax =
    fee.feeMax === null ? null : Math.min(8000, Math.max(feeMin ?? HOURLY_MIN, hourly(fee.feeMax)));
  return { feeMin, feeMax };
}

function phone(n: number): string {
  return `08${1 + (n % 9)}-555-${String(n).padStart(4, '0')}`;
}

function licenseNumber(rng: Rng, experience: number): string {
  return `ท.${int(rng, 10000, 99999)}/${2568 - experience}`;
}

export function featuredLawyer(): DemoLawyer {
  return {
    name: DEMO_FEATURED_LAWYER_NAME,
    nameEn: 'Sathit Tuayangdee',
    nameZh: '沙迪·杜阳迪',
    nameLatin: latinSpellings(DEMO_FEATURED_LAWYER_NAME),
    title: 'ทนายความอาวุโส',
    titleEn: 'Senior lawyer',
    titleZh: '资深律师',
    description: null,
    province: 'กรุงเทพมหานคร',
    district: 'เขตปทุมวัน',
    experience: 20,
    experienceAreas: ['แพ่ง', 'อาญา', 'ครอบครัว', 'ที่ดิน', 'มรดก'],
    languages: ['ไทย', 'อังกฤษ'],
    feeMin: 3000,
    feeMax: 30000,
    feeUnit: 'per_session',
    phone: phone(1),
    email: 'demo.lawyer001@example.com',
    lineId: 'demo_lawyer001',
    education: ['นิติศาสตรบัณฑิต มหาวิทยาลัยตัวอย่าง', 'เนติบัณฑิต สำนักอบรมกฎหมายสาธิต'],
    achievements: ['ได้รับรางวัลทนายความดีเด่น สมาคมทนายความตัวอย่าง', 'วิทยากรบรรยายความรู้กฎหมายแก่ชุมชน (ข้อมูลสาธิต)'],
    availability: 'จันทร์-ศุกร์ 09:00-18:00',
    licenseNumber: 'ท.10001/2548',
    address: 'เลขที่ 1 อาคารสาธิต ถนนตัวอย่าง เขตปทุมวัน กรุงเทพมหานคร',
    website: 'https://example.com/demo-lawyer001',
    verified: true,
    verifiedAt: demoVerifiedAt(0),
    networkMember: true,
  };
}

/** Demo verification dates: spread over the year before 2026-11-15, from the index (no draw of the generator). */
function demoVerifiedAt(n: number): Date {
  return new Date(Date.UTC(2026, 10, 15) - ((n * 37) % 365) * 86_400_000);
}

/**
 * `count` fictional lawyers (the first is the featured demo lawyer), deterministic for a given seed.
 * Every province gets at least one verified lawyer; Bangkok and the larger provinces get more.
 * About 10% are unverified, 10% network members, 10% have no fee, 10% only a minimum, 5% only a maximum;
 * the remaining fee ranges cover the low, medium and high budget bands.
 */
export function generateDemoLawyers(count = 300, seed = 20261121): DemoLawyer[] {
  if (count < PROVINCES.length + 1)
    throw new Error(`at least ${PROVINCES.length + 1} demo lawyers are needed`);
  const rng = mulberry32(seed);
  const others = count - 1;

  // Provinces: one guaranteed (verified) lawyer per province, the rest weighted.
  const weighted = PROVINCES.flatMap((p) => Array<string>(PROVINCE_WEIGHTS[p.th] ?? 1).fill(p.th));
  const provinceSlots: { province: string; guaranteed: boolean }[] = PROVINCES.map((p) => ({
    province: p.th,
    guaranteed: true,
  }));
  while (provinceSlots.length < others)
    provinceSlots.push({ province: pick(rng, weighted), guaranteed: false });
  const slots = shuffle(rng, provinceSlots);

  // Exact proportions for the fee shapes and the unverified records.
  const none = Math.round(others * 0.1);
  const minOnly = Math.round(others * 0.1);
  const maxOnly = Math.round(others * 0.05);
  const ranged = others - none - minOnly - maxOnly;
  const high = Math.round(ranged * 0.18);
  const medium = Math.round(ranged * 0.33);
  const straddle = Math.round(ranged * 0.1);
  const low = ranged - high - medium - straddle;
  const kinds = shuffle(rng, [
    ...Array<FeeKind>(none).fill('none'),
    ...Array<FeeKind>(minOnly).fill('minOnly'),
    ...Array<FeeKind>(maxOnly).fill('maxOnly'),
    ...Array<FeeKind>(low).fill('low'),
    ...Array<FeeKind>(medium).fill('medium'),
    ...Array<FeeKind>(high).fill('high'),
    ...Array<FeeKind>(straddle).fill('straddle'),
  ]);
  const optional = indices(slots.length).filter((i) => !slots[i]?.guaranteed);
  const unverified = new Set(shuffle(rng, optional).slice(0, Math.round(count * 0.1)));

  const caseTypeValues = CASE_TYPES.map((c) => c.value);
  const foreignLanguages = LAWYER_LANGUAGES.map((l) => l.value as string).filter((l) => l !== 'ไทย');
  const usedNames = new Set<string>([DEMO_FEATURED_LAWYER_NAME]);
  const result: DemoLawyer[] = [featuredLawyer()];

  slots.forEach((slot, i) => {
    const n = i + 2; // demo.lawyer002 onwards; 001 is the featured lawyer
    const nnn = String(n).padStart(3, '0');

    let name: string;
    let first: string;
    let surname: string;
    do {
      first = pick(rng, FIRST_NAMES);
      surname = pick(rng, SURNAMES);
      name = `${first} ${surname}`;
    } while (usedNames.has(name));
    usedNames.add(name);

    const { province } = slot;
    const region = PROVINCES.find((p) => p.th === province)?.region ?? 'central';
    const district = pick(rng, districtsOf(province));
    const experience = Math.floor(rng() ** 1.3 * 36); // 0-35, more juniors than seniors
    const title =
      rng() < 0.15 ? 'ที่ปรึกษากฎหมาย' : experience >= 15 && rng() < 0.6 ? 'ทนายความอาวุโส' : 'ทนายความ';

    const areaCount = pick(rng, [1, 2, 2, 3, 3, 4]);
    const experienceAreas = sample(rng, caseTypeValues, areaCount);

    // The languages as once drawn (kept, so that every later draw stays the same); demoLanguages makes them as in
    // life.
    const languages: string[] = rng() < 0.97 ? ['ไทย'] : [];
    const total = languages.length + (languages.length === 0 ? int(rng, 1, 2) : pick(rng, [0, 0, 1, 1, 2]));
    while (languages.length < total) {
      const candidate = rng() < 0.6 ? pick(rng, REGIONAL_LANGUAGES[region]) : pick(rng, foreignLanguages);
      if (!languages.includes(candidate)) languages.push(candidate);
    }

    const kind = kinds[i] ?? 'none';
    const drawnFee = fees(kind, experience, rng);
    const feeUnit: FeeUnit | null =
      drawnFee.feeMin === null && drawnFee.feeMax === null
        ? null
        : (kind === 'low' || kind === 'maxOnly') && rng() < 0.35
          ? 'per_hour'
          : kind !== 'high' && rng() < 0.08
            ? 'per_hour'
            : 'per_session';
    const { feeMin, feeMax } = feeUnit === 'per_hour' ? perHour(drawnFee) : drawnFee;

    // The draws that once made up a rating and a number of reviews, kept so that every demo lawyer stays the
    // same person. The figures now come from demo reviews written through the review rules (demo-reviews.ts).
    if (rng() >= 0.1) {
      rng();
      rng();
    }

    const education: string[] = [pick(rng, EDUCATION)];
    if (rng() < 0.5) education.push(pick(rng, FURTHER_EDUCATION));
    const achievements = sample(rng, ACHIEVEMENTS, pick(rng, [0, 0, 1, 1, 2, 3]));

    result.push({
      name,
      title,
      ...translatedNames(first, surname, title),
      description: rng() < 0.3 ? null : demoDescription(experienceAreas, experience, province, rng),
      province,
      district,
      experience,
      experienceAreas,
      languages: demoLanguages(languages, province, region, mulberry32(seed + n * 7919)),
      feeMin,
      feeMax,
      feeUnit,
      phone: phone(n),
      email: `demo.lawyer${nnn}@example.com`,
      lineId: rng() < 0.4 ? `demo_lawyer${nnn}` : null,
      education,
      achievements,
      availability: rng() < 0.6 ? pick(rng, AVAILABILITY) : null,
      licenseNumber: licenseNumber(rng, experience),
      address: `เลขที่ ${int(rng, 1, 199)}/${int(rng, 1, 99)} ถนนตัวอย่าง ${district} ${province}`,
      website: rng() < 0.15 ? `https://example.com/demo-lawyer${nnn}` : null,
      verified: !unverified.has(i),
      verifiedAt: unverified.has(i) ? null : demoVerifiedAt(n),
      networkMember: rng() < 0.1,
    });
  });
  return result;
}
