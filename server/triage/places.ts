import { BANGKOK_DISTRICTS } from '#domain/districts.ts';
import { PROVINCES, type Province } from '#domain/provinces.ts';
import { escapeRegExp } from '#domain/text.ts';
import { withoutSpacesInThai } from './features.ts';

/**
 * Where a question is: the province a text names, as stored in `lawyers.province` (docs/decisions/0023-case-triage.md).
 * The 77 provinces in Thai, English and Chinese; Bangkok's districts; and the cities, districts, islands and areas
 * people name instead of their province.
 */

/**
 * A short name that is also part of people's names or of everyday words (นนท์ in อานนท์, กาญจน์ in ธนกาญจน์, ปทุม
 * "lotus"): counted only right after a word of place (อยู่นนท์, ที่กาญจน์, แถวปทุม).
 */
const AT = '(?:อยู่|ที่|แถว|ย่าน|ไป|จาก|ใน|เมือง|จังหวัด|จ\\.)\\s?';

/**
 * Places people name instead of their province, in the three languages: a string (Latin names as whole words), or a
 * pattern for a name that needs a guard.
 */
const PLACES: readonly { province: Province; names: readonly (string | RegExp)[] }[] = [
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
      '邦纳',
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
      'เอกมัย',
      'ekkamai',
      'phrom phong',
      'พระราม 2',
      'พระราม 3',
      'พระราม 4',
      'พระราม 9',
      'rama 2',
      'rama 3',
      'rama 4',
      'rama 9',
      'จตุจักร',
      'chatuchak',
      'อ่อนนุช',
      'on nut',
      'onnut',
      'เยาวราช',
      'yaowarat',
      'chinatown bangkok',
      'สำเพ็ง',
      'sampeng',
      '三聘',
      'รามอินทรา',
      'ram inthra',
      'ramintra',
      'ถนนเพชรบุรี',
      'เพชรบุรีตัดใหม่',
      'new phetchaburi road',
      'ถนนข้าวสาร',
      'khao san',
      'khaosan',
      '考山路',
      // ประตูน้ำ is also a floodgate: only as a place (ที่ประตูน้ำ, ตลาดประตูน้ำ); ประตูน้ำพระอินทร์ is in Ayutthaya.
      new RegExp(`(?:${AT}|ตลาด)ประตูน้ำ(?!พระอินทร์)`),
      'pratunam',
      '水门市场',
      // สยาม is also Thailand's old name, in many company names: only แถวสยาม, its malls, or สยาม ending a phrase.
      'แถวสยาม',
      'ย่านสยาม',
      /(?:อยู่|ที่)สยาม(?=ค่ะ|คะ|ครับ|นะ|\s|$|[.,!?])/,
      'สยามสแควร์',
      'สยามพารากอน',
      'สยามเซ็นเตอร์',
      'siam square',
      'siam paragon',
      '暹罗广场',
      '暹罗百丽宫',
      // อนุสาวรีย์ alone is any monument (ย่าโม in Korat): only the Victory Monument.
      'อนุสาวรีย์ชัย',
      'victory monument',
      '胜利纪念碑',
      '素坤逸',
      '是隆',
      '沙吞',
      '唐人街',
      '拉差达',
      'ลุมพินี',
      'lumpini',
      'สวนพลู',
      'suan phlu',
      'suan plu',
      'soi cowboy',
      'mbk',
      'คลองเปรม',
      'klong prem',
      '廊曼',
    ],
  },
  {
    province: 'ชลบุรี',
    names: [
      'พัทยา',
      'pattaya',
      '芭提雅',
      '芭达雅',
      '芭堤雅',
      'ศรีราชา',
      'si racha',
      'sriracha',
      // 是拉差达 is "is Ratchada" (Bangkok).
      /是拉差(?!达)/,
      'บางแสน',
      'bang saen',
      '邦盛',
      'สัตหีบ',
      'sattahip',
      'บางละมุง',
      'bang lamung',
      'เกาะล้าน',
      'koh larn',
      'เกาะสีชัง',
      'koh sichang',
      'แหลมฉบัง',
      'laem chabang',
      '林查班',
      'จอมเทียน',
      'jomtien',
      '宗天',
      'บ้านบึง',
      'ban bueng',
      'บ่อวิน',
      'bowin',
      'พนัสนิคม',
      'phanat nikhom',
      // อมตะ is also "immortal": only the estate. Amata City Rayong is below, under ระยอง.
      'นิคมอมตะ',
      'อมตะนคร',
      'amata',
      'amata nakorn',
      '安美德',
      'walking street',
      'buakhao',
      'bua khao',
    ],
  },
  {
    province: 'ระยอง',
    names: [
      'เกาะเสม็ด',
      'koh samet',
      '沙美岛',
      'มาบตาพุด',
      'map ta phut',
      'อมตะซิตี้ ระยอง',
      'นิคมอมตะซิตี้ ระยอง',
      'amata city rayong',
      'pluak daeng',
      'บ้านฉาง',
      'ban chang',
      'แกลง',
      'klaeng',
    ],
  },
  {
    province: 'สงขลา',
    names: ['หาดใหญ่', 'hat yai', 'hatyai', '合艾', 'สะเดา', 'sadao', 'padang besar', 'ปาดังเบซาร์', '沙道'],
  },
  {
    province: 'สุราษฎร์ธานี',
    names: [
      'สุราษฎร์',
      '素叻',
      'เกาะสมุย',
      'สมุย',
      'koh samui',
      'ko samui',
      'samui',
      '苏梅',
      'เกาะพะงัน',
      'พะงัน',
      'koh phangan',
      'ko pha ngan',
      'phangan',
      '帕岸岛',
      'เกาะเต่า',
      'koh tao',
      '龟岛',
      'ดอนสัก',
      'don sak',
      'chaweng',
      'เฉวง',
      'พุนพิน',
      'punpin',
      '涛岛',
    ],
  },
  {
    province: 'ประจวบคีรีขันธ์',
    names: ['หัวหิน', 'hua hin', 'huahin', '华欣', 'ปราณบุรี', 'pranburi', 'บางสะพาน', 'bang saphan'],
  },
  { province: 'เพชรบุรี', names: ['ชะอำ', 'cha am', '七岩', 'แก่งกระจาน', 'kaeng krachan'] },
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
      'กะรน',
      'karon',
      'chalong',
      'ราไวย์',
      'rawai',
      'bangla road',
      'ซอยบางลา',
    ],
  },
  { province: 'พังงา', names: ['เขาหลัก', 'khao lak', 'ตะกั่วป่า', 'takua pa', 'สิมิลัน', 'similan', '斯米兰'] },
  {
    province: 'นครราชสีมา',
    names: ['โคราช', 'korat', 'khorat', '呵叻', 'ย่าโม', 'ปากช่อง', 'pak chong', 'เขาใหญ่', 'khao yai', '考艾'],
  },
  {
    province: 'พระนครศรีอยุธยา',
    names: [
      'อยุธยา',
      'ayutthaya',
      'ayuthaya',
      '大城',
      'บางปะอิน',
      'bang pa-in',
      'ประตูน้ำพระอินทร์',
      'วังน้อย',
      'wang noi',
    ],
  },
  {
    province: 'เชียงราย',
    names: [
      'แม่สาย',
      'mae sai',
      '美赛',
      'เชียงแสน',
      'chiang saen',
      '清盛',
      'เชียงของ',
      'chiang khong',
      '清孔',
      'แม่สลอง',
      'mae salong',
      '美斯乐',
      'ดอยตุง',
      'doi tung',
    ],
  },
  {
    province: 'เชียงใหม่',
    names: [
      'นิมมาน',
      'nimman',
      '宁曼',
      'แม่ริม',
      'mae rim',
      'สันทราย',
      'san sai',
      // สันกำแพง is also the top of a wall (บนสันกำแพง).
      /(?<!บน|ตาม|ล้ำ|ข้าม|ริม)สันกำแพง/,
      'san kamphaeng',
      'หางดง',
      'hang dong',
      'chiangmai',
      'ดอยสุเทพ',
      'doi suthep',
      '素贴山',
      'ดอยอินทนนท์',
      'doi inthanon',
      '茵他侬',
    ],
  },
  // ปาย also ends สปาย ("spy"); "pai" as a whole word only.
  { province: 'แม่ฮ่องสอน', names: ['อำเภอปาย', /(?<!ส)ปาย(?!า)/, 'pai', '拜县'] },
  { province: 'ตราด', names: ['เกาะช้าง', 'koh chang', 'ko chang', '象岛', 'เกาะกูด', 'koh kood', 'koh kut'] },
  { province: 'ตาก', names: ['แม่สอด', 'mae sot', 'maesot', '湄索', 'อุ้มผาง', 'umphang', '美索'] },
  // อรัญ alone is a person's name.
  { province: 'สระแก้ว', names: ['อรัญประเทศ', 'aranyaprathet', '亚兰', 'ตลาดโรงเกลือ', 'rong kluea'] },
  { province: 'ปราจีนบุรี', names: ['ปราจีนฯ', 'ปราจีน', 'prachin', 'กบินทร์บุรี', 'kabin buri'] },
  { province: 'จันทบุรี', names: ['จันท์'] },
  { province: 'สมุทรสงคราม', names: ['อัมพวา', 'amphawa', '安帕瓦'] },
  {
    province: 'ราชบุรี',
    names: ['บ้านโป่ง', 'ban pong', 'โพธาราม', 'photharam', 'ดำเนินสะดวก', 'damnoen saduak', 'suan phueng'],
  },
  { province: 'ฉะเชิงเทรา', names: ['แปดริ้ว', 'บางปะกง', 'bang pakong'] },
  {
    province: 'กาญจนบุรี',
    names: [
      new RegExp(`${AT}กาญจน์`),
      'สังขละบุรี',
      'sangkhlaburi',
      'ไทรโยค',
      'sai yok',
      'ทองผาภูมิ',
      'thong pha phum',
      'แม่น้ำแคว',
      'river kwai',
      '桂河',
    ],
  },
  {
    province: 'กระบี่',
    names: [
      'อ่าวนาง',
      'ao nang',
      '奥南',
      'ไร่เลย์',
      'railay',
      'เกาะลันตา',
      'koh lanta',
      '兰塔岛',
      'เกาะพีพี',
      'phi phi',
      '皮皮岛',
    ],
  },
  { province: 'สตูล', names: ['หลีเป๊ะ', 'lipe', '丽贝岛'] },
  { province: 'ยะลา', names: ['เบตง', 'betong', '勿洞'] },
  {
    province: 'นราธิวาส',
    names: ['สุไหงโก-ลก', 'สุไหงโกลก', 'sungai kolok', 'sungai golok', 'ตากใบ', 'tak bai', 'รือเสาะ', 'rueso'],
  },
  {
    province: 'ปทุมธานี',
    names: [
      'ปทุมฯ',
      // ปทุม is also "lotus", in people's names, and starts ปทุมวัน (Bangkok).
      new RegExp(`${AT}ปทุม(?!วัน|มา|รัตน์|ทอง)`),
      'รังสิต',
      'rangsit',
      '兰实',
      'คลองหลวง',
      'khlong luang',
      'ธัญบุรี',
      'thanyaburi',
      'ลำลูกกา',
      'lam luk ka',
      'นวนคร',
      'nava nakorn',
      'navanakorn',
      '那瓦那空',
    ],
  },
  {
    province: 'นนทบุรี',
    names: [
      // นนท์ also ends people's names (อานนท์).
      new RegExp(`${AT}นนท์`),
      'ปากเกร็ด',
      'pak kret',
      'บางบัวทอง',
      'bang bua thong',
      'บางใหญ่',
      'bang yai',
      'แคราย',
      'khae rai',
      'เมืองทองธานี',
      'muang thong thani',
      'แจ้งวัฒนะ',
      'chaeng watthana',
      'bang kwang',
      'บางขวาง',
      'แขวงนนท์',
    ],
  },
  {
    province: 'สมุทรปราการ',
    names: [
      'บางพลี',
      'bang phli',
      '挽披',
      '邦披',
      'สุวรรณภูมิ',
      'suvarnabhumi',
      '素万那普',
      'พระประแดง',
      'phra pradaeng',
      'บางบ่อ',
      'bang bo',
      'บางปู',
      'bang pu',
      'samut prakan',
    ],
  },
  { province: 'สมุทรสาคร', names: ['มหาชัย', 'mahachai', 'กระทุ่มแบน', 'krathum baen'] },
  {
    province: 'นครปฐม',
    names: [
      'ศาลายา',
      'salaya',
      'สามพราน',
      'sam phran',
      // กำแพงแสน is also "a wall, a hundred thousand" (ค่ากำแพงแสนห้า).
      /กำแพงแสน(?!ห้า|กว่า|นึง|หนึ่ง|บาท|\s?\d)/,
      'kamphaeng saen',
      'นครชัยศรี',
      'nakhon chai si',
    ],
  },
  {
    province: 'สุพรรณบุรี',
    // สุพรรณ also starts people's names (สุพรรณี) and words (สุพรรณหงส์).
    names: [/สุพรรณ(?![\u0E30-\u0E3A\u0E47-\u0E4E]|หงส์)/, 'suphan', '素攀'],
  },
  { province: 'อุดรธานี', names: ['อุดร', 'udon', '乌隆'] },
  { province: 'อุบลราชธานี', names: ['อุบล', 'ubon', '乌汶', 'วารินชำราบ', 'warin chamrap'] },
  { province: 'นครศรีธรรมราช', names: ['นครศรีฯ', 'นคร ศรีธรรมราช', 'nakhon si'] },
  // แพร่ is also "to spread" (แพร่หลาย, แพร่เชื้อ): อยู่แพร่ only when no such word follows.
  { province: 'แพร่', names: [/อยู่แพร่(?!หลาย|ระบาด|กระจาย|ภาพ|เชื้อ|พันธุ์|ข่าว)/] },
  // District towns people name instead of their province.
  { province: 'สระบุรี', names: ['แก่งคอย', 'kaeng khoi'] },
  { province: 'เลย', names: ['ด่านซ้าย', 'dan sai'] },
  { province: 'บุรีรัมย์', names: ['ลำปลายมาศ', 'lam plai mat'] },
  { province: 'พิษณุโลก', names: ['พิษโลก'] },
  { province: 'สกลนคร', names: ['สว่างแดนดิน', 'sawang daen din'] },
  { province: 'นครพนม', names: ['ธาตุพนม', 'that phanom'] },
  { province: 'ร้อยเอ็ด', names: ['เสลภูมิ', 'selaphum'] },
  { province: 'นครสวรรค์', names: ['那空沙旺'] },
  // อุทัย alone is also a person's name.
  { province: 'อุทัยธานี', names: [/เมืองอุทัย(?!ธานี)/] },
  {
    province: 'นครศรีธรรมราช',
    names: ['ทุ่งสง', 'thung song', 'สิชล', 'sichon', 'ขนอม', 'khanom', 'ปากพนัง', 'pak phanang'],
  },
  // พล alone is also a word (พลัง, พลอย): the district only as อำเภอพล / อ.พล, no vowel or mark joined to it.
  {
    province: 'ขอนแก่น',
    names: [/(?:อำเภอ|อ\.)\s?พล(?![\u0E30-\u0E3A\u0E47-\u0E4E])/, 'ชุมแพ', 'chum phae', 'บ้านไผ่', 'ban phai'],
  },
  { province: 'กาญจนบุรี', names: ['sangkhla buri', 'sangkhla'] },
  { province: 'กระบี่', names: ['ko lanta', 'lanta', 'ko phi phi'] },
  { province: 'สุราษฎร์ธานี', names: ['ko tao', 'ko phangan'] },
  { province: 'ระยอง', names: ['ko samet'] },
  { province: 'ชลบุรี', names: ['ko larn', 'นาเกลือ', 'naklua', 'na kluea'] },
  { province: 'สมุทรสาคร', names: ['อ้อมน้อย', 'om noi'] },
  { province: 'ศรีสะเกษ', names: ['กันทรลักษ์', 'kanthararak'] },
  { province: 'อุบลราชธานี', names: ['เดชอุดม', 'det udom'] },
];

