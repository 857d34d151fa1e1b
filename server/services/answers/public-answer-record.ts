import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import { isLang } from '#domain/i18n.ts';
import { type KnownDetails, redactPersonalDetails } from '#domain/redaction.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  lawyers,
  messages,
  profiles,
  publicAnswers,
  questionRecipients,
  questions,
  users,
} from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import {
  PUBLIC_ANSWER_MAIL_KINDS,
  type PublicAnswerNotice,
  publicAnswerContent,
  publicAnswerLine,
} from '../../mail/public-answer-templates.ts';
import { sendNotices } from '../notices/send-notices.ts';
import { invitationOpensQuestion } from '../questions/access.ts';

/** One row of `public_answers` (server/db/schema/answers.ts). */
export type PublicAnswerRow = typeof publicAnswers.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type Reader = Pick<Db, 'select'> | Tx;

/** What the notices of a public answer need: the mailer and the site's address for their links. */
export interface PublicAnswerMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The question's public answer, if it has one (in any status). */
export async function publicAnswerOf(db: Reader, questionId: string): Promise<PublicAnswerRow | null> {
  const [row] = await db
    .select()
    .from(publicAnswers)
    .where(eq(publicAnswers.questionId, questionId))
    .limit(1);
  return row ?? null;
}

/**
 * The asker's own details the redaction replaces wherever they occur (domain/redaction.ts): their account's name
 * and profile name, e-mail, and the question's contact phone and LINE id.
 */
export async function askerDetails(db: Reader, question: QuestionRow): Promise<KnownDetails> {
  const [asker] = question.createdBy
    ? await db
        .select({ name: users.name, email: users.email, fullName: profiles.fullName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, question.createdBy))
        .limit(1)
    : [];
  return {
    names: [asker?.name, asker?.fullName],
    emails: [asker?.email],
    phones: [question.contactPhone],
    lineIds: [question.contactLine],
  };
}

/** `text` redacted in `lang` with the asker's known details (`redactPersonalDetails`). */
export const redacted = (text: string, lang: Lang, known: KnownDetails) =>
  redactPersonalDetails(text, lang, known).text;

/**
 * The lawyer who answered: an accepted lawyer whose invitation still opens the question (`invitationOpensQuestion`)
 * and who wrote at least one message in its thread, the first to write; null when none did.
 */
export async function answeringLawyer(
  db: Reader,
  questionId: string,
  now: Date,
): Promise<{ lawyerId: string; userId: string } | null> {
  const [row] = await db
    .select({ lawyerId: questionRecipients.lawyerId, userId: questionRecipients.recipientUserId })
    .from(questionRecipients)
    .innerJoin(
      messages,
      and(
        eq(messages.questionId, questionRecipients.questionId),
        eq(messages.senderUserId, questionRecipients.recipientUserId),
      ),
    )
    .where(
      and(
        eq(questionRecipients.questionId, questionId),
        eq(questionRecipients.status, 'accepted'),
        invitationOpensQuestion(now),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether `userId` is the account linked to the public answer's lawyer, with an accepted invitation that still opens it. */
export async function isAnsweringLawyer(db: Reader, answer: PublicAnswerRow, userId: string, now: Date) {
  const [row] = await db
    .select({ id: questionRecipients.id })
    .from(questionRecipients)
    .where(
      and(
        eq(questionRecipients.questionId, answer.questionId),
        eq(questionRecipients.lawyerId, answer.lawyerId),
        eq(questionRecipients.recipientUserId, userId),
        eq(questionRecipients.status, 'accepted'),
        invitationOpensQuestion(now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Withdraws the open public answers of these questions inside the caller's transaction (the asker withdrew, erased
 * the question's text or deleted their account): status `withdrawn`, so the public page is gone at once. Answers
 * the ids of those that were published (the caller then empties the public data cache).
 */
export async function withdrawPublicAnswersOf(
  tx: Tx,
  questionIds: readonly string[],
  now: Date,
): Promise<{ id: string; wasPublished: boolean }[]> {
  if (questionIds.length === 0) return [];
  const before = await tx
    .select({ id: publicAnswers.id, status: publicAnswers.status })
    .from(publicAnswers)
    .where(
      and(inArray(publicAnswers.questionId, [...questionIds]), sql`${publicAnswers.status} <> 'withdrawn'`),
    )
    .for('update');
  if (before.length === 0) return [];
  await tx
    .update(publicAnswers)
    .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
    .where(
      inArray(
        publicAnswers.id,
        before.map((r) => r.id),
      ),
    );
  return before.map((r) => ({ id: r.id, wasPublished: r.status === 'published' }));
}

/**
 * Tells the asker and/or the lawyer about their public answer (`sendNotices`: LINE or e-mail as they chose for
 * the notices of a question's thread, notice 'message'), in their language, with the link to the question's page.
 * A failure is logged: the decision stands.
 */
export async function tellAboutPublicAnswer(
  db: Db,
  mail: PublicAnswerMail,
  which: PublicAnswerNotice,
  answer: PublicAnswerRow,
  to: readonly ('asker' | 'lawyer')[],
): Promise<void> {
  const [ids] = await db
    .select({ askerId: questions.createdBy, lawyerUserId: lawyers.userId })
    .from(questions)
    .innerJoin(lawyers, eq(lawyers.id, answer.lawyerId))
    .where(eq(questions.id, answer.questionId))
    .limit(1);
  const userIds = [
    ...(to.includes('asker') && ids?.askerId ? [ids.askerId] : []),
    ...(to.includes('lawyer') && ids?.lawyerUserId ? [ids.lawyerUserId] : []),
  ];
  if (userIds.length === 0) return;
  const people = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  await sendNotices(
    db,
    mail.mailer,
    people.map((p) => {
      const lang = isLang(p.locale) ? p.locale : 'th';
      const url = `${mail.publicUrl}/${lang}/question/${answer.questionId}`;
      const values = { title: answer.title, reason: answer.rejectedReason };
      return {
        userId: p.id,
        notice: 'message' as const,
        kind: PUBLIC_ANSWER_MAIL_KINDS[which],
        locale: lang,
        email: publicAnswerContent(which, lang, p.name, values, url),
        line: publicAnswerLine(which, lang, answer.title, url),
      };
    }),
  ).catch((error: unknown) => logger.error({ err: String(error) }, 'public answer notice failed'));
}
