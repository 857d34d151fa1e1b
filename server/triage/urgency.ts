/**
 * Whether a question needs help today (docs/product-rules.md, "Case triage"): someone arrested or held by the police,
 * bail, violence or threats happening now, a summons or court date within days, a child being taken abroad. Read
 * from the normalised (lower-case) text with patterns in the three languages; the words that matched are given
 * back, so the page can say why. A match right after words of the past ("เคย", "last year", "去年") does not count.
 */

/** Said of something happening now or within hours. */
const NOW = String.raw`(?:ตอนนี้|กำลัง|เมื่อกี้|เมื่อกี๊|เมื่อคืน|คืนนี้|วันนี้|เมื่อเช้า|เมื่อสักครู่|เพิ่ง|ยังยืน|ยังอยู่|นาทีที่แล้ว|ชั่วโมงที่แล้ว|right now|now|tonight|today|just now|(?:\d+|a few|ten|twenty|half an)\s*(?:min(?:ute)?s?|hours?) ago|an hour ago|this (?:morning|afternoon|evening)|现在|正在|刚才|刚刚|今晚|今天|马上)`;
/** Violence or threats against a person. */
const VIOLENCE =
  '(?:ขู่|ทำร้าย|ตบ(?!ู)|(?<!เ)ตี(?!ความ|ย)|(?<!แ)ต่อย|เตะ|ชก|ผลัก|แทง|ยิง|ขว้าง|หัวแตก|ทุบ|ฆ่า|มีด|ปืน|เผาบ้าน|อาละวาด|hit|beat|punch|kick|stab|threw|throw|threat|kill|knife|gun|威胁|打我|打了我|被打|打伤|流血|砸|杀|刀|枪|放火)';
/** Danger to a person: violence, threats, the police coming, a child on the way abroad. */
const DANGER = `(?:${VIOLENCE}|ขู่|ทำร้าย|ตบ(?!ู)|ทุบ|พัง|ฆ่า|มีด|ปืน|ตำรวจ(?:มา|จับ|ล้อม|บุก|ค้น|คุม|พาตัว)|ตำรวจ.{0,20}?(?:มาตรวจ|มาจับ|มาค้น|มาล้อม|บุกค้น)|จับตัว|(?<!เคย)ถูกจับ|(?<!เคย)โดนจับ|ขัง|พาลูก|บินไป|ข้ามไป|ขึ้นเครื่อง|สนามบิน|สุวรรณภูมิ|ดอนเมือง|threat|hit me|beat|kill|knife|gun|police (?:are|came|come|took|raided|arrested)|arrest|detain|flight|airport|break my|smash|attack|punch|stab|hurt|威胁|打我|打了我|砸|泼|放火|杀|刀|枪|警察(?:来|抓|带走|上门)|抓|扣留|扣押|航班|机场|带走)`;
/** Still going on, just now, today or tonight. */
const STILL =
  '(?:คืนนี้|เมื่อคืน|ถึงคืนนี้|ยังอยู่|ยังยืน|เมื่อกี้|เมื่อกี๊|เพิ่งโดน|วันนี้|tonight|still|just now|today|刚才|刚刚|现在就|还在|今天|今晚)';
/** Within days: tomorrow, a weekday of this week, in a few days. */
const SOON = String.raw`(?:พรุ่งนี้|วันนี้|มะรืน|คืนนี้|อีก\s*[1-7๑-๗]\s*วัน|ภายใน\s*[1-7๑-๗]\s*วัน|สัปดาห์นี้|อาทิตย์นี้|วัน(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์)นี้|tomorrow|today|tonight|day after tomorrow|(?:in|within) [1-7] days|[1-7] days (?:away|from now)|in (?:two|three|four|five) days|this week|(?:on|this) (?:monday|tuesday|wednesday|thursday|friday|saturday)|明天|今天|后天|这周|本周|[1-7一二三四五六七]天(?:后|内)|周[一二三四五])`;
/** A court, a summons, a hearing, a statement to give. */
const HEARING =
  '(?:ศาล|นัด|หมายเรียก|ไกล่เกลี่ย|สืบพยาน|ไต่สวน|ให้ถ้อยคำ|พนักงานสอบสวน|บังคับคดี|ยึดทรัพย์|อายัด|court|hearing|enforcement officer|seize|summons|summoned|mediation|statement|police|警察局|开庭|查封|出庭|法院|传票|调解|笔录)';
/** A country or "abroad", where a child may be taken. */
const ABROAD_TH =
  '(?:ต่างประเทศ|เมืองนอก|สิงคโปร์|ลาว|กัมพูชา|เขมร|พม่า|เมียนมา|มาเลเซีย|จีน|อินเดีย|ญี่ปุ่น|เกาหลี|เวียดนาม|อเมริกา|ออสเตรเลีย|อังกฤษ|ยุโรป)';
const ABROAD_ZH =
  '(?:国外|出国|出境|回国|印度|马来西亚|老挝|缅甸|柬埔寨|越南|新加坡|中国|美国|日本|韩国|欧洲|澳大利亚|英国)';

const SENTENCE = String.raw`[^.!?。！？\n]{0,60}`;
/** The gap between a word of now and a danger: shorter, as Thai runs clause after clause without a full stop. */
const NEAR = String.raw`[^.!?。！？\n]{0,40}`;

interface Rule {
  pattern: RegExp;
  /** Someone held by the police: it does not count once they are out (`RELEASED`). */
  custody?: true;
}

