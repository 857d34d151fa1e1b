import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, questionRecipients, questions, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { lineContent } from '../../mail/line-templates.ts';
import { acceptedContent } from '../../mail/question-templates.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { sendNotice } from '../notices/send-notices.ts';
import { publishStatus } from './admin-queue.ts';
import { lockOwnInvitation } from './invitation-record.ts';
import { lockQuestion } from './lock-question.ts';
import type { MatchContext } from './matching.ts';

/**
 * An invited lawyer accepts (docs/product-rules.md, "Questions"): only their own invitation, only while it is
 * 'invited' and not past its expiry. Sets status and responded_at, moves an open question to 'assigned' (open →
 * assigned → closed) and tells the asker (LINE or e-mail, `sendNotice`). A row the actor may not touch answers "not found".
 */
export async function acceptInvitation(db: Db, actor: Actor, recipientId: string, ctx: MatchContext) {
  requireActor(actor);
  const now = ctx.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const row = await lockOwnInvitation(tx, actor.id, recipientId);
    if (row.status === 'accepted') return null;
    if (row.status !== 'invited' || row.expiresAt <= now)
      throw new AppError('CONFLICT', 'inbox.errors.expired');
    const question = await lockQuestion(tx, row.questionId);
    if (!question || question.status === 'closed') throw new AppError('CONFLICT', 'inbox.errors.closed');
    await tx
      .update(questionRecipients)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(questionRecipients.id, recipientId));
    if (question.status === 'open') {
      // A lawyer has it: out of the admin queue too.
      await tx
        .update(questions)
        .set({ status: 'assigned', needsLawyerSince: null, updatedAt: now })
        .where(eq(questions.id, question.id));
    }
    const [asker] = question.createdBy
      ? await tx
          .select({ id: users.id, name: users.name, locale: users.locale })
          .from(users)
          .where(eq(users.id, question.createdBy))
      : [];
    const [lawyer] = await tx
      .select({
        name: lawyers.name,
        nameEn: lawyers.nameEn,
        nameZh: lawyers.nameZh,
        nameLatin: lawyers.nameLatin,
      })
      .from(lawyers)
      .where(eq(lawyers.id, row.lawyerId));
    return { question, asker, lawyer };
  });
  if (result) await publishStatus(ctx, result.question.id);
  if (result?.asker) {
    const lang = isLang(result.asker.locale) ? result.asker.locale : 'th';
    const url = `${ctx.publicUrl}/${lang}/question/${result.question.id}`;
    await sendNotice(db, ctx.mailer, {
      userId: result.asker.id,
      notice: 'acceptance',
      kind: 'case-accepted',
      locale: lang,
      email: acceptedContent(
        lang,
        result.asker.name,
        // The lawyer by their name in the asker's language (docs/product-rules.md, "Lawyer listings").
        result.lawyer ? lawyerName(result.lawyer, lang) : '',
        result.question.title,
        url,
      ),
      line: lineContent('acceptance', lang, url, result.question.title),
    }).catch((error: unknown) => logger.error({ err: String(error) }, 'accepted notice failed'));
  }
  return { questionId: result?.question.id ?? null };
}
