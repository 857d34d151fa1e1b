import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import type { Database } from '#server/db/client.ts';
import { questions } from '#server/db/schema/index.ts';
import { markQuestionRead, unreadMessagesSql } from '#server/services/questions/question-reads.ts';
import {
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 3, minutes));

async function unreadOf(questionId: string, userId: string) {
  const [row] = await database.db
    .select({ n: unreadMessagesSql(questions.id, userId) })
    .from(questions)
    .where(sql`${questions.id} = ${questionId}`);
  return row!.n;
}

describe('read receipts', () => {
  it('counts the messages of others after the read, keeps the later read, and refuses a stranger', async () => {
    const { db } = database;
    const asker = await createUser(db);
    const { user: lawyerUser, id: lawyerId } = await createLawyerWithUser(db, {});
    const stranger = await createUser(db);
    const q = await createQuestion(db, { askerId: asker.id, status: 'assigned' });
    await inviteLawyer(db, q.id, lawyerId, lawyerUser.id, { status: 'accepted' });
    await createMessage(db, { questionId: q.id, senderUserId: lawyerUser.id, createdAt: at(1) });
    await createMessage(db, { questionId: q.id, senderUserId: lawyerUser.id, createdAt: at(3) });
    await createMessage(db, { questionId: q.id, senderUserId: asker.id, createdAt: at(4) });

    // Never opened: every message of the other side; one's own messages never count.
    expect(await unreadOf(q.id, asker.id)).toBe(2);
    expect(await unreadOf(q.id, lawyerUser.id)).toBe(1);

    await markQuestionRead(db, { id: asker.id, isAdmin: false }, q.id, at(2));
    expect(await unreadOf(q.id, asker.id)).toBe(1);
    await markQuestionRead(db, { id: asker.id, isAdmin: false }, q.id, at(5));
    expect(await unreadOf(q.id, asker.id)).toBe(0);
    // An older read from another device does not bring the messages back.
    await markQuestionRead(db, { id: asker.id, isAdmin: false }, q.id, at(2));
    expect(await unreadOf(q.id, asker.id)).toBe(0);

    const refused = await markQuestionRead(db, { id: stranger.id, isAdmin: false }, q.id).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('NOT_FOUND');
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM question_reads WHERE user_id = ${stranger.id}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});
