import { data } from 'react-router';
import { listOutbox } from '#server/mail/outbox.ts';
import { getRuntime } from '#server/runtime.ts';

/** The development outbox page exists only when no SMTP is configured on the embedded database. */
export async function loadOutbox() {
  const { db, config } = getRuntime();
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
