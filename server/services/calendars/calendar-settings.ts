import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CalendarSettings } from '#domain/availability.ts';
import { addIsoDays, bangkokIsoDay } from '#domain/dates.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  CALENDAR_ERRORS,
  calendarSettingsSchema,
  daysBetween,
  leaveSchema,
  ownDaySchema,
} from '#domain/schemas/calendar.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lawyerCalendarDays, lawyerCalendars, lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireActor } from '../guard.ts';
import { readCalendarSettings } from './calendar-facts.ts';

/** Whose calendar a call is about, and whether an administrator acts on it (their changes are audited). */
export interface CalendarOwner {
  lawyerId: string;
  name: string;
  userId: string;
  byAdmin: boolean;
}

/**
 * The calendar the actor may keep (docs/product-rules.md, "Lawyers' calendars"): an administrator's `lawyer` (any
 * listing), else the listing linked to the actor's account (`lawyers.user_id`), and `lawyer` if given must be it.
 * UNAUTHORIZED without a session; NOT_FOUND for anyone else, so the answer never tells whether a listing exists.
 */
export async function calendarOwner(
  db: Db | Tx,
  actor: Actor,
  lawyer?: string | null,
): Promise<CalendarOwner> {
  requireActor(actor);
  const wanted = lawyer?.trim() || null;
  if (wanted !== null && !isUuid(wanted)) throw new AppError('NOT_FOUND');
  const byAdmin = actor.isAdmin && wanted !== null;
  const [row] = await db
    .select({ lawyerId: lawyers.id, name: lawyers.name, userId: lawyers.userId })
    .from(lawyers)
    .where(byAdmin ? eq(lawyers.id, wanted!) : eq(lawyers.userId, actor.id))
    .limit(1);
  if (!row || (wanted !== null && row.lawyerId !== wanted)) throw new AppError('NOT_FOUND');
  return {
    lawyerId: row.lawyerId,
    name: row.name,
    userId: actor.id,
    byAdmin: byAdmin && row.userId !== actor.id,
  };
}

const audit = (tx: Tx, owner: CalendarOwner, action: string, before: unknown, after: unknown) =>
  owner.byAdmin
    ? recordAudit(tx, {
        actorUserId: owner.userId,
        action,
        entityType: 'lawyer',
        entityId: owner.lawyerId,
        before,
        after,
      })
    : Promise.resolve();

/** Saves the weekly hours and settings (`calendarSettingsSchema`) in one transaction; a refusal changes nothing. */
export async function saveCalendarSettings(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  input: unknown,
): Promise<CalendarSettings> {
  const owner = await calendarOwner(db, actor, lawyer);
  const settings = parseInput(calendarSettingsSchema, input);
  await db.transaction(async (tx) => {
    const before = await readCalendarSettings(tx, owner.lawyerId);
    const values = { ...settings, updatedBy: owner.userId, updatedAt: new Date() };
    await tx
      .insert(lawyerCalendars)
      .values({ lawyerId: owner.lawyerId, ...values })
      .onConflictDoUpdate({ target: lawyerCalendars.lawyerId, set: values });
    await audit(tx, owner, 'calendar.settings', before, settings);
  });
  return settings;
}

const noteOf = (note: string) => note || null;

/**
 * Leave from `from` to `to` (at most LEAVE_MAX_DAYS days, from today on), stored day by day as closed days of the
 * lawyer's own (a day already of their own becomes closed). Answers the number of days.
 */
export async function addLeave(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  input: unknown,
  now: Date = new Date(),
): Promise<{ days: number }> {
  const owner = await calendarOwner(db, actor, lawyer);
  const leave = parseInput(leaveSchema, input);
  if (leave.from < bangkokIsoDay(now)) throw inputError({ from: CALENDAR_ERRORS.pastDay });
  const days = Array.from({ length: daysBetween(leave.from, leave.to) + 1 }, (_, i) =>
    addIsoDays(leave.from, i),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(lawyerCalendarDays)
      .values(
        days.map((day) => ({
          lawyerId: owner.lawyerId,
          day,
          open: null,
          close: null,
          note: noteOf(leave.note),
        })),
      )
      .onConflictDoUpdate({
        target: [lawyerCalendarDays.lawyerId, lawyerCalendarDays.day],
        set: { open: null, close: null, note: sql`excluded.note` },
      });
    await audit(tx, owner, 'calendar.leave', null, leave);
  });
  return { days: days.length };
}

/** A day with hours of its own (`ownDaySchema`, from today on); it replaces what the day had of its own. */
export async function addOwnDay(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  input: unknown,
  now: Date = new Date(),
): Promise<{ day: string }> {
  const owner = await calendarOwner(db, actor, lawyer);
  const own = parseInput(ownDaySchema, input);
  if (own.day < bangkokIsoDay(now)) throw inputError({ day: CALENDAR_ERRORS.pastDay });
  await db.transaction(async (tx) => {
    const values = { open: own.open, close: own.close, note: noteOf(own.note) };
    await tx
      .insert(lawyerCalendarDays)
      .values({ lawyerId: owner.lawyerId, day: own.day, ...values })
      .onConflictDoUpdate({ target: [lawyerCalendarDays.lawyerId, lawyerCalendarDays.day], set: values });
    await audit(tx, owner, 'calendar.day', null, own);
  });
  return { day: own.day };
}

/** Removes one day of the lawyer's own (back to the week's hours); NOT_FOUND for another lawyer's day. */
export async function removeOwnDay(
  db: Db,
  actor: Actor,
  lawyer: string | null,
  id: string,
): Promise<{ day: string }> {
  const owner = await calendarOwner(db, actor, lawyer);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(lawyerCalendarDays)
      .where(and(eq(lawyerCalendarDays.id, id), eq(lawyerCalendarDays.lawyerId, owner.lawyerId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, owner, 'calendar.day-remove', { day: row.day, open: row.open, close: row.close }, null);
    return { day: row.day };
  });
}

/** The lawyer's own days from today on (at most a year ahead), by day. */
export async function listOwnDays(db: Db | Tx, lawyerId: string, now: Date = new Date()) {
  const from = bangkokIsoDay(now);
  const to = bangkokIsoDay(new Date(now.getTime() + 366 * 86_400_000));
  return db
    .select({
      id: lawyerCalendarDays.id,
      day: lawyerCalendarDays.day,
      open: lawyerCalendarDays.open,
      close: lawyerCalendarDays.close,
      note: lawyerCalendarDays.note,
    })
    .from(lawyerCalendarDays)
    .where(
      and(
        eq(lawyerCalendarDays.lawyerId, lawyerId),
        gte(lawyerCalendarDays.day, from),
        lte(lawyerCalendarDays.day, to),
      ),
    )
    .orderBy(asc(lawyerCalendarDays.day));
}
