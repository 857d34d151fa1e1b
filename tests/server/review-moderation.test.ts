import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { bayesianRating } from '#domain/reviews.ts';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog, emailOutbox, lawyers, reviews } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import { decideReview } from '#server/services/admin/reviews/decide-review.ts';
import { listReviewsForModeration } from '#server/services/admin/reviews/list-reviews-for-moderation.ts';
import { disputeReview } from '#server/services/reviews/dispute-review.ts';
import { listOwnReviews } from '#server/services/reviews/list-own-reviews.ts';
import { refreshLawyerRating } from '#server/services/reviews/refresh-lawyer-rating.ts';
import { replyToReview } from '#server/services/reviews/reply-to-review.ts';
import { createLawyerWithUser, createReview, createUser, type FactoryUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const db = () => database.db;
const PUBLIC_URL = 'http://localhost:3000';
const mailer = () => createMailer(database.db, { from: 'test@tanai.test' });
const mail = () => ({ mailer: mailer(), publicUrl: PUBLIC_URL });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const reviewRow = async (id: string) => (await db().select().from(reviews).where(eq(reviews.id, id)))[0]!;
const listingRow = async (id: string) => (await db().select().from(lawyers).where(eq(lawyers.id, id)))[0]!;
const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const mailTo = (to: string) =>
  db()
    .select({ kind: emailOutbox.kind, locale: emailOutbox.locale, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
const mailCount = async () => Number((await db().select({ n: count() }).from(emailOutbox))[0]?.n ?? 0);

let admin: FactoryUser;
let lawyer: { id: string; user: FactoryUser };
let otherLawyer: { id: string; user: FactoryUser };
let author: FactoryUser;
let member: FactoryUser;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true, locale: 'en' });
  expect(admin.isAdmin).toBe(true);
  lawyer = await createLawyerWithUser(db(), { name: 'ทนาย รีวิว' }, { locale: 'zh' });
  otherLawyer = await createLawyerWithUser(db(), { name: 'ทนาย อื่น' });
  author = await createUser(db(), { name: 'สมชาย ใจดี', locale: 'en' });
  member = await createUser(db());
});
afterAll(() => database.close());

describe(`the lawyer's reply on ${engineName()}`, () => {
  it('only the account linked to the listing replies, once, to a published review', async () => {
    const review = await createReview(db(), { lawyerId: lawyer.id, authorId: author.id });
    const input = { reviewId: review.id, text: 'ขอบคุณสำหรับรีวิวครับ ยินดีให้บริการ' };

    for (const outsider of [member, otherLawyer.user, admin] as Actor[])
      expect((await refusal(replyToReview(db(), outsider, input))).code).toBe('NOT_FOUND');
    expect((await refusal(replyToReview(db(), null, input))).code).toBe('UNAUTHORIZED');
    expect((await reviewRow(review.id)).reply).toBeNull();

    const at = new Date('2026-11-20T05:00:00Z');
    await replyToReview(db(), lawyer.user, input, at);
    expect(await reviewRow(review.id)).toMatchObject({ reply: input.text, repliedAt: at });

    const again = await refusal(replyToReview(db(), lawyer.user, { ...input, text: 'อีกครั้ง' }));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('lawyerReviews.errors.alreadyReplied');
    expect((await reviewRow(review.id)).reply).toBe(input.text);
  });

  it('refuses personal data at the field and stores nothing', async () => {
    const review = await createReview(db(), { lawyerId: lawyer.id, authorId: author.id });
    const refused = await refusal(
      replyToReview(db(), lawyer.user, { reviewId: review.id, text: 'โทรหาผมได้ที่ 081-234-5678 ครับ' }),
    );
    expect(refused.code).toBe('INVALID_INPUT');
    expect(refused.fields).toEqual({ text: 'reviews.errors.personalData' });
    expect((await reviewRow(review.id)).reply).toBeNull();
  });

  it('never replies to a held or rejected review (not found, as for someone else)', async () => {
    for (const status of ['held', 'rejected'] as const) {
      const review = await createReview(db(), { lawyerId: lawyer.id, authorId: author.id, status });
      const refused = await refusal(
        replyToReview(db(), lawyer.user, { reviewId: review.id, text: 'ขอบคุณครับ' }),
      );
      expect(refused.code).toBe('NOT_FOUND');
      expect((await reviewRow(review.id)).reply).toBeNull();
    }
  });
});

