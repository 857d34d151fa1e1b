import { textsOf } from '#i18n/lookup.ts';
import type { Lang } from './i18n.ts';
import { nameWords } from './person-names.ts';
import { PROVINCES } from './provinces.ts';
import { asciiDigits, escapeRegExp } from './text.ts';

/**
 * The automatic first pass of a public answer's redaction (docs/product-rules.md, "Public answers"): personal
 * details are replaced by neutral words in the text's language. A person checks the result (the asker before
 * publishing, an administrator before approving); this pass only makes their work smaller.
 *
 * Each kind is a small set of regular expressions, applied in a fixed order (the asker's own details first, then
 * the kinds introduced by a keyword, then bare numbers, then names). What is replaced becomes a placeholder until
 * the end, so that a later rule never reads inside an earlier replacement, and a neutral word already in the text
 * (a text redacted before) is left as it is: redacting twice changes nothing more. Amounts, dates, ages, sections
 * of laws (มาตรา 1516) and court decisions (ฎีกาที่ 1234/2566) have no rule and stay.
 */
export const REDACTION_KINDS = [
  'name',
  'phone',
  'nationalId',
  'email',
  'lineId',
  'plate',
  'houseNumber',
  'caseNumber',
] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];

/** The neutral word each kind is replaced by, in each language (texts `redaction.<kind>`). */
const NEUTRAL = Object.fromEntries(REDACTION_KINDS.map((k) => [k, textsOf(`redaction.${k}`)])) as Record<
  RedactionKind,
  Record<Lang, string>
>;

/** Details known to be the asker's own (their account's name, phone, LINE id, e-mail): replaced wherever they occur. */
export interface KnownDetails {
  names?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
  lineIds?: readonly (string | null | undefined)[];
  emails?: readonly (string | null | undefined)[];
}

