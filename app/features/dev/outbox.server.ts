import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { isLoopbackAddress } from '#server/config.ts';
import { listOutbox } from '#server/mail/outbox.ts';

/**
 * The development outbox page (it shows sign-in and reset links) exists only for a local trial (`devPages`,
 * server/config.ts: never in production) and only for a request from this machine: its socket's peer is the
 * loopback address, whatever X-Forwarded-For says. Anything else gets the not-found page.
 */
export async function loadOutbox({ runtime, peerAddress }: RequestContext) {
  const { db, config } = runtime;
  if (!config.devPages || !isLoopbackAddress(peerAddress)) throw data(null, { status: 404 });
  const rows = await listOutbox(db);
  return {
    emails: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      links: r.textBody.match(/https?:\/\/[^\s"<>]+/g) ?? [],
    })),
  };
}
