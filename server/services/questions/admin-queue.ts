import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { caseTypeLabel } from '#domain/case-types.ts';
import { wholeHoursSince } from '#domain/dates.ts';
import { questionPaymentReference } from '#domain/fees.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { ADMIN_DIGEST_INTERVAL_HOURS } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { profiles, questions, users } from '../../db/schema/index.ts';
import type { EventBus } from '../../events/bus.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import {
  adminDigestContent,
  needsLawyerContent,
  type QueuedQuestion,
} from '../../mail/question-templates.ts';
import type { EmailContent } from '../../mail/templates.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { questionCaseTypes } from './matching.ts';

/**
 * The admin queue: questions that no lawyer has taken and auto-match cannot place (nobody practises the case
 * types or related ones, or ADMIN_QUEUE_AFTER_BATCHES batches ended unanswered). Such a question has
 * `needs_lawyer_since`; the administrators are e-mailed once per question, and once a day a digest lists what
 * still waits. The admin question list shows these first; the asker is told an administrator is finding a lawyer.
 */

export interface QueueContext {
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  events?: Pick<EventBus, 'publish'>;
}

/** Announces a change of a question's status or invitations to its open pages (never throws). */
export async function publishStatus(ctx: { events?: Pick<EventBus, 'publish'> }, questionId: string) {
  await ctx.events?.publish({ type: 'status', questionId }).catch((error: unknown) => {
    logger.error({ err: String(error), questionId }, 'status event failed');
  });
}

/** Accounts that are administrators by profile with a confirmed e-mail (the e-mails go to them). */
async function administrators(db: Db) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(profiles.profileType, 'admin'), eq(users.emailVerified, true)))
    .orderBy(asc(users.email));
}

/**
 * E-mails every administrator in their own language (`content` writes each one's e-mail); a failed send is logged
 * and the others still go. Also used for the other alerts of the admin area (a disputed review).
 */
export async function mailAdministrators(
  db: Db,
  ctx: Pick<QueueContext, 'mailer'>,
  kind: string,
  content: (lang: Lang, name: string) => EmailContent,
) {
  for (const admin of await administrators(db)) {
    const lang = isLang(admin.locale) ? admin.locale : 'th';
    await ctx.mailer
      .send({ to: admin.email, kind, locale: lang, ...content(lang, admin.name) })
      .catch((error: unknown) => logger.error({ err: String(error), kind }, 'admin e-mail failed'));
  }
}

/**
 * A question as the administrators' e-mails name it: its reference and case types, never the asker's title or
 * text (server/mail/question-templates.ts, `QueuedQuestion`).
 */
function queuedQuestion(q: { id: string; specialties: string[] }, lang: Lang): QueuedQuestion {
  return {
    reference: questionPaymentReference(q.id),
    caseTypes: questionCaseTypes(q.specialties).map((type) => caseTypeLabel(type, lang)),
  };
}

/**
 * E-mails every administrator about a question that entered the queue, once per question (the row's
 * `admins_alerted_at` is claimed in one statement, so two processes never both send).
 */
export async function alertAdminsOnce(db: Db, ctx: QueueContext, questionId: string): Promise<boolean> {
  const now = ctx.now ?? new Date();
  const [claimed] = await db
    .update(questions)
    .set({ adminsAlertedAt: now })
    .where(
      and(
        eq(questions.id, questionId),
        isNotNull(questions.needsLawyerSince),
        isNull(questions.adminsAlertedAt),
      ),
    )
    .returning({ id: questions.id, specialties: questions.specialties });
  if (!claimed) return false;
  await mailAdministrators(db, ctx, 'admin-needs-lawyer', (lang, name) =>
    needsLawyerContent(
      lang,
      name,
      queuedQuestion(claimed, lang),
      `${ctx.publicUrl}/${lang}/admin/question-matching/${questionId}`,
    ),
  );
  return true;
}

/**
 * The admin queue's one rule: an open question waiting for a lawyer (`needs_lawyer_since` set). The queue's e-mails,
 * the admin questions list and the administrators' count of what waits (waiting-counts.ts) all read it here.
 */
export const waitingForLawyer = (): SQL =>
  and(eq(questions.status, 'open'), isNotNull(questions.needsLawyerSince))!;

/** The open questions waiting in the queue, longest waiting first. */
export async function listWaitingQuestions(db: Db) {
  return db
    .select({
      id: questions.id,
      specialties: questions.specialties,
      since: questions.needsLawyerSince,
    })
    .from(questions)
    .where(waitingForLawyer())
    .orderBy(asc(questions.needsLawyerSince));
}

/**
 * Once every ADMIN_DIGEST_INTERVAL_HOURS, when questions still wait, e-mails every administrator a list of them.
 * The interval is a shared counter (rate_limits), so several servers send one digest between them.
 */
export async function sendAdminDigest(db: Db, ctx: QueueContext): Promise<number> {
  const now = ctx.now ?? new Date();
  const waiting = await listWaitingQuestions(db);
  if (waiting.length === 0) return 0;
  const slot = await consumeRateLimit(db, {
    key: 'app:admin-digest',
    max: 1,
    windowSeconds: ADMIN_DIGEST_INTERVAL_HOURS * 3600,
    now,
  });
  if (!slot.allowed) return 0;
  await mailAdministrators(db, ctx, 'admin-digest', (lang, name) =>
    adminDigestContent(
      lang,
      name,
      waiting.map((q) => ({ ...queuedQuestion(q, lang), hours: wholeHoursSince(q.since ?? now, now) })),
      `${ctx.publicUrl}/${lang}/admin/questions?status=waiting`,
    ),
  );
  return waiting.length;
}
