import type { Refusal } from '#app/lib/action-error.server.ts';

/** What the booking action answers: success, or the refusal every action answers (field errors, or a message). */
export type AppointmentActionResult = { ok: true } | Refusal;
