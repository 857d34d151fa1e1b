import { viewerContext } from '#app/context.ts';
import { AppointmentRow } from '#app/features/admin-appointments/appointment-row.tsx';
import {
  adminAppointmentsAction,
  loadAdminAppointments,
} from '#app/features/admin-appointments/appointments.server.ts';
import { loadTexts } from '#app/i18n/texts.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { DEFAULT_LANG, isLang } from '#domain/i18n.ts';
import type { Route } from './+types/appointments';

// This page's feature texts, in the browser before it renders (app/i18n/texts.ts).
export const handle = { texts: ['adminAppointments', 'appointment'] };
await loadTexts(handle.texts);

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadAdminAppointments(context.get(viewerContext), isLang(params.lang) ? params.lang : DEFAULT_LANG);

export const action = ({ request, context }: Route.ActionArgs) =>
  adminAppointmentsAction(request, context.get(viewerContext));

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
