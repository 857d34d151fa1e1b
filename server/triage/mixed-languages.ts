/**
 * Texts written in more than one language, read in the language of most of their letters so that the urgency rules
 * (server/triage/urgency.ts) know their words (docs/triage-labelling.md, the twenty-eighth set): Thai with English
 * words (police, court, hospital) or English written in Thai letters (โพลิส, คอร์ท); English with Thai words
 * (tamruat, sathani, ตำรวจ, สน.); Chinese with English and Thai words (police, court, ตม.); and Thai written wholly
 * in Latin letters ("karaoke" Thai: "tamruat ao tua pai sathani tang tae muea kuen"), read back into Thai script.
 * Each list is applied in order, so a phrase comes before the words it holds. The text is lower case
 * (`normalise` of server/triage/features.ts).
 */

import { lettersOf, withoutSpacesInThai } from './features.ts';

type Reading = readonly (readonly [RegExp, string])[];

/** The Thai words for the police, a police station, and a station, as people spell them in Latin letters. */
const TAMRUAT = String.raw`\bt[au]m ?(?:rua[td]|root)\b`;
const SATHANI = String.raw`\bsath?a(?:ni|nee)\b`;
const RONG_PAK = String.raw`\brong ?pak\b`;

/** Words of Thai written in Latin letters that English does not have: three different ones make a text karaoke Thai. */
const KARAOKE_MARKERS =
  /\b(?:tamruat|tumruat|tamruad|sathani|satani|laew|leaw|laeo|ton ?nee|torn nee|wan ?nee|muea|mua kuen|meua|kuen|khuen|keun|prung ?nee|proong|krub|khrap|krap|krab|kha|ka|chuay|chuai|loei|loey|yang mai|mai dai|mai hai|pai|tang tae|tung tae|khadee|kadee|prakan|samee|phom|chan|yoo|tong|bok wa)\b/gu;

/** Karaoke Thai read back into Thai script: phrases first, then words. */
const KARAOKE: Reading = [
  [/\bchu(?:ay|ai) ?du(?:ay|ai)\b/gu, 'ช่วยด้วย'],
  [/\bchu(?:ay|ai)\b/gu, 'ช่วย'],
  [new RegExp(TAMRUAT, 'gu'), 'ตำรวจ'],
  [new RegExp(SATHANI, 'gu'), 'สถานี'],
  [new RegExp(RONG_PAK, 'gu'), 'โรงพัก'],
  [/\bpra ?k[au]n ?tua\b/gu, 'ประกันตัว'],
  [/\baow? tua\b/gu, 'เอาตัว'],
  [/\bsong (?=pai|tua)/gu, 'ส่ง'],
  [/\bk(?:h)?a(?:dee|di)\b/gu, 'คดี'],
  [/\bj[au]b\b/gu, 'จับ'],
  [/\bpee t(?:h)?(?:i|ee) l(?:aew|eaw|aeo)\b/gu, 'ปีที่แล้ว'],
  [/\bpee (?:gon|kon|korn)\b/gu, 'ปีก่อน'],
  [/\bpee (?=\d)/gu, 'ปี'],
  [/\bk(?:h)?(?:oe|oey|oei|eoy)\b/gu, 'เคย'],
  [/\btid k(?:h)?uk\b/gu, 'ติดคุก'],
  [/\bjop\b/gu, 'จบ'],
  [/\bk(?:h)?ang\b/gu, 'ขัง'],
  [/\b(?:muea|mua|meua) ?k(?:h)?(?:uen|eun)\b/gu, 'เมื่อคืน'],
  [/\b(?:muea|mua|meua) ?chao\b/gu, 'เมื่อเช้า'],
  [/\b(?:muea|mua|meua) ?[kg]ee\b/gu, 'เมื่อกี้'],
  [/\b(?:ton|torn|tawn) ?nee\b/gu, 'ตอนนี้'],
  [/\bwan ?nee\b/gu, 'วันนี้'],
  [/\bk(?:h)?(?:uen|eun) ?nee\b/gu, 'คืนนี้'],
  [/\bp(?:h)?r(?:u|oo)ng ?n(?:ee|ii)\b/gu, 'พรุ่งนี้'],
  [/\bt[au]ng ?tae\b/gu, 'ตั้งแต่'],
  [/\bk(?:h)?(?:uen|eun) rot\b/gu, 'ขึ้นรถ'],
  [/\btee (?=neung|nueng|nung|song|sam|see|ha\b)/gu, 'ตี'],
  [/\b(?:neung|nueng|nung)\b/gu, 'หนึ่ง'],
  [/\bsong\b/gu, 'สอง'],
  [/\bsam\b/gu, 'สาม'],
  [/\bmong\b/gu, 'โมง'],
  [/\bchao\b/gu, 'เช้า'],
  [/\bt(?:h)?um\b/gu, 'ทุ่ม'],
  [/\bbai (?=หนึ่ง|สอง|สาม)/gu, 'บ่าย'],
  [/\by[au]ng\b/gu, 'ยัง'],
  [/(?<!chiang )\bmai\b/gu, 'ไม่'],
  [/\bdai\b/gu, 'ได้'],
  [/\bhai\b/gu, 'ให้'],
  [/\b(?:awk|ork|aok)\b/gu, 'ออก'],
  [/\b[gk]l(?:u|a)[bp]\b/gu, 'กลับ'],
  [/\bpai\b/gu, 'ไป'],
  [/\bma\b/gu, 'มา'],
  [/\bpa\b/gu, 'พา'],
  [/\bfan\b/gu, 'แฟน'],
  [/\bsam(?:ee|i)\b/gu, 'สามี'],
  [/\bmia\b/gu, 'เมีย'],
  [/\bl(?:u|oo)k\b/gu, 'ลูก'],
  [/\bnong\b(?! (?:khai|bua|khae|chok|prue|han|hoi|chik))/gu, 'น้อง'],
  [/\bsan\b/gu, 'ศาล'],
  [/\bl(?:aew|eaw|aeo)\b/gu, 'แล้ว'],
  [/\blo(?:ei|ey)\b/gu, 'เลย'],
  [/\bja\b/gu, 'จะ'],
  [/\btong\b/gu, 'ต้อง'],
  [/\bbo(?:r)?k wa\b/gu, 'บอกว่า'],
  [/\byoo\b/gu, 'อยู่'],
  [/\bmee\b/gu, 'มี'],
  [/\bk(?:h)?on\b/gu, 'คน'],
  [/\bba(?:a)?n\b/gu, 'บ้าน'],
  [/\bdoan\b/gu, 'โดน'],
  [/\bt(?:h)?am ?rai\b/gu, 'ทำร้าย'],
  [/\bk(?:h)?a\b/gu, 'ค่ะ'],
  [/\bk(?:h)?r(?:u|a)[bp]\b/gu, 'ครับ'],
];

