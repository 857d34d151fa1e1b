import { useRouteLoaderData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { loadPayment } from '#app/features/payment/payment.server.ts';
import { PaymentPage } from '#app/features/payment/payment-page.tsx';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { RootData } from '#app/root.tsx';
import { CONSULTATION_FEE_PER_QUESTION, formatBaht } from '#domain/fees.ts';
import type { Route } from './+types/payment';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context }: Route.LoaderArgs) => loadPayment(fromContext(context));

// The question's fee is configuration (QUESTION_FEE_BAHT, read by the loader); the default when no data came.
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('payment.meta.title'),
    description: t('payment.meta.description', {
      amount: formatBaht(args.loaderData?.fee ?? CONSULTATION_FEE_PER_QUESTION),
    }),
  }));

export default function Payment({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  return <PaymentPage data={loaderData} phone={root?.contact?.networkPhone} />;
}
