import { and, eq, ne, or } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import type { SlipDuplicateMatch } from '#domain/fees.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSlipDuplicates, questions } from '../../db/schema/index.ts';
import { type SlipFingerprint, slipFingerprint } from '../../files/slip-fingerprint.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Actor } from '../actor.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { requireActor } from '../guard.ts';
import { questionAccess } from './access.ts';
import { publishStatus } from './admin-queue.ts';
import { lockQuestion } from './lock-question.ts';
import type { PaymentContext } from './question-payment.ts';

/** The refusal of a slip that another question holds, on the slip field. */
export const SLIP_USED = 'question.payment.errors.slipUsed';

const FINGERPRINT_INDEXES = [
  'questions_payment_slip_sha256_unique',
  'questions_payment_slip_transfer_ref_unique',
];

type Holder = { questionId: string; matched: SlipDuplicateMatch };

/** Another question that holds this slip (the same picture, else the same transfer), or null. */
async function slipHolder(
  db: Db | Tx,
  questionId: string,
  fingerprint: SlipFingerprint,
): Promise<Holder | null> {
  const same = [eq(questions.paymentSlipSha256, fingerprint.sha256)];
  if (fingerprint.transferRef) same.push(eq(questions.paymentSlipTransferRef, fingerprint.transferRef));
  const [row] = await db
    .select({ id: questions.id, sha256: questions.paymentSlipSha256 })
    .from(questions)
    .where(and(ne(questions.id, questionId), or(...same)))
    .limit(1);
  if (!row) return null;
  return { questionId: row.id, matched: row.sha256 === fingerprint.sha256 ? 'image' : 'transfer' };
}

class SlipHeld extends Error {
  constructor(readonly holder: Holder) {
    super('slip held by another question');
  }
}

/**
 * The asker sends the transfer slip: an image they uploaded themselves (`payment-slip`). Anyone else who may
 * see the question is refused (FORBIDDEN), anyone who may not is told it does not exist; a paid question takes
 * no new slip. The payment becomes 'slip_sent' for an administrator to confirm.
 *
 * A slip counts for one question (docs/product-rules.md, "Paying for a question"): its fingerprint
 * (server/files/slip-fingerprint.ts: the stored picture's hash and the transfer of its verification QR) is kept
 * with the question, unique across questions by the database. A slip another question holds is refused on the
 * slip field (CONFLICT, SLIP_USED), nothing is stored on the question, and the attempt is recorded for the
 * administrators (`payment_slip_duplicates`). Sending the slip the question already holds again changes nothing.
 */
export async function sendPaymentSlip(
  db: Db,
  actor: Actor,
  questionId: string,
  slipKey: string,
  storage: Pick<FileStorage, 'get'>,
  ctx: PaymentContext = {},
) {
  requireActor(actor);
  const now = ctx.now ?? new Date();
  const access = await questionAccess(db, actor, questionId, now);
  if (!access) throw new AppError('NOT_FOUND');
  if (access.role !== 'asker') throw new AppError('FORBIDDEN');
  const slipRequired = inputError({ slipKey: 'question.payment.errors.slipRequired' });
  const alreadyPaid = () => new AppError('CONFLICT', 'question.payment.errors.alreadyPaid');
  // A closed question asks nothing more of its asker: no QR, no slip (docs/decisions/0007-questions-and-live-threads.md).
  const closed = () => new AppError('CONFLICT', 'question.payment.errors.closed');
  if (access.question.status === 'closed') throw closed();
  if (!isOwnUploadKey('payment-slip', slipKey, actor.id)) throw slipRequired;
  if (access.question.paymentStatus === 'paid') throw alreadyPaid();
  const file = await storage.get(slipKey);
  if (!file) throw slipRequired;
  // Read before the transaction: no row stays locked while the picture is decoded.
  const fingerprint = await slipFingerprint(file.body);
  let changed = false;
  try {
    await db.transaction(async (tx) => {
      const row = await lockQuestion(tx, questionId);
      if (row?.paymentStatus === 'paid') throw alreadyPaid();
      if (row?.status === 'closed') throw closed();
      // The slip this question holds, sent again (the same picture): nothing changes.
      if (row?.paymentStatus === 'slip_sent' && row.paymentSlipSha256 === fingerprint.sha256) return;
      const holder = await slipHolder(tx, questionId, fingerprint);
      if (holder) throw new SlipHeld(holder);
      // Two requests at once with one slip: the unique indexes let only one of them commit.
      await tx
        .update(questions)
        .set({
          paymentStatus: 'slip_sent',
          paymentSlipKey: slipKey,
          paymentSlipAt: now,
          paymentSlipSha256: fingerprint.sha256,
          paymentSlipTransferRef: fingerprint.transferRef,
        })
        .where(eq(questions.id, questionId));
      changed = true;
    });
  } catch (error) {
    const held =
      error instanceof SlipHeld
        ? error.holder
        : FINGERPRINT_INDEXES.some((index) => isUniqueViolation(error, index))
          ? await slipHolder(db, questionId, fingerprint)
          : undefined;
    if (held === undefined) throw error;
    if (held)
      await db.insert(paymentSlipDuplicates).values({
        questionId,
        duplicateOfQuestionId: held.questionId,
        matched: held.matched,
        attemptedAt: now,
      });
    throw inputError({ slipKey: SLIP_USED }, 'CONFLICT');
  }
  if (changed) await publishStatus(ctx, questionId);
  return { status: 'slip_sent' as const };
}
