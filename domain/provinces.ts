import type { Lang } from './i18n.ts';

/**
 * The six official geographical regions of Thailand (National Geographical
 * Committee, 1977), in display order.
 */
export const REGIONS = [
  { value: 'central', label: { th: 'ภาคกลาง', en: 'Central', zh: '中部' } },
  { value: 'north', label: { th: 'ภาคเหนือ', en: 'North', zh: '北部' } },
  { value: 'northeast', label: { th: 'ภาคตะวันออกเฉียงเหนือ', en: 'Northeast', zh: '东北部' } },
  { value: 'east', label: { th: 'ภาคตะวันออก', en: 'East', zh: '东部' } },
  { value: 'west', label: { th: 'ภาคตะวันตก', en: 'West', zh: '西部' } },
  { value: 'south', label: { th: 'ภาคใต้', en: 'South', zh: '南部' } },
] as const;

export type Region = (typeof REGIONS)[number]['value'];

export const REGION_VALUES: readonly Region[] = REGIONS.map((r) => r.value);

export function isRegion(x: unknown): x is Region {
  return typeof x === 'string' && (REGION_VALUES as readonly string[]).includes(x);
}

/** Label of a region; an unknown value is returned unchanged. */
export function regionLabel(value: string, lang: Lang): string {
  const found = REGIONS.find((r) => r.value === value);
  return found ? found.label[lang] : value;
}

/**
 * All 77 provinces of Thailand (76 provinces + Bangkok). `th` is the value
 * stored in the database. Order: Bangkok first, then Thai alphabetical order
 * (the usual order of a Thai province picker).
 * Region counts: central 22 (with Bangkok), north 9, northeast 20, east 7,
 * west 5, south 14.
 */
