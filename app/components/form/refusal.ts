import type { TFunction } from '#i18n/texts.ts';

/** A refusal's message: an i18n key ('ask.errors.required') or an AppError code ('NOT_FOUND', as `errors.<code>`). */
export function translateCode(t: TFunction, code: string, values?: Record<string, string | number>): string {
  return t.dynamic(code.includes('.') ? code : `errors.${code}`, values);
}

/** Whether a refusal names fields (shown next to them) rather than only a message for the whole form. */
export const hasFields = (refusal: { fields: Record<string, string> }): boolean =>
  Object.keys(refusal.fields).length > 0;

/** A refusal in words: its first field's message, else its own message. */
export function refusalText(t: TFunction, refusal: { code: string; fields: Record<string, string> }): string {
  const first = Object.values(refusal.fields)[0];
  return translateCode(t, first ?? refusal.code);
}
