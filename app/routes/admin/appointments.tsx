import { DataTable } from '#app/components/ui/data-table.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { fromContext } from '#app/context.server.ts';
import { AppointmentRow } from '#app/features/appointments/admin/appointment-row.tsx';
import {
  adminAppointmentsAction,
  loadAdminAppointments,
} from '#app/features/appointments/admin/appointments.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/appointments';

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadAdminAppointments(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminAppointmentsAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminAppointments.meta.title'), noindex: true }));

/** Admin: stored appointment requests and their status (docs/product-rules.md, "Booking a consultation"). */
export default function AdminAppointmentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { appointments, total, totalIsMore, page, next, badCursor } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('adminAppointments.title')}</h1>
        <p className="mt-1 text-muted-foreground">
          {totalIsMore
            ? t('adminAppointments.countMore', { count: total })
            : t('adminAppointments.count', { count: total })}
        </p>
      </div>
      {appointments.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminAppointments.empty')}
        </p>
      ) : (
        <DataTable
          caption={t('adminAppointments.table.caption')}
          minWidthClass="md:min-w-[60rem]"
          testId="appointments-table"
          columns={(['person', 'matter', 'when', 'lawyer', 'status', 'change'] as const).map((c) => ({
            label: t(`adminAppointments.table.${c}`),
          }))}
        >
          {appointments.map((r) => (
            <AppointmentRow key={r.id} appointment={r} />
          ))}
        </DataTable>
      )}
      <KeysetPager page={page} next={next} badCursor={badCursor} />
    </div>
  );
}
