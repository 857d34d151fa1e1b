import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '#domain/availability.ts';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';
import { appointmentRequests, meetingType } from './operations.ts';

/**
 * A lawyer's own calendar (docs/product-rules.md, "Lawyers' calendars"): weekly hours, slot length, the meeting
 * types offered, whether Thai public holidays are closed and how late a client may still change a booking. A
 * listing without a row has the network's calendar (`DEFAULT_CALENDAR` of domain/availability.ts).
 */
export const lawyerCalendars = pgTable(
  'lawyer_calendars',
  {
    lawyerId: uuid('lawyer_id')
      .primaryKey()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    /** Seven entries, 0 = Sunday … 6 = Saturday: null (closed) or { open, close, breakStart?, breakEnd? } ('HH:MM'). */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    meetingTypes: meetingType('meeting_types').array().notNull(),
    holidaysClosed: boolean('holidays_closed').notNull().default(true),
    /** A client may cancel or move a booking until this many hours before it starts. */
    changeCutoffHours: integer('change_cutoff_hours').notNull().default(12),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lawyer_calendars_slot_minutes', sql`${t.slotMinutes} IN (30, 60, 90)`),
    check('lawyer_calendars_cutoff', sql`${t.changeCutoffHours} BETWEEN 0 AND 168`),
  ],
);

/** One day that differs from a lawyer's weekly hours: closed (leave) when `open` is null, else its own hours. */
export const lawyerCalendarDays = pgTable(
  'lawyer_calendar_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    open: text('open'),
    close: text('close'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lawyer_calendar_days_lawyer_day').on(t.lawyerId, t.day),
    check(
      'lawyer_calendar_days_hours',
      sql`(${t.open} IS NULL AND ${t.close} IS NULL) OR (${t.open} ~ '^([01][0-9]|2[0-3]):[03]0$' AND ${t.close} ~ '^([01][0-9]|2[0-4]):[03]0$' AND ${t.open} < ${t.close})`,
    ),
  ],
);

/** Thai public holidays, closed by default in every lawyer's calendar; administrators keep the table. */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
});

/**
 * The half hours a pending or confirmed booking of a lawyer holds (docs/product-rules.md, "Lawyers' calendars"):
 * one row per 30 minutes of the meeting, the primary key refuses a second booking of any of them in the
 * database, whatever process makes it. A booking's rows are written with it and deleted when it is cancelled
 * or moved (server/services/appointments/slot-holds.ts).
 */
export const appointmentSlotHolds = pgTable(
  'appointment_slot_holds',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'appointment_slot_holds_pk', columns: [t.lawyerId, t.startsAt] }),
    index('appointment_slot_holds_appointment_idx').on(t.appointmentId),
  ],
);
