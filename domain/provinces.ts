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
  { th: 'กรุงเทพมหานคร', en: 'Bangkok', zh: '曼谷', region: 'central' },
  { th: 'กระบี่', en: 'Krabi', zh: '甲米', region: 'south' },
  { th: 'กาญจนบุรี', en: 'Kanchanaburi', zh: '北碧', region: 'west' },
  { th: 'กาฬสินธุ์', en: 'Kalasin', zh: '加拉信', region: 'northeast' },
  { th: 'กำแพงเพชร', en: 'Kamphaeng Phet', zh: '甘烹碧', region: 'central' },
  { th: 'ขอนแก่น', en: 'Khon Kaen', zh: '孔敬', region: 'northeast' },
  { th: 'จันทบุรี', en: 'Chanthaburi', zh: '尖竹汶', region: 'east' },
  { th: 'ฉะเชิงเทรา', en: 'Chachoengsao', zh: '北柳', region: 'east' },
  { th: 'ชลบุรี', en: 'Chonburi', zh: '春武里', region: 'east' },
  { th: 'ชัยนาท', en: 'Chai Nat', zh: '猜纳', region: 'central' },
  { th: 'ชัยภูมิ', en: 'Chaiyaphum', zh: '猜也蓬', region: 'northeast' },
  { th: 'ชุมพร', en: 'Chumphon', zh: '春蓬', region: 'south' },
  { th: 'เชียงราย', en: 'Chiang Rai', zh: '清莱', region: 'north' },
  { th: 'เชียงใหม่', en: 'Chiang Mai', zh: '清迈', region: 'north' },
  { th: 'ตรัง', en: 'Trang', zh: '董里', region: 'south' },
  { th: 'ตราด', en: 'Trat', zh: '达叻', region: 'east' },
  { th: 'ตาก', en: 'Tak', zh: '达府', region: 'west' },
  { th: 'นครนายก', en: 'Nakhon Nayok', zh: '那空那育', region: 'central' },
  { th: 'นครปฐม', en: 'Nakhon Pathom', zh: '佛统', region: 'central' },
  { th: 'นครพนม', en: 'Nakhon Phanom', zh: '那空拍侬', region: 'northeast' },
  { th: 'นครราชสีมา', en: 'Nakhon Ratchasima', zh: '呵叻', region: 'northeast' },
  { th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat', zh: '洛坤', region: 'south' },
  { th: 'นครสวรรค์', en: 'Nakhon Sawan', zh: '北榄坡', region: 'central' },
  { th: 'นนทบุรี', en: 'Nonthaburi', zh: '暖武里', region: 'central' },
  { th: 'นราธิวาส', en: 'Narathiwat', zh: '陶公', region: 'south' },
  { th: 'น่าน', en: 'Nan', zh: '难府', region: 'north' },
  { th: 'บึงกาฬ', en: 'Bueng Kan', zh: '汶干', region: 'northeast' },
  { th: 'บุรีรัมย์', en: 'Buriram', zh: '武里南', region: 'northeast' },
  { th: 'ปทุมธานี', en: 'Pathum Thani', zh: '巴吞他尼', region: 'central' },
  { th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan', zh: '巴蜀', region: 'west' },
  { th: 'ปราจีนบุรี', en: 'Prachinburi', zh: '巴真', region: 'east' },
  { th: 'ปัตตานี', en: 'Pattani', zh: '北大年', region: 'south' },
  { th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya', zh: '大城', region: 'central' },
  { th: 'พะเยา', en: 'Phayao', zh: '帕尧', region: 'north' },
  { th: 'พังงา', en: 'Phang Nga', zh: '攀牙', region: 'south' },
  { th: 'พัทลุง', en: 'Phatthalung', zh: '博达伦', region: 'south' },
  { th: 'พิจิตร', en: 'Phichit', zh: '披集', region: 'central' },
  { th: 'พิษณุโลก', en: 'Phitsanulok', zh: '彭世洛', region: 'central' },
  { th: 'เพชรบุรี', en: 'Phetchaburi', zh: '佛丕', region: 'west' },
  { th: 'เพชรบูรณ์', en: 'Phetchabun', zh: '碧差汶', region: 'central' },
  { th: 'แพร่', en: 'Phrae', zh: '帕府', region: 'north' },
  { th: 'ภูเก็ต', en: 'Phuket', zh: '普吉', region: 'south' },
  { th: 'มหาสารคาม', en: 'Maha Sarakham', zh: '玛哈沙拉堪', region: 'northeast' },
  { th: 'มุกดาหาร', en: 'Mukdahan', zh: '莫达汉', region: 'northeast' },
  { th: 'แม่ฮ่องสอน', en: 'Mae Hong Son', zh: '夜丰颂', region: 'north' },
  { th: 'ยโสธร', en: 'Yasothon', zh: '益梭通', region: 'northeast' },
  { th: 'ยะลา', en: 'Yala', zh: '也拉', region: 'south' },
  { th: 'ร้อยเอ็ด', en: 'Roi Et', zh: '黎逸', region: 'northeast' },
  { th: 'ระนอง', en: 'Ranong', zh: '拉廊', region: 'south' },
  { th: 'ระยอง', en: 'Rayong', zh: '罗勇', region: 'east' },
  { th: 'ราชบุรี', en: 'Ratchaburi', zh: '叻丕', region: 'west' },
  { th: 'ลพบุรี', en: 'Lopburi', zh: '华富里', region: 'central' },
  { th: 'ลำปาง', en: 'Lampang', zh: '南邦', region: 'north' },
  { th: 'ลำพูน', en: 'Lamphun', zh: '南奔', region: 'north' },
  { th: 'เลย', en: 'Loei', zh: '黎府', region: 'northeast' },
  { th: 'ศรีสะเกษ', en: 'Sisaket', zh: '四色菊', region: 'northeast' },
  { th: 'สกลนคร', en: 'Sakon Nakhon', zh: '色军', region: 'northeast' },
  { th: 'สงขลา', en: 'Songkhla', zh: '宋卡', region: 'south' },
  { th: 'สตูล', en: 'Satun', zh: '沙敦', region: 'south' },
  { th: 'สมุทรปราการ', en: 'Samut Prakan', zh: '北榄', region: 'central' },
  { th: 'สมุทรสงคราม', en: 'Samut Songkhram', zh: '夜功', region: 'central' },
  { th: 'สมุทรสาคร', en: 'Samut Sakhon', zh: '龙仔厝', region: 'central' },
  { th: 'สระแก้ว', en: 'Sa Kaeo', zh: '沙缴', region: 'east' },
  { th: 'สระบุรี', en: 'Saraburi', zh: '北标', region: 'central' },
  { th: 'สิงห์บุรี', en: 'Sing Buri', zh: '信武里', region: 'central' },
  { th: 'สุโขทัย', en: 'Sukhothai', zh: '素可泰', region: 'central' },
  { th: 'สุพรรณบุรี', en: 'Suphan Buri', zh: '素攀武里', region: 'central' },
  { th: 'สุราษฎร์ธานี', en: 'Surat Thani', zh: '素叻他尼', region: 'south' },
  { th: 'สุรินทร์', en: 'Surin', zh: '素林', region: 'northeast' },
  { th: 'หนองคาย', en: 'Nong Khai', zh: '廊开', region: 'northeast' },
  { th: 'หนองบัวลำภู', en: 'Nong Bua Lamphu', zh: '廊莫那浦', region: 'northeast' },
  { th: 'อ่างทอง', en: 'Ang Thong', zh: '红统', region: 'central' },
  { th: 'อำนาจเจริญ', en: 'Amnat Charoen', zh: '安纳乍能', region: 'northeast' },
  { th: 'อุดรธานี', en: 'Udon Thani', zh: '乌隆他尼', region: 'northeast' },
  { th: 'อุตรดิตถ์', en: 'Uttaradit', zh: '程逸', region: 'north' },
  { th: 'อุทัยธานี', en: 'Uthai Thani', zh: '乌泰他尼', region: 'central' },
  { th: 'อุบลราชธานี', en: 'Ubon Ratchathani', zh: '乌汶叻差他尼', region: 'northeast' },
] as const satisfies readonly { th: string; en: string; zh: string; region: Region }[];

export type Province = (typeof PROVINCES)[number]['th'];

export const PROVINCE_NAMES_TH: readonly Province[] = PROVINCES.map((p) => p.th);

export function isProvince(x: unknown): x is Province {
  return typeof x === 'string' && (PROVINCE_NAMES_TH as readonly string[]).includes(x);
}

/**
 * Display name of a province stored by its Thai name, in the page's language (the Chinese names are those of
 * Chinese-language sources: 清迈, 曼谷, 普吉). Unknown input is returned unchanged.
 */
export function provinceLabel(th: string, lang: Lang): string {
  if (lang === 'th') return th;
  const found = PROVINCES.find((p) => p.th === th);
  return found ? found[lang] : th;
}

const optionsByLang = new Map<Lang, readonly { value: Province; label: string }[]>();

/**
 * Every province as a choice of a list (`value` the stored Thai name, `label` in the page's language), sorted in
 * that language's own order (`Intl.Collator`: Thai order on /th, A–Z on /en, pinyin on /zh). Every province
 * select and suggestion list takes its provinces from here (docs/product-rules.md, "Lawyer listings").
 */
export function provinceOptions(lang: Lang): readonly { value: Province; label: string }[] {
  let options = optionsByLang.get(lang);
  if (!options) {
    const collator = new Intl.Collator(lang);
    options = PROVINCES.map((p) => ({ value: p.th, label: provinceLabel(p.th, lang) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    optionsByLang.set(lang, options);
  }
  return options;
}

/** Region of a province stored by its Thai name, or null when unknown. */
export function provinceRegion(th: string): Region | null {
  return PROVINCES.find((p) => p.th === th)?.region ?? null;
}
