import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestion } from '#app/features/questions/questions.server.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  createLawyerWithUser,
  createQuestion,
  createUser,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// A lawyer's name in the page's or recipient's language (docs/product-rules.md, "Lawyer listings"): never the Thai
// script on /en or /zh, nor in an English e-mail, when the listing has a Latin or Chinese form.

const THAI = /[\u0E00-\u0E7F]/;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe(`lawyer names on question pages and e-mails on ${engineName()}`, () => {
  it('shows the romanised or Chinese name on /en and /zh, the Thai one on /th, and writes it to an English asker', async () => {
    const db = server.database.db;
    // Only a Thai name and its romanisation, as the server writes it
    const romanised = await createLawyerWithUser(db, {
      name: 'สมชาย ใจดี',
      nameLatin: latinSpellings('สมชาย ใจดี'),
      email: 'romanised@example.com',
    });
    // A Chinese name and no English one
    const chinese = await createLawyerWithUser(db, {
      name: 'วิภา แซ่ลี้',
      nameZh: '李薇帕',
      nameLatin: latinSpellings('วิภา แซ่ลี้'),
      email: 'chinese@example.com',
    });
    const asker = await createUser(db, { email: 'names-asker@example.com', locale: 'en' });
    const { id } = await createQuestion(db, { askerId: asker.id, title: 'Unpaid rent' });
    const first = await inviteLawyer(db, id, romanised.id, romanised.user.id);
    await inviteLawyer(db, id, chinese.id, chinese.user.id, { status: 'accepted' });
    const ctx = {
      mailer: createMailer(db, { from: 'test@tanai.test' }),
      publicUrl: 'http://localhost:3000',
      events: createLocalBus(),
    };
    await acceptInvitation(db, romanised.user, first.id, ctx);

    const names = async (lang: 'th' | 'en' | 'zh') => {
      const { question } = await loadQuestion(
        server.context(viewerOf(asker), lang),
        id,
        new URL(`http://localhost/${lang}/question/${id}`),
      );
      return {
        participants: question.participants.map((p) => p.name).sort(),
        invitations: question.invitations.map((i) => i.name).sort(),
      };
    };
    const en = await names('en');
    expect(en.participants).toEqual(['Somchai Chaidi', 'Wipha Saeli']);
    expect(en.invitations).toEqual(en.participants);
    const zh = await names('zh');
    expect(zh.participants).toEqual(['Somchai Chaidi', '李薇帕']);
    for (const name of [...en.participants, ...en.invitations, ...zh.participants, ...zh.invitations])
      expect(name).not.toMatch(THAI);
    expect((await names('th')).participants).toEqual(['วิภา แซ่ลี้', 'สมชาย ใจดี']);

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, 'names-asker@example.com'), eq(emailOutbox.kind, 'case-accepted')),
      );
    expect(mail?.textBody).toContain('Somchai Chaidi');
    // (The site's signature, 'Tanai · ทนาย', is the one Thai word of an English e-mail.)
    for (const body of [mail?.textBody, mail?.htmlBody]) expect(body).not.toContain('สมชาย');

    // A message of the lawyer: the asker's e-mail names them as the listing does, in English
    await postMessage(db, romanised.user, id, { message: 'Hello' }, ctx);
    const [message] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'names-asker@example.com'), eq(emailOutbox.kind, 'new-message')));
    expect(message?.textBody).toContain('Somchai Chaidi');
    for (const body of [message?.textBody, message?.htmlBody]) expect(body).not.toContain('สมชาย');
  });
});
