import { desc, eq } from 'drizzle-orm';
import { bangkokIsoDay } from '#domain/dates.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { type PaymentConfig, qrPng } from '../payments/payment-qr.ts';
import { listMyQuestions } from '../questions/list-my-questions.ts';
import { questionPaymentView } from '../questions/question-payment-view.ts';
import { listOpenReviewRights } from '../reviews/review-rights.ts';

/** The most appointment requests the member's space lists. */
export const MY_APPOINTMENTS_LIMIT = 100;

type MyQuestion = Awaited<ReturnType<typeof listMyQuestions>>[number];

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

/**
 * The signed-in client's own appointment requests (appointment_requests.user_id, never anyone else's), each with
 * its reference (its receipt is `/{lang}/booking/{reference}`, open to its owner without a signature): the
 * upcoming ones (today in Bangkok or later) first, soonest first, then the past ones, latest first.
 */
export async function listMyAppointments(db: Db, actor: Actor, now: Date = new Date()) {
  requireActor(actor);
  const rows = await db
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
    })
    .from(appointmentRequests)
    .leftJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
    .where(eq(appointmentRequests.userId, actor.id))
    .orderBy(desc(appointmentRequests.preferredDate), desc(appointmentRequests.timeSlot))
    .limit(MY_APPOINTMENTS_LIMIT);
  const today = bangkokIsoDay(now);
  const withWhen = rows.map((r) => ({ ...r, upcoming: r.preferredDate >= today }));
  return [...withWhen.filter((r) => r.upcoming).reverse(), ...withWhen.filter((r) => !r.upcoming)];
}

/**
 * The member's space (the inbox's part for everyone signed in): their questions with the next step and the unread
 * replies, those with something to do first, then newest; the fees due with their PromptPay QR (as the question
 * page makes it, question-payment-view.ts, and as a PNG to save); their appointment requests; the reviews they
 * may write.
 */
export async function loadMemberSpaceData(
  db: Db,
  actor: Actor,
  options: { payment: Pick<PaymentConfig, 'promptPayId'>; authSecret: string; now?: Date },
) {
  requireActor(actor);
  const now = options.now ?? new Date();
  const [mine, appointments, reviewRights] = await Promise.all([
    listMyQuestions(db, actor),
    listMyAppointments(db, actor, now),
    listOpenReviewRights(db, actor.id, { now }),
  ]);
  const reviewable = new Set(reviewRights.map((r) => r.questionId).filter((id) => id !== null));
  const questions = mine
    .map((q) => {
      const next = questionNextStep(q, reviewable.has(q.id));
      const due = paymentDue(q);
      return { ...q, next, paymentDue: due, todo: due || ASKS_SOMETHING.includes(next) };
    })
    // A reply to read first, then what else asks something, then the rest; stable, so newest first within each.
    .sort((a, b) => urgency(b) - urgency(a));
  const payments = await Promise.all(questions.filter((q) => q.paymentDue).map((q) => paymentOf(q, options)));
  return { questions, payments, appointments, reviewRights };
}

/** One fee due: the question, the amount, the reference, and the QR to scan or to save. */
async function paymentOf(
  q: MyQuestion,
  options: { payment: Pick<PaymentConfig, 'promptPayId'>; authSecret: string },
) {
  const view = await questionPaymentView(
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
  return {
    questionId: q.id,
    title: q.title,
    textErasedAt: q.textErasedAt,
    feeBaht: view.feeBaht,
    reference: view.reference,
    qrSvg: view.qrSvg,
    qrPng: view.qrPayload ? await qrPng(view.qrPayload) : null,
  };
}
