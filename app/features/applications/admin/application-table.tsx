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
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[64rem] text-left" data-testid="applications-table">
        <caption className="sr-only">{t('adminApplications.table.caption')}</caption>
        <thead className="border-b bg-muted/50 text-sm">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-3 font-medium">
                {t(`adminApplications.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <ApplicationRow key={a.id} application={a} onEdit={() => onEdit(a)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
