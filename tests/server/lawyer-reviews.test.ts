import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_BURST_LIMIT, REVIEWS_PAGE_SIZE } from '#domain/reviews.ts';
import { forgetPublicData } from '#server/cache/public-data.ts';
import type { Database } from '#server/db/client.ts';
import { lawyers, reviewRights, reviews, users } from '#server/db/schema/index.ts';
import { cachedLawyerReviews, listLawyerReviews } from '#server/services/reviews/list-lawyer-reviews.ts';
import { openQuestionReviewRight } from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createLawyerWithUser,
  createQuestion,
  createUser,
  ESTABLISHED,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const db = () => database.db;
const T0 = new Date('2026-06-01T03:00:00Z');
const days = (d: number) => new Date(T0.getTime() + d * 86_400_000);

type Lawyer = { id: string; user: Awaited<ReturnType<typeof createLawyerWithUser>>['user'] };

/** A published (or held) review of `lawyer` by a new member: an accepted question, its right, the review. */
async function review(
  lawyer: Lawyer,
  at: Date,
  values: { stars?: number; sub?: number; text?: string; showName?: boolean; name?: string } = {},
) {
  const asker = await createUser(db(), { name: values.name ?? 'สมชาย ใจดี', createdAt: ESTABLISHED });
  const question = await createQuestion(db(), { askerId: asker.id, status: 'assigned' });
  await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
  await openQuestionReviewRight(db(), question.id, lawyer.user.id, T0);
  const [right] = await db().select().from(reviewRights).where(eq(reviewRights.userId, asker.id));
  const sub = String(values.sub ?? 4);
  const stored = await submitReview(
    db(),
    asker,
    {
      rightId: right!.id,
      stars: String(values.stars ?? 5),
      communication: sub,
      responsiveness: sub,
      valueForMoney: sub,
      text: values.text ?? 'ตอบเร็ว อธิบายชัดเจน',
      showName: values.showName === false ? undefined : 'on',
    },
    at,
  );
  return { ...stored, asker };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`a listing's published reviews on ${engineName()}`, () => {
  it('lists only published reviews, newest first, a page at a time, with the distribution and sub-ratings', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    const stars = [5, 4, 5, 3, 1, 5, 4, 5, 2, 5, 5, 4];
    const ids: string[] = [];
    // A day apart each: no burst.
    for (const [i, s] of stars.entries())
      ids.push((await review(lawyer, days(1 + i), { stars: s, sub: s })).id);

    const first = await listLawyerReviews(db(), lawyer.id);
    expect(first).toMatchObject({
      total: stars.length,
      count: stars.length,
      page: 1,
      pages: 2,
      pageSize: REVIEWS_PAGE_SIZE,
      stars: null,
      distribution: { 1: 1, 2: 1, 3: 1, 4: 3, 5: 6 },
    });
    const mean = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    expect(first!.subRatings).toEqual({ communication: mean, responsiveness: mean, valueForMoney: mean });
    expect(first!.items.map((r) => r.id)).toEqual([...ids].reverse().slice(0, REVIEWS_PAGE_SIZE));
    const second = await listLawyerReviews(db(), lawyer.id, { page: 2 });
    expect(second!.items.map((r) => r.id)).toEqual([...ids].reverse().slice(REVIEWS_PAGE_SIZE));
    expect((await listLawyerReviews(db(), lawyer.id, { page: 3 }))!.items).toEqual([]);

    const fives = await listLawyerReviews(db(), lawyer.id, { stars: 5 });
    expect(fives).toMatchObject({ total: 6, pages: 1, stars: 5, count: stars.length });
    expect(fives!.items.every((r) => r.stars === 5)).toBe(true);
    expect(fives!.items.map((r) => r.id)).toEqual(
      [...ids].reverse().filter((_, i) => [...stars].reverse()[i] === 5),
    );
    // Not an overall number of stars: no filter.
    expect((await listLawyerReviews(db(), lawyer.id, { stars: 7 }))!.stars).toBeNull();

    const [listing] = await db().select().from(lawyers).where(eq(lawyers.id, lawyer.id));
    expect(listing!.reviews).toBe(first!.count);
  });

  it('shows what the public may see: the name, a member, a former member; never the question or an id', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    await review(lawyer, days(1), { name: 'Jane Mary Doe' });
    await review(lawyer, days(2), { showName: false });
    const gone = await review(lawyer, days(3), { name: 'สมศรี มีสุข' });
    await db()
      .update(reviews)
      .set({ reply: 'ขอบคุณครับ', repliedAt: days(4) })
      .where(eq(reviews.id, gone.id));
    await db().delete(users).where(eq(users.id, gone.asker.id));

    const listed = await listLawyerReviews(db(), lawyer.id);
    expect(listed!.items.map((r) => r.author)).toEqual([
      { kind: 'former' },
      { kind: 'member' },
      { kind: 'named', name: 'Jane D.' },
    ]);
    expect(listed!.items[0]).toMatchObject({
      source: 'question',
      consultedAt: T0.toISOString(),
      reply: 'ขอบคุณครับ',
      repliedAt: days(4).toISOString(),
      publishedAt: days(3).toISOString(),
    });
    // The former member's stars still count.
    expect(listed!.subRatings).toEqual({ communication: 4, responsiveness: 4, valueForMoney: 4 });
    for (const item of listed!.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'author',
          'communication',
          'consultedAt',
          'id',
          'publishedAt',
          'reply',
          'repliedAt',
          'responsiveness',
          'source',
          'stars',
          'text',
          'valueForMoney',
        ].sort(),
      );
    }
    const json = JSON.stringify(listed);
    const [kept] = await db().select().from(reviews).where(eq(reviews.lawyerId, lawyer.id)).limit(1);
    expect(json).not.toContain(kept!.authorId ?? 'no author');
    expect(json).not.toContain(String(kept!.rightId));
  });

  it('never shows a held or rejected review, nor the reviews of an unverified listing', async () => {
    const lawyer = await createLawyerWithUser(db(), {});
    await review(lawyer, days(1), { stars: 4, text: 'ตีพิมพ์แล้ว' });
    // A burst: more than REVIEW_BURST_LIMIT within a day holds every one of that day.
    for (let i = 0; i <= REVIEW_BURST_LIMIT; i++)
      await review(lawyer, new Date(days(10).getTime() + i * 60_000), { stars: 1, text: 'ถูกระงับ' });
    const rejected = await review(lawyer, days(20), { stars: 2, text: 'ถูกปฏิเสธ' });
    await db()
      .update(reviews)
      .set({ status: 'rejected', publishedAt: null, decisionReason: 'ไม่เกี่ยวข้อง' })
      .where(eq(reviews.id, rejected.id));

    const listed = await listLawyerReviews(db(), lawyer.id);
    expect(listed!.items.map((r) => r.text)).toEqual(['ตีพิมพ์แล้ว']);
    expect(listed).toMatchObject({ total: 1, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    // Fewer than RATING_MIN_REVIEWS: no sub-rating averages.
    expect(listed!.subRatings).toBeNull();
    expect(JSON.stringify(listed)).not.toContain('ไม่เกี่ยวข้อง');
    expect((await listLawyerReviews(db(), lawyer.id, { stars: 1 }))!.items).toEqual([]);

    await db().update(lawyers).set({ verified: false }).where(eq(lawyers.id, lawyer.id));
    expect(await listLawyerReviews(db(), lawyer.id)).toBeNull();
    expect(await listLawyerReviews(db(), 'not-an-id')).toBeNull();

    // A verified listing without a review has an empty list, not "not found"; a listing nobody knows has none.
    const quiet = await createLawyerWithUser(db(), {});
    expect(await listLawyerReviews(db(), quiet.id, { stars: 5, page: 2 })).toMatchObject({
      items: [],
      total: 0,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      subRatings: null,
    });
    expect(await listLawyerReviews(db(), randomUUID())).toBeNull();
  });

  it('reads through the public data cache, emptied by a new review', async () => {
    forgetPublicData();
    const lawyer = await createLawyerWithUser(db(), {});
    expect((await cachedLawyerReviews(db(), lawyer.id))!.count).toBe(0);
    // A change made straight in the database is not seen until the cache is emptied…
    await db().update(lawyers).set({ verified: false }).where(eq(lawyers.id, lawyer.id));
    expect((await cachedLawyerReviews(db(), lawyer.id))!.count).toBe(0);
    await db().update(lawyers).set({ verified: true }).where(eq(lawyers.id, lawyer.id));
    // …and a review, written in a public data transaction, empties it.
    await review(lawyer, days(1));
    expect((await cachedLawyerReviews(db(), lawyer.id))!.count).toBe(1);
    expect((await cachedLawyerReviews(db(), lawyer.id, { stars: 5 }))!.count).toBe(1);
  });
});
