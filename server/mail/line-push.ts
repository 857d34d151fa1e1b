import { randomUUID } from 'node:crypto';
import type { messagingApi } from '@line/bot-sdk';
import { eq, inArray } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { logger } from '../logger.ts';
import { lineSdk } from '../services/line/sdk.ts';
import { shortError } from './outbox.ts';

type MessagingApiClient = messagingApi.MessagingApiClient;

/** A LINE text message to one person. */
export interface OutgoingPush {
  /** The person's LINE user id. */
  to: string;
  /** What the notice is about, as the outbox keeps it (the e-mail's kind, e.g. 'new-message'). */
  kind: string;
  locale: Lang;
  text: string;
}

export interface LinePusher {
  /**
   * Records each push in the outbox (`channel` 'line') and sends it with the Messaging API, side by side; answered
   * in the same order. A push LINE refused or that did not arrive is `given_up` with its short error and never
   * sent again (its notice goes by e-mail instead, server/services/notices/send-notices.ts).
   */
  pushAll(pushes: readonly OutgoingPush[]): Promise<{ id: string; delivered: boolean }[]>;
}

/** A refused or failed push as the outbox keeps it: LINE's status and its message, or the network error. */
async function pushError(error: unknown): Promise<string> {
  if (error instanceof (await lineSdk()).HTTPFetchError) {
    let message = error.statusText;
    try {
      message = (JSON.parse(error.body) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: the status text.
    }
    return shortError(`LINE ${error.status}: ${message}`);
  }
  return shortError(error);
}

/**
 * LINE pushes through the outbox (docs/decisions/0021-line-notices.md): the row is written first (`pending`, no
 * next attempt: the retry job never takes a LINE row), then sent with `X-Line-Retry-Key` = the row's id, so LINE
 * accepts one push per row even if a request is repeated; the outcome is `sent` or `given_up`.
 */
export function createLinePusher(db: Db, options: { accessToken: string; apiUrl: string }): LinePusher {
  let client: Promise<MessagingApiClient> | undefined;
  return {
    async pushAll(pushes) {
      if (pushes.length === 0) return [];
      client ??= lineSdk().then(
        (sdk) =>
          new sdk.messagingApi.MessagingApiClient({
            channelAccessToken: options.accessToken,
            baseURL: options.apiUrl,
          }),
      );
      const sender = await client;
      const rows = pushes.map((push) => ({
        id: randomUUID(),
        channel: 'line' as const,
        toAddress: push.to,
        subject: truncateText(push.text.split('\n')[0] ?? '', 100),
        textBody: push.text,
        kind: push.kind,
        locale: push.locale,
        attempts: 1,
      }));
      await db.insert(emailOutbox).values(rows);
      const outcomes = await Promise.all(
        rows.map(async (row) => {
          try {
            await sender.pushMessage(
              { to: row.toAddress, messages: [{ type: 'text', text: row.textBody }] },
              row.id,
            );
            return { id: row.id, delivered: true };
          } catch (error) {
            const lastError = await pushError(error);
            logger.error({ emailId: row.id, kind: row.kind, err: lastError }, 'LINE push failed');
            await db
              .update(emailOutbox)
              .set({ status: 'given_up', lastError, nextAttemptAt: null })
              .where(eq(emailOutbox.id, row.id));
            return { id: row.id, delivered: false };
          }
        }),
      );
      const sent = outcomes.filter((o) => o.delivered).map((o) => o.id);
      if (sent.length > 0) {
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(inArray(emailOutbox.id, sent));
      }
      return outcomes;
    },
  };
}
