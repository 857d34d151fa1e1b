import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { intentAction } from '#app/lib/admin-screen.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { formInput } from '#domain/schemas/form.ts';
import {
  addPublicHoliday,
  holidayYear,
  listPublicHolidays,
  removePublicHoliday,
} from '#server/services/admin/holidays/public-holidays.ts';

/** `/{lang}/admin/holidays?year=`: the public holidays of a year (this year by default) and the years kept. */
export async function loadAdminHolidays({ runtime, viewer }: RequestContext, url: URL) {
  return listPublicHolidays(runtime.db, actorOf(viewer), holidayYear(url.searchParams.get('year')));
}

export type AdminHolidaysData = Awaited<ReturnType<typeof loadAdminHolidays>>;

/** What the holidays screen's actions answer: the intent and the day added or removed. */
export type AdminHolidayAnswer = Answer<{ intent: string; id: string }>;

/** The holidays screen's actions by `intent` (add, remove); the services check the admin and the input. */
export function adminHolidaysAction(context: RequestContext, request: Request) {
  return intentAction<{ id?: string }>(
    context,
    request,
    {
      add: ({ db, actor, form }) => addPublicHoliday(db, actor, formInput(form)),
      remove: ({ db, actor, id }) => removePublicHoliday(db, actor, id),
    },
    { failure: { log: 'admin holiday action failed', code: 'calendar.admin.failed' } },
  );
}
