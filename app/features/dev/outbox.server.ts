import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { listOutbox } from '#server/mail/outbox.ts';

/** The development outbox page exists only when no SMTP is configured on the embedded database. */
export async function loadOutbox({ runtime }: RequestContext) {
  const { db, config } = runtime;
  if (!config.devPages) throw data(null, { status: 404 });
  const rows = await listOutbox(db);
  return {
    emails: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      links: r.textBody.match(/https?:\/\/[^\s"<>]+/g) ?? [],
    })),
  };
}
