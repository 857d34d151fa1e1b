/**
 * Whether a question needs help today (docs/product-rules.md, "Case triage"): someone arrested or held by the police,
 * bail, violence or threats happening now, a summons or court date within days, a child being taken abroad. Read
 * from the normalised (lower-case) text with patterns in the three languages; the words that matched are given
 * back, so the page can say why. A match right after words of the past ("เคย", "last year", "去年") does not count.
 */

/** Said of something happening now or within hours. */
const NOW = String.raw`(?:ตอนนี้|กำลัง|เมื่อกี้|เมื่อคืน|คืนนี้|วันนี้|เมื่อเช้า|เพิ่ง|ยังยืน|ยังอยู่|right now|now|tonight|today|just now|\d+\s*min(?:ute)?s? ago|an hour ago|this morning|现在|正在|刚才|刚刚|今晚|今天|马上)`;
/** Danger to a person: violence, threats, the police, a child on the way abroad. */
const DANGER = String.raw`(?:ขู่|ทำร้าย|ตบ|ทุบ|พัง|ฆ่า|มีด|ปืน|ตำรวจ|จับตัว|ถูกจับ|โดนจับ|ขัง|พาลูก|บินไป|ข้ามไป|threat|hit me|beat|kill|knife|gun|police|arrest|detain|flight|airport|break my|hurt|威胁|打我|杀|刀|枪|警察|抓|扣|航班|机场|带走)`;
/** Violence or threats against a person. */
const VIOLENCE = String.raw`(?:ขู่|ทำร้าย|ตบ|ตี(?!ความ)|ทุบ|ฆ่า|มีด|ปืน|hit|beat|threat|kill|knife|gun|威胁|打我|杀|刀|枪)`;
/** Still going on, or tonight. */
const STILL = String.raw`(?:คืนนี้|เมื่อคืน|ถึงคืนนี้|ยังอยู่|ยังยืน|tonight|still|刚才|现在就|还在)`;
/** Within days: tomorrow, a weekday of this week, in a few days. */
const SOON = String.raw`(?:พรุ่งนี้|วันนี้|มะรืน|คืนนี้|อีก\s*[1-7๑-๗]\s*วัน|ภายใน\s*[1-7๑-๗]\s*วัน|สัปดาห์นี้|อาทิตย์นี้|วัน(?:จันทร์|อังคาร|พุธ|พฤหัส(?:บดี)?|ศุกร์|เสาร์)นี้|tomorrow|today|tonight|in [1-7] days|in (?:two|three|four|five) days|this week|on (?:monday|tuesday|wednesday|thursday|friday)|明天|今天|后天|这周|本周|[1-7一二三四五六七]天(?:后|内)|周[一二三四五])`;
/** A court, a summons, a hearing, a statement to give. */
const HEARING = String.raw`(?:ศาล|นัด|หมายเรียก|ไกล่เกลี่ย|สืบพยาน|ไต่สวน|ให้ถ้อยคำ|พนักงานสอบสวน|court|hearing|summons|summoned|mediation|statement|开庭|出庭|法院|传票|调解|笔录)`;

const SENTENCE = String.raw`[^.!?。！？\n]{0,60}`;

const URGENT: readonly RegExp[] = [
  // Arrested, held, bail.
  /(?:ถูก|โดน)(?:ตำรวจ)?(?:จับ|ควบคุมตัว|คุมตัว|กักตัว)(?!ได้|ผิด|ปลา)/u,
  /(?:อยู่|ถูกขัง|ขังอยู่|นอน)(?:ที่|ใน)?\s*(?:โรงพัก|สน\.|สถานีตำรวจ|ห้องขัง)/u,
  /(?<!ค้ำ)ประกันตัว/u,
  /\b(?:was arrested|been arrested|got arrested|is arrested|detained|in custody|held at (?:the )?police|at the police station|need bail|bail (?:him|her|my|tonight))\b/u,
  /被(?:警察)?(?:抓|逮捕|拘留|扣留)|保释|在警察局|带到[^。！？\n]{0,6}警局/u,
  // Danger happening now: the word of now, then the danger, in one sentence; or violence, then tonight or still.
  new RegExp(`${NOW}${SENTENCE}${DANGER}`, 'u'),
  new RegExp(`${VIOLENCE}${SENTENCE}${STILL}`, 'u'),
  /(?:ขู่ฆ่า|ไล่ฆ่า|จะฆ่า)/u,
  /\b(?:threatening to kill|threatened to kill|will kill me|find me and)\b/u,
  /(?:威胁要杀|扬言要杀)/u,
  // A hearing within days (either order).
  new RegExp(`${HEARING}${SENTENCE}${SOON}|${SOON}${SENTENCE}${HEARING}`, 'u'),
  // A child taken abroad.
  /(?:พา|เอา)ลูก(?:หนี|ไป|กลับ|บิน|ข้าม)/u,
  /ลักพาตัว/u,
  /\b(?:take|taking|took|takes) (?:my|our) (?:son|daughter|child|kids?|children)\b/u,
  /(?:带走孩子|把孩子带|孩子被带)/u,
];

/** Words of the past shortly before a match, in its sentence: it happened before, it is not today's trouble. */
const PAST =
  /(?:เคย|เมื่อปี|ปีที่แล้ว|ปีก่อน|เดือนที่แล้ว|เมื่อเดือน|สัปดาห์ก่อน|ได้\s*$|last year|years? ago|months? ago|last month|last week|去年|以前|上次|曾经|几年前)/u;

/** Whether a text needs help today, and the words that say so. */
export function urgencyOf(normalised: string): { urgent: boolean; because: string[] } {
  const because: string[] = [];
  for (const pattern of URGENT) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const before =
      normalised
        .slice(Math.max(0, match.index - 20), match.index)
        .split(/[.!?。！？\n]/)
        .pop() ?? '';
    if (PAST.test(before)) continue;
    because.push(match[0].trim());
  }
  return { urgent: because.length > 0, because: [...new Set(because)].slice(0, 3) };
}
