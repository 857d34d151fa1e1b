import { useActionData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { loadReceipt, receiptAction } from '#app/features/appointments/receipt/receipt.server.ts';
import { ReceiptChange } from '#app/features/appointments/receipt/receipt-change.tsx';
import {
  ReceiptDetails,
  ReceiptNext,
  ReceiptReference,
} from '#app/features/appointments/receipt/receipt-details.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/booking-receipt';

export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  loadReceipt(fromContext(context), params.reference, url);

export const headers = actionHeaders;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  receiptAction(fromContext(context), request, params.reference);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('bookingReceipt.meta.title', { reference: args.loaderData?.receipt.reference ?? '' }),
    noindex: true,
  }));

/** A booking's receipt (docs/product-rules.md, "Lawyers' calendars"): details, what happens next, changes. */
export default function BookingReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { receipt, calendarHref, networkPhone } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <div className="page grid gap-6 py-8 sm:py-12 *:max-w-measure">
      <h1 className="text-2xl sm:text-3xl">{t('bookingReceipt.heading')}</h1>
      {answer?.ok ? (
        <p
          role="status"
          className="rounded-xl border border-success/40 bg-success-soft p-4 font-medium"
          data-testid="receipt-done"
        >
          {t(answer.intent === 'cancel' ? 'bookingReceipt.done.cancel' : 'bookingReceipt.done.move')}
        </p>
      ) : null}
      <ReceiptReference reference={receipt.reference} />
      <ReceiptNext receipt={receipt} />
      <ReceiptDetails receipt={receipt} calendarHref={calendarHref} />
      <ReceiptChange receipt={receipt} networkPhone={networkPhone} />
    </div>
  );
}
