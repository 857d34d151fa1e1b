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

export const loader = ({ context }: Route.LoaderArgs) => loadAdminAppointments(fromContext(context));

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminAppointmentsAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminAppointments.meta.title'), noindex: true }));

/** Admin: stored appointment requests and their status (docs/product-rules.md, "Booking a consultation"). */
export default function AdminAppointmentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { appointments } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('adminAppointments.title')}</h1>
        <p className="mt-1 text-muted-foreground">
          {t('adminAppointments.count', { count: appointments.length })}
        </p>
      </div>
      {appointments.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminAppointments.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[60rem] text-left" data-testid="appointments-table">
            <caption className="sr-only">{t('adminAppointments.table.caption')}</caption>
            <thead className="border-b bg-muted/50 text-sm">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.person')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.matter')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.when')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.lawyer')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.status')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAppointments.table.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {appointments.map((r) => (
                <AppointmentRow key={r.id} appointment={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
