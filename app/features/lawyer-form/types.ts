/** What the apply and own-profile actions answer: success, or field errors / a message (i18n keys). */
export type FormActionResult =
  | { ok: true }
  | {
      ok: false;
      /** First message (i18n key) per field. */
      errors: Record<string, string>;
      /** A form-level refusal (i18n key), e.g. "already pending". */
      message?: string;
      /** The server failed: show the failure toast, keep the input. */
      failed?: boolean;
      /** The user's existing lawyer profile (own-profile form, second attempt). */
      lawyerId?: string | null;
    };