export interface Redacted {
  text: string;
  /** How many details of each kind were replaced. */
  found: Partial<Record<RedactionKind, number>>;
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

/** A digit in Arabic, Thai (๐–๙) or full-width (０–９) form. */
const D = '[0-9๐-๙０-９]';
/** One of the given Arabic digits, in any of the three forms ('689' → [689๖๘๙６８９]). */
const digitOf = (digits: string) =>
  `[${[...digits].map((c) => `${c}${String.fromCharCode(0x0e50 + +c)}${String.fromCharCode(0xff10 + +c)}`).join('')}]`;
/** What may separate the groups of a number: a space, or a dash or dot with spaces around it. */
const SEP = String.raw`(?:\s?[-.]\s?|\s)`;
const NOT_DIGIT_BEFORE = `(?<!${D})`;
const NOT_DIGIT_AFTER = `(?!${D})`;
/** What may stand between a keyword and the detail: a colon, "is", คือ, 是… */
const JOIN = String.raw`\s*(?:[:：=]\s*|(?:คือ|is|是|为)\s*)?`;
const THAI_CHAR = String.raw`[\u0E00-\u0E7F]`;
const THAI_CONSONANT = '[ก-ฮ]';
/** Province names in Thai, longest first (a plate may end with its province: กข 1234 กรุงเทพมหานคร). */
const PROVINCE_TH = [...PROVINCES.map((p) => p.th), 'กทม\\.?'].sort((a, b) => b.length - a.length).join('|');

// ---------------------------------------------------------------------------------------------------------------
// Numbers: national ids and phones
// ---------------------------------------------------------------------------------------------------------------

/** Whether 13 digits are a Thai national id: the last digit is the check digit (mod 11) of the first twelve. */
export function isThaiNationalId(digits: string): boolean {
  const d = asciiDigits(digits).replace(/\D/g, '');
  if (d.length !== 13) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(d[12]);
}

/** 13 digits, together or with single spaces or dashes between them (1234567890121, 1-2345-67890-12-1). */
const ID_NUMBER = new RegExp(`${NOT_DIGIT_BEFORE}${D}(?:[\\s-]?${D}){12}${NOT_DIGIT_AFTER}`, 'g');
/**
 * Whether 13 digits are an id: written in the card's grouping 1-2345-67890-12-1 (whatever the check digit), with a
 * valid check digit and no space (a space may join two numbers: 50000 12345678), or after a keyword (`before`).
 */
const isIdNumber = (digits: string, before: string) =>
  digits
    .split(/[\s-]/)
    .map((g) => g.length)
    .join() === '1,4,5,2,1' ||
  (!/\s/.test(digits) && isThaiNationalId(digits)) ||
  ID_KEYWORD.test(before);
/** Words that announce an id number; 13 digits after them are an id whatever their checksum. */
const ID_KEYWORD =
  /(?:บัตรประ(?:จำตัว)?ชาชน|เลขประจำตัว|เลขบัตร|(?<![A-Za-z])(?:ID|id|I\.D\.)(?![A-Za-z])|identification|身份证|证件号)[^\d๐-๙\n]{0,25}$/i;
/** A Chinese resident identity card number (18 characters, the last a digit or X). */
const CN_ID = /(?<!\d)\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/g;

/**
 * Thai phone numbers: mobiles 0[689] + 8 digits, landlines 0[2-7] + 7 digits, or the same after +66/0066 without
 * the leading 0; groups separated by spaces, dashes or dots; Arabic, Thai or full-width digits. Short numbers
 * (1111, 191) and numbers of another length are not phones.
 */
const PHONE_NUMBER = new RegExp(
  [
    NOT_DIGIT_BEFORE,
    '(?:',
    `(?:\\+|00)66${SEP}?(?:\\(${digitOf('0')}\\)${SEP}?)?(?:${digitOf('689')}(?:${SEP}?${D}){8}|${digitOf('234567')}(?:${SEP}?${D}){7})`,
    '|',
    `\\(?${digitOf('0')}${SEP}?(?:${digitOf('689')}\\)?(?:${SEP}?${D}){8}|${digitOf('234567')}\\)?(?:${SEP}?${D}){7})`,
    ')',
    NOT_DIGIT_AFTER,
  ].join(''),
  'g',
);

/** A Chinese mobile number (11 digits starting 13–19), which a Chinese-speaking asker may give. */
const CN_MOBILE = new RegExp(
  `${NOT_DIGIT_BEFORE}(?:(?:\\+|00)86${SEP}?)?${digitOf('1')}${digitOf('3456789')}(?:${SEP}?${D}){9}${NOT_DIGIT_AFTER}`,
  'g',
);

/** Digits spelled out in Thai, English or Chinese (โท is how Thai says 2 in a phone number; 幺 is 1). */
const SPELLED_DIGIT = `(?:ศูนย์|หนึ่ง|สอง|โท|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|zero|oh|one|two|three|four|five|six|seven|eight|nine|零|〇|一|幺|二|两|三|四|五|六|七|八|九|${D})`;
/** A phone number spelled out: a zero and then 8 to 11 more digits (words, or digits mixed with words). */
const SPELLED_PHONE = new RegExp(
  String.raw`(?<![A-Za-z])(?:ศูนย์|zero|oh|零|〇)(?:[\s,.-]*${SPELLED_DIGIT}){8,11}(?![A-Za-z])`,
  'gi',
);

// ---------------------------------------------------------------------------------------------------------------
// Details introduced by a keyword: case numbers, LINE ids, plates, house numbers (the keyword goes with the detail)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A case number after its keyword: คดีหมายเลขดำที่ อ.1234/2566, คดีแดงที่ 567/2567, black case no. Or.1234/2566,
 * case no. 1234/2023, 案号：1234/2023. A court decision cited as law (ฎีกาที่ 1234/2566) has no keyword and stays.
 */
const CASE_NUMBER = new RegExp(
  [
    '(?:',
    'คดีหมายเลข(?:ดำ|แดง)?(?:ที่)?|หมายเลขคดี(?:ดำ|แดง)?(?:ที่)?|หมายเลข(?:ดำ|แดง)(?:ที่)?|คดี(?:ดำ|แดง)(?:ที่)?|เลขคดี(?:ที่)?',
    String.raw`|(?<![A-Za-z])(?:(?:black|red)\s+case(?:\s+(?:no\.?|number))?|case\s+(?:no\.?|number|#|ref(?:erence)?(?:\s+no\.?)?))`,
    '|(?:黑|红)?案号|案件(?:编号|号)|案卷号',
    ')',
    JOIN,
    // The court's prefix (อ., ผบ., Or.) and the number with its year.
    String.raw`(?:${THAI_CONSONANT}{1,3}\.|[A-Za-z]{1,4}\.)?\s?${D}{1,6}(?:\s?/\s?${D}{2,4})?${NOT_DIGIT_AFTER}`,
  ].join(''),
  'gi',
);

/** A Chinese court's case number, written the same everywhere: （2023）沪01民初123号. */
const CN_CASE_NUMBER = new RegExp(
  `[（(]${D}{4}[）)][\\p{Script=Han}${D.slice(1, -1)}A-Za-z]{2,12}?${D}{1,6}号`,
  'gu',
);

/** A LINE id after its keyword: ไลน์ somchai88, ไอดีไลน์: @shop, LINE ID: x, 微信号：wxid_1, LINE号 abc. */
const LINE_HANDLE = `@?[A-Za-z0-9_][A-Za-z0-9._-]{1,18}[A-Za-z0-9_](?![A-Za-z0-9@])`;
const LINE_ID = new RegExp(
  [
    '(?:',
    // Thai: ไลน์ (ไอดี) (ของ)(ผม)(คือ) id
    String.raw`(?:ไอดี\s?ไลน์|ไลน์(?:\s?(?:ไอดี|id|ID))?)\s*(?:ของ)?(?:ผม|ฉัน|ดิฉัน|หนู|เรา|เขา|เธอ)?\s*(?:คือ|ชื่อ)?\s*[:：]?\s*`,
    // English: LINE ID / ID LINE / LINE (the bare word only followed by ':' or '@', or when the id has a digit, dot
    // or underscore: "the line is busy", "LINE chats" stay).
    String.raw`|(?<![A-Za-z])(?:(?<withId>line\s?id|id\s?line)${JOIN}|(?<bare>line)${JOIN})`,
    String.raw`|(?:微信号?|(?:LINE|line|Line)\s?号)${JOIN}`,
    ')',
    `(?<handle>${LINE_HANDLE})`,
  ].join(''),
  'gi',
);
const acceptLineId = (m: RegExpExecArray) => {
  const bare = m.groups?.bare;
  if (!bare) return true;
  const handle = m.groups?.handle ?? '';
  return /[:：@]/.test(m[0]) || /[\d._]/.test(handle);
};

/** A Thai plate: 1-2 consonants and 1-4 digits, maybe a leading digit (1กข 1234), maybe the province after it. */
const THAI_PLATE = `(?:${D}\\s?)?${THAI_CONSONANT}{1,2}\\s?-?\\s?${D}{1,4}${NOT_DIGIT_AFTER}(?:\\s?(?:${PROVINCE_TH}))?`;
/** After a plate keyword: a Thai plate, a Latin one (ABC 1234) or a Chinese one (粤B12345). */
const PLATE_AFTER_KEYWORD = new RegExp(
  [
    String.raw`(?:(?:ป้าย|เลข)?ทะเบียน(?:รถ(?:ยนต์|จักรยานยนต์)?)?(?:ที่)?|(?<![A-Za-z])(?:(?:licen[cs]e|number|registration)\s+)?plate(?:\s+(?:no\.?|number))?|车牌(?:号码?)?)`,
    JOIN,
    `(?:${THAI_PLATE}|[A-Z]{1,3}[\\s-]?\\d{1,4}(?!\\d)|\\p{Script=Han}[A-Z][\\s·]?[A-Z0-9]{5,6}(?![A-Z0-9]))`,
  ].join(''),
  'giu',
);
/**
 * A Thai plate without a keyword, only in forms ordinary words do not take: a leading digit (1กข 1234), a dash
 * (กข-1234), or two consonants and digits that are not a count (กข 1234, but not ขอ 5000 บาท, ผม 35 ปี, รถ 2 คัน).
 */
const TWO_CONSONANT_WORDS =
  'ผม|คน|จน|รถ|รอ|ขอ|พอ|คอ|งบ|ชน|พบ|ลบ|กม|ชม|ซม|มม|นม|ตก|ยก|ผล|ถม|ขน|คบ|กด|จบ|รบ|ทบ|สด|รส|ลด|อด|ยอ|ถอ';
const COUNT_WORDS = 'บาท|ปี|คน|วัน|เดือน|ครั้ง|คัน|ชั่วโมง|นาที|กม|ไร่|ตาราง|งาน|เปอร์เซ็นต์|%|ล้าน|พัน|หมื่น|แสน';
const BARE_THAI_PLATE = new RegExp(
  [
    `(?<!${THAI_CHAR}|${D})(?:`,
    `${D}${THAI_CONSONANT}{1,2}\\s?-?\\s?${D}{1,4}(?!${D}|\\s?(?:${COUNT_WORDS}))`,
    `|${THAI_CONSONANT}{1,2}-${D}{1,4}`,
    `|(?!(?:${TWO_CONSONANT_WORDS})\\s?${D})${THAI_CONSONANT}{2}\\s?${D}{1,4}(?!${D}|\\s?(?:${COUNT_WORDS}))`,
    `)${NOT_DIGIT_AFTER}(?:\\s?(?:${PROVINCE_TH}))?`,
  ].join(''),
  'g',
);

/** A house number: after บ้านเลขที่ / เลขที่ / ที่อยู่ / house no. / address / 门牌号 / 地址, with its หมู่ (Moo). */
const MOO = String.raw`(?:\s*,?\s*(?:หมู่(?:ที่)?|ม\.|moo\.?|m\.)\s*${D}{1,2}${NOT_DIGIT_AFTER})?`;
const HOUSE_NUMBER_AFTER_KEYWORD = new RegExp(
  String.raw`(?:บ้านเลขที่|เลขที่|ที่อยู่|(?<![A-Za-z])(?:house\s+(?:no\.?|number)|address(?:\s+is)?)|门牌号?码?|地址)${JOIN}${NOT_DIGIT_BEFORE}${D}{1,5}(?:/${D}{1,4})?${NOT_DIGIT_AFTER}(?!\s?(?:${COUNT_WORDS}))${MOO}`,
  'gi',
);
/** A house number without a keyword: 12/3 followed by หมู่/ม./Moo/ซอย/Soi/ถนน/Road (the street's name stays). */
const BARE_HOUSE_NUMBER = new RegExp(
  String.raw`(?<![\d๐-๙０-９/.])${D}{1,5}/${D}{1,4}(?=\s*,?\s*(?:หมู่|ม\.(?!ค\.)|moo|ซอย|ซ\.|soi|ถนน|ถ\.|road|rd\b|street|st\b|lane))${MOO}`,
  'gi',
);

/** E-mail addresses (Latin, so that the Thai or Chinese word glued before or after is not taken with it). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z])/g;

// ---------------------------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------------------------

/**
 * Thai titles and words that announce a name; the title stays, the name after it is replaced ("นาย[ชื่อ]").
 * - Formal titles (นาย, นาง, นางสาว, น.ส., ด.ช., ด.ญ., ดร.), maybe with a space before the name; not in เจ้านาย
 *   (boss), ทนาย, ขุนนาง, อ่าวนาง (Ao Nang).
 * - คุณ, พี่, น้อง, ทนาย(ความ) only joined to the name (คุณสมชาย; "คุณ ทำได้" is "you can"), and not inside
 *   the words they are part of: ขอบคุณ (thanks), เนรคุณ, บุญคุณ, ลูกน้อง, พี่น้อง, รุ่นพี่.
 * - ชื่อ only as "named": after a person (สามีชื่อ, ผมชื่อ, คนชื่อ) or as ชื่อว่า / ชื่อเล่น; not ชื่อแบรนด์,
 *   ชื่อเดียวกัน, รายชื่อ, สินเชื่อ.
 */
const THAI_TITLE = /^(?:นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|ดร\.|คุณ)/;
const PERSON_BEFORE_NAMED =
  'ผม|ฉัน|ดิฉัน|หนู|เขา|เธอ|สามี|ภรรยา|แฟน|ลูก|ลูกชาย|ลูกสาว|พ่อ|แม่|พี่|น้อง|พี่ชาย|พี่สาว|น้องชาย|น้องสาว|เพื่อน|คน|ผู้ชาย|ผู้หญิง|นายจ้าง|ลูกจ้าง|เจ้าของ|คู่กรณี|โจทก์|จำเลย|ผู้เสียหาย|ลูกหนี้|เจ้าหนี้|หลาน|ญาติ|ตำรวจ|ทนาย';
const THAI_NAME_INTRO = new RegExp(
  `(?:${[
    '(?<!เจ้า|ท|ขุน|อ่าว)(?:นางสาว|นาง|นาย|น\\.ส\\.|ด\\.ช\\.|ด\\.ญ\\.|ดร\\.)\\s?',
    '(?<!ขอบ|บุญ|พระ|เนร|ลูก|พี่|รุ่น)(?:คุณ|พี่|น้อง|ทนายความ|ทนาย)',
    `(?<=(?:${PERSON_BEFORE_NAMED})\\s?)ชื่อ(?:เล่น)?(?:ว่า)?\\s?`,
    '(?<!เ|ราย)ชื่อ(?:เล่น(?:ว่า)?|ว่า)\\s?',
  ].join('|')})(?=[ก-ฮเ-ไ])`,
  'g',
);
/**
 * Words that end a Thai name (what usually follows one: particles, pronouns, verbs) or show the title is an
 * ordinary word (คุณแม่, พี่ชาย, นายจ้าง, นางพยาบาล, ทนายความ…). A word of this list is never part of a name.
 */
const THAI_NOT_NAME = new Set(
  (
    'ครับ คับ คะ ค่ะ ค๊ะ จ้ะ จ้า นะ น่ะ ๆ ' +
    'ผม ฉัน ดิฉัน หนู เรา เขา เธอ มัน ท่าน ตัว เอง ของ ทุก ' +
    'และ กับ หรือ แต่ ที่ ซึ่ง ว่า เพราะ เมื่อ ตอน ใน จาก ถึง ให้ แล้ว ก็ จึง เลย ด้วย อยู่ เป็น คือ มี ได้ ไม่ ไม่ได้ จะ ยัง ' +
    'เคย กำลัง ต้อง ควร อยาก ช่วย ขอ บอก พูด ถาม ตอบ โทร ส่ง ยืม จ่าย ซื้อ ขาย เช่า ทำ ทำงาน ไป มา กลับ ถูก โดน แจ้ง ' +
    'ฟ้อง ตี ทำร้าย ขโมย โกง หนี หาย เอา รับ นัด ทิ้ง หย่า แต่งงาน ตาย เสีย ป่วย ทราบ รู้ เห็น ขับ ชน เข้า ออก ยอม จับ ' +
    'คิด เรียน อายุ ชื่อ นามสกุล เล่น สกุล จริง เสียง บัญชี ไหม มั้ย หน่อย ครับผม นี้ นั้น นั่น โน้น คน ๆ ' +
    'แม่ พ่อ ป้า ลุง น้า อา ยาย ตา ปู่ ย่า ชาย สาว หมอ ตำรวจ ครู สามี ภรรยา เขย สะใภ้ เลี้ยง น้อง พี่ ลูก หลาน ' +
    'เพื่อน แฟน เจ้าของ ผู้ ทนาย ความ ทนายความ ศาล อัยการ ' +
    'บริษัท ร้าน โครงการ เรื่อง คดี ถนน ซอย หมู่บ้าน จังหวัด อำเภอ ตำบล เดินทาง ' +
    'สามารถ น่าจะ คง อาจ อาจจะ ลอง ดู ต้องการ รู้สึก ทำไม อะไร ยังไง อย่างไร ใช่ ชอบ รัก เชื่อ แนะนำ เข้าใจ ว่าง ' +
    'ฝ่าย โจทก์ จำเลย อาสา ประจำ สภา หมา แมว ' +
    'เก่า ใหม่ ด่วน ติด อีก ทัน เดิม คนเดิม ฟรี หลาย บาง แต่ละ ส่วนตัว รุ่น แถว แถวๆ เข้าไป แอบ แพง นั่ง ยืน นอน ' +
    'ฝั่ง พา ขู่ เตรียม ชิปปิ้ง คนละ ก่อน ข่อย บ่ จาย ไว้ แค่ สู้ เค้า ไหน คนโต โต ร้อง ล็อค ล็อก ข้าง ข้างบ้าน อุ้ม วิ่ง ใคร ประมาณ ' +
    'หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า สิบ ร้อย พัน หมื่น แสน ล้าน'
  ).split(' '),
);
/** Ordinary words that begin with a title (นายจ้าง employer, นางพยาบาล nurse, คุณภาพ quality): no name follows. */
const THAI_TITLE_WORDS: Record<string, RegExp> = {
  นาย: /^(?:ทะเบียน|สถานี|ตรวจ|จ้าง|หน้า|ประกัน|ทุน|ก(?:รัฐมนตรี|เทศมนตรี|อบต|อบจ|สมาคม)|อำเภอ|ทหาร|ตำรวจ|ช่าง|ท้าย|ด่าน|ร้อย|พัน|สิบ|งาน|ห้าง)/,
  นาง: /^(?:พยาบาล|แบบ|เอก|ร้าย|ฟ้า|งาม|สนม|กำนัล|ใน)/,
  คุณ: /^(?:ภาพ|สมบัติ|ธรรม|ค่า|ประโยชน์|ลักษณะ|วุฒิ|งาม|ความดี)/,
  พี่: /^(?:เลี้ยง)/,
};
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/** The Thai name at the start of `rest` (a run of Thai letters cut at the first word that is not a name's), or ''. */
function thaiNameAt(rest: string, title = ''): string {
  // Another title (ชื่อนายสมชาย): the name is read after it.
  if (THAI_TITLE.test(rest)) return '';
  const run = new RegExp(`^${THAI_CHAR}{2,40}`).exec(rest)?.[0];
  if (!run || THAI_TITLE_WORDS[title]?.test(run)) return '';
  let name = '';
  for (const { segment, index } of thaiWords.segment(run)) {
    // มี ends names (บุญมี): at the end of the run it is the name's, not the verb "have".
    const namesEnd = segment === 'มี' && index + segment.length === run.length;
    if (THAI_NOT_NAME.has(segment) && !(name && namesEnd)) break;
    name += segment;
  }
  return name.length >= 2 ? name : '';
}

/** The Thai names after a title: "นายสมชาย ใจดี" → "นาย[ชื่อ]" (the surname with it when it follows one space). */
function replaceThaiNames(text: string, neutral: () => string): string {
  let out = '';
  let from = 0;
  THAI_NAME_INTRO.lastIndex = 0;
  for (let m = THAI_NAME_INTRO.exec(text); m; m = THAI_NAME_INTRO.exec(text)) {
    const start = m.index + m[0].length;
    const given = thaiNameAt(text.slice(start), m[0].trim());
    if (!given) continue;
    let end = start + given.length;
    // A surname: one space after the whole given name, then a name again.
    if (/^ (?=[ก-ฮเ-ไ])/.test(text.slice(end))) {
      const surname = thaiNameAt(text.slice(end + 1));
      if (surname) end += 1 + surname.length;
    }
    out += text.slice(from, start) + neutral();
    from = end;
    THAI_NAME_INTRO.lastIndex = end;
  }
  return out + text.slice(from);
}

/** Capitalised words that are not names (places, courts, days, months, words starting a sentence). */
const NOT_NAME_WORDS = new Set([
  ...'I The A An And Or But He She They We You My His Her Our Their It This That Is Was Has Had Said Told Who When What Why How Where Please Can Could Would Should Will Did Does Do Not If So Then Also About After Before From With At In On To Of For By'.split(
    ' ',
  ),
  ...'Thai Thailand Court Police Station Bangkok Company Co Ltd Bank Hospital Province District Road Soi Street Moo Lawyer Judge Attorney Office Department Immigration Embassy Supreme Civil Criminal Family Labour Labor Juvenile Provincial Central LINE Facebook RIGHT NOW HELP PLEASE URGENT ASAP'.split(
    ' ',
  ),
  // Countries and nationalities: "my brother Laos worker", "my wife Filipino".
  ...'Laos Lao Myanmar Burma Burmese Cambodia Cambodian Khmer Vietnam Vietnamese China Chinese India Indian Malaysia Malaysian Singapore Japan Japanese Korea Korean Russia Russian Britain British English America American Australia Australian Germany German France French Philippines Filipino Filipina Nepal Nepali Nepalese Pakistani Bangladeshi Indonesian Dutch Swedish Italian Spanish Irish Scottish Nigerian'.split(
    ' ',
  ),
  ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December'.split(
    ' ',
  ),
  ...PROVINCES.flatMap((p) => p.en.split(' ')),
]);
/** English titles (and Khun, the Thai คุณ in Latin letters). */
const LATIN_TITLE = '(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Khun|MR|MRS|MS|DR|KHUN)';
/** A capitalised word: Somchai, O'Brien, Jean-Luc, SMITH (not a title: "my landlord, Mrs. Somsri" names Somsri). */
const CAPITALISED = String.raw`(?!${LATIN_TITLE}\b)[A-Z](?:[a-z'’-]*[a-z]|[A-Z]+)`;
const LATIN_NAMES = String.raw`(?<name>${CAPITALISED}(?:\s+${CAPITALISED}){0,2})(?![A-Za-z])`;
/** English (and romanised Thai) titles, relations and "named": Mr Smith, Khun Somchai, my husband John, named Anna. */
const LATIN_NAME_INTRO = new RegExp(
  [
    '(?<![A-Za-z])(?<intro>',
    String.raw`${LATIN_TITLE}\.?\s+|(?:นางสาว|นาง|นาย|น\.ส\.|คุณ|ทนาย)\s?`,
    String.raw`|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:ex-?\s?)?(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|child|brother|sister|father|mother|dad|mom|mum|friend|boss|employer|landlord|landlady|tenant|neighbou?r|colleague|ex|lawyer|debtor|creditor|uncle|aunt|cousin|nephew|niece|stepfather|stepmother)(?:,)?\s+`,
    String.raw`|(?:named|called|[Nn]ame\s+is|[Nn]ame's)\s+`,
    ')',
    LATIN_NAMES,
  ].join(''),
  'g',
);

