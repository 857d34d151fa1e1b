import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_RIGHT_DAYS } from '#domain/reviews.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox, reviewRights } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { setQuestionClosed } from '#server/services/questions/set-question-closed.ts';
import { inviteToReview } from '#server/services/reviews/invite-to-review.ts';
import {
  openAppointmentReviewRight,
  openQuestionReviewRight,
} from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// The invitation to review (docs/product-rules.md, "Reviews"): one e-mail when a question is closed, in the
// asker's language, one link per open right; nothing without a right, nothing twice for the same right.

let database: Database;
const db = () => database.db;
const PUBLIC_URL = 'http://tanai.test';
const T0 = new Date('2026-11-01T03:00:00Z');
const days = (d: number) => new Date(T0.getTime() + d * 86_400_000);
const ctx = () => ({ mailer: createMailer(database.db, { from: 'test@tanai.test' }), publicUrl: PUBLIC_URL });

const invitationsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .then((rows) => rows.filter((r) => r.kind === 'review-invitation'));
const rightsOf = (userId: string) => db().select().from(reviewRights).where(eq(reviewRights.userId, userId));

/** A question of `asker`, accepted by each lawyer, each of whom answered (opening the asker's right). */
async function answeredQuestion(asker: FactoryUser, lawyerNames: string[], opened = T0) {
  const question = await createQuestion(db(), { askerId: asker.id, status: 'assigned' });
  const lawyers = [];
  for (const name of lawyerNames) {
    const lawyer = await createLawyerWithUser(db(), { name });
    await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
    await openQuestionReviewRight(db(), question.id, lawyer.user.id, opened);
    lawyers.push(lawyer);
  }
  return { question, lawyers };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`review invitations on ${engineName()}`, () => {
  it('sends the asker one e-mail on close, in their language, with one link per open right', async () => {
    const asker = await createUser(db(), { name: 'Jane Doe', locale: 'en' });
    const { question } = await answeredQuestion(asker, ['ทนาย หนึ่ง', 'ทนาย สอง']);
    const rights = await rightsOf(asker.id);
    expect(rights.map((r) => r.invitedAt)).toEqual([null, null]);

    const now = days(3);
    await setQuestionClosed(db(), asker, question.id, true, now, ctx());

    const [mail, ...more] = await invitationsTo(asker.email);
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toContain('review');
    for (const right of rights) {
      expect(mail!.textBody).toContain(`${PUBLIC_URL}/en/review/${right.id}`);
      expect(mail!.htmlBody).toContain(`${PUBLIC_URL}/en/review/${right.id}`);
    }
    expect(mail!.textBody.match(/\/en\/review\//g)).toHaveLength(2);
    expect(mail!.textBody).toContain('ทนาย หนึ่ง');
    expect(mail!.textBody).toContain('public');
    // Each right lapses REVIEW_RIGHT_DAYS after it opened: the day is in the e-mail.
    expect(mail!.textBody).toContain('30 January 2027');
    expect(REVIEW_RIGHT_DAYS).toBe(90);
    // The claimed rights carry the time of the invitation.
    expect((await rightsOf(asker.id)).map((r) => r.invitedAt?.toISOString())).toEqual([
      now.toISOString(),
      now.toISOString(),
    ]);
  });

  it('sends nothing again when the question is closed a second time after a reopen', async () => {
    const asker = await createUser(db(), { locale: 'zh' });
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    const { question } = await answeredQuestion(asker, ['ทนาย สาม']);
    await setQuestionClosed(db(), asker, question.id, true, days(1), ctx());
    expect(await invitationsTo(asker.email)).toHaveLength(1);
    expect((await invitationsTo(asker.email))[0]!.textBody).toContain(`${PUBLIC_URL}/zh/review/`);

    await setQuestionClosed(db(), admin, question.id, false, days(2), ctx());
    await setQuestionClosed(db(), admin, question.id, true, days(3), ctx());
    expect(await invitationsTo(asker.email)).toHaveLength(1);
    expect(
      await inviteToReview(db(), ctx().mailer, PUBLIC_URL, { questionId: question.id }, days(4)),
    ).toEqual([]);
  });

  it('names a right in one invitation only when two run at once', async () => {
    const asker = await createUser(db());
    const { question } = await answeredQuestion(asker, ['ทนาย พร้อมกัน']);
    const source = { questionId: question.id };
    const claimed = await Promise.all([
      inviteToReview(db(), ctx().mailer, PUBLIC_URL, source, days(1)),
      inviteToReview(db(), ctx().mailer, PUBLIC_URL, source, days(1)),
    ]);
    expect(claimed.flat()).toHaveLength(1);
    expect(await invitationsTo(asker.email)).toHaveLength(1);
  });

  it('sends nothing for a question without a right, nor for a right used or lapsed', async () => {
    const quiet = await createUser(db());
    const unanswered = await createQuestion(db(), { askerId: quiet.id, status: 'assigned' });
    await setQuestionClosed(db(), quiet, unanswered.id, true, days(1), ctx());
    expect(await invitationsTo(quiet.email)).toEqual([]);

    const reviewer = await createUser(db());
    const { question } = await answeredQuestion(reviewer, ['ทนาย สี่']);
    const [right] = await rightsOf(reviewer.id);
    await submitReview(
      db(),
      reviewer,
      { rightId: right!.id, stars: '4', communication: '4', responsiveness: '4', valueForMoney: '4' },
      days(1),
    );
    await setQuestionClosed(db(), reviewer, question.id, true, days(2), ctx());
    expect(await invitationsTo(reviewer.email)).toEqual([]);

    const late = await createUser(db());
    const old = await answeredQuestion(late, ['ทนาย ห้า']);
    await setQuestionClosed(db(), late, old.question.id, true, days(REVIEW_RIGHT_DAYS + 1), ctx());
    expect(await invitationsTo(late.email)).toEqual([]);
    expect((await rightsOf(late.id))[0]!.invitedAt).toBeNull();
  });

  it('invites for a completed appointment once', async () => {
    const person = await createUser(db(), { name: 'สมศรี ใจงาม' });
    const lawyer = await createLawyerWithUser(db(), { name: 'ทนาย นัดหมาย' });
    const booked = await createAppointment(db(), { userId: person.id, lawyerId: lawyer.id });
    await openAppointmentReviewRight(db(), booked.id, T0);
    const source = { appointmentId: booked.id };
    expect(await inviteToReview(db(), ctx().mailer, PUBLIC_URL, source, days(1))).toHaveLength(1);
    expect(await inviteToReview(db(), ctx().mailer, PUBLIC_URL, source, days(2))).toEqual([]);
    const [mail, ...more] = await invitationsTo(person.email);
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('th');
    expect(mail!.textBody).toContain('ทนาย นัดหมาย');
    expect(mail!.textBody).toContain('สวัสดีคุณสมศรี ใจงาม');
  });

  it('escapes names in the HTML', async () => {
    const asker = await createUser(db(), { name: 'A <b>x</b>', locale: 'en' });
    const { question } = await answeredQuestion(asker, ['<script>ทนาย</script>']);
    await setQuestionClosed(db(), asker, question.id, true, days(1), ctx());
    const [mail] = await invitationsTo(asker.email);
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('&lt;script&gt;');
    expect(mail!.htmlBody).not.toContain('<b>x</b>');
  });
});