/** Thai and Thai-spelt words in an English text. */
const IN_ENGLISH: Reading = [
  [/สถานีตำรวจ|โรงพัก|สน\.|สภ\./gu, ' police station '],
  [/ตำรวจ/gu, ' police '],
  [new RegExp(TAMRUAT, 'gu'), 'police'],
  [new RegExp(`(?:\\bthe |\\ba )?(?:${SATHANI}|${RONG_PAK})`, 'gu'), 'the station'],
  [/ศาล/gu, ' court '],
];

/** English words and English written in Thai letters in a Thai text. */
const IN_THAI: Reading = [
  [/โพลิส|\bpolice\b|\bcops?\b/gu, 'ตำรวจ'],
  [/คอร์ท|คอร์ต|\bcourt\b/gu, 'ศาล'],
  [/\bhospital\b/gu, 'โรงพยาบาล'],
  [/\blawyer\b/gu, 'ทนาย'],
  [/\bbail\b/gu, 'ประกันตัว'],
  [/\bimmigration\b|อิมมิเกรชั่น/gu, 'ตม.'],
  [/ตร\.(?!ว)/gu, 'ตำรวจ'],
  [/พรุ้งนี้|พุ่งนี้/gu, 'พรุ่งนี้'],
];

/** English and Thai words in a Chinese text. */
const IN_CHINESE: Reading = [
  [/\bpolice station\b|สถานีตำรวจ|โรงพัก|สน\./gu, '警察局'],
  [/\bpolice\b|\bcops?\b|ตำรวจ/gu, '警察'],
  [/\bcourt\b|ศาล/gu, '法院'],
  [/\bcustoms\b/gu, '海关'],
  [/\bimmigration\b|ตม\./gu, '移民局'],
  [/\blawyer\b/gu, '律师'],
  [/\bbail\b/gu, '保释'],
];

const read = (text: string, reading: Reading) =>
  reading.reduce((done, [written, meant]) => done.replace(written, meant), text);

/** An English text that names the Thai police or station in Latin letters. */
const THAI_POLICE_IN_LATIN = new RegExp(`${TAMRUAT}|${SATHANI}|${RONG_PAK}`, 'u');

/** The text read in the language of most of its letters (see above); a text in one language is given back as it is. */
export function withMixedWords(text: string): string {
  const { latin, thai, cjk } = lettersOf(text);
  if (cjk > 0 && cjk * 2 >= thai && (latin > 0 || thai > 0)) return read(text, IN_CHINESE);
  if (thai > latin) return read(text, IN_THAI);
  if (latin === 0) return text;
  const markers = new Set(text.match(KARAOKE_MARKERS));
  if (markers.size >= 3 && thai === 0 && cjk === 0)
    // Karaoke Thai read back into Thai script: no space between words, and its commas and stops the spaces that part
    // Thai clauses.
    return withoutSpacesInThai(read(text, KARAOKE)).replace(/\s*[,.]+(?:\s+|$)/gu, ' ');
  return thai > 0 || THAI_POLICE_IN_LATIN.test(text) ? read(text, IN_ENGLISH).replace(/ {2,}/gu, ' ') : text;
}
