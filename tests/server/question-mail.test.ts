import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import { createLawyerWithUser, createQuestion, createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// The e-mails of a question's thread (server/mail/question-templates.ts): where their link leads, and what they say
// to each person.

let database: Database;
const ORIGIN = 'http://localhost:3000';
const T0 = new Date('2026-11-25T03:00:00Z');
const ctx = (now = T0) => ({
  mailer: createMailer(database.db, { from: 'test@tanai.test' }),
  publicUrl: ORIGIN,
  now,
});
const mailsTo = (to: string, kind: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`a question's e-mails on ${engineName()}`, () => {
  it("invites a lawyer with the link to the question's own page, in their language, not to the inbox", async () => {
    await createLawyerWithUser(
      database.db,
      { name: 'invited-lawyer', email: 'invited-lawyer@example.com', experienceAreas: ['แรงงาน'] },
      { locale: 'en' },
    );
    const asker = await createUser(database.db, { name: 'mail-asker' });
    const { id } = await createQuestion(database.db, {
      askerId: asker.id,
      title: 'Unpaid wages',
      specialties: ['แรงงาน'],
    });
    expect(await autoMatchQuestion(database.db, id, ctx())).toHaveLength(1);
    const [mail] = await mailsTo('invited-lawyer@example.com', 'invitation');
    expect(mail?.textBody).toContain(`${ORIGIN}/en/question/${id}`);
    expect(mail?.htmlBody).toContain(`href="${ORIGIN}/en/question/${id}"`);
    expect(mail?.textBody).not.toContain('/inbox');
  });
});
