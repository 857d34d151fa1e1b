import type { Lang } from './i18n.ts';
import { PROVINCES } from './provinces.ts';

/**
 * Districts as lawyers store them (Thai, with the prefix เขต for Bangkok's districts and อำเภอ for the others'),
 * with their English (RTGS, as the Royal Thai Government writes them) and Chinese names (those of Chinese-language
 * sources: 区 for a district of Bangkok, 县 for an amphoe, 府直辖县 for a province's capital district). The stored
 * value stays Thai; `districtLabel` shows it in the page's language.
 */
export interface District {
  th: string;
  en: string;
  zh: string;
}

/** Bangkok's 50 districts (เขต), in the order of their official codes (1001-1050). */
export const BANGKOK_DISTRICTS: readonly District[] = [
  { th: 'เขตพระนคร', en: 'Phra Nakhon', zh: '帕那空区' },
  { th: 'เขตดุสิต', en: 'Dusit', zh: '律实区' },
  { th: 'เขตหนองจอก', en: 'Nong Chok', zh: '廊绰区' },
  { th: 'เขตบางรัก', en: 'Bang Rak', zh: '挽叻区' },
  { th: 'เขตบางเขน', en: 'Bang Khen', zh: '挽肯区' },
  { th: 'เขตบางกะปิ', en: 'Bang Kapi', zh: '挽甲必区' },
  { th: 'เขตปทุมวัน', en: 'Pathum Wan', zh: '巴吞旺区' },
  { th: 'เขตป้อมปราบศัตรูพ่าย', en: 'Pom Prap Sattru Phai', zh: '邦不沙都拍区' },
  { th: 'เขตพระโขนง', en: 'Phra Khanong', zh: '帕卡农区' },
  { th: 'เขตมีนบุรี', en: 'Min Buri', zh: '民武里区' },
  { th: 'เขตลาดกระบัง', en: 'Lat Krabang', zh: '拉甲邦区' },
  { th: 'เขตยานนาวา', en: 'Yan Nawa', zh: '耶那哇区' },
  { th: 'เขตสัมพันธวงศ์', en: 'Samphanthawong', zh: '三攀他旺区' },
  { th: 'เขตพญาไท', en: 'Phaya Thai', zh: '拍耶泰区' },
  { th: 'เขตธนบุรี', en: 'Thon Buri', zh: '吞武里区' },
  { th: 'เขตบางกอกใหญ่', en: 'Bangkok Yai', zh: '曼谷艾区' },
  { th: 'เขตห้วยขวาง', en: 'Huai Khwang', zh: '辉煌区' },
  { th: 'เขตคลองสาน', en: 'Khlong San', zh: '空讪区' },
  { th: 'เขตตลิ่งชัน', en: 'Taling Chan', zh: '达令昌区' },
  { th: 'เขตบางกอกน้อย', en: 'Bangkok Noi', zh: '曼谷莲区' },
  { th: 'เขตบางขุนเทียน', en: 'Bang Khun Thian', zh: '挽坤天区' },
  { th: 'เขตภาษีเจริญ', en: 'Phasi Charoen', zh: '帕西乍伦区' },
  { th: 'เขตหนองแขม', en: 'Nong Khaem', zh: '廊坎区' },
  { th: 'เขตราษฎร์บูรณะ', en: 'Rat Burana', zh: '叻武拉那区' },
  { th: 'เขตบางพลัด', en: 'Bang Phlat', zh: '挽帕区' },
  { th: 'เขตดินแดง', en: 'Din Daeng', zh: '廷烂区' },
  { th: 'เขตบึงกุ่ม', en: 'Bueng Kum', zh: '汶恭区' },
  { th: 'เขตสาทร', en: 'Sathon', zh: '沙吞区' },
  { th: 'เขตบางซื่อ', en: 'Bang Sue', zh: '挽秀区' },
  { th: 'เขตจตุจักร', en: 'Chatuchak', zh: '乍都乍区' },
  { th: 'เขตบางคอแหลม', en: 'Bang Kho Laem', zh: '挽柯廉区' },
  { th: 'เขตประเวศ', en: 'Prawet', zh: '巴威区' },
  { th: 'เขตคลองเตย', en: 'Khlong Toei', zh: '空堤区' },
  { th: 'เขตสวนหลวง', en: 'Suan Luang', zh: '宣銮区' },
  { th: 'เขตจอมทอง', en: 'Chom Thong', zh: '宗通区' },
  { th: 'เขตดอนเมือง', en: 'Don Mueang', zh: '廊曼区' },
  { th: 'เขตราชเทวี', en: 'Ratchathewi', zh: '拉差贴威区' },
  { th: 'เขตลาดพร้าว', en: 'Lat Phrao', zh: '拉抛区' },
  { th: 'เขตวัฒนา', en: 'Watthana', zh: '瓦他那区' },
  { th: 'เขตบางแค', en: 'Bang Khae', zh: '挽卡区' },
  { th: 'เขตหลักสี่', en: 'Lak Si', zh: '叻实区' },
  { th: 'เขตสายไหม', en: 'Sai Mai', zh: '赛迈区' },
  { th: 'เขตคันนายาว', en: 'Khan Na Yao', zh: '坎那耀区' },
  { th: 'เขตสะพานสูง', en: 'Saphan Sung', zh: '沙攀松区' },
  { th: 'เขตวังทองหลาง', en: 'Wang Thonglang', zh: '汪通郎区' },
  { th: 'เขตคลองสามวา', en: 'Khlong Sam Wa', zh: '空三哇区' },
  { th: 'เขตบางนา', en: 'Bang Na', zh: '挽那区' },
  { th: 'เขตทวีวัฒนา', en: 'Thawi Watthana', zh: '他威瓦他那区' },
  { th: 'เขตทุ่งครุ', en: 'Thung Khru', zh: '通库区' },
  { th: 'เขตบางบอน', en: 'Bang Bon', zh: '挽蓬区' },
];

