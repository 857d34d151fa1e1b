import { BANGKOK_DISTRICTS } from '#domain/districts.ts';
import { PROVINCES, type Province } from '#domain/provinces.ts';

/**
 * Where a question is: the province a text names, as stored in `lawyers.province` (docs/decisions/0023-case-triage.md).
 * The 77 provinces in Thai, English and Chinese; Bangkok's districts; and the cities, districts, islands and areas
 * people name instead of their province.
 */

/** Places people name instead of their province, in the three languages. */
const PLACES: readonly { province: Province; names: readonly string[] }[] = [
  {
    province: 'กรุงเทพมหานคร',
    names: [
      'กรุงเทพ',
      'กทม',
      'บางกอก',
      'bkk',
      'krung thep',
      'สุขุมวิท',
      'sukhumvit',
      'สีลม',
      'silom',
      'สาทร',
      'sathorn',
      'sathon',
      'บางนา',
      'bang na',
      'bangna',
      'ลาดพร้าว',
      'lat phrao',
      'ladprao',
      'รัชดา',
      'ratchada',
      'อโศก',
      'asok',
      'asoke',
      'ทองหล่อ',
      'thong lo',
      'thonglor',
      'พระราม 9',
      'rama 9',
      'จตุจักร',
      'chatuchak',
      'อ่อนนุช',
      'on nut',
      'onnut',
      'เยาวราช',
      'yaowarat',
      'chinatown bangkok',
      '素坤逸',
      '是隆',
      '沙吞',
      '唐人街',
      '拉差达',
    ],
  },
  {
    province: 'ชลบุรี',
    names: [
      'พัทยา',
      'pattaya',
      '芭提雅',
      '芭堤雅',
      'ศรีราชา',
      'si racha',
      'sriracha',
      '是拉差',
      'บางแสน',
      'bang saen',
      '邦盛',
      'สัตหีบ',
      'sattahip',
      'บางละมุง',
      'bang lamung',
      'เกาะล้าน',
      'koh larn',
      'แหลมฉบัง',
      'laem chabang',
      '林查班',
      'จอมเทียน',
      'jomtien',
      '宗天',
    ],
  },
  { province: 'สงขลา', names: ['หาดใหญ่', 'hat yai', 'hatyai', '合艾', 'สะเดา', 'sadao'] },
  {
    province: 'สุราษฎร์ธานี',
    names: [
      'เกาะสมุย',
      'สมุย',
      'koh samui',
      'ko samui',
      'samui',
      '苏梅',
      'เกาะพะงัน',
      'koh phangan',
      'ko pha ngan',
      '帕岸岛',
      'เกาะเต่า',
      'koh tao',
      '龟岛',
    ],
  },
  { province: 'ประจวบคีรีขันธ์', names: ['หัวหิน', 'hua hin', 'huahin', '华欣', 'ปราณบุรี', 'pranburi'] },
  {
    province: 'ภูเก็ต',
    names: [
      'ป่าตอง',
      'patong',
      '芭东',
      'กะทู้',
      'kathu',
      'ถลาง',
      'thalang',
      'กะตะ',
      'kata beach',
      'ราไวย์',
      'rawai',
    ],
  },
  {
    province: 'นครราชสีมา',
    names: ['โคราช', 'korat', 'khorat', '呵叻', 'ปากช่อง', 'pak chong', 'เขาใหญ่', 'khao yai', '考艾'],
  },
  { province: 'พระนครศรีอยุธยา', names: ['อยุธยา', 'ayutthaya', 'ayuthaya', '大城', 'บางปะอิน', 'bang pa-in'] },
  { province: 'เชียงราย', names: ['แม่สาย', 'mae sai', '美赛', 'เชียงแสน', 'chiang saen', '清盛'] },
  {
    province: 'เชียงใหม่',
    names: ['นิมมาน', 'nimman', 'แม่ริม', 'mae rim', 'สันทราย', 'san sai', 'หางดง', 'hang dong', 'chiangmai'],
  },
  { province: 'แม่ฮ่องสอน', names: ['อำเภอปาย', 'pai district', '拜县'] },
  { province: 'ตราด', names: ['เกาะช้าง', 'koh chang', 'ko chang', '象岛'] },
  { province: 'ระยอง', names: ['เกาะเสม็ด', 'koh samet', '沙美岛', 'มาบตาพุด', 'map ta phut'] },
  {
    province: 'กระบี่',
    names: ['อ่าวนาง', 'ao nang', '奥南', 'เกาะลันตา', 'koh lanta', '兰塔岛', 'เกาะพีพี', 'phi phi', '皮皮岛'],
  },
  {
    province: 'ปทุมธานี',
    names: [
      'รังสิต',
      'rangsit',
      '兰实',
      'คลองหลวง',
      'khlong luang',
      'ธัญบุรี',
      'thanyaburi',
      'ลำลูกกา',
      'lam luk ka',
    ],
  },
  {
    province: 'นนทบุรี',
    names: [
      'ปากเกร็ด',
      'pak kret',
      'บางบัวทอง',
      'bang bua thong',
      'บางใหญ่',
      'bang yai',
      'เมืองทองธานี',
      'muang thong thani',
      'แจ้งวัฒนะ',
      'chaeng watthana',
    ],
  },
  {
    province: 'สมุทรปราการ',
    names: [
      'บางพลี',
      'bang phli',
      'สุวรรณภูมิ',
      'suvarnabhumi',
      '素万那普',
      'พระประแดง',
      'phra pradaeng',
      'บางบ่อ',
      'bang bo',
      'samut prakan',
    ],
  },
  { province: 'สมุทรสาคร', names: ['มหาชัย', 'mahachai'] },
  { province: 'นครปฐม', names: ['ศาลายา', 'salaya', 'สามพราน', 'sam phran'] },
  { province: 'อุดรธานี', names: ['อุดร', 'udon'] },
  { province: 'อุบลราชธานี', names: ['อุบล', 'ubon'] },
  { province: 'นครศรีธรรมราช', names: ['นครศรีฯ', 'นคร ศรีธรรมราช', 'nakhon si'] },
];

