import { and, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { bangkokIsoDay } from '#domain/dates.ts';
import { INBOX_PAGE_SIZE, PAYMENTS_PAGE_SIZE } from '#domain/limits.ts';
import { type PageCursor, readCursor } from '#domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { keyset, keysetOrder, pageOf, readSections } from '../../db/keyset.ts';
import { appointmentRequests, lawyers, questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { type PaymentConfig, qrPngFile } from '../payments/payment-qr.ts';
import { listMyQuestions } from '../questions/list-my-questions.ts';
import { questionPaymentView } from '../questions/question-payment-view.ts';
import { listOpenReviewRights } from '../reviews/review-rights.ts';

type MyQuestion = Awaited<ReturnType<typeof listMyQuestions>>['rows'][number];

/**
 * Where a question stands for its asker, as one next step (docs/product-rules.md, "Questions"): waiting for the
 * invited lawyers, waiting for an administrator to find one, a lawyer's reply to read, talking with the accepted
 * lawyer, or closed (with a review to write while a right the question opened is unused).
 */
export type NextStep = 'waiting' | 'finding' | 'read' | 'talk' | 'review' | 'closed';

/** A question's fee is due while it is open or assigned, not paid, no slip sent yet, and not free. */
export const paymentDue = (q: Pick<MyQuestion, 'status' | 'paymentStatus' | 'feeBaht'>) =>
  q.status !== 'closed' && q.paymentStatus === 'unpaid' && q.feeBaht > 0;

export function questionNextStep(
  q: Pick<MyQuestion, 'status' | 'unread' | 'needsLawyerSince'>,
  hasReviewRight: boolean,
): NextStep {
  if (q.status === 'closed') return hasReviewRight ? 'review' : 'closed';
  if (q.unread > 0) return 'read';
  if (q.status === 'assigned') return 'talk';
  return q.needsLawyerSince ? 'finding' : 'waiting';
}

/** A step that asks something of the asker: a reply to read, a review to write (a fee due counts too). */
const ASKS_SOMETHING: readonly NextStep[] = ['read', 'review'];

const urgency = (q: { next: NextStep; todo: boolean }) => (q.next === 'read' ? 2 : q.todo ? 1 : 0);

/** When an appointment request is for: its Bangkok day and slot as text ('2026-11-10 15:00'), in time order. */
const appointmentTime = sql<string>`(${appointmentRequests.preferredDate}::text || ' ' || ${appointmentRequests.timeSlot})`;
const soonestFirst = keysetOrder({
  sort: appointmentTime,
  keyType: 'text',
  id: appointmentRequests.id,
  idType: 'uuid',
  direction: 'asc',
});
const latestFirst = { ...soonestFirst, direction: 'desc' as const };

/**
 * The signed-in client's own appointment requests (appointment_requests.user_id, never anyone else's, whatever the
 * cursor names), each with its reference (its receipt is `/{lang}/booking/{reference}`, open to its owner without
 * a signature), a page at a time in two parts (`readSections`, server/db/keyset.ts): the upcoming ones (today in
 * Bangkok or later), soonest first (`u`), then the past ones, latest first (`p`); ties of day and slot by id.
 * When a day ends while the client pages, a request that became past is read again among the past ones, never
 * skipped.
 */
export async function listMyAppointments(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
  after?: string,
  size = INBOX_PAGE_SIZE,
) {
  requireActor(actor);
  const cursor = readCursor(after);
  const today = bangkokIsoDay(now);
  const part = (upcoming: boolean) => (from: PageCursor | undefined, limit: number) => {
    const ks = keyset(upcoming ? soonestFirst : latestFirst, from, limit - 1);
    return db
      .select({
        id: appointmentRequests.id,
        reference: appointmentRequests.reference,
        lawyerId: appointmentRequests.lawyerId,
        lawyerName: lawyers.name,
        lawyerNameEn: lawyers.nameEn,
        lawyerNameZh: lawyers.nameZh,
        lawyerNameLatin: lawyers.nameLatin,
        preferredDate: appointmentRequests.preferredDate,
        timeSlot: appointmentRequests.timeSlot,
        meetingType: appointmentRequests.meetingType,
        status: appointmentRequests.status,
        createdAt: appointmentRequests.createdAt,
        pageKey: ks.pageKey,
      })
      .from(appointmentRequests)
      .leftJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
      .where(
        and(
          eq(appointmentRequests.userId, actor.id),
          upcoming
            ? gte(appointmentRequests.preferredDate, today)
            : lt(appointmentRequests.preferredDate, today),
          ks.where,
        ),
      )
      .orderBy(...ks.orderBy)
      .limit(limit);
  };
  const rows = await readSections(
    [
      { name: 'u', read: part(true) },
      { name: 'p', read: part(false) },
    ],
    cursor,
    size,
  );
  const page = pageOf(rows, size, cursor, rows[size - 1]?.section);
  return { ...page, rows: page.rows.map(({ section, ...r }) => ({ ...r, upcoming: section === 'u' })) };
}

type SpaceOptions = { payment: Pick<PaymentConfig, 'promptPayId'>; authSecret: string; now?: Date };

/**
 * A page of the member's questions (listMyQuestions: newest first, keyset on created_at, id) with the next step
 * and the unread replies of each; within the page, a reply to read first, then what else asks something (a fee
 * due, a review to write), then the rest, newest first within each. The order of the pages never moves (a question
 * is created once), so paging neither skips nor repeats one while new questions arrive on the first page.
 * `reviewRights`: the member's open review rights (listOpenReviewRights), read once for the whole space.
 */
export async function myQuestionsPage(
  db: Db,
  actor: Actor,
  after: string | undefined,
  reviewRights: Promise<{ questionId: string | null }[]>,
) {
  requireActor(actor);
  const mine = await listMyQuestions(db, actor, after);
  const reviewable = new Set((await reviewRights).map((r) => r.questionId).filter((id) => id !== null));
  const rows = mine.rows
    .map((q) => {
      const next = questionNextStep(q, reviewable.has(q.id));
      const due = paymentDue(q);
      return { ...q, next, paymentDue: due, todo: due || ASKS_SOMETHING.includes(next) };
    })
    // Stable, so newest first within each.
    .sort((a, b) => urgency(b) - urgency(a));
  return { ...mine, rows };
}

const paymentsNewestFirst = keysetOrder({
  sort: questions.createdAt,
  id: questions.id,
  idType: 'uuid',
  direction: 'desc',
});

/** The member's own questions whose fee is due (`paymentDue`, as a query). */
const feeDueOf = (actor: NonNullable<Actor>) =>
  and(
    eq(questions.createdBy, actor.id),
    ne(questions.status, 'closed'),
    eq(questions.paymentStatus, 'unpaid'),
    gt(questions.feeBaht, 0),
  );

/**
 * The member's fees due (`paymentDue`: open or assigned, unpaid, not free), newest first, a page at a time (keyset
 * on created_at, id), each with its PromptPay QR as the question page makes it (question-payment-view.ts); whether
 * there is a PNG to save (`feeDueQrPng`, a download of its own: encoding one takes about 25 ms). Only the member's
 * own questions, whatever the cursor names.
 */
export async function paymentsDuePage(db: Db, actor: Actor, options: SpaceOptions & { after?: string }) {
  requireActor(actor);
  const cursor = readCursor(options.after);
  const ks = keyset(paymentsNewestFirst, cursor, PAYMENTS_PAGE_SIZE);
  const found = await db
    .select({
      id: questions.id,
      title: questions.title,
      textErasedAt: questions.textErasedAt,
      feeBaht: questions.feeBaht,
      paymentStatus: questions.paymentStatus,
      pageKey: ks.pageKey,
    })
    .from(questions)
    .where(and(feeDueOf(actor), ks.where))
    .orderBy(...ks.orderBy)
    .limit(ks.limit);
  const page = pageOf(found, PAYMENTS_PAGE_SIZE, cursor);
  return { ...page, rows: await Promise.all(page.rows.map((q) => paymentOf(q, options))) };
}

/**
 * The member's space (the inbox's part for everyone signed in): a page of their questions with the next step and
 * the unread replies (`myQuestionsPage`); a page of the fees due with their PromptPay QR (`paymentsDuePage`); a
 * page of their appointment requests (`listMyAppointments`); the reviews they may write. `after` holds each
 * list's own cursor.
 */
export async function loadMemberSpaceData(
  db: Db,
  actor: Actor,
  options: SpaceOptions & { after?: { questions?: string; payments?: string; appointments?: string } },
) {
  requireActor(actor);
  const now = options.now ?? new Date();
  const rights = listOpenReviewRights(db, actor.id, { now });
  const [questions, payments, appointments, reviewRights] = await Promise.all([
    myQuestionsPage(db, actor, options.after?.questions, rights),
    paymentsDuePage(db, actor, { ...options, after: options.after?.payments }),
    listMyAppointments(db, actor, now, options.after?.appointments),
    rights,
  ]);
  return { questions, payments, appointments, reviewRights };
}

/** The payment part of a fee due as its asker sees it (question-payment-view.ts), the QR included. */
const dueView = (q: Pick<MyQuestion, 'id' | 'feeBaht' | 'paymentStatus'>, options: SpaceOptions) =>
  questionPaymentView(
    q.id,
    {
      status: q.paymentStatus,
      feeBaht: q.feeBaht,
      // Only open or assigned questions have a fee due (`paymentDue`).
      closed: false,
      paidAt: null,
      slipKey: null,
      full: true,
      duplicateSlip: null,
    },
    options,
  );

/** One fee due: the question, the amount, the reference, and the QR to scan (and whether there is one to save). */
async function paymentOf(
  q: Pick<MyQuestion, 'id' | 'title' | 'textErasedAt' | 'feeBaht' | 'paymentStatus'>,
  options: SpaceOptions,
) {
  const view = await dueView(q, options);
  return {
    questionId: q.id,
    title: q.title,
    textErasedAt: q.textErasedAt,
    feeBaht: view.feeBaht,
    reference: view.reference,
    qrSvg: view.qrSvg,
    hasQrPng: view.qrPayload !== null,
  };
}

/**
 * The PromptPay QR of one of the member's fees due as a PNG file to save (the member's space links to it), with its
 * reference for the file's name; null when the question is not the member's, has no fee due, or the PromptPay id
 * is misconfigured.
 */
export async function feeDueQrPng(db: Db, actor: Actor, questionId: string, options: SpaceOptions) {
  requireActor(actor);
  const [q] = await db
    .select({ id: questions.id, feeBaht: questions.feeBaht, paymentStatus: questions.paymentStatus })
    .from(questions)
    .where(and(feeDueOf(actor), eq(questions.id, questionId)));
  if (!q) return null;
  const view = await dueView(q, options);
  if (!view.qrPayload) return null;
  return { png: await qrPngFile(view.qrPayload), reference: view.reference };
}
