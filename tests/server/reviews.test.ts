import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { bayesianRating, REVIEW_BURST_LIMIT, REVIEW_RIGHT_DAYS } from '#domain/reviews.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox, lawyers, reviewRights, reviews } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';
import { setOwnAppointmentStatus } from '#server/services/appointments/set-own-appointment-status.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  listOpenReviewRights,
  openAppointmentReviewRight,
  openQuestionReviewRight,
} from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createQuestion,
  createUser,
  ESTABLISHED,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const db = () => database.db;
const T0 = new Date('2026-11-01T03:00:00Z');
const days = (d: number) => new Date(T0.getTime() + d * 86_400_000);

const post = (now = T0) => ({
  events: createLocalBus(),
  mailer: createMailer(database.db, { from: 'test@tanai.test' }),
  publicUrl: 'http://localhost:3000',
  now,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const good = (rightId: string, extra: Record<string, unknown> = {}) => ({
  rightId,
  stars: '5',
  communication: '4',
  responsiveness: '5',
  valueForMoney: '4',
  text: 'ทนายอธิบายขั้นตอนชัดเจน ตอบเร็ว แนะนำครับ',
  showName: 'on',
  ...extra,
});

/** A question of `asker` that the lawyer has accepted (the invitation written as accepted). */
async function acceptedQuestion(asker: FactoryUser, lawyer: { id: string; user: FactoryUser }) {
  const question = await createQuestion(db(), { askerId: asker.id, status: 'assigned' });
  await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
  return question;
}

const rightsOf = (userId: string) => db().select().from(reviewRights).where(eq(reviewRights.userId, userId));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`review rights on ${engineName()}`, () => {
  it('opens for the asker only once the accepted lawyer has posted in the thread, once', async () => {
    const asker = await createUser(db(), { name: 'สมชาย ใจดี' });
    const lawyer = await createLawyerWithUser(db(), { name: 'ทนาย สิทธิ์' });
    const question = await acceptedQuestion(asker, lawyer);

    // The asker's own message opens nothing.
    await postMessage(db(), asker, question.id, { message: 'สวัสดีครับ' }, post());
    expect(await rightsOf(asker.id)).toHaveLength(0);

    await postMessage(db(), lawyer.user, question.id, { message: 'ยินดีช่วยครับ' }, post());
    await postMessage(db(), lawyer.user, question.id, { message: 'ขอเอกสารเพิ่มครับ' }, post());
    const rights = await rightsOf(asker.id);
    expect(rights).toHaveLength(1);
    expect(rights[0]).toMatchObject({ lawyerId: lawyer.id, source: 'question', questionId: question.id });
    expect(rights[0]!.expiresAt.getTime() - rights[0]!.openedAt.getTime()).toBe(
      REVIEW_RIGHT_DAYS * 86_400_000,
    );
    expect((await listOpenReviewRights(db(), asker.id)).map((r) => r.lawyerName)).toEqual(['ทนาย สิทธิ์']);
  });

  it('never opens from an invitation not accepted, nor for the account linked to the listing', async () => {
    const asker = await createUser(db());
    const lawyer = await createLawyerWithUser(db(), {});
    const question = await createQuestion(db(), { askerId: asker.id });
    await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'invited' });
    expect(await openQuestionReviewRight(db(), question.id, lawyer.user.id)).toBe(false);

    // A lawyer who asked a question that their own listing accepted and answered.
    const self = await createLawyerWithUser(db(), {});
    const own = await acceptedQuestion(self.user, self);
    expect(await openQuestionReviewRight(db(), own.id, self.user.id)).toBe(false);
    expect(await rightsOf(self.user.id)).toHaveLength(0);
  });

  it('opens when the linked lawyer or an administrator marks a signed-in booking completed, not before', async () => {
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    const lawyer = await createLawyerWithUser(db(), {});
    const byLawyer = await createUser(db());
    const byAdmin = await createUser(db());
    const first = await createAppointment(db(), { userId: byLawyer.id, lawyerId: lawyer.id });
    const second = await createAppointment(db(), { userId: byAdmin.id, lawyerId: lawyer.id });
    await setOwnAppointmentStatus(db(), lawyer.user, first.id, 'confirmed');
    await setAppointmentStatus(db(), admin, second.id, 'confirmed');
    expect([...(await rightsOf(byLawyer.id)), ...(await rightsOf(byAdmin.id))]).toEqual([]);

    const mail = { mailer: post().mailer, publicUrl: 'http://localhost:3000', networkPhone: '02-000-0000' };
    await setOwnAppointmentStatus(db(), lawyer.user, first.id, 'completed', mail);
    await setAppointmentStatus(db(), admin, second.id, 'completed', mail);
    // Each client is invited to review, once.
    const invitations = await db()
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'review-invitation'));
    expect(invitations.map((e) => e.to).sort()).toEqual([byAdmin.email, byLawyer.email].sort());
    expect((await rightsOf(byLawyer.id)).map((r) => [r.source, r.appointmentId])).toEqual([
      ['appointment', first.id],
    ]);
    expect((await rightsOf(byAdmin.id)).map((r) => [r.source, r.appointmentId])).toEqual([
      ['appointment', second.id],
    ]);
  });

  it('opens from an appointment booked while signed in, never for one booked by the listing itself', async () => {
    const person = await createUser(db());
    const lawyer = await createLawyerWithUser(db(), {});
    const booked = await createAppointment(db(), { userId: person.id, lawyerId: lawyer.id });
    expect(await openAppointmentReviewRight(db(), booked.id)).toBe(true);
    expect(await openAppointmentReviewRight(db(), booked.id)).toBe(false);
    const anonymous = await createAppointment(db(), { userId: null, lawyerId: lawyer.id });
    expect(await openAppointmentReviewRight(db(), anonymous.id)).toBe(false);
    const ownBooking = await createAppointment(db(), { userId: lawyer.user.id, lawyerId: lawyer.id });
    expect(await openAppointmentReviewRight(db(), ownBooking.id)).toBe(false);
    expect((await rightsOf(person.id)).map((r) => r.source)).toEqual(['appointment']);
  });
});

