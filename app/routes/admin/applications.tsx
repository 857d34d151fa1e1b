import { useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { ApplicationFormDialog } from '#app/features/applications/admin/application-form-dialog.tsx';
import { ApplicationRow } from '#app/features/applications/admin/application-row.tsx';
import {
  adminApplicationsAction,
  loadAdminApplications,
} from '#app/features/applications/admin/applications.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { Route } from './+types/applications';

export const loader = ({ context }: Route.LoaderArgs) => loadAdminApplications(fromContext(context));

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminApplicationsAction(fromContext(context), request);

/** Fetching a business-card link changes nothing: the table is not reloaded for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'card' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminApplications.meta.title'), noindex: true }));

/** Admin: lawyer applications (docs/product-rules.md, "Administration" and "Applications"). */
export default function AdminApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { applications, adminId } = loaderData;
  // The form: closed, a new application, or the application being edited.
  const [form, setForm] = useState<{ application: AdminApplication | null } | null>(null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">{t('adminApplications.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t('adminApplications.count', { count: applications.length })}
          </p>
        </div>
        <Button type="button" variant="accent" onClick={() => setForm({ application: null })}>
          <Plus aria-hidden />
          {t('adminApplications.new')}
        </Button>
      </div>

      {applications.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminApplications.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[64rem] text-left" data-testid="applications-table">
            <caption className="sr-only">{t('adminApplications.table.caption')}</caption>
            <thead className="border-b bg-muted/50 text-sm">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.applicant')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.license')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.areas')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.province')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.status')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.date')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminApplications.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <ApplicationRow key={a.id} application={a} onEdit={() => setForm({ application: a })} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {form ? (
        <ApplicationFormDialog
          key={form.application?.id ?? 'new'}
          application={form.application}
          adminId={adminId}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