/**
 * Thai province names that are also everyday words (เลย "at all", แพร่ "to spread", ตาก "to dry"): counted only
 * after จังหวัด or จ.
 */
const THAI_WORDS = new Set(['เลย', 'แพร่', 'ตาก']);

/** Bangkok districts whose bare name is also a person's name or a district elsewhere: counted only with เขต. */
const DISTRICT_WORDS = new Set(['เขตวัฒนา', 'เขตจอมทอง', 'เขตสวนหลวง', 'เขตดินแดง']);

interface Alias {
  province: Province;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a pattern: Latin names as whole words, without caring for spaces or hyphens; others anywhere. */
function patternOf(name: string): string {
  if (!/^[a-z]/.test(name)) return escapeRegExp(name);
  const loose = name
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]?');
  return `\\b${loose}\\b`;
}

const ALIASES: readonly Alias[] = [
  ...PROVINCES.flatMap((p) => {
    const thai = THAI_WORDS.has(p.th)
      ? [`(?:จังหวัด|จ\\.)\\s*${escapeRegExp(p.th)}`]
      : [`(?:จังหวัด|จ\\.)?\\s*${escapeRegExp(p.th)}`];
    const chinese = [p.zh, ...(p.zh.endsWith('府') && p.zh.length > 2 ? [p.zh.slice(0, -1)] : [])];
    return [
      ...thai.map((source) => ({ province: p.th, source })),
      { province: p.th, source: patternOf(p.en.toLowerCase()) },
      ...chinese.map((name) => ({ province: p.th, source: escapeRegExp(name) })),
    ];
  }),
  ...BANGKOK_DISTRICTS.flatMap((d) => [
    { province: 'กรุงเทพมหานคร' as Province, source: escapeRegExp(d.th) },
    ...(DISTRICT_WORDS.has(d.th)
      ? []
      : [{ province: 'กรุงเทพมหานคร' as Province, source: escapeRegExp(d.th.replace(/^เขต/, '')) }]),
    { province: 'กรุงเทพมหานคร' as Province, source: patternOf(d.en.toLowerCase()) },
    { province: 'กรุงเทพมหานคร' as Province, source: escapeRegExp(d.zh) },
  ]),
  ...PLACES.flatMap((p) => p.names.map((name) => ({ province: p.province, source: patternOf(name) }))),
].map(({ province, source }) => ({ province, pattern: new RegExp(source, 'gu') }));

/**
 * The province a text names (lower-cased), or null: the place named first in the text, the longest name when two
 * start at the same place ("นครราชสีมา" over "นคร…").
 */
export function findProvince(normalised: string): Province | null {
  let found: { province: Province; at: number; length: number } | null = null;
  for (const { province, pattern } of ALIASES) {
    pattern.lastIndex = 0;
    const match = pattern.exec(normalised);
    if (!match) continue;
    const at = match.index;
    const { length } = match[0];
    if (!found || at < found.at || (at === found.at && length > found.length))
      found = { province, at, length };
  }
  return found?.province ?? null;
}
