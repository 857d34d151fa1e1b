import { translateCode as translateRefusal } from '#app/components/form/refusal.ts';
import { PINNED_MAX } from '#domain/limits.ts';
import { DISPLAY_ORDER_MAX } from '#domain/schemas/featured.ts';
import type { TFunction } from '#i18n/texts.ts';

/**
 * A refusal code: an i18n key ('adminFeatured.errors.pinNotFound') or an AppError code ('FORBIDDEN'), with the
 * values of its placeholders ({ name } of a name that matched nobody).
 */
export function featuredCodeText(t: TFunction, code: string, values: Record<string, string> = {}): string {
  return translateRefusal(t, code, { ...FEATURED_TEXT_VALUES, ...values });
}

/** The values every message of the screen may name: the highest display order, the number of pin positions. */
export const FEATURED_TEXT_VALUES = { max: DISPLAY_ORDER_MAX, positions: PINNED_MAX };
