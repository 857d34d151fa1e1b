import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { createLawyerWithUser, createQuestion, createUser, inviteLawyer } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// The e-mails of a question's thread (server/mail/question-templates.ts): where their link leads, and what they say
// to each person.

let database: Database;
const ORIGIN = 'http://localhost:3000';
const T0 = new Date('2026-11-25T03:00:00Z');
const ctx = (now = T0) => ({
  mailer: createMailer(database.db, { from: 'test@tanai.test' }),
  publicUrl: ORIGIN,
  events: createLocalBus(),
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

  it('tells the asker of a reply on their question, and the accepted lawyer of a message on the case they accepted', async () => {
    for (const lang of LANGS) {
      const t = fixedT(lang);
      const asker = await createUser(database.db, { email: `asker-${lang}@example.com`, locale: lang });
      const lawyer = await createLawyerWithUser(
        database.db,
        { name: `lawyer-${lang}`, email: `lawyer-${lang}@example.com` },
        { locale: lang },
      );
      const { id } = await createQuestion(database.db, { askerId: asker.id, title: `Lease ${lang}` });
      const invitation = await inviteLawyer(database.db, id, lawyer.id, lawyer.user.id);
      await acceptInvitation(database.db, lawyer.user, invitation.id, ctx());
      await postMessage(database.db, lawyer.user, id, { message: 'secret one' }, ctx());
      await postMessage(database.db, asker, id, { message: 'secret two' }, ctx());

      const [toAsker] = await mailsTo(`asker-${lang}@example.com`, 'new-message');
      expect(toAsker?.subject, lang).toBe(t('mail.newMessage.subject'));
      expect(toAsker?.textBody, lang).toContain(
        t('mail.newMessage.body', { sender: `lawyer-${lang}`, title: `Lease ${lang}` }),
      );
      const [toLawyer] = await mailsTo(`lawyer-${lang}@example.com`, 'new-message');
      expect(toLawyer?.subject, lang).toBe(t('mail.caseMessage.subject'));
      expect(toLawyer?.subject, lang).not.toBe(t('mail.newMessage.subject'));
      expect(toLawyer?.textBody, lang).toContain(
        t('mail.caseMessage.body', { sender: asker.name, title: `Lease ${lang}` }),
      );
      expect(toLawyer?.textBody, lang).toContain(`/${lang}/question/${id}`);
      for (const mail of [toAsker, toLawyer]) expect(mail?.textBody, lang).not.toContain('secret');
    }
  });
});