const URGENT: readonly Rule[] = [
  // Arrested, held, bail.
  { pattern: /(?:ถูก|โดน)(?:ตำรวจ)?(?:จับ|ควบคุมตัว|คุมตัว|กักตัว)(?!ได้|ผิด|ปลา)/u, custody: true },
  {
    pattern: /(?:อยู่|ถูกขัง|ขังอยู่|นอน)(?:ที่|ใน)?\s*(?:โรงพัก|สน\.|สถานีตำรวจ|ห้องขัง)/u,
    custody: true,
  },
  { pattern: /(?:ตำรวจ)?(?:พาตัว|คุมตัว|เชิญตัว)(?:ไป|มา)/u, custody: true },
  { pattern: /(?<!ค้ำ)ประกันตัว/u, custody: true },
  {
    pattern:
      /\b(?:(?:was|been|got|is|were) (?:just )?arrested|detained|in custody|held at (?:the )?police|at (?:the )?(?:[a-z]+ )?police station|(?:taken|picked up|held) by (?:the )?(?:police|soldiers|army|immigration)|need bail|bail (?:him|her|my|tonight))\b/u,
    custody: true,
  },
  {
    pattern:
      /被(?:警察|移民局)?(?:抓|逮捕|拘留|扣留|关)|关起来|关押|拘押|保释|在警察局|带到[^。！？\n]{0,6}警局/u,
    custody: true,
  },
  // Danger happening now: the word of now, then the danger, in one sentence; or violence, then still or today.
  { pattern: new RegExp(`${NOW}${NEAR}${DANGER}`, 'u') },
  { pattern: new RegExp(`${VIOLENCE}${SENTENCE}${STILL}`, 'u') },
  { pattern: /(?:ขู่ฆ่า|ไล่ฆ่า|จะฆ่า)/u },
  {
    pattern:
      /\b(?:just|has just|have just) (?:smashed|hit|punched|attacked|threatened|beat|stabbed|kicked)\b/u,
  },
  { pattern: /\b(?:threatening to kill|threatened to kill|will kill me|find me and)\b/u },
  { pattern: /(?:威胁要杀|扬言要杀)/u },
  // A hearing within days (either order).
  { pattern: new RegExp(`${HEARING}${SENTENCE}${SOON}|${SOON}${SENTENCE}${HEARING}`, 'u') },
  // A child taken abroad.
  { pattern: /(?:พา|เอา)ลูก(?:หนี|ไป|กลับ|บิน|ข้าม)/u },
  { pattern: new RegExp(`(?:พา|เอา)(?:ลูก)?(?:หนี)?ไป.{0,15}?${ABROAD_TH}`, 'u') },
  { pattern: /ลักพาตัว/u },
  {
    pattern: /\b(?:take|taking|took|takes) (?:my|our) (?:son|daughter|child|kids?|children)\b/u,
  },
  {
    pattern:
      /\b(?:tak(?:e|es|ing)|took|bring(?:ing)?) (?:him|her|them|my \w+|our \w+)\b[^.!?]{0,40}\b(?:abroad|out of (?:the country|thailand)|to (?:laos|cambodia|myanmar|burma|malaysia|singapore|china|india|vietnam|his country|her country|his family|her family))\b/u,
  },
  { pattern: /(?:带走孩子|把孩子带|孩子被带)/u },
  {
    pattern: new RegExp(
      `(?:女儿|儿子|孩子|小孩|宝宝)[^。！？\\n]{0,6}(?:带|接)(?:回|去|到|走)[^。！？\\n]{0,10}${ABROAD_ZH}|带(?:着)?(?:我的)?(?:女儿|儿子|孩子|小孩|宝宝)(?:回|去|到|离开)`,
      'u',
    ),
  },
];

/** Words of the past near a match, in its sentence: it happened before, it is not today's trouble. */
const PAST_BEFORE =
  /(?:เคย|เมื่อปี|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|เมื่อเดือน|สัปดาห์ก่อน|ได้\s*$|last year|years? ago|months? ago|last month|last week|去年|以前|上次|曾经|几年前)/u;
const PAST_AFTER =
  /^[^.!?。！？\n]{0,25}?(?:(?:\d+|a|two|three|four|five|six|several|many) (?:years?|months?|weeks?) ago|last (?:year|month)|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|年前|个月前|去年)/u;
/** Weeks away or more, shortly after a match in its sentence: not today's trouble either. */
const LATER_AFTER =
  /^[^.!?。！？\n]{0,25}?(?:เดือนหน้า|ปีหน้า|next month|next year|in (?:\d+|two|three|four|a few) (?:weeks|months)|下个月|明年|下周以后)/u;

/** Someone already out of custody: bail granted, released. */
const RELEASED =
  /(?:ได้ประกันตัว(?:ออกมา)?แล้ว|ประกันตัวออกมาแล้ว|ปล่อยตัวแล้ว|ได้รับการประกันตัว|released on bail|out on bail|got bail|(?:was|been) released|保释出来|交了保释金|已经保释|放出来了)/u;

/** Whether a text needs help today, and the words that say so. */
export function urgencyOf(normalised: string): { urgent: boolean; because: string[] } {
  const because: string[] = [];
  const released = RELEASED.test(normalised);
  for (const { pattern, custody } of URGENT) {
    if (custody && released) continue;
    const match = pattern.exec(normalised);
    if (!match) continue;
    const before =
      normalised
        .slice(Math.max(0, match.index - 20), match.index)
        .split(/[.!?。！？\n]/)
        .pop() ?? '';
    const after = normalised.slice(match.index + match[0].length);
    if (PAST_BEFORE.test(before) || PAST_AFTER.test(after) || LATER_AFTER.test(after)) continue;
    because.push(match[0].trim());
  }
  return { urgent: because.length > 0, because: [...new Set(because)].slice(0, 3) };
}
