import { fromContext } from '#app/context.server.ts';
import { loadAuditLog } from '#app/features/audit/admin/audit.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { formatDate } from '#domain/dates.ts';
import type { Route } from './+types/audit';

export const loader = ({ context }: Route.LoaderArgs) => loadAuditLog(fromContext(context));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminAudit.meta.title'), noindex: true }));

const WHEN: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

function Json({ label, text }: { label: string; text: string | null }) {
  const { t } = useT();
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      {text === null ? (
        <p className="text-sm text-muted-foreground">{t('adminAudit.none')}</p>
      ) : (
        <pre className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-muted p-2 font-sans text-xs">
          {text}
        </pre>
      )}
    </div>
  );
}

/** Admin: the audit log, newest first (the newest 200 entries): who changed what, when, before and after. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { entries } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('adminAudit.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('adminAudit.intro', { count: entries.length })}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminAudit.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[48rem] text-left" data-testid="audit-table">
            <caption className="sr-only">{t('adminAudit.table.caption')}</caption>
            <thead className="border-b bg-muted/50 text-sm">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAudit.table.when')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAudit.table.who')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAudit.table.action')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAudit.table.entity')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('adminAudit.table.changes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b align-top last:border-b-0" data-testid="audit-row">
                  <td className="whitespace-nowrap p-3 text-sm">
                    <time dateTime={e.createdAt}>{formatDate(e.createdAt, lang, WHEN)}</time>
                  </td>
                  <td className="p-3 text-sm">{e.actorName ?? t('adminAudit.unknownActor')}</td>
                  <td className="p-3 text-sm" data-action={e.action}>
                    {e.actionLabel}
                  </td>
                  <td className="p-3 text-sm">
                    <p className="text-muted-foreground">{e.entityLabel}</p>
                    {e.subject ? (
                      <p className="font-medium" data-testid="audit-subject">
                        {e.subject}
                      </p>
                    ) : e.entityId ? (
                      <p className="break-all text-xs text-muted-foreground">{e.entityId}</p>
                    ) : null}
                  </td>
                  <td className="p-3">
                    <details>
                      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-primary underline-offset-4 hover:underline">
                        {t('adminAudit.show')}
                      </summary>
                      <div className="mt-2 grid gap-3 lg:grid-cols-2">
                        <Json label={t('adminAudit.before')} text={e.before} />
                        <Json label={t('adminAudit.after')} text={e.after} />
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
