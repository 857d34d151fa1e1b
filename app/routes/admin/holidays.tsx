import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { fromContext } from '#app/context.server.ts';
import {
  adminHolidaysAction,
  loadAdminHolidays,
} from '#app/features/calendars/admin/admin-holidays.server.ts';
import { HolidayForm } from '#app/features/calendars/admin/holiday-form.tsx';
import { HolidayList } from '#app/features/calendars/admin/holiday-list.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/holidays';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminHolidays(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminHolidaysAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('calendar.admin.meta'), noindex: true }));

/** Admin: the public holidays closed in lawyers' calendars (docs/product-rules.md, "Lawyers' calendars"). */
export default function AdminHolidaysPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('calendar.admin.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('calendar.admin.intro')}</p>
      </div>
      <HolidayForm />
      <HolidayList data={loaderData} />
    </div>
  );
}

/** A failed load: the message and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadFailed error={error} title="calendar.admin.loadFailed" retry="calendar.admin.retry" />;
}
