import { textOr } from '#i18n/lookup.ts';
import type { Lang } from './i18n.ts';

/**
 * What each action of the audit log (admin_audit_log.action, written by `recordAudit` in
 * server/services/admin/audit.ts) and each kind of record (admin_audit_log.entity_type) is called on the audit page:
 * the texts `adminAudit.actions.<action>` and `adminAudit.entities.<kind>` (i18n/adminAudit.th.json and its
 * siblings). A dotted action is written with ':' there (appointment.status as appointment:status), since a dot
 * separates the parts of a text key. `domain/audit.test.ts` checks that every action the services record and every
 * kind of record has a text.
 */

/** The text key of an audit action. */
export const auditActionKey = (action: string) => `adminAudit.actions.${action.replaceAll('.', ':')}`;

/** The text key of a kind of record of the audit log. */
export const auditEntityKey = (entityType: string) => `adminAudit.entities.${entityType}`;

/** An audit action in words in the interface language; an action without a text as it is stored. */
export function auditActionLabel(action: string, lang: Lang): string {
  return textOr(lang, auditActionKey(action), action);
}

/** The kind of record of an audit entry in words; an unknown kind as it is stored. */
export function auditEntityLabel(entityType: string, lang: Lang): string {
  return textOr(lang, auditEntityKey(entityType), entityType);
}
