import { fixedT, labelsOf, textsOf } from '#i18n/lookup.ts';
import type { Lang, Localized } from './i18n.ts';

export const FEE_UNITS = ['per_session', 'per_hour'] as const;

export type FeeUnit = (typeof FEE_UNITS)[number];

export function isFeeUnit(x: unknown): x is FeeUnit {
  return typeof x === 'string' && (FEE_UNITS as readonly string[]).includes(x);
}

export const FEE_UNIT_LABELS = labelsOf('fee.unit', FEE_UNITS);

/** Consultation is priced from 10 baht per question. */
export const CONSULTATION_FEE_PER_QUESTION = 10;

/** Currency word used after an amount. */
export const BAHT: Localized = textsOf('fee.baht');

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 12500 -> '12,500' (same separators in every interface language). */
export function formatBaht(amount: number): string {
  return amountFormat.format(amount);
}

function known(n: number | null): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * Fee text of a lawyer profile (docs/product-rules.md, "Lawyer listings"):
 * - both:     '1,000 - 5,000 บาท ต่อครั้ง' / '1,000 - 5,000 baht per session'
 *             (when min equals max, as the admin form stores one amount as both,
 *             the single amount is shown: '3,000 บาท ต่อครั้ง')
 * - min only: 'เริ่มต้น 1,000 บาท ...' / 'From 1,000 baht ...'
 * - max only: 'ไม่เกิน 5,000 บาท ...' / 'Up to 5,000 baht ...'
 * The unit part is left out when unit is null. zh puts the unit in brackets:
 * '1,000 - 5,000 泰铢（每次）'. Returns null when both amounts are null. The words and their order are the texts
 * `fee.*` (i18n/th.json and its siblings).
 */
export function formatFee(
  min: number | null,
  max: number | null,
  unit: FeeUnit | null,
  lang: Lang,
): string | null {
  const t = fixedT(lang);
  const hasMin = known(min);
  const hasMax = known(max);
  let amount: string;
  if (hasMin && hasMax) {
    amount = min === max ? formatBaht(min) : `${formatBaht(min)} - ${formatBaht(max)}`;
  } else if (hasMin) {
    amount = t('fee.from', { amount: formatBaht(min) });
  } else if (hasMax) {
    amount = t('fee.upTo', { amount: formatBaht(max) });
  } else {
    return null;
  }
  const text = `${amount} ${t('fee.baht')}`;
  if (unit === null || !isFeeUnit(unit)) return text;
  return t('fee.withUnit', { fee: text, unit: t(`fee.unit.${unit}`) });
}

/**
 * The payment reference of a question: `TN` and the first 12 hex digits of its id, upper case. It goes into the
 * question's PromptPay QR (tag 62, reference label) and is shown beside it, so a transfer can be matched to the
 * question it pays for.
 */
export function questionPaymentReference(questionId: string): string {
  return `TN${questionId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * How a refused transfer slip matched the slip another question holds (docs/product-rules.md, "Paying for a
 * question"): the same picture, or the same transfer (the reference of its slip-verification QR).
 */
export const SLIP_DUPLICATE_MATCHES = ['image', 'transfer'] as const;
export type SlipDuplicateMatch = (typeof SLIP_DUPLICATE_MATCHES)[number];

/** What the administrators see of the slips refused for a question as duplicates: how many, and the latest. */
export interface SlipDuplicateFlag {
  attempts: number;
  matched: SlipDuplicateMatch;
  attemptedAt: string;
  /** The question that holds the slip; null once it is deleted. */
  duplicateOf: { id: string; title: string } | null;
}
