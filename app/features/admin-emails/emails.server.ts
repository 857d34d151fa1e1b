import { data } from 'react-router';
import { actorOf, requireAdminPage } from '#app/lib/admin.server.ts';
import { isAppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { logger } from '#server/logger.ts';
import { getRuntime } from '#server/runtime.ts';
import { listUndeliveredEmails, resendEmail } from '#server/services/admin/emails.ts';
import type { ViewerUser } from '../../context.ts';

/** How many e-mails the page shows (the newest). */
export const EMAILS_PAGE_LIMIT = 200;

/** An undelivered e-mail as the admin list shows it. */
export interface AdminEmailView {
  id: string;
  createdAt: string;
  kind: string;
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** `/admin/emails`: e-mails that failed or were given up, newest first. */
export async function loadAdminEmails(viewer: ViewerUser | null, lang: Lang) {
  const actor = requireAdminPage(viewer, lang);
  const rows = await listUndeliveredEmails(getRuntime().db, actor, EMAILS_PAGE_LIMIT);
  return {
    emails: rows.map(
      (r): AdminEmailView => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        kind: r.kind,
        toAddress: r.toAddress,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      }),
    ),
  };
}

/** "Send again now"; a refusal answers a translatable code with the AppError's status. */
export async function adminEmailsAction(request: Request, viewer: ViewerUser | null) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const runtime = getRuntime();
  try {
    const result = await resendEmail(runtime.db, actorOf(viewer), runtime.mailer, id);
    return { ok: true as const, ...result };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, code: error.message }, error.status);
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'e-mail resend failed');
    return data({ ok: false as const, code: 'adminEmails.toast.failed' }, 500);
  }
}
