import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { bangkokIsoDay } from '#domain/dates.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { CALENDAR_ERRORS, publicHolidaySchema } from '#domain/schemas/calendar.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db } from '../../../db/client.ts';
import { publicHolidays } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';

/** A year of the holidays table: 'YYYY' from 2000 to 2100, else the year of today. */
export function holidayYear(value: string | null, now: Date = new Date()): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100
    ? year
    : Number(bangkokIsoDay(now).slice(0, 4));
}

/** The public holidays of one year by day, and the years the table has (admins only). */
export async function listPublicHolidays(db: Db, actor: Actor, year: number) {
  requireAdmin(actor);
  const [holidays, years] = await Promise.all([
    db
      .select()
      .from(publicHolidays)
      .where(and(gte(publicHolidays.day, `${year}-01-01`), lt(publicHolidays.day, `${year + 1}-01-01`)))
      .orderBy(asc(publicHolidays.day)),
    db.selectDistinct({ day: publicHolidays.day }).from(publicHolidays),
  ]);
  const known = new Set(years.map((y) => Number(y.day.slice(0, 4))));
  known.add(year);
  return { year, holidays, years: [...known].sort((a, b) => a - b) };
}

/** The public holidays from today to a year ahead (every calendar page lists them). */
export async function upcomingPublicHolidays(db: Db, now: Date = new Date()) {
  const from = bangkokIsoDay(now);
  const to = `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
  return db
    .select()
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, from), lt(publicHolidays.day, to)))
    .orderBy(asc(publicHolidays.day));
}

/**
 * Adds a public holiday (a day and its names in Thai, English and Chinese, all required), audited. A day the table
 * already has is refused on `day` ('calendar.errors.holidayExists') and changes nothing.
 */
export async function addPublicHoliday(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  requireAdmin(actor);
  const holiday = parseInput(publicHolidaySchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(publicHolidays).values(holiday).onConflictDoNothing().returning();
    if (!row) throw inputError({ day: CALENDAR_ERRORS.holidayExists });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'holiday.add',
      entityType: 'public_holiday',
      entityId: row.day,
      after: holiday,
    });
    return { id: row.day };
  });
}

/** Removes a public holiday (after the confirmation in the screen), audited with the names it had. */
export async function removePublicHoliday(db: Db, actor: Actor, day: string): Promise<{ id: string }> {
  requireAdmin(actor);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(publicHolidays).where(eq(publicHolidays.day, day)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'holiday.remove',
      entityType: 'public_holiday',
      entityId: row.day,
      before: { day: row.day, nameTh: row.nameTh, nameEn: row.nameEn, nameZh: row.nameZh },
    });
    return { id: row.day };
  });
}
