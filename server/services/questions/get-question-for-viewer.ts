import { asc, eq } from 'drizzle-orm';
import { ADMIN_ASSIGNED_ORDER } from '#domain/limits.ts';
import type { RecipientStatus } from '#domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, profiles, questionRecipients, type questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { mayClose, questionAccess, seesContact, usesThread } from './access.ts';
import type { QuestionPaymentFacts } from './question-payment-view.ts';
import { slipDuplicateFlags } from './slip-duplicates.ts';

export interface QuestionView
  extends Pick<
    typeof questions.$inferSelect,
    'id' | 'title' | 'content' | 'province' | 'languages' | 'status'
  > {
  areas: string[];
  createdAt: string;
  /**
   * When the asker erased the question's text (title and content are then null; docs/product-rules.md,
   * "Questions"): its participants see that and when, instead of the text.
   */
  textErasedAt: string | null;
  /** The asker may erase the question's text (only the asker, once). */
  canErase: boolean;
  askerName: string;
  /** The asker has deleted their account: no name, no contact details (the thread stays for the lawyers). */
  askerDeleted: boolean;
  /**
   * Present only for the asker, admins and accepted lawyers (docs/product-rules.md, "Questions"), never once the
   * asker is gone.
   */
  contact: { phone: string | null; line: string | null } | null;
  role: 'asker' | 'admin' | 'accepted' | 'invited';
  canUseThread: boolean;
  canClose: boolean;
  canReopen: boolean;
  /**
   * Lawyers taking part: accepted ones for everyone who may see the question; every recipient for admins. `admin`
   * (an administrator invited the lawyer) is told to admins only: the asker sees the lawyer, not how matching worked.
   */
  participants: (LawyerNameColumns & { lawyerId: string; status: string; admin: boolean })[];
  /** The viewer's own invitation, when they are an invited lawyer. */
  myInvitation: { id: string; status: string; expiresAt: string } | null;
  /**
   * Every invitation, for the asker and admins (where the question stands): the lawyer's public name, when they
   * were invited, the answer-by time, the state (an unanswered one past its time counts as expired) and when they
   * answered. Empty for lawyers, who see only the accepted participants.
   */
  invitations: (LawyerNameColumns & {
    lawyerId: string;
    status: RecipientStatus;
    invitedAt: string;
    expiresAt: string;
    respondedAt: string | null;
  })[];
  /** Waiting in the admin queue: no lawyer could be invited, or two batches went unanswered (admin-queue.ts). */
  needsLawyer: boolean;
  /** The fee and its payment (question-payment-view.ts): all of it for the asker and admins, the status for accepted lawyers. */
  payment: QuestionPaymentFacts | null;
}

/**
 * A lawyer's names as stored: the page shows the one of its language (`lawyerName`, domain/lawyer-names.ts; the
 * question page's loader, app/features/questions/questions.server.ts).
 */
type LawyerNameColumns = {
  name: string;
  nameEn: string | null;
  nameZh: string | null;
  nameLatin: string | null;
};

const namesOf = ({ name, nameEn, nameZh, nameLatin }: LawyerNameColumns): LawyerNameColumns => ({
  name,
  nameEn,
  nameZh,
  nameLatin,
});

/** An invitation's state as people see it: one still 'invited' past its answer-by time is expired already. */
const effectiveStatus = (r: { status: RecipientStatus; expiresAt: Date }, now: Date): RecipientStatus =>
  r.status === 'invited' && r.expiresAt <= now ? 'expired' : r.status;

/** A question as the viewer may see it, or null ("not found or no permission"). */
export async function getQuestionForViewer(db: Db, actor: Actor, questionId: string, now = new Date()) {
  const access = await questionAccess(db, actor, questionId, now);
  if (!access || !actor) return null;
  const { question, role } = access;
  const [asker] = question.createdBy
    ? await db
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, question.createdBy))
    : [];
  // Slips refused for this question because another question holds them: for the administrators.
  const duplicateSlip =
    role === 'admin' ? ((await slipDuplicateFlags(db, [questionId])).get(questionId) ?? null) : null;
  const recipients = await db
    .select({
      id: questionRecipients.id,
      lawyerId: questionRecipients.lawyerId,
      userId: questionRecipients.recipientUserId,
      status: questionRecipients.status,
      order: questionRecipients.assignedOrder,
      expiresAt: questionRecipients.expiresAt,
      invitedAt: questionRecipients.invitedAt,
      respondedAt: questionRecipients.respondedAt,
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
    })
    .from(questionRecipients)
    .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
    .where(eq(questionRecipients.questionId, questionId))
    .orderBy(asc(questionRecipients.assignedOrder), asc(questionRecipients.invitedAt));
  const mine = recipients.find((r) => r.userId === actor.id && r.status !== 'declined');
  const view: QuestionView = {
    id: question.id,
    title: question.title,
    content: question.content,
    province: question.province,
    languages: question.languages,
    areas: question.specialties,
    status: question.status,
    createdAt: question.createdAt.toISOString(),
    textErasedAt: question.textErasedAt?.toISOString() ?? null,
    canErase: role === 'asker' && question.textErasedAt === null,
    askerName: asker?.name ?? '',
    askerDeleted: question.createdBy === null,
    contact:
      seesContact(role) && question.createdBy !== null
        ? { phone: question.contactPhone, line: question.contactLine }
        : null,
    role,
    canUseThread: usesThread(role),
    canClose: mayClose(role) && question.status !== 'closed',
    canReopen: role === 'admin' && question.status === 'closed',
    participants: recipients
      .filter((r) => role === 'admin' || r.status === 'accepted')
      .map((r) => ({
        lawyerId: r.lawyerId,
        ...namesOf(r),
        status: r.status,
        admin: role === 'admin' && r.order === ADMIN_ASSIGNED_ORDER,
      })),
    myInvitation: mine ? { id: mine.id, status: mine.status, expiresAt: mine.expiresAt.toISOString() } : null,
    invitations:
      role === 'asker' || role === 'admin'
        ? recipients.map((r) => ({
            lawyerId: r.lawyerId,
            ...namesOf(r),
            status: effectiveStatus(r, now),
            invitedAt: r.invitedAt.toISOString(),
            expiresAt: r.expiresAt.toISOString(),
            respondedAt: r.respondedAt?.toISOString() ?? null,
          }))
        : [],
    needsLawyer: question.status === 'open' && question.needsLawyerSince !== null,
    payment:
      role === 'invited'
        ? null
        : {
            status: question.paymentStatus,
            feeBaht: question.feeBaht,
            paidAt: question.paidAt?.toISOString() ?? null,
            slipKey: role === 'asker' || role === 'admin' ? question.paymentSlipKey : null,
            full: role === 'asker' || role === 'admin',
            duplicateSlip,
            closed: question.status === 'closed',
          },
  };
  return view;
}
