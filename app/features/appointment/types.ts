/** What the booking action answers: success, or field errors (i18n keys), or a failure to retry, or too many. */
export type AppointmentActionResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; failed?: boolean; tooMany?: boolean };
