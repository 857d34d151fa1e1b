import type { Refusal } from '#app/lib/action-error.server.ts';

/**
 * What the apply and own-profile actions answer: success, or the refusal every action answers (`fields`: an i18n
 * key per field; `code`: the form's message). A second own profile also names the user's existing one.
 */
export type FormActionResult = { ok: true } | (Refusal & { lawyerId?: string | null });
