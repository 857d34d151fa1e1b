import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReviewPage, reviewAction } from '#app/features/reviews/review.server.ts';
import { AppError } from '#domain/errors.ts';
import { NEW_ACCOUNT_DAYS } from '#domain/reviews.ts';
import { appointmentRequests, lawyers, reviewRights, reviews } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { listReviewsForModeration } from '#server/services/admin/reviews/list-reviews-for-moderation.ts';
import { createAppointmentRequest } from '#server/services/appointments/create-appointment-request.ts';
import { setOwnAppointmentStatus } from '#server/services/appointments/set-own-appointment-status.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { confirmMeeting } from '#server/services/reviews/confirm-meeting.ts';
import { listLawyerReviews } from '#server/services/reviews/list-lawyer-reviews.ts';
import { listOpenReviewRights } from '#server/services/reviews/review-rights.ts';
import { MEETING_UNCONFIRMED, submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createLawyerWithUser,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// Reviews nobody can manufacture (docs/decisions/0020-verified-reviews.md): a lawyer acting alone, with accounts
// made for the purpose, publishes no review of their own listing that an administrator has not seen first.

let server: TestServer;
const db = () => server.database.db;
const DAY = 86_400_000;
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);

/** Bookings are made at a fixed clock (Monday 7 January 2030, 08:00 in Bangkok) for slots of the next day. */
const BOOKED_AT = new Date('2030-01-07T08:00:00+07:00');
const BOOKED_DAY = '2030-01-08';
/** A different free slot of the lawyer's default calendar for each booking of a test. */
const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
let booked = 0;

const good = (rightId: string) => ({
  rightId,
  stars: '5',
  communication: '5',
  responsiveness: '5',
  valueForMoney: '5',
  text: 'ทนายเก่งมาก แนะนำเลยครับ',
  showName: 'on',
});

const mail = () => ({
  mailer: server.runtime.mailer,
  publicUrl: 'http://localhost:3000',
  networkPhone: '02-000-0000',
});

/** `client`, signed in, books the lawyer's listing on the booking form. */
async function book(client: FactoryUser, lawyerId: string) {
  const { id } = await createAppointmentRequest(
    db(),
    server.runtime.mailer,
    {
      name: client.name,
      phone: '081-234-5678',
      email: client.email,
      specialty: 'แพ่ง',
      description: 'ขอคำปรึกษาเรื่องสัญญา',
      urgency: 'normal',
      date: BOOKED_DAY,
      time: SLOTS[booked++ % SLOTS.length],
      meetingType: 'office',
      lawyerId,
    },
    { networkEmail: 'network@tanai.test', userId: client.id, now: BOOKED_AT },
  );
  const [request] = await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id));
  return request!;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const figuresOf = async (lawyerId: string) =>
  (
    await db()
      .select({ rating: lawyers.rating, reviews: lawyers.reviews })
      .from(lawyers)
      .where(eq(lawyers.id, lawyerId))
  )[0];

let admin: FactoryUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
});
afterAll(() => server.close());

