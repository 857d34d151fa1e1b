/**
 * Budget bands of the search filters (docs/product-rules.md, "Search and the home page"):
 * - low:    fee_max ≤ 10,000
 * - medium: fee_min ≥ 10,000 AND fee_max ≤ 50,000
 * - high:   fee_min ≥ 50,000
 * A lawyer missing a fee that a rule needs (null) does not match that band.
 */
export const BUDGET_BANDS = [
  {
    value: 'low',
    label: { th: 'ต่ำ (ไม่เกิน 10,000 บาท)', en: 'Low (up to 10,000 baht)', zh: '低（10,000泰铢以下）' },
  },
  {
    value: 'medium',
    label: {
      th: 'กลาง (10,000 - 50,000 บาท)',
      en: 'Medium (10,000 - 50,000 baht)',
      zh: '中（10,000 - 50,000泰铢）',
    },
  },
  {
    value: 'high',
    label: { th: 'สูง (มากกว่า 50,000 บาท)', en: 'High (over 50,000 baht)', zh: '高（50,000泰铢以上）' },
  },
] as const;

export type BudgetBand = (typeof BUDGET_BANDS)[number]['value'];

export const BUDGET_BAND_VALUES: readonly BudgetBand[] = BUDGET_BANDS.map((b) => b.value);

export function isBudgetBand(x: unknown): x is BudgetBand {
  return typeof x === 'string' && (BUDGET_BAND_VALUES as readonly string[]).includes(x);
}

export type BudgetRule = { feeMinAtLeast?: number; feeMaxAtMost?: number };

/** The bands as data, so the database query and matchesBudget share one source. */
export const BUDGET_RULES = {
  low: { feeMaxAtMost: 10000 },
  medium: { feeMinAtLeast: 10000, feeMaxAtMost: 50000 },
  high: { feeMinAtLeast: 50000 },
} as const satisfies Record<BudgetBand, BudgetRule>;

function known(n: number | null): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Whether a lawyer's fees fall into a budget band (nulls never match a rule that needs them). */
export function matchesBudget(band: BudgetBand, feeMin: number | null, feeMax: number | null): boolean {
  const rule: BudgetRule = BUDGET_RULES[band];
  if (rule.feeMinAtLeast !== undefined) {
    if (!known(feeMin) || feeMin < rule.feeMinAtLeast) return false;
  }
  if (rule.feeMaxAtMost !== undefined) {
    if (!known(feeMax) || feeMax > rule.feeMaxAtMost) return false;
  }
  return true;
}
