/**
 * A lawyer's responsiveness (docs/product-rules.md, "Lawyers' calendars"): "usually answers within N hours" is the
 * median of the times they took to accept an invitation and to confirm a booking over the last
 * RESPONSIVENESS_WINDOW_DAYS days, in whole hours rounded up, shown only with at least RESPONSIVENESS_MIN_SAMPLES
 * of them (fewer say too little about a person).
 */
export const RESPONSIVENESS_MIN_SAMPLES = 5;
export const RESPONSIVENESS_WINDOW_DAYS = 90;

const HOUR_MS = 3_600_000;

/**
 * The hours of "usually answers within N hours" from the durations (milliseconds) of the window: the median,
 * rounded up to a whole hour (at least 1), or null with fewer than RESPONSIVENESS_MIN_SAMPLES usable durations
 * (a negative or non-finite duration is not one).
 */
export function responsivenessHours(durationsMs: readonly number[]): number | null {
  const usable = durationsMs.filter((d) => Number.isFinite(d) && d >= 0).sort((a, b) => a - b);
  if (usable.length < RESPONSIVENESS_MIN_SAMPLES) return null;
  const mid = Math.floor(usable.length / 2);
  const median = usable.length % 2 ? usable[mid]! : (usable[mid - 1]! + usable[mid]!) / 2;
  return Math.max(1, Math.ceil(median / HOUR_MS));
}
