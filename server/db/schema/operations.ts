import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'logged', 'failed', 'given_up']);
/** How an outbox row goes: an e-mail (SMTP) or a LINE push (docs/decisions/0021-line-notices.md). */
export const outboxChannel = pgEnum('outbox_channel', ['email', 'line']);
export const meetingType = pgEnum('meeting_type', ['office', 'video', 'phone']);
export const urgencyLevel = pgEnum('urgency_level', ['normal', 'urgent', 'emergency']);
export const appointmentStatus = pgEnum('appointment_status', [
  'requested',
  'confirmed',
  'completed',
  'cancelled',
]);

/**
 * Every e-mail the product sends is recorded here first (docs/decisions/0004-email-outbox.md). `pending` and
 * `failed` e-mails are sent again by the retry job when `next_attempt_at` has passed; `given_up` is final.
 * A LINE push is recorded here too (`channel` 'line': `to_address` the LINE user id, `text_body` the message);
 * it is never sent again: a failed push is `given_up` and its notice goes by e-mail instead
 * (docs/decisions/0021-line-notices.md).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What the e-mail is about, e.g. 'verify-email', 'reset-password'. */
    kind: text('kind').notNull(),
    channel: outboxChannel('channel').notNull().default('email'),
    locale: text('locale').notNull().default('th'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the retry job sends a `pending` or `failed` e-mail again; null once it is sent, logged or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('email_outbox_locale', sql`${t.locale} IN ('th', 'en', 'zh')`),
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    // The admin list of undelivered e-mails (failed, given up), newest first a page at a time; written as "not
    // these" (NOT_UNDELIVERED_STATUSES of server/services/admin/emails/list-undelivered-emails.ts).
    index('email_outbox_undelivered_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} NOT IN ('pending', 'sent', 'logged')`),
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt.desc()),
    // The retry job's due e-mails: only rows with a next attempt are in the index.
    index('email_outbox_next_attempt_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} IS NOT NULL`),
  ],
);

export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    specialty: text('specialty').notNull(),
    description: text('description'),
    urgency: urgencyLevel('urgency').notNull().default('normal'),
    preferredDate: date('preferred_date').notNull(),
    timeSlot: text('time_slot').notNull(),
    meetingType: meetingType('meeting_type').notNull(),
    status: appointmentStatus('status').notNull().default('requested'),
    /**
     * The number the client quotes ('TN-' and six letters or digits; `newAppointmentReference` of
     * server/services/appointments/appointment-links.ts), on the receipt and every message about the booking.
     */
    reference: text('reference').notNull(),
    /** The instant the meeting starts: `preferred_date` and `time_slot` in Bangkok. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** When the lawyer or an administrator confirmed it (responsiveness: domain/responsiveness.ts). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the day-before reminders were sent; set once, by whichever process claims them first. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The language of the page the request was made on: the client's e-mails about it are in it. */
    locale: text('locale').notNull().default('th'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_requests_name_not_blank', sql`${t.name} ~ '[^[:space:]]'`),
    check('appointment_requests_phone_not_blank', sql`${t.phone} ~ '[^[:space:]]'`),
    check('appointment_requests_time_slot', sql`${t.timeSlot} ~ '^([01][0-9]|2[0-3]):[03]0$'`),
    check('appointment_requests_duration', sql`${t.durationMinutes} IN (30, 60, 90)`),
    unique('appointment_requests_reference').on(t.reference),
    check('appointment_requests_locale', sql`${t.locale} IN ('th', 'en', 'zh')`),
    // The admin list, newest first a page at a time (server/services/admin/appointments/).
    index('appointment_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The linked lawyer's list of the requests for their listing, newest first.
    index('appointment_requests_lawyer_idx').on(t.lawyerId, t.createdAt.desc()),
    // A signed-in client's own requests (the member's space).
    index('appointment_requests_user_idx').on(t.userId, t.preferredDate),
    // The reminders' sweep: confirmed bookings not reminded yet, by start.
    index('appointment_requests_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' AND ${t.remindedAt} IS NULL`),
  ],
);

/** Who did what in the admin area. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The audit page, newest first a page at a time (server/services/admin/audit.ts).
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
