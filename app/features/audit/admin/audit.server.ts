import type { RequestContext } from '#app/context.server.ts';
import { loadPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { auditActionLabel, auditEntityLabel } from '#domain/audit.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';

const pretty = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

/** A name or title among an entry's values (a deleted record's, or the names a pin chose). */
function namedIn(value: unknown): string | null {
  if (Array.isArray(value)) {
    const names = value.map(namedIn).filter((n): n is string => n !== null);
    return names.length > 0 ? names.join(', ') : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'fullName', 'title']) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return namedIn(record.lawyer ?? record.application ?? null);
}

/**
 * `/admin/audit`: the audit entries, newest first a page at a time (`loadPage`): the action and the kind of record in words, what the entry is about
 * (a name or title; the record's id only when there is none), and the values before and after as indented JSON.
 */
export function loadAuditLog({ runtime, viewer, lang }: RequestContext, url: URL) {
  return loadPage(url, async (after) => {
    const { rows, next, page } = await listAuditLog(runtime.db, actorOf(viewer), { after });
    return {
      next,
      page,
      entries: rows.map((r) => {
        const details = (r.details ?? {}) as Record<string, unknown>;
        const split = 'before' in details || 'after' in details;
        return {
          id: r.id,
          action: r.action,
          actionLabel: auditActionLabel(r.action, lang),
          entityLabel: auditEntityLabel(r.entityType, lang),
          subject: r.subject ?? namedIn(details.after) ?? namedIn(details.before),
          entityId: r.entityId,
          actorName: r.actorName,
          createdAt: r.createdAt.toISOString(),
          before: split ? pretty(details.before) : null,
          after: split ? pretty(details.after) : pretty(details),
        };
      }),
    };
  });
}