/** Common Chinese surnames (without those that are everyday words: 向, 于, 和, 万…), and the compound ones. */
const ZH_SURNAME = `(?:欧阳|司马|诸葛|上官|东方|皇甫|[王李张刘陈杨黄赵吴周徐孙马朱胡郭林何高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦傅邹熊孟秦邱江尹薛闫雷侯龙陶黎贺顾毛郝龚邵钱严覃武戴莫孔汤])`;
/** 王先生, 王小明女士, 李律师: the surname (and given name) before the title; the title stays. */
const ZH_NAME_BEFORE_TITLE = new RegExp(
  `(?<![如为几奈若])${ZH_SURNAME}\\p{Script=Han}{0,2}?(?=先生|女士|小姐|太太|夫人|律师)`,
  'gu',
);
/** 姓王 (surname Wang), 叫王小明 / 名叫 / 名字是 (called): what follows is replaced, the word stays. */
const ZH_NAME_AFTER_WORD = new RegExp(
  String.raw`(?<intro>姓(?!名|氏)|名叫|叫做|叫|名字是|名字叫)(?:(?<=姓)(?:${ZH_SURNAME}|\p{Script=Han})|${ZH_SURNAME}\p{Script=Han}{1,2}|${CAPITALISED}(?![A-Za-z]))`,
  'gu',
);

