import { fromContext } from '#app/context.server.ts';
import { downloadBookingCalendar } from '#app/features/appointments/receipt/receipt.server.ts';
import type { Route } from './+types/booking-calendar';

/** Resource route: a booking's calendar file (.ics), for whoever may see its receipt. */
export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  downloadBookingCalendar(fromContext(context), params.reference, url);
