import type { Refusal } from '#app/lib/action-error.server.ts';

/** What the page's action answers: success with the intent, or the refusal (its intent, code and field errors). */
export type AdminApplicationResult =
  | { ok: true; intent: string; id: string; created: boolean; url: string | null }
  | Refusal;