describe(`reviews nobody can manufacture on ${engineName()}`, () => {
  it('a fresh account booking the lawyer’s own listing, confirmed then completed by the lawyer, publishes nothing: its review is held for an administrator', async () => {
    const lawyer = await createLawyerWithUser(db(), { name: 'ทนาย รีวิวตัวเอง' });
    for (const n of [1, 2, 3]) {
      // A new account, made today, books the listing while signed in.
      const fresh = await createUser(db(), { name: `บัญชี ใหม่${n}` });
      const booking = await book(fresh, lawyer.id);
      expect(booking.userId).toBe(fresh.id);
      // The lawyer confirms, then marks the meeting completed: a right opens, not yet usable.
      await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'confirmed', mail());
      await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'completed', mail());
      const [right] = await listOpenReviewRights(db(), fresh.id);
      expect(right).toMatchObject({ source: 'appointment', lawyerId: lawyer.id });

      // The lawyer's status click alone is no consultation: the review needs the client's own word first.
      const unconfirmed = await refusal(submitReview(db(), fresh, good(right!.id)));
      expect([unconfirmed.code, unconfirmed.message]).toEqual(['CONFLICT', MEETING_UNCONFIRMED]);
      // Nobody but the right's person gives it (the lawyer's account cannot).
      expect((await refusal(confirmMeeting(db(), lawyer.user, right!.id))).code).toBe('NOT_FOUND');

      // The account says yes (the lawyer holds it) and writes five stars: held, not published.
      await confirmMeeting(db(), fresh, right!.id);
      const stored = await submitReview(db(), fresh, good(right!.id));
      expect(stored.status).toBe('held');
      const [row] = await db().select().from(reviews).where(eq(reviews.id, stored.id));
      expect([row!.status, row!.holdReason, row!.publishedAt]).toEqual(['held', 'newAccount', null]);
    }
    // Nothing reaches the profile or the figures; every review waits on the moderation screen.
    expect(await figuresOf(lawyer.id)).toEqual({ rating: null, reviews: 0 });
    expect((await listLawyerReviews(db(), lawyer.id))?.items).toEqual([]);
    const { rows: held } = await listReviewsForModeration(db(), admin, 'held', { size: 500 });
    expect(held.filter((r) => r.lawyerId === lawyer.id).map((r) => r.holdReason)).toEqual([
      'newAccount',
      'newAccount',
      'newAccount',
    ]);
  });

  it('a fresh account still publishes nothing when the lawyer waits before completing or it waits before reviewing', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const fresh = await createUser(db());
    const booking = await book(fresh, lawyer.id);
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'confirmed');
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'completed');
    const [right] = await listOpenReviewRights(db(), fresh.id);
    await confirmMeeting(db(), fresh, right!.id);
    // The account's age is read at the booking: reviewing when it is older changes nothing.
    const later = daysFromNow(NEW_ACCOUNT_DAYS + 10);
    expect((await submitReview(db(), fresh, good(right!.id), later)).status).toBe('held');
  });

  it('a client whose account is older than 30 days at the booking confirms the meeting and publishes the review', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const client = await createUser(db(), {
      name: 'ลูกความ จริงใจ',
      createdAt: daysFromNow(-(NEW_ACCOUNT_DAYS + 1)),
    });
    const booking = await book(client, lawyer.id);
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'confirmed');
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'completed');
    const [right] = await listOpenReviewRights(db(), client.id);
    expect(right).toMatchObject({ source: 'appointment' });
    await confirmMeeting(db(), client, right!.id);
    const stored = await submitReview(db(), client, good(right!.id));
    expect(stored.status).toBe('published');
    expect(await figuresOf(lawyer.id)).toEqual({ rating: null, reviews: 1 });
    const [confirmed] = await db().select().from(reviewRights).where(eq(reviewRights.id, right!.id));
    expect(confirmed!.meetingConfirmedAt).toBeInstanceOf(Date);
  });

  it('the review page asks the client whether the meeting took place before the form, and their yes opens it', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const client = await createUser(db(), { createdAt: daysFromNow(-365) });
    const booking = await book(client, lawyer.id);
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'confirmed');
    await setOwnAppointmentStatus(db(), lawyer.user, booking.id, 'completed');
    const [right] = await listOpenReviewRights(db(), client.id);
    const ctx = server.context(viewerOf(client));
    expect((await loadReviewPage(ctx, right!.id)).right.state).toBe('unconfirmed');

    // The review form's post before the yes is refused and stores nothing.
    const early = await reviewAction(
      ctx,
      new Request(`http://localhost:3000/th/review/${right!.id}`, {
        method: 'POST',
        body: new URLSearchParams(good(right!.id)),
      }),
      right!.id,
    );
    expect(early).not.toBeInstanceOf(Response);
    expect((early as { data: { code: string } }).data.code).toBe(MEETING_UNCONFIRMED);
    expect(await db().select().from(reviews).where(eq(reviews.lawyerId, lawyer.id))).toEqual([]);

    const yes = await reviewAction(
      ctx,
      new Request(`http://localhost:3000/th/review/${right!.id}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'confirmMeeting' }),
      }),
      right!.id,
    );
    if (!(yes instanceof Response)) throw new Error('expected a redirect');
    expect(yes.headers.get('location')).toBe(`/th/review/${right!.id}`);
    expect((await loadReviewPage(ctx, right!.id)).right.state).toBe('open');
  });

  it('a fresh account asking a question the lawyer accepts and answers has its review held too', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const fresh = await createUser(db());
    const question = await createQuestion(db(), { askerId: fresh.id, status: 'assigned' });
    await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
    await postMessage(
      db(),
      lawyer.user,
      question.id,
      { message: 'สวัสดีครับ ยินดีช่วยครับ' },
      {
        events: createLocalBus(),
        mailer: server.runtime.mailer,
        publicUrl: 'http://localhost:3000',
      },
    );
    const [right] = await listOpenReviewRights(db(), fresh.id);
    expect(right).toMatchObject({ source: 'question', questionId: question.id });
    const stored = await submitReview(db(), fresh, good(right!.id), daysFromNow(NEW_ACCOUNT_DAYS + 10));
    expect(stored.status).toBe('held');
    expect(await figuresOf(lawyer.id)).toEqual({ rating: null, reviews: 0 });

    // An older asker's review of the same kind is published.
    const older = await createUser(db(), { createdAt: daysFromNow(-(NEW_ACCOUNT_DAYS + 1)) });
    const asked = await createQuestion(db(), { askerId: older.id, status: 'assigned' });
    await inviteLawyer(db(), asked.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
    await postMessage(
      db(),
      lawyer.user,
      asked.id,
      { message: 'สวัสดีครับ' },
      {
        events: createLocalBus(),
        mailer: server.runtime.mailer,
        publicUrl: 'http://localhost:3000',
      },
    );
    const [olderRight] = await listOpenReviewRights(db(), older.id);
    expect((await submitReview(db(), older, good(olderRight!.id))).status).toBe('published');
  });
});
