import { DataTable } from '#app/components/ui/data-table.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadAuditLog } from '#app/features/audit/admin/audit.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { formatDate } from '#domain/dates.ts';
import type { Route } from './+types/audit';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAuditLog(fromContext(context), url);

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
        <pre className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap wrap-anywhere rounded-lg bg-muted p-2 font-sans text-xs">
          {text}
        </pre>
      )}
    </div>
  );
}

/** Admin: the audit log, newest first a page at a time: who changed what, when, before and after. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { entries, page, next, badCursor } = loaderData;
  const label = {
    when: t('adminAudit.table.when'),
    who: t('adminAudit.table.who'),
    action: t('adminAudit.table.action'),
    entity: t('adminAudit.table.entity'),
    changes: t('adminAudit.table.changes'),
  };
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('adminAudit.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('adminAudit.intro')}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminAudit.empty')}
        </p>
      ) : (
        <DataTable
          caption={t('adminAudit.table.caption')}
          minWidthClass="md:min-w-[48rem]"
          testId="audit-table"
          columns={[
            { label: label.when },
            { label: label.who },
            { label: label.action },
            { label: label.entity },
            { label: label.changes },
          ]}
        >
          {entries.map((e) => (
            <tr key={e.id} className="border-b align-top last:border-b-0" data-testid="audit-row">
              <td className="whitespace-nowrap p-3 text-sm" data-label={label.when}>
                <time dateTime={e.createdAt}>{formatDate(e.createdAt, lang, WHEN)}</time>
              </td>
              <td className="p-3 text-sm" data-label={label.who}>
                {e.actorName ?? t('adminAudit.unknownActor')}
              </td>
              <td className="p-3 text-sm" data-label={label.action} data-action={e.action}>
                {e.actionLabel}
              </td>
              <td className="p-3 text-sm" data-label={label.entity}>
                <p className="text-muted-foreground">{e.entityLabel}</p>
                {e.subject ? (
                  <p className="font-medium" data-testid="audit-subject">
                    {e.subject}
                  </p>
                ) : e.entityId ? (
                  <p className="text-xs text-muted-foreground wrap-anywhere">{e.entityId}</p>
                ) : null}
              </td>
              <td className="p-3" data-label={label.changes}>
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
        </DataTable>
      )}
      <KeysetPager page={page} next={next} badCursor={badCursor} />
    </div>
  );
}
