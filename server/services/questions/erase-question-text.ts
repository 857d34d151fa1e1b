import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { LANGS } from '#domain/i18n.ts';
import { invalidatePublicData } from '../../cache/public-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox, messages, questions } from '../../db/schema/index.ts';
import { lineTitle } from '../../mail/line-templates.ts';
import { ERASED_QUESTION_TITLE, QUESTION_MAIL_KINDS } from '../../mail/question-templates.ts';
import { escapeHtml } from '../../mail/templates.ts';
import type { Actor } from '../actor.ts';
import { withdrawPublicAnswersOf } from '../answers/public-answer-record.ts';
import { requireActor } from '../guard.ts';
import { questionAccess } from './access.ts';
import { publishStatus, type QueueContext } from './admin-queue.ts';

/**
 * The asker erases their question's text (docs/product-rules.md, "Questions"; withdrawing the consent of PDPA
 * s.26): in one transaction its title and details become null with the time of the erasure, the asker's own
 * messages in its thread are deleted, and the title is replaced in the outbox's question e-mails and LINE pushes
 * (sent or not yet sent) by the erased question's label. Its participants then see that the asker erased it and
 * when (`textErasedAt`); its open pages read it again (`status` event). Its public answer, if any, is withdrawn in
 * the same transaction (docs/product-rules.md, "Public answers"). Only the asker: someone else who sees the
 * question is refused (FORBIDDEN), anyone else is told it does not exist. Erasing again changes nothing.
 */
export async function eraseQuestionText(
  db: Db,
  actor: Actor,
  questionId: string,
  now = new Date(),
  ctx: { events?: QueueContext['events'] } = {},
): Promise<{ erasedAt: string }> {
  requireActor(actor);
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'asker') throw new AppError('FORBIDDEN');
  const erasedAt = await db.transaction(async (tx) => {
    const [erased] = await tx
      .update(questions)
      .set({ title: null, content: null, textErasedAt: now, needsLawyerSince: null, updatedAt: now })
      .where(and(eq(questions.id, questionId), isNull(questions.textErasedAt)))
      .returning({ id: questions.id });
    if (!erased) return null;
    const withdrawn = await withdrawPublicAnswersOf(tx, [questionId], now);
    const title = access.question.title;
    await tx
      .delete(messages)
      .where(and(eq(messages.questionId, questionId), eq(messages.senderUserId, actor.id)));
    if (title) await eraseTitleFromOutbox(tx, title);
    return { at: now, unpublished: withdrawn.some((w) => w.wasPublished) };
  });
  if (erasedAt?.unpublished) await invalidatePublicData();
  if (erasedAt) await publishStatus(ctx, questionId);
  return { erasedAt: (erasedAt?.at ?? access.question.textErasedAt ?? now).toISOString() };
}

/**
 * The erased title replaced in the question e-mails and LINE pushes of the outbox, where it stands in quotes (as
 * server/mail/question-templates.ts and line-templates.ts write it), in each row's language.
 */
async function eraseTitleFromOutbox(db: Tx, title: string) {
  const forms = (label: string) => [
    [`"${title}"`, `"${label}"`],
    [`“${title}”`, `“${label}”`],
    [lineTitle(title), lineTitle(label)],
    [`&quot;${escapeHtml(title)}&quot;`, `&quot;${escapeHtml(label)}&quot;`],
    [`“${escapeHtml(title)}”`, `“${escapeHtml(label)}”`],
  ];
  const replaced = (column: typeof emailOutbox.textBody | typeof emailOutbox.htmlBody, label: string) =>
    forms(label).reduce((value, [from, to]) => sql`replace(${value}, ${from}, ${to})`, sql`${column}`);
  for (const lang of LANGS) {
    const label = ERASED_QUESTION_TITLE[lang];
    await db
      .update(emailOutbox)
      .set({
        textBody: sql`${replaced(emailOutbox.textBody, label)}`,
        htmlBody: sql`${replaced(emailOutbox.htmlBody, label)}`,
      })
      .where(
        and(
          eq(emailOutbox.locale, lang),
          sql`${emailOutbox.kind} IN (${sql.join(
            QUESTION_MAIL_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})`,
          sql`(strpos(${emailOutbox.textBody}, ${title}) > 0
            OR strpos(${emailOutbox.textBody}, ${lineTitle(title)}) > 0)`,
        ),
      );
  }
}
