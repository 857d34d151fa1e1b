import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { AdminApplicationsPage } from '#app/features/applications/admin/admin-applications-page.tsx';
import {
  adminApplicationsAction,
  loadAdminApplications,
} from '#app/features/applications/admin/applications.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/applications';

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadAdminApplications(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminApplicationsAction(fromContext(context), request);

/** Fetching a business-card link changes nothing: the table is not reloaded for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'card' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminApplications.meta.title'), noindex: true }));

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  return <AdminApplicationsPage data={loaderData} />;
}
