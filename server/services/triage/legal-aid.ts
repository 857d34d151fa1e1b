import type { CaseType } from '#domain/case-types.ts';
import type { LegalAidKey } from '#domain/contact.ts';

/**
 * When a text's triage points to legal aid (docs/product-rules.md, "Case triage"; `LEGAL_AID` in domain/contact.ts).
 * English words match whole (`\b`); Thai and Chinese, written without spaces, match as written.
 */

/** Bail, or being held: what the Justice Fund pays for. */
const BAIL = [
  /ประกันตัว|ปล่อยตัวชั่วคราว|เงินประกัน(?:ตัว)?|หลักทรัพย์ประกัน|ขอประกัน/,
  /\b(?:bail(?:ed)?|bail bond|temporary release)\b/i,
  /保释|取保|保证金/,
];

/** Court fees. */
const COURT_FEES = [
  /ค่าธรรมเนียมศาล|ค่าขึ้นศาล|ค่าฤชาธรรมเนียม/,
  /\b(?:court|filing|legal) (?:fees?|costs?)\b/i,
  /诉讼费|法院费用|诉讼费用|案件受理费/,
];

/** Cannot pay: what both kinds of legal aid are for. */
const CANNOT_PAY = [
  /ไม่มีเงิน|ไม่มีค่า(?:จ้าง|ทนาย)|จ้างทนาย(?:ความ)?ไม่ไหว|ไม่มีปัญญาจ้าง|ยากจน|ยากไร้|จ่ายไม่ไหว/,
  /\b(?:can(?:no|')?t|can not|unable to|could(?:n't| not)) (?:afford|pay)\b|\bno money\b|\btoo poor\b/i,
  /付不起|请不起|负担不起|没钱|没有钱|无力支付|无力承担/,
];

const CRIMINAL: CaseType = 'อาญา';

const speaksOf = (text: string, words: RegExp[]) => words.some((w) => w.test(text));

/**
 * The legal aid that fits a text, Justice Fund first: the Justice Fund when the case is criminal and urgent (a
 * person held, or bail), or the text speaks of bail, court fees or not being able to pay; the Lawyers Council's
 * legal aid when it speaks of not being able to pay.
 */
export function legalAidFor(
  text: string,
  triage: { suggested: readonly string[]; urgent: boolean },
): LegalAidKey[] {
  const cannotPay = speaksOf(text, CANNOT_PAY);
  const fund =
    (triage.urgent && triage.suggested.includes(CRIMINAL)) ||
    speaksOf(text, BAIL) ||
    speaksOf(text, COURT_FEES) ||
    cannotPay;
  return [...(fund ? (['justice_fund'] as const) : []), ...(cannotPay ? (['lawyers_council'] as const) : [])];
}
