import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { intentAction } from '#app/lib/admin-screen.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { bangkokIsoDay } from '#domain/dates.ts';
import { isAppError } from '#domain/errors.ts';
import { calendarSettingsSchema } from '#domain/schemas/calendar.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { appointmentMailContextOf } from '#server/runtime.ts';
import { upcomingPublicHolidays } from '#server/services/admin/holidays/public-holidays.ts';
import { lawyerFreeDays, readCalendarSettings } from '#server/services/calendars/calendar-facts.ts';
import {
  addLeave,
  addOwnDay,
  listOwnDays,
  removeOwnDay,
  saveCalendarSettings,
} from '#server/services/calendars/calendar-settings.ts';
import {
  lawyerSchedule,
  rescheduleOwnAppointment,
  scheduleRange,
  setScheduleStatus,
} from '#server/services/calendars/lawyer-schedule.ts';

/** How many days of free slots the page's preview shows. */
export const PREVIEW_DAYS = 5;

/**
 * `/account/calendar` (docs/product-rules.md, "Lawyers' calendars"): the schedule (`?view=day|week&day=`, and the
 * free slots of the booking being moved, `?move=`) and the availability of the signed-in lawyer's listing, or of
 * `?lawyer=` for an administrator. Signed-out people go to /auth; anyone else gets the not-found page.
 */
export async function loadLawyerCalendar({ runtime, viewer, lang }: RequestContext, url: URL) {
  const user = requireViewer(viewer, lang, url);
  const db = runtime.db;
  const now = new Date();
  const q = (name: string) => url.searchParams.get(name);
  const range = scheduleRange(q('view'), q('day'), now);
  try {
    const schedule = await lawyerSchedule(db, actorOf(user), q('lawyer'), range, now, q('move'));
    const id = schedule.owner.lawyerId;
    const [settings, ownDays, holidays, free] = await Promise.all([
      readCalendarSettings(db, id),
      listOwnDays(db, id, now),
      upcomingPublicHolidays(db, now),
      lawyerFreeDays(db, id, now),
    ]);
    const iso = <T extends { createdAt: Date }>(rows: T[]) =>
      rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() }));
    return {
      owner: { name: schedule.owner.name, lawyerId: id, byAdmin: schedule.owner.byAdmin },
      range,
      today: bangkokIsoDay(now),
      requests: iso(schedule.requests),
      bookings: iso(schedule.bookings),
      days: schedule.days,
      move: schedule.move,
      settings,
      ownDays,
      holidays,
      preview: free.days.slice(0, PREVIEW_DAYS),
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export type LawyerCalendarData = Awaited<ReturnType<typeof loadLawyerCalendar>>;
export type CalendarBooking = LawyerCalendarData['bookings'][number];

/** What the calendar page's forms answer: the intent, the row it changed and a booking's new status. */
export type CalendarAnswer = Answer<{ intent: string; id: string; status?: string }>;

/**
 * The calendar page's actions by `intent` (status, reschedule, settings, leave, day, removeDay), for the listing of
 * the page's `?lawyer=` (an administrator) or the signed-in lawyer's own. The services check who may and the input.
 */
export function lawyerCalendarAction(context: RequestContext, request: Request, url: URL) {
  requireViewer(context.viewer, context.lang, url);
  const lawyer = url.searchParams.get('lawyer');
  const mail = appointmentMailContextOf(context.runtime);
  return intentAction<{ status?: string }>(
    context,
    request,
    {
      status: async ({ db, actor, form, id }) => {
        const moved = await setScheduleStatus(db, actor, lawyer, id, formText(form, 'status'), mail);
        return { status: moved.status };
      },
      reschedule: async ({ db, actor, form, id }) => {
        const [date, time] = formText(form, 'slot').split(' ');
        const moved = await rescheduleOwnAppointment(db, actor, lawyer, id, { date, time }, new Date(), mail);
        return { status: moved.after.status };
      },
      settings: async ({ db, actor, form }) => {
        await saveCalendarSettings(db, actor, lawyer, formInput(form, calendarSettingsSchema));
        return {};
      },
      leave: async ({ db, actor, form }) => {
        await addLeave(db, actor, lawyer, formInput(form));
        return {};
      },
      day: async ({ db, actor, form }) => {
        await addOwnDay(db, actor, lawyer, formInput(form));
        return {};
      },
      removeDay: async ({ db, actor, id }) => {
        await removeOwnDay(db, actor, lawyer, id);
        return {};
      },
    },
    { failure: { log: 'lawyer calendar action failed', code: 'calendar.toast.failed' } },
  );
}