// ---------------------------------------------------------------------------------------------------------------
// The asker's own details
// ---------------------------------------------------------------------------------------------------------------

const isLatin = (word: string) => /^[\p{Script=Latin}\d'’.-]+$/u.test(word);
const isHan = (word: string) => /^\p{Script=Han}+$/u.test(word);

/** The forms of a known name to look for, longest first: the full name, its words (≥ 2 characters), a Chinese given name. */
function nameForms(name: string): string[] {
  const words = nameWords(name);
  const forms = new Set<string>([words.join(' '), ...words]);
  for (const word of words)
    if (isHan(word) && word.length >= 3) forms.add(word.slice(word.length === 4 ? 2 : 1));
  return [...forms].filter((f) => [...f].length >= 2).sort((a, b) => b.length - a.length);
}

/**
 * A literal, with word boundaries when it is Latin (Ann is not Annual, but คุณJohn is John); Thai and Chinese have
 * no spaces between words.
 */
const literal = (value: string) => {
  const escaped = escapeRegExp(value).replace(/\s+/g, String.raw`\s+`);
  return isLatin(value.replace(/\s+/g, '')) ? `(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])` : escaped;
};
/** A known phone number in any spacing, with 0 or +66 in front. */
const phoneOf = (value: string) => {
  const digits = asciiDigits(value)
    .replace(/\D/g, '')
    .replace(/^(?:66|0066)/, '0');
  if (digits.length < 8) return null;
  const rest = [...digits.replace(/^0/, '')].map((d) => digitOf(d)).join(`${SEP}?`);
  return `${NOT_DIGIT_BEFORE}(?:${digitOf('0')}|(?:\\+|00)66${SEP}?(?:\\(${digitOf('0')}\\))?${SEP}?)${rest}${NOT_DIGIT_AFTER}`;
};

// ---------------------------------------------------------------------------------------------------------------
// The pass
// ---------------------------------------------------------------------------------------------------------------

/** A replaced detail while the pass runs: two private-use characters, the second telling its kind. */
const HOLE = '\uE000';
const holeOf = (kind: RedactionKind) => HOLE + String.fromCharCode(0xe100 + REDACTION_KINDS.indexOf(kind));
const HOLES = new RegExp(`${HOLE}([\\uE100-\\uE1FF])`, 'g');

/** `text` with the personal details it holds replaced by neutral words in `lang`. */
export function redactPersonalDetails(text: string, lang: Lang, known: KnownDetails = {}): Redacted {
  const found: Partial<Record<RedactionKind, number>> = {};
  const hole = (kind: RedactionKind) => {
    found[kind] = (found[kind] ?? 0) + 1;
    return holeOf(kind);
  };
  // Neutral words already there (a text redacted before) are kept as they are, uncounted.
  let out = text.replace(HOLES, '');
  for (const kind of REDACTION_KINDS)
    for (const word of new Set(Object.values(NEUTRAL[kind]))) out = out.split(word).join(holeOf(kind));

  /** Replaces every match of `pattern` by what `make` returns for it (null: the match stays). */
  const replaceBy = (pattern: RegExp, make: (m: RegExpExecArray, before: string) => string | null) => {
    out = out.replace(pattern, (...args) => {
      const hasGroups = typeof args.at(-1) === 'object';
      const groups = hasGroups ? (args.at(-1) as Record<string, string | undefined>) : undefined;
      const offset = args[args.length - (hasGroups ? 3 : 2)] as number;
      const whole = args[0] as string;
      const m = Object.assign([whole], { index: offset, input: out, groups }) as unknown as RegExpExecArray;
      return make(m, out.slice(Math.max(0, offset - 40), offset)) ?? whole;
    });
  };
  /** Replaces every match `accept` accepts by the kind's neutral word; the named group `intro` (a title) stays. */
  const replace = (
    kind: RedactionKind,
    pattern: RegExp,
    accept?: (m: RegExpExecArray, before: string) => boolean,
  ) =>
    replaceBy(pattern, (m, before) =>
      !accept || accept(m, before) ? (m.groups?.intro ?? '') + hole(kind) : null,
    );

  // 1. E-mail addresses first (a name may be part of one), then the asker's own details, wherever they are.
  const values = (list: KnownDetails[keyof KnownDetails]) =>
    (list ?? []).map((v) => v?.trim()).filter((v): v is string => !!v && v.length >= 2);
  for (const email of values(known.emails)) replace('email', new RegExp(escapeRegExp(email), 'giu'));
  replace('email', EMAIL);
  for (const id of values(known.lineIds))
    replace('lineId', new RegExp(`(?<![\\w.@-])@?${escapeRegExp(id.replace(/^@/, ''))}(?![\\w@-])`, 'giu'));
  for (const phone of values(known.phones)) {
    const pattern = phoneOf(phone);
    if (pattern) replace('phone', new RegExp(pattern, 'g'));
  }
  const names = [...new Set(values(known.names).flatMap(nameForms))].sort((a, b) => b.length - a.length);
  for (const name of names) replace('name', new RegExp(literal(name), 'giu'));

  // 2. Details introduced by a keyword.
  replace('caseNumber', CASE_NUMBER);
  replace('caseNumber', CN_CASE_NUMBER);
  replace('lineId', LINE_ID, acceptLineId);
  replace('plate', PLATE_AFTER_KEYWORD);
  replace('houseNumber', HOUSE_NUMBER_AFTER_KEYWORD);

  // 3. Numbers: ids (by checksum, grouping or keyword), then phones, plates and house numbers without a keyword.
  replace('nationalId', ID_NUMBER, (m, before) => isIdNumber(m[0], before));
  replace('nationalId', CN_ID);
  replace('phone', PHONE_NUMBER);
  replace('phone', CN_MOBILE);
  replace('phone', SPELLED_PHONE);
  replace('plate', BARE_THAI_PLATE);
  replace('houseNumber', BARE_HOUSE_NUMBER);

  // 4. Names after titles and the words that announce them.
  out = replaceThaiNames(out, () => hole('name'));
  replaceBy(LATIN_NAME_INTRO, (m) => {
    // The name's words up to the first that is not a name's (Mr Smith Bangkok → Mr [name] Bangkok).
    const words = (m.groups?.name ?? '').split(/(\s+)/);
    let n = 0;
    while (n < words.length && !NOT_NAME_WORDS.has(words[n]!)) n += 2;
    if (n === 0) return null;
    return (m.groups?.intro ?? '') + hole('name') + words.slice(n - 1).join('');
  });
  replace('name', ZH_NAME_BEFORE_TITLE);
  replace('name', ZH_NAME_AFTER_WORD);

  return {
    text: out.replace(
      HOLES,
      (_, code: string) => NEUTRAL[REDACTION_KINDS[code.charCodeAt(0) - 0xe100]!][lang],
    ),
    found,
  };
}
