import { useEffect, useRef } from 'react';
import { PINNED_MAX } from '#domain/limits.ts';
import { DISPLAY_ORDER_MAX } from '#domain/schemas/featured.ts';
import type { TFunction } from '#i18n/texts.ts';
import type { featuredAction } from './featured.server.ts';

export type FeaturedResult = Awaited<ReturnType<typeof featuredAction>>;
type Outcome =
  | { ok: true; intent: string; name: string; changed: boolean }
  | {
      ok: false;
      intent: string;
      code: string;
      fields: Record<string, string>;
      params?: Record<string, Record<string, string>>;
    };

/**
 * A refusal code: an i18n key ('adminFeatured.errors.pinNotFound') or an AppError code ('FORBIDDEN'), with the
 * values of its placeholders ({ name } of a name that matched nobody).
 */
export function translateCode(t: TFunction, code: string, values: Record<string, string> = {}): string {
  return t.dynamic(code.includes('.') ? code : `errors.${code}`, {
    max: DISPLAY_ORDER_MAX,
    positions: PINNED_MAX,
    ...values,
  });
}

export const selectClass =
  'min-h-11 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/** Calls `onResult` once per new answer of a fetcher's action. */
export function useFetcherResult(result: unknown, onResult: (outcome: Outcome) => void) {
  const handled = useRef<unknown>(null);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    callback.current(result as Outcome);
  }, [result]);
}