describe(`the lawyer's dispute on ${engineName()}`, () => {
  it('only the linked lawyer disputes, once; the review stays published and the administrators are e-mailed', async () => {
    const review = await createReview(db(), { lawyerId: lawyer.id, authorId: author.id });
    const input = { reviewId: review.id, reason: 'ผู้รีวิวไม่เคยเป็นลูกความของผม' };
    for (const outsider of [member, otherLawyer.user, admin] as Actor[])
      expect((await refusal(disputeReview(db(), mailer(), PUBLIC_URL, outsider, input))).code).toBe(
        'NOT_FOUND',
      );
    expect((await reviewRow(review.id)).disputeStatus).toBeNull();
    expect(await mailTo(admin.email)).toEqual([]);

    const blank = await refusal(
      disputeReview(db(), mailer(), PUBLIC_URL, lawyer.user, { ...input, reason: ' ' }),
    );
    expect(blank.fields).toEqual({ reason: 'reviews.errors.reasonRequired' });

    await disputeReview(db(), mailer(), PUBLIC_URL, lawyer.user, input);
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'published',
      disputeStatus: 'open',
      disputeReason: input.reason,
    });
    const alerts = await mailTo(admin.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'admin-review-disputed', locale: 'en' });
    expect(alerts[0]!.text).toContain(`${PUBLIC_URL}/en/admin/reviews`);

    const again = await refusal(disputeReview(db(), mailer(), PUBLIC_URL, lawyer.user, input));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('lawyerReviews.errors.alreadyDisputed');
    expect(await mailTo(admin.email)).toHaveLength(1);

    const own = await listOwnReviews(db(), lawyer.user);
    expect(own.reviews.find((r) => r.id === review.id)).toMatchObject({ disputeStatus: 'open' });
  });

  it("lists the listing's published reviews only, newest first; no listing: not found", async () => {
    const fresh = await createLawyerWithUser(db(), { name: 'ทนาย รายการ' });
    const old = await createReview(db(), {
      lawyerId: fresh.id,
      authorId: author.id,
      publishedAt: new Date('2026-10-01T00:00:00Z'),
    });
    const recent = await createReview(db(), {
      lawyerId: fresh.id,
      authorId: null,
      authorName: null,
      publishedAt: new Date('2026-11-01T00:00:00Z'),
    });
    await createReview(db(), { lawyerId: fresh.id, authorId: author.id, status: 'held' });
    await createReview(db(), { lawyerId: fresh.id, authorId: author.id, status: 'rejected' });
    const own = await listOwnReviews(db(), fresh.user);
    expect(own.reviews.map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(own.reviews[0]!.formerMember).toBe(true);
    for (const nobody of [member, admin])
      expect((await refusal(listOwnReviews(db(), nobody))).code).toBe('NOT_FOUND');
  });
});

