import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { ApplicationFormDialog } from './application-form-dialog.tsx';
import { ApplicationTable } from './application-table.tsx';
import type { loadAdminApplications } from './applications.server.ts';

/** Admin: lawyer applications (docs/product-rules.md, "Administration" and "Applications"). */
export function AdminApplicationsPage({ data }: { data: Awaited<ReturnType<typeof loadAdminApplications>> }) {
  const { t } = useT();
  const { applications, adminId } = data;
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
        <ApplicationTable applications={applications} onEdit={(application) => setForm({ application })} />
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
