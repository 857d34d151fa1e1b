import { textsOf } from '#i18n/lookup.ts';

/**
 * Budget bands of the search filters (docs/product-rules.md, "Search and the home page"):
 * - low:    fee_max ≤ 10,000
 * - medium: fee_min ≥ 10,000 AND fee_max ≤ 50,000
 * - high:   fee_min ≥ 50,000
 * A lawyer missing a fee that a rule needs (null) does not match that band.
 */
export const BUDGET_BANDS = [
  { value: 'low', label: textsOf('budget.low') },
  { value: 'medium', label: textsOf('budget.medium') },
  { value: 'high', label: textsOf('budget.high') },
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
