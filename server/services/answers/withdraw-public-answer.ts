import { AppError } from '#domain/errors.ts';
import { PUBLIC_ANSWER_ERRORS } from '#domain/schemas/public-answer.ts';
import { invalidatePublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { questionAccess } from '../questions/access.ts';
import { withdrawPublicAnswersOf } from './public-answer-record.ts';

/**
 * The asker withdraws their public answer (docs/product-rules.md, "Public answers"), at any time: status
 * `withdrawn`, so the public page (which shows only `published`) is gone at once, and the public data cache is
 * emptied. Only the asker (someone else who sees the question is FORBIDDEN, anyone else NOT_FOUND); nothing to
 * withdraw is a CONFLICT.
 */
export async function withdrawPublicAnswer(
  db: Db,
  actor: Actor,
  questionId: string,
  now = new Date(),
): Promise<{ withdrawnAt: string }> {
  requireActor(actor);
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'asker') throw new AppError('FORBIDDEN');
  const withdrawn = await db.transaction((tx) => withdrawPublicAnswersOf(tx, [questionId], now));
  if (withdrawn.length === 0) throw new AppError('CONFLICT', PUBLIC_ANSWER_ERRORS.notOptedIn);
  if (withdrawn.some((w) => w.wasPublished)) await invalidatePublicData();
  return { withdrawnAt: now.toISOString() };
}
