import { bangkokDateParts } from '#domain/dates.ts';
import type { Db } from '#server/db/client.ts';
import { publicHolidays } from '#server/db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'YYYY-MM-DD' of the Bangkok day `days` days from now, moved forward while `skip` says so (given the day's weekday,
 * 0 for Sunday, and the day itself).
 */
export function bangkokDay(
  days: number,
  skip: (weekday: number, day: string) => boolean = () => false,
): string {
  for (let at = new Date(Date.now() + days * DAY_MS); ; at = new Date(at.getTime() + DAY_MS)) {
    const { year, month, day, weekday } = bangkokDateParts(at);
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!skip(weekday, iso)) return iso;
  }
}

/**
 * The public holidays in the database: a lawyer's calendar closes them by default (domain/availability.ts), so a
 * test that books "a working day two days ahead" skips them (two days after 3 December is Father's Day).
 */
export async function publicHolidayDays(db: Db): Promise<ReadonlySet<string>> {
  return new Set((await db.select({ day: publicHolidays.day }).from(publicHolidays)).map((h) => h.day));
}
