import { requireAdminPage } from '#app/features/admin/admin.server.ts';
import type { Lang } from '#domain/i18n.ts';
import { getRuntime } from '#server/runtime.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import type { ViewerUser } from '../../context.ts';

/** How many audit entries the page shows (the newest). */
export const AUDIT_PAGE_LIMIT = 200;

const pretty = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

/** `/admin/audit`: the newest audit entries, with the values before and after as indented JSON. */
export async function loadAuditLog(viewer: ViewerUser | null, lang: Lang) {
  const actor = requireAdminPage(viewer, lang);
  const rows = await listAuditLog(getRuntime().db, actor, AUDIT_PAGE_LIMIT);
  return {
    entries: rows.map((r) => {
      const details = (r.details ?? {}) as Record<string, unknown>;
      const split = 'before' in details || 'after' in details;
      return {
        id: r.id,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        actorName: r.actorName,
        createdAt: r.createdAt.toISOString(),
        before: split ? pretty(details.before) : null,
        after: split ? pretty(details.after) : pretty(details),
      };
    }),
  };
}
