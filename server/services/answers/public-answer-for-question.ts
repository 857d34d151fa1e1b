import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import type { PublicAnswerStatus } from '#domain/public-answers.ts';
import { textInterfaceLanguage } from '#domain/text-language.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { questionAccess } from '../questions/access.ts';
import {
  answeringLawyer,
  askerDetails,
  isAnsweringLawyer,
  publicAnswerOf,
  redacted,
} from './public-answer-record.ts';

/** The public answer as its asker and its lawyer see it on the question's page. */
export interface PublicAnswerView {
  status: PublicAnswerStatus;
  lang: Lang;
  title: string;
  questionText: string;
  answerText: string | null;
  /** Set once published: the page is `/{lang}/answers/{slug}` while it is published. */
  slug: string | null;
  rejectedReason: string | null;
}

/**
 * What the question's page shows of its public answer (docs/product-rules.md, "Public answers"), or null for
 * anyone else (an administrator reviews it on `/{lang}/admin/answers`):
 * - to the asker: the answer's status, and whether they may opt in now with the redacted title and question
 *   offered to check (`optIn`);
 * - to the answer's lawyer: the answer's status, and while it waits for them or was sent back the draft to edit
 *   (`draft`): the answer they wrote, else their own messages in the thread, redacted.
 */
export async function publicAnswerForQuestion(
  db: Db,
  actor: Actor,
  questionId: string,
  lang: Lang,
  now = new Date(),
): Promise<
  | { role: 'asker'; answer: PublicAnswerView | null; optIn: { title: string; questionText: string } | null }
  | { role: 'lawyer'; answer: PublicAnswerView; draft: string | null }
  | null
> {
  if (!actor) return null;
  const access = await questionAccess(db, actor, questionId, now);
  if (!access || (access.role !== 'asker' && access.role !== 'accepted')) return null;
  const { question } = access;
  const row = await publicAnswerOf(db, questionId);
  const answer: PublicAnswerView | null = row
    ? {
        status: row.status,
        lang: row.lang as Lang,
        title: row.title,
        questionText: row.questionText,
        answerText: row.answerText,
        slug: row.status === 'published' ? row.slug : null,
        rejectedReason: row.rejectedReason,
      }
    : null;
  if (access.role === 'asker') {
    const open = row && row.status !== 'withdrawn';
    if (open || !question.title || !question.content || question.textErasedAt)
      return { role: 'asker', answer, optIn: null };
    if (!(await answeringLawyer(db, questionId, now))) return { role: 'asker', answer, optIn: null };
    const known = await askerDetails(db, question);
    const textLanguage = textInterfaceLanguage(`${question.title} ${question.content}`, lang);
    return {
      role: 'asker',
      answer,
      optIn: {
        title: redacted(question.title, textLanguage, known),
        questionText: redacted(question.content, textLanguage, known),
      },
    };
  }
  if (!row || !answer || row.status === 'withdrawn' || !(await isAnsweringLawyer(db, row, actor.id, now)))
    return null;
  if (row.status !== 'awaiting_lawyer' && row.status !== 'rejected')
    return { role: 'lawyer', answer, draft: null };
  if (row.answerText) return { role: 'lawyer', answer, draft: row.answerText };
  const own = await db
    .select({ message: messages.message })
    .from(messages)
    .where(and(eq(messages.questionId, questionId), eq(messages.senderUserId, actor.id)))
    .orderBy(asc(messages.createdAt));
  const known = await askerDetails(db, question);
  const draft = redacted(own.map((m) => m.message).join('\n\n'), row.lang as Lang, known);
  return { role: 'lawyer', answer, draft };
}