/**
 * Every province's capital district (อำเภอเมือง<province>; Ayutthaya's is called อำเภอพระนครศรีอยุธยา), Bangkok
 * aside (it has none).
 */
export const CAPITAL_DISTRICTS: readonly District[] = PROVINCES.filter((p) => p.th !== 'กรุงเทพมหานคร').map(
  (p) =>
    p.th === 'พระนครศรีอยุธยา'
      ? { th: 'อำเภอพระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya', zh: '大城县' }
      : { th: `อำเภอเมือง${p.th}`, en: `Mueang ${p.en}`, zh: `${p.zh.replace(/府$/, '')}府直辖县` },
);

/** Other districts of the larger provinces (those the demo data and most listings use). */
export const OTHER_DISTRICTS: readonly District[] = [
  { th: 'อำเภอสันทราย', en: 'San Sai', zh: '山赛县' },
  { th: 'อำเภอหางดง', en: 'Hang Dong', zh: '杭东县' },
  { th: 'อำเภอสันกำแพง', en: 'San Kamphaeng', zh: '山甘烹县' },
  { th: 'อำเภอแม่ริม', en: 'Mae Rim', zh: '湄林县' },
  { th: 'อำเภอบางละมุง', en: 'Bang Lamung', zh: '邦拉蒙县' },
  { th: 'อำเภอศรีราชา', en: 'Si Racha', zh: '是拉差县' },
  { th: 'อำเภอสัตหีบ', en: 'Sattahip', zh: '梭桃邑县' },
  { th: 'อำเภอชุมแพ', en: 'Chum Phae', zh: '春佩县' },
  { th: 'อำเภอบ้านไผ่', en: 'Ban Phai', zh: '班派县' },
  { th: 'อำเภอปากช่อง', en: 'Pak Chong', zh: '北冲县' },
  { th: 'อำเภอสีคิ้ว', en: 'Sikhio', zh: '是丘县' },
  { th: 'อำเภอกะทู้', en: 'Kathu', zh: '卡图县' },
  { th: 'อำเภอถลาง', en: 'Thalang', zh: '他朗县' },
  { th: 'อำเภอหาดใหญ่', en: 'Hat Yai', zh: '合艾县' },
  { th: 'อำเภอสะเดา', en: 'Sadao', zh: '沙道县' },
  { th: 'อำเภอปากเกร็ด', en: 'Pak Kret', zh: '北革县' },
  { th: 'อำเภอบางบัวทอง', en: 'Bang Bua Thong', zh: '挽巴通县' },
  { th: 'อำเภอบางใหญ่', en: 'Bang Yai', zh: '挽艾县' },
  { th: 'อำเภอคลองหลวง', en: 'Khlong Luang', zh: '空銮县' },
  { th: 'อำเภอธัญบุรี', en: 'Thanyaburi', zh: '他耶武里县' },
  { th: 'อำเภอลำลูกกา', en: 'Lam Luk Ka', zh: '南卢卡县' },
  { th: 'อำเภอบางพลี', en: 'Bang Phli', zh: '挽披县' },
  { th: 'อำเภอพระประแดง', en: 'Phra Pradaeng', zh: '帕巴登县' },
  { th: 'อำเภอบางบ่อ', en: 'Bang Bo', zh: '挽博县' },
  { th: 'อำเภอเกาะสมุย', en: 'Ko Samui', zh: '苏梅岛县' },
  { th: 'อำเภอกาญจนดิษฐ์', en: 'Kanchanadit', zh: '甘乍那迪县' },
  { th: 'อำเภอกุมภวาปี', en: 'Kumphawapi', zh: '坤帕哇比县' },
  { th: 'อำเภอปลวกแดง', en: 'Pluak Daeng', zh: '巴卢登县' },
  { th: 'อำเภอบ้านฉาง', en: 'Ban Chang', zh: '班昌县' },
  { th: 'อำเภอบางปะอิน', en: 'Bang Pa-in', zh: '挽巴茵县' },
  { th: 'อำเภอวังน้อย', en: 'Wang Noi', zh: '旺诺县' },
  { th: 'อำเภอแม่สาย', en: 'Mae Sai', zh: '美赛县' },
  { th: 'อำเภอเชียงแสน', en: 'Chiang Saen', zh: '清盛县' },
  { th: 'อำเภอวารินชำราบ', en: 'Warin Chamrap', zh: '瓦林占拉县' },
  { th: 'อำเภอสามพราน', en: 'Sam Phran', zh: '三攀县' },
  { th: 'อำเภอนครชัยศรี', en: 'Nakhon Chai Si', zh: '那空猜西县' },
  { th: 'อำเภอวังทอง', en: 'Wang Thong', zh: '旺通县' },
];

export const DISTRICTS: readonly District[] = [
  ...BANGKOK_DISTRICTS,
  ...CAPITAL_DISTRICTS,
  ...OTHER_DISTRICTS,
];

const BY_THAI = new Map<string, District>();
for (const d of DISTRICTS) {
  BY_THAI.set(d.th, d);
  // Also without its prefix ("ปทุมวัน", "เมืองภูเก็ต"), as people often write a district.
  BY_THAI.set(d.th.replace(/^(เขต|อำเภอ)/, ''), d);
}

/** The district of a stored (Thai) name, with or without its prefix (เขต, อำเภอ, อ.), or null when unknown. */
export function findDistrict(stored: string): District | null {
  const name = stored.trim().replace(/^อ\.\s*/, 'อำเภอ');
  return BY_THAI.get(name) ?? BY_THAI.get(name.replace(/^(เขต|อำเภอ)\s*/, '')) ?? null;
}

/** A stored district in the page's language; an unknown one (free text a lawyer wrote) is returned unchanged. */
export function districtLabel(stored: string, lang: Lang): string {
  if (lang === 'th') return stored;
  return findDistrict(stored)?.[lang] ?? stored;
}
