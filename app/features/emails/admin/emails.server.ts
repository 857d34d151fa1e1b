import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { loadPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { formText } from '#domain/schemas/form.ts';
import { listUndeliveredEmails } from '#server/services/admin/emails/list-undelivered-emails.ts';
import { resendEmail } from '#server/services/admin/emails/resend-email.ts';

/** An undelivered e-mail as the admin list shows it. */
export interface AdminEmailView {
  id: string;
  createdAt: string;
  kind: string;
  /** 'email', or 'line' for a LINE push (to its LINE user id; never sent again). */
  channel: 'email' | 'line';
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** `/admin/emails`: e-mails that failed or were given up, newest first a page at a time (`loadPage`). */
export function loadAdminEmails({ runtime, viewer }: RequestContext, url: URL) {
  return loadPage(url, async (after) => {
    const { rows, next, page } = await listUndeliveredEmails(runtime.db, actorOf(viewer), { after });
    return {
      next,
      page,
      emails: rows.map(
        (r): AdminEmailView => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          kind: r.kind,
          channel: r.channel,
          toAddress: r.toAddress,
          status: r.status,
          attempts: r.attempts,
          lastError: r.lastError,
          nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
        }),
      ),
    };
  });
}

/** "Send again now" of the e-mail `id`; a refusal is the one refusal (`actionError`) with the AppError's status. */
export async function adminEmailsAction({ runtime, viewer }: RequestContext, request: Request) {
  const id = formText(await request.formData(), 'id');
  try {
    const result = await resendEmail(runtime.db, actorOf(viewer), runtime.mailer, id);
    return { ok: true as const, ...result };
  } catch (error) {
    return actionError(error, { failure: { log: 'e-mail resend failed', code: 'adminEmails.toast.failed' } });
  }
}
