import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type DayHours, hoursOnDay } from '#domain/availability.ts';
import { bookingDayInstant } from '#domain/booking.ts';
import { addIsoDays, bangkokDateParts, bangkokIsoDay } from '#domain/dates.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { AppointmentStatus } from '#domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, publicHolidays } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { setAppointmentStatus } from '../admin/appointments/set-appointment-status.ts';
import { recordAudit } from '../admin/audit.ts';
import { afterAppointmentReschedule } from '../appointments/appointment-notices.ts';
import type { AppointmentMailContext } from '../appointments/move-appointment-status.ts';
import { rescheduleAppointment } from '../appointments/reschedule-appointment.ts';
import { setOwnAppointmentStatus } from '../appointments/set-own-appointment-status.ts';
import { lawyerFreeDays, readCalendarFacts } from './calendar-facts.ts';
import { calendarOwner } from './calendar-settings.ts';

/** How many days ahead the free slots for moving a booking are offered. */
export const MOVE_SLOT_DAYS = 14;

/** The day and week a schedule shows: `day` (today when missing or not a date), the week from its Monday. */
export function scheduleRange(view: string | null, day: string | null, now: Date) {
  const shown = day && bookingDayInstant(day) ? day : bangkokIsoDay(now);
  if (view !== 'week') return { view: 'day' as const, day: shown, from: shown, to: shown };
  const weekday = bangkokDateParts(bookingDayInstant(shown)!).weekday;
  const from = addIsoDays(shown, -((weekday + 6) % 7));
  return { view: 'week' as const, day: shown, from, to: addIsoDays(from, 6) };
}

const BOOKING_FIELDS = {
  id: appointmentRequests.id,
  name: appointmentRequests.name,
  phone: appointmentRequests.phone,
  meetingType: appointmentRequests.meetingType,
  date: appointmentRequests.preferredDate,
  time: appointmentRequests.timeSlot,
  minutes: appointmentRequests.durationMinutes,
  status: appointmentRequests.status,
  description: appointmentRequests.description,
  reference: appointmentRequests.reference,
  createdAt: appointmentRequests.createdAt,
};

/** One day of the schedule: its hours (null: closed, and why) and the bookings on it by time. */
export interface ScheduleDay {
  day: string;
  hours: DayHours | null;
  closed: 'leave' | 'holiday' | 'weekday' | null;
  holiday: { th: string; en: string; zh: string } | null;
  ownHours: boolean;
}

/**
 * The lawyer's schedule (docs/product-rules.md, "Lawyers' calendars"): the requests waiting for an answer, oldest
 * first, and the days from `range.from` to `range.to` with their hours and bookings (requested, confirmed and
 * cancelled). With `move` (a requested or confirmed booking of the listing), its free slots of the next
 * MOVE_SLOT_DAYS days, its own time counting as free. NOT_FOUND for anyone but the listing's lawyer or an admin.
 */
export async function lawyerSchedule(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  range: { from: string; to: string },
  now: Date = new Date(),
  move?: string | null,
) {
  const owner = await calendarOwner(db, actor, lawyer);
  const [requests, bookings, facts, holidays] = await Promise.all([
    db
      .select(BOOKING_FIELDS)
      .from(appointmentRequests)
      .where(
        and(eq(appointmentRequests.lawyerId, owner.lawyerId), eq(appointmentRequests.status, 'requested')),
      )
      .orderBy(asc(appointmentRequests.createdAt), asc(appointmentRequests.id))
      .limit(100),
    db
      .select(BOOKING_FIELDS)
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.lawyerId, owner.lawyerId),
          inArray(appointmentRequests.status, ['requested', 'confirmed', 'cancelled']),
          gte(appointmentRequests.preferredDate, range.from),
          lte(appointmentRequests.preferredDate, range.to),
        ),
      )
      .orderBy(asc(appointmentRequests.startsAt)),
    readCalendarFacts(db, owner.lawyerId, range.from, range.to),
    db
      .select()
      .from(publicHolidays)
      .where(and(gte(publicHolidays.day, range.from), lte(publicHolidays.day, range.to))),
  ]);
  const names = new Map(holidays.map((h) => [h.day, { th: h.nameTh, en: h.nameEn, zh: h.nameZh }]));
  const days: ScheduleDay[] = [];
  for (let day = range.from; day <= range.to; day = addIsoDays(day, 1)) {
    const hours = hoursOnDay(day, facts);
    const own = facts.overrides.has(day);
    const holiday = names.get(day) ?? null;
    const closed = hours
      ? null
      : own
        ? 'leave'
        : holiday && facts.settings.holidaysClosed
          ? 'holiday'
          : 'weekday';
    days.push({ day, hours, closed, holiday, ownHours: own && hours !== null });
  }
  const moving = move ? [...requests, ...bookings].find((b) => b.id === move) : undefined;
  return {
    owner,
    requests,
    bookings,
    days,
    move: moving
      ? {
          id: moving.id,
          name: moving.name,
          slots: (await lawyerFreeDays(db, owner.lawyerId, now, { except: moving.id, days: MOVE_SLOT_DAYS }))
            .days,
        }
      : null,
  };
}

/**
 * Confirms or declines (cancels) a booking of the calendar's listing: the lawyer through `setOwnAppointmentStatus`,
 * an administrator through the admin's move (audited). NOT_FOUND for a booking of another listing.
 */
export async function setScheduleStatus(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  id: string,
  status: unknown,
  mail?: AppointmentMailContext,
): Promise<{ id: string; status: AppointmentStatus }> {
  const owner = await calendarOwner(db, actor, lawyer);
  if (!owner.byAdmin) return setOwnAppointmentStatus(db, actor, id, status, mail);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [own] = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.lawyerId, owner.lawyerId)))
    .limit(1);
  if (!own) throw new AppError('NOT_FOUND');
  return setAppointmentStatus(db, actor, id, status, mail);
}

/**
 * Moves a booking of the calendar's listing to another free slot (`rescheduleAppointment`, by the lawyer: it is
 * confirmed), in one transaction with the booking checked to be the listing's; the other side hears of it after
 * the commit (`afterAppointmentReschedule`). NOT_FOUND for a booking of another listing.
 */
export async function rescheduleOwnAppointment(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  id: string,
  slot: { date: unknown; time: unknown },
  now: Date = new Date(),
  mail?: AppointmentMailContext,
) {
  const owner = await calendarOwner(db, actor, lawyer);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const move = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.lawyerId, owner.lawyerId)))
      .for('update')
      .limit(1);
    if (!own) throw new AppError('NOT_FOUND');
    const move = await rescheduleAppointment(tx, id, slot, 'lawyer', now);
    if (owner.byAdmin)
      await recordAudit(tx, {
        actorUserId: owner.userId,
        action: 'appointment.reschedule',
        entityType: 'appointment_request',
        entityId: id,
        before: move.before,
        after: move.after,
      });
    return move;
  });
  await afterAppointmentReschedule(db, move, 'lawyer', mail);
  return move;
}
