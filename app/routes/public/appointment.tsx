import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { loadAppointment, submitAppointment } from '#app/features/appointments/appointment.server.ts';
import { BookingForm } from '#app/features/appointments/booking-form.tsx';
import { InfoPanels, LawyerPanel } from '#app/features/appointments/side-panels.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { RootData } from '#app/root.tsx';
import { FREE_FIRST_CONSULTATION_MINUTES } from '#domain/booking.ts';
import type { Route } from './+types/appointment';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAppointment(fromContext(context), url);

export const headers = actionHeaders;

/** A time refused at the booking (taken meanwhile, no longer free): the lawyer's free slots are read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate || Boolean((actionResult as { fields?: { time?: string } } | null)?.fields?.time)
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  submitAppointment(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('appointment.meta.title'),
    description: t('appointment.meta.description', { minutes: FREE_FIRST_CONSULTATION_MINUTES }),
  }));

export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const { lawyer, calendar } = loaderData;
  return (
    <div className="page py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-2xl sm:text-3xl">{t('appointment.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('appointment.subheading')}</p>
      </header>
      {/* Phones: the chosen lawyer, the form, then the information; wide screens: the form beside both. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <LawyerPanel lawyer={lawyer} />
        </div>
        <div className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <BookingForm lawyerId={lawyer?.id ?? null} offer={calendar} noScriptAnswer={actionData} />
        </div>
        <aside
          className="grid min-w-0 content-start gap-4 lg:col-start-2 lg:row-start-2"
          aria-label={t('appointment.panels.label')}
        >
          <InfoPanels networkPhone={root?.contact.networkPhone ?? null} />
        </aside>
      </div>
    </div>
  );
}