describe(`administrators' decisions on ${engineName()}`, () => {
  /** A listing with two published four-star reviews and the review under test. */
  async function listingWith(values: Partial<Parameters<typeof createReview>[1]>) {
    const name = `ทนาย ตัดสิน ${crypto.randomUUID().slice(0, 6)}`;
    const listing = { ...(await createLawyerWithUser(db(), { name })), name };
    await createReview(db(), { lawyerId: listing.id, authorId: member.id });
    await createReview(db(), { lawyerId: listing.id, authorId: member.id });
    const review = await createReview(db(), {
      lawyerId: listing.id,
      authorId: author.id,
      stars: 5,
      ...values,
    });
    await refreshLawyerRating(db(), listing.id);
    return { listing, review };
  }

  it('refuses visitors, members and lawyers, and changes nothing', async () => {
    const { listing, review } = await listingWith({ status: 'held' });
    const audits = await auditCount();
    const mails = await mailCount();
    for (const [who, actor] of [
      ['a visitor', null],
      ['a member', member],
      ['the lawyer', listing.user],
    ] as [string, Actor][]) {
      const expected = actor ? 'FORBIDDEN' : 'UNAUTHORIZED';
      for (const queue of ['held', 'disputed'] as const)
        expect((await refusal(listReviewsForModeration(db(), actor, queue))).code, who).toBe(expected);
      expect(
        (await refusal(decideReview(db(), mail(), actor, { reviewId: review.id, decision: 'publish' }))).code,
        who,
      ).toBe(expected);
    }
    expect((await reviewRow(review.id)).status).toBe('held');
    expect(await auditCount()).toBe(audits);
    expect(await mailCount()).toBe(mails);
  });

  it('lists held reviews and open disputes with the listing, the author and the reasons', async () => {
    const { listing, review: held } = await listingWith({ status: 'held' });
    const disputed = await createReview(db(), {
      lawyerId: listing.id,
      authorId: author.id,
      disputeStatus: 'open',
      disputeReason: 'ไม่ใช่ลูกความ',
      disputedAt: new Date(),
    });
    const lists = {
      held: (await listReviewsForModeration(db(), admin, 'held', { size: 500 })).rows,
      disputed: (await listReviewsForModeration(db(), admin, 'disputed', { size: 500 })).rows,
    };
    expect(lists.held.find((r) => r.id === held.id)).toMatchObject({
      lawyerName: listing.name,
      authorName: author.name,
      holdReason: 'burst',
      stars: 5,
    });
    expect(lists.disputed.find((r) => r.id === disputed.id)).toMatchObject({
      lawyerName: listing.name,
      disputeReason: 'ไม่ใช่ลูกความ',
    });
    expect(lists.held.some((r) => r.id === disputed.id)).toBe(false);
  });

  it('publishes a held review: published, figures refreshed, one audit entry, nobody e-mailed', async () => {
    const { listing, review } = await listingWith({ status: 'held' });
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 2, rating: null });
    const audits = await auditCount();
    const mails = await mailCount();
    await decideReview(db(), mail(), admin, { reviewId: review.id, decision: 'publish' });
    expect((await reviewRow(review.id)).status).toBe('published');
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 3, rating: bayesianRating(3, 13) });
    expect(await auditCount()).toBe(audits + 1);
    const {
      rows: [entry],
    } = await listAuditLog(db(), admin, { size: 1 });
    expect(entry).toMatchObject({ action: 'review.publish', entityType: 'review', subject: listing.name });
    expect(await mailCount()).toBe(mails);

    // A decision that no longer fits (published already) is refused and records nothing.
    const stale = await refusal(
      decideReview(db(), mail(), admin, { reviewId: review.id, decision: 'reject', reason: 'x' }),
    );
    expect(stale.message).toBe('reviewsAdmin.errors.notHeld');
    expect(await auditCount()).toBe(audits + 1);
  });

  it('rejects a held review only with a reason, and e-mails its author the reason in their language', async () => {
    const { listing, review } = await listingWith({ status: 'held' });
    const noReason = await refusal(
      decideReview(db(), mail(), admin, { reviewId: review.id, decision: 'reject' }),
    );
    expect(noReason.fields).toEqual({ reason: 'reviews.errors.reasonRequired' });
    const before = (await mailTo(author.email)).length;
    await decideReview(db(), mail(), admin, {
      reviewId: review.id,
      decision: 'reject',
      reason: 'Mentions <b>another</b> person',
    });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'rejected',
      decisionReason: 'Mentions <b>another</b> person',
    });
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 2 });
    const sent = (await mailTo(author.email)).slice(before);
    expect(sent).toEqual([expect.objectContaining({ kind: 'review-rejected', locale: 'en' })]);
    expect(sent[0]!.text).toContain('Reason: Mentions <b>another</b> person');
    const [html] = await db()
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, author.email), eq(emailOutbox.kind, 'review-rejected')));
    expect(html!.html).toContain('&lt;b&gt;another&lt;/b&gt;');
    expect(await mailTo(listing.user.email)).toEqual([]);
  });

  it('keeps a disputed review: the dispute dismissed, the author and the lawyer told', async () => {
    const { listing, review } = await listingWith({
      disputeStatus: 'open',
      disputeReason: 'x',
      disputedAt: new Date(),
    });
    const audits = await auditCount();
    const before = (await mailTo(author.email)).length;
    await decideReview(db(), mail(), admin, { reviewId: review.id, decision: 'keep' });
    expect(await reviewRow(review.id)).toMatchObject({ status: 'published', disputeStatus: 'dismissed' });
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 3 });
    expect(await auditCount()).toBe(audits + 1);
    expect((await mailTo(author.email)).slice(before)).toEqual([
      expect.objectContaining({ kind: 'review-kept', locale: 'en' }),
    ]);
    expect(await mailTo(listing.user.email)).toEqual([
      expect.objectContaining({ kind: 'review-dispute-decided', locale: 'th' }),
    ]);
    const stale = await refusal(
      decideReview(db(), mail(), admin, { reviewId: review.id, decision: 'remove', reason: 'x' }),
    );
    expect(stale.message).toBe('reviewsAdmin.errors.notDisputed');
  });

  it('removes a disputed review with a reason: rejected, figures refreshed, author and lawyer told', async () => {
    const { listing, review } = await listingWith({
      disputeStatus: 'open',
      disputeReason: 'x',
      disputedAt: new Date(),
    });
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 3, rating: bayesianRating(3, 13) });
    const before = (await mailTo(author.email)).length;
    await decideReview(db(), mail(), admin, {
      reviewId: review.id,
      decision: 'remove',
      reason: 'ไม่ใช่ลูกความจริง',
    });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'rejected',
      disputeStatus: 'upheld',
      decisionReason: 'ไม่ใช่ลูกความจริง',
    });
    expect(await listingRow(listing.id)).toMatchObject({ reviews: 2, rating: null });
    const {
      rows: [entry],
    } = await listAuditLog(db(), admin, { size: 1 });
    expect(entry).toMatchObject({ action: 'review.remove', entityType: 'review' });
    const sent = (await mailTo(author.email)).slice(before);
    expect(sent).toEqual([expect.objectContaining({ kind: 'review-removed', locale: 'en' })]);
    expect(sent[0]!.text).toContain('ไม่ใช่ลูกความจริง');
    expect(await mailTo(listing.user.email)).toEqual([
      expect.objectContaining({ kind: 'review-dispute-decided', locale: 'th' }),
    ]);
  });

  it('e-mails nobody about the review of a deleted author', async () => {
    const { review } = await listingWith({ status: 'held', authorId: null, authorName: null });
    const mails = await mailCount();
    const result = await decideReview(db(), mail(), admin, {
      reviewId: review.id,
      decision: 'reject',
      reason: 'spam',
    });
    expect(result).toMatchObject({ status: 'rejected', emailed: 0 });
    expect(await mailCount()).toBe(mails);
  });
});
