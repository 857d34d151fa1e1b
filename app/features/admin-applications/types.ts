/** What the page's action answers: success with the intent, or a translatable code and field errors. */
export type AdminApplicationResult =
  | { ok: true; intent: string; id: string; created: boolean; url: string | null }
  | { ok: false; code: string; fields: Record<string, string> };
