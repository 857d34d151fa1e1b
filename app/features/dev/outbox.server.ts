import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { isUuid } from '#domain/ids.ts';
import { isLoopbackAddress } from '#server/config.ts';
import { findOutboxEmail, listOutbox } from '#server/mail/outbox.ts';

/**
 * The development outbox pages (they show sign-in and reset links) exist only for a local trial (`devPages`,
 * server/config.ts: never in production) and only for a request from this machine: its socket's peer is the
 * loopback address, whatever X-Forwarded-For says. Anything else gets the not-found page.
 */
function devOnly({ runtime, peerAddress }: RequestContext) {
  if (!runtime.config.devPages || !isLoopbackAddress(peerAddress)) throw data(null, { status: 404 });
  return runtime.db;
}

export async function loadOutbox(context: RequestContext) {
  const rows = await listOutbox(devOnly(context));
  return {
    emails: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      links: r.textBody.match(/https?:\/\/[^\s"<>]+/g) ?? [],
    })),
  };
}

/**
 * One e-mail of the outbox with its HTML part, which the page shows in a sandboxed frame (no script, no form, no
 * access to the page); an e-mail without an HTML part shows its text.
 */
export async function loadOutboxEmail(context: RequestContext, id: string | undefined) {
  const db = devOnly(context);
  const email = isUuid(id) ? await findOutboxEmail(db, id) : null;
  if (!email) throw data(null, { status: 404 });
  return { email };
}