/**
 * Thai province names that are also everyday words (เลย "at all", แพร่ "to spread", ตาก "to dry"): counted only
 * after จังหวัด or จ., or as the province's own district or police station (อ.เมืองเลย, สภ.เมืองตาก).
 */
const THAI_WORDS = new Set(['เลย', 'แพร่', 'ตาก']);

/** Bangkok districts whose bare name is also a person's name or a district elsewhere: counted only with เขต. */
const DISTRICT_WORDS = new Set(['เขตวัฒนา', 'เขตจอมทอง', 'เขตสวนหลวง', 'เขตดินแดง']);

interface Alias {
  province: Province;
  pattern: RegExp;
}

/**
 * A name as a pattern: Latin names as whole words, without caring for spaces or hyphens; others anywhere, a space
 * optional; a pattern as it is.
 */
function patternOf(name: string | RegExp): string {
  if (name instanceof RegExp) return name.source;
  if (!/^[a-z]/.test(name)) return escapeRegExp(name).replace(/ /g, '\\s?');
  const loose = name
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]?');
  return `\\b${loose}\\b`;
}

const ALIASES: readonly Alias[] = [
  ...PROVINCES.flatMap((p) => {
    const thai = THAI_WORDS.has(p.th)
      ? [`(?:จังหวัด|จ\\.|(?:อำเภอ|อ\\.|สภ\\.)\\s*เมือง)\\s*${escapeRegExp(p.th)}`]
      : [`(?:จังหวัด|จ\\.)?\\s*${escapeRegExp(p.th)}`];
    const chinese = [p.zh, ...(p.zh.endsWith('府') && p.zh.length > 2 ? [p.zh.slice(0, -1)] : [])];
    return [
      ...thai.map((source) => ({ province: p.th, source })),
      // "Chonburi" also as people write it apart: "Chon Buri", "Pathum-Thani" (patternOf: space optional).
      { province: p.th, source: patternOf(p.en.toLowerCase().replace(/(?<=[a-z])(buri|thani)$/, ' $1')) },
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
 * start at the same place ("นครราชสีมา" over "นคร…"). A text that names none is read again with the spaces between
 * Thai letters taken out: voice typing splits a name in two (เชียง ใหม่, หาด ใหญ่).
 */
export function findProvince(normalised: string): Province | null {
  const found = firstProvince(normalised);
  if (found) return found;
  const joined = withoutSpacesInThai(normalised);
  return joined === normalised ? null : firstProvince(joined);
}

function firstProvince(normalised: string): Province | null {
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
