import { DataTable } from '#app/components/ui/data-table.tsx';
import { useT } from '#app/lib/lang.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { ApplicationRow } from './application-row.tsx';

const COLUMNS = ['applicant', 'license', 'areas', 'province', 'status', 'date', 'actions'] as const;

/** The applications table, a row each with its actions; `onEdit` opens the editor on one. */
export function ApplicationTable({
  applications,
  onEdit,
}: {
  applications: AdminApplication[];
  onEdit: (application: AdminApplication) => void;
}) {
  const { t } = useT();
  return (
    <DataTable
      caption={t('adminApplications.table.caption')}
      minWidthClass="md:min-w-[64rem]"
      testId="applications-table"
      columns={COLUMNS.map((column) => ({
        label: t(`adminApplications.table.${column}`),
        srOnly: column === 'actions',
      }))}
    >
      {applications.map((a) => (
        <ApplicationRow key={a.id} application={a} onEdit={() => onEdit(a)} />
      ))}
    </DataTable>
  );
}