describe(`writing a review on ${engineName()}`, () => {
  async function openRight(name = 'สมหญิง รักดี') {
    const asker = await createUser(db(), { name, createdAt: ESTABLISHED });
    const lawyer = await createLawyerWithUser(db(), {});
    const question = await acceptedQuestion(asker, lawyer);
    await openQuestionReviewRight(db(), question.id, lawyer.user.id, T0);
    const [right] = await rightsOf(asker.id);
    return { asker, lawyer, right: right! };
  }

  it('publishes one review per right under the first name and last initial, and refreshes the figures', async () => {
    const { asker, lawyer, right } = await openRight();
    const stored = await submitReview(db(), asker, good(right.id), days(1));
    expect(stored.status).toBe('published');
    const [row] = await db().select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row).toMatchObject({ authorName: 'สมหญิง ร.', stars: 5, source: 'question', consultedAt: T0 });
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.id));
    expect(listing).toMatchObject({ reviews: 1, rating: null });

    expect((await refusal(submitReview(db(), asker, good(right.id), days(2)))).message).toBe(
      'reviews.errors.alreadyReviewed',
    );
    expect(await listOpenReviewRights(db(), asker.id, { now: days(2) })).toEqual([]);
  });

  it('shows "สมาชิก Tanai" (no name) when the author chooses', async () => {
    const { asker, right } = await openRight();
    const stored = await submitReview(db(), asker, good(right.id, { showName: undefined }), days(1));
    const [row] = await db().select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row!.authorName).toBeNull();
  });

  it('refuses anyone but the right’s person, a lapsed right and personal data, storing nothing', async () => {
    const { asker, lawyer, right } = await openRight();
    const other = await createUser(db(), { createdAt: ESTABLISHED });
    expect((await refusal(submitReview(db(), other, good(right.id), days(1)))).code).toBe('NOT_FOUND');
    expect((await refusal(submitReview(db(), null, good(right.id), days(1)))).code).toBe('UNAUTHORIZED');
    expect((await refusal(submitReview(db(), lawyer.user, good(right.id), days(1)))).code).toBe('NOT_FOUND');

    for (const text of [
      'โทรหาผมได้ที่ 081-234-5678',
      'ส่งอีเมลมาที่ somchai@example.com',
      'เลขบัตร 1-1037-02345-67-1',
      'ดูรายละเอียดที่ https://example.com/case',
      'คดีหมายเลขดำที่ อ.1234/2566',
    ]) {
      const error = await refusal(submitReview(db(), asker, good(right.id, { text }), days(1)));
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.fields).toEqual({ text: 'reviews.errors.personalData' });
    }
    expect((await refusal(submitReview(db(), asker, good(right.id, { stars: '6' }), days(1)))).code).toBe(
      'INVALID_INPUT',
    );
    const lapsed = days(REVIEW_RIGHT_DAYS + 1);
    expect((await refusal(submitReview(db(), asker, good(right.id), lapsed))).message).toBe(
      'reviews.errors.lapsed',
    );
    expect(await db().select().from(reviews).where(eq(reviews.lawyerId, lawyer.id))).toEqual([]);
  });

  it('refuses a right to review the listing the person is now linked to', async () => {
    const { asker, lawyer, right } = await openRight();
    await db().update(lawyers).set({ userId: asker.id }).where(eq(lawyers.id, lawyer.id));
    expect((await refusal(submitReview(db(), asker, good(right.id), days(1)))).message).toBe(
      'reviews.errors.ownListing',
    );
    expect(await listOpenReviewRights(db(), asker.id, { now: days(1) })).toEqual([]);
  });

  it('holds every review of a burst (more than five for one lawyer in 24 hours)', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const ids: string[] = [];
    for (let i = 0; i <= REVIEW_BURST_LIMIT; i++) {
      const asker = await createUser(db(), { createdAt: ESTABLISHED });
      const question = await acceptedQuestion(asker, lawyer);
      await openQuestionReviewRight(db(), question.id, lawyer.user.id, T0);
      const [right] = await rightsOf(asker.id);
      const stored = await submitReview(
        db(),
        asker,
        good(right!.id),
        new Date(days(1).getTime() + i * 3_600_000),
      );
      ids.push(stored.id);
      expect(stored.status).toBe(i < REVIEW_BURST_LIMIT ? 'published' : 'held');
    }
    const rows = await db().select().from(reviews).where(eq(reviews.lawyerId, lawyer.id));
    expect(rows.map((r) => [r.status, r.holdReason])).toEqual(rows.map(() => ['held', 'burst']));
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.id));
    expect(listing).toMatchObject({ reviews: 0, rating: null });
  });

  it('stores the Bayesian figure from three published reviews on, the same as bayesianRating', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const stars = [5, 4, 5, 3];
    for (const [i, s] of stars.entries()) {
      const asker = await createUser(db(), { createdAt: ESTABLISHED });
      const question = await acceptedQuestion(asker, lawyer);
      await openQuestionReviewRight(db(), question.id, lawyer.user.id, T0);
      const [right] = await rightsOf(asker.id);
      // A day apart: no burst.
      await submitReview(db(), asker, good(right!.id, { stars: String(s) }), days(1 + i * 2));
      const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.id));
      const sum = stars.slice(0, i + 1).reduce((a, b) => a + b, 0);
      expect(listing!.reviews).toBe(i + 1);
      expect(listing!.rating).toBe(bayesianRating(i + 1, sum));
    }
    // (5 × 3.5 + 17) / (5 + 4) = 3.83… → 3.8
    expect(bayesianRating(4, 17)).toBe(3.8);
  });
});
