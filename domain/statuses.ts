import { labelsOf } from '#i18n/lookup.ts';
import type { Lang, Localized } from './i18n.ts';

/** questions.status (open → assigned → closed, admin may reopen: docs/product-rules.md, "Questions"). */
export const QUESTION_STATUSES = ['open', 'assigned', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_LABELS = labelsOf('status.question', QUESTION_STATUSES);

/** question_recipients.status (docs/product-rules.md, "Matching a question"). */
export const RECIPIENT_STATUSES = ['invited', 'accepted', 'declined', 'expired'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS = labelsOf('status.recipient', RECIPIENT_STATUSES);

/** lawyer_applications.status. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS = labelsOf('status.application', APPLICATION_STATUSES);

/**
 * Status of a stored appointment request (docs/product-rules.md, "Booking a consultation"): requested when
 * booked, then confirmed by the lawyer or an admin, then completed once the consultation took place; cancelled
 * from either of the first two.
 */
export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS = labelsOf('status.appointment', APPOINTMENT_STATUSES);

/**
 * The statuses a request may move to from each status. Completed and cancelled are final: a completed
 * appointment opens its client's review right (docs/product-rules.md, "Booking a consultation"), so it is never
 * undone.
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Whether a request in status `from` may move to `to` (staying where it is is no move). */
export function canMoveAppointment(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[from].includes(to);
}

/** profiles.profile_type. */
export const PROFILE_TYPES = ['member', 'lawyer', 'admin'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const PROFILE_TYPE_LABELS = labelsOf('status.profile', PROFILE_TYPES);

function oneOf<T extends string>(list: readonly T[]) {
  return (x: unknown): x is T => typeof x === 'string' && (list as readonly string[]).includes(x);
}

export const isQuestionStatus = oneOf(QUESTION_STATUSES);
export const isRecipientStatus = oneOf(RECIPIENT_STATUSES);
export const isApplicationStatus = oneOf(APPLICATION_STATUSES);
export const isAppointmentStatus = oneOf(APPOINTMENT_STATUSES);
export const isProfileType = oneOf(PROFILE_TYPES);

const LABELS = {
  question: QUESTION_STATUS_LABELS,
  recipient: RECIPIENT_STATUS_LABELS,
  application: APPLICATION_STATUS_LABELS,
  appointment: APPOINTMENT_STATUS_LABELS,
  profile: PROFILE_TYPE_LABELS,
} as const;

export type StatusKind = keyof typeof LABELS;

export const STATUS_KINDS = Object.keys(LABELS) as StatusKind[];

/**
 * Label of a status value of the given kind; a value outside the known list is
 * returned raw (docs/product-rules.md, "Questions").
 */
export function statusLabel(kind: StatusKind, value: string, lang: Lang): string {
  const labels: Record<string, Localized> = LABELS[kind];
  return Object.hasOwn(labels, value) ? (labels[value] as Localized)[lang] : value;
}

/** The admin question list's filter for open questions waiting in the admin queue (`?status=waiting`). */
export const WAITING_FILTER = 'waiting';