export const PROVINCES = [
  { th: 'กรุงเทพมหานคร', en: 'Bangkok', region: 'central' },
  { th: 'กระบี่', en: 'Krabi', region: 'south' },
  { th: 'กาญจนบุรี', en: 'Kanchanaburi', region: 'west' },
  { th: 'กาฬสินธุ์', en: 'Kalasin', region: 'northeast' },
  { th: 'กำแพงเพชร', en: 'Kamphaeng Phet', region: 'central' },
  { th: 'ขอนแก่น', en: 'Khon Kaen', region: 'northeast' },
  { th: 'จันทบุรี', en: 'Chanthaburi', region: 'east' },
  { th: 'ฉะเชิงเทรา', en: 'Chachoengsao', region: 'east' },
  { th: 'ชลบุรี', en: 'Chonburi', region: 'east' },
  { th: 'ชัยนาท', en: 'Chai Nat', region: 'central' },
  { th: 'ชัยภูมิ', en: 'Chaiyaphum', region: 'northeast' },
  { th: 'ชุมพร', en: 'Chumphon', region: 'south' },
  { th: 'เชียงราย', en: 'Chiang Rai', region: 'north' },
  { th: 'เชียงใหม่', en: 'Chiang Mai', region: 'north' },
  { th: 'ตรัง', en: 'Trang', region: 'south' },
  { th: 'ตราด', en: 'Trat', region: 'east' },
  { th: 'ตาก', en: 'Tak', region: 'west' },
  { th: 'นครนายก', en: 'Nakhon Nayok', region: 'central' },
  { th: 'นครปฐม', en: 'Nakhon Pathom', region: 'central' },
  { th: 'นครพนม', en: 'Nakhon Phanom', region: 'northeast' },
  { th: 'นครราชสีมา', en: 'Nakhon Ratchasima', region: 'northeast' },
  { th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat', region: 'south' },
  { th: 'นครสวรรค์', en: 'Nakhon Sawan', region: 'central' },
  { th: 'นนทบุรี', en: 'Nonthaburi', region: 'central' },
  { th: 'นราธิวาส', en: 'Narathiwat', region: 'south' },
  { th: 'น่าน', en: 'Nan', region: 'north' },
  { th: 'บึงกาฬ', en: 'Bueng Kan', region: 'northeast' },
  { th: 'บุรีรัมย์', en: 'Buriram', region: 'northeast' },
  { th: 'ปทุมธานี', en: 'Pathum Thani', region: 'central' },
  { th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan', region: 'west' },
  { th: 'ปราจีนบุรี', en: 'Prachinburi', region: 'east' },
  { th: 'ปัตตานี', en: 'Pattani', region: 'south' },
  { th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya', region: 'central' },
  { th: 'พะเยา', en: 'Phayao', region: 'north' },
  { th: 'พังงา', en: 'Phang Nga', region: 'south' },
  { th: 'พัทลุง', en: 'Phatthalung', region: 'south' },
  { th: 'พิจิตร', en: 'Phichit', region: 'central' },
  { th: 'พิษณุโลก', en: 'Phitsanulok', region: 'central' },
  { th: 'เพชรบุรี', en: 'Phetchaburi', region: 'west' },
  { th: 'เพชรบูรณ์', en: 'Phetchabun', region: 'central' },
  { th: 'แพร่', en: 'Phrae', region: 'north' },
  { th: 'ภูเก็ต', en: 'Phuket', region: 'south' },
  { th: 'มหาสารคาม', en: 'Maha Sarakham', region: 'northeast' },
  { th: 'มุกดาหาร', en: 'Mukdahan', region: 'northeast' },
  { th: 'แม่ฮ่องสอน', en: 'Mae Hong Son', region: 'north' },
  { th: 'ยโสธร', en: 'Yasothon', region: 'northeast' },
  { th: 'ยะลา', en: 'Yala', region: 'south' },
  { th: 'ร้อยเอ็ด', en: 'Roi Et', region: 'northeast' },
  { th: 'ระนอง', en: 'Ranong', region: 'south' },
  { th: 'ระยอง', en: 'Rayong', region: 'east' },
  { th: 'ราชบุรี', en: 'Ratchaburi', region: 'west' },
  { th: 'ลพบุรี', en: 'Lopburi', region: 'central' },
  { th: 'ลำปาง', en: 'Lampang', region: 'north' },
  { th: 'ลำพูน', en: 'Lamphun', region: 'north' },
  { th: 'เลย', en: 'Loei', region: 'northeast' },
  { th: 'ศรีสะเกษ', en: 'Sisaket', region: 'northeast' },
  { th: 'สกลนคร', en: 'Sakon Nakhon', region: 'northeast' },
  { th: 'สงขลา', en: 'Songkhla', region: 'south' },
  { th: 'สตูล', en: 'Satun', region: 'south' },
  { th: 'สมุทรปราการ', en: 'Samut Prakan', region: 'central' },
  { th: 'สมุทรสงคราม', en: 'Samut Songkhram', region: 'central' },
  { th: 'สมุทรสาคร', en: 'Samut Sakhon', region: 'central' },
  { th: 'สระแก้ว', en: 'Sa Kaeo', region: 'east' },
  { th: 'สระบุรี', en: 'Saraburi', region: 'central' },
  { th: 'สิงห์บุรี', en: 'Sing Buri', region: 'central' },
  { th: 'สุโขทัย', en: 'Sukhothai', region: 'central' },
  { th: 'สุพรรณบุรี', en: 'Suphan Buri', region: 'central' },
  { th: 'สุราษฎร์ธานี', en: 'Surat Thani', region: 'south' },
  { th: 'สุรินทร์', en: 'Surin', region: 'northeast' },
  { th: 'หนองคาย', en: 'Nong Khai', region: 'northeast' },
  { th: 'หนองบัวลำภู', en: 'Nong Bua Lamphu', region: 'northeast' },
  { th: 'อ่างทอง', en: 'Ang Thong', region: 'central' },
  { th: 'อำนาจเจริญ', en: 'Amnat Charoen', region: 'northeast' },
  { th: 'อุดรธานี', en: 'Udon Thani', region: 'northeast' },
  { th: 'อุตรดิตถ์', en: 'Uttaradit', region: 'north' },
  { th: 'อุทัยธานี', en: 'Uthai Thani', region: 'central' },
  { th: 'อุบลราชธานี', en: 'Ubon Ratchathani', region: 'northeast' },
] as const satisfies readonly { th: string; en: string; region: Region }[];

export type Province = (typeof PROVINCES)[number]['th'];

export const PROVINCE_NAMES_TH: readonly Province[] = PROVINCES.map((p) => p.th);

export function isProvince(x: unknown): x is Province {
  return typeof x === 'string' && (PROVINCE_NAMES_TH as readonly string[]).includes(x);
}

/**
 * Display name of a province stored by its Thai name: the Thai name for th,
 * the English name for en and zh. Unknown input is returned unchanged.
 */
export function provinceLabel(th: string, lang: Lang): string {
  if (lang === 'th') return th;
  const found = PROVINCES.find((p) => p.th === th);
  return found ? found.en : th;
}

/** Region of a province stored by its Thai name, or null when unknown. */
export function provinceRegion(th: string): Region | null {
  return PROVINCES.find((p) => p.th === th)?.region ?? null;
}
