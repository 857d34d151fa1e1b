import { and, eq } from 'drizzle-orm';
import { CLAIM_CODE_ATTEMPTS } from '#domain/claims.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { claimCodeSchema } from '#domain/schemas/claim.ts';
import { parseInput } from '#domain/schemas/form.ts';
import type { Db } from '../../db/client.ts';
import { listingClaims } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { claimCodeMatches } from './claim-proof.ts';
import { CLAIM_REFUSALS as R } from './claim-record.ts';

/**
 * The claimant types the code sent to the listing's e-mail (docs/product-rules.md, "Claiming a listing"): the right
 * code, before it expires and within `CLAIM_CODE_ATTEMPTS` tries, proves the claim, which then waits for an
 * administrator. A wrong code counts one try and changes nothing else; an expired or used-up code is refused (a new
 * one may be sent). NOT_FOUND-like refusal when the person has no claim of the listing waiting for a code.
 */
export async function verifyClaimCode(
  db: Db,
  actor: Actor,
  lawyerId: string,
  input: unknown,
  { secret, now = new Date() }: { secret: string; now?: Date },
): Promise<{ claimId: string }> {
  requireActor(actor, R.signIn);
  const { code } = parseInput(claimCodeSchema, input);
  if (!isUuid(lawyerId)) throw new AppError('NOT_FOUND');
  const outcome = await db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(listingClaims)
      .where(
        and(
          eq(listingClaims.lawyerId, lawyerId),
          eq(listingClaims.userId, actor.id),
          eq(listingClaims.status, 'pending_code'),
        ),
      )
      .for('update')
      .limit(1);
    if (!claim) throw new AppError('CONFLICT', R.noClaim);
    if (
      !claim.codeHash ||
      !claim.codeExpiresAt ||
      claim.codeExpiresAt.getTime() <= now.getTime() ||
      claim.codeAttempts >= CLAIM_CODE_ATTEMPTS
    )
      throw new AppError('CONFLICT', R.codeExpired);
    if (!claimCodeMatches(secret, claim.id, code, claim.codeHash)) {
      await tx
        .update(listingClaims)
        .set({ codeAttempts: claim.codeAttempts + 1, updatedAt: now })
        .where(eq(listingClaims.id, claim.id));
      return { claimId: claim.id, ok: false };
    }
    await tx
      .update(listingClaims)
      .set({
        status: 'pending',
        proof: 'email_code',
        codeHash: null,
        codeExpiresAt: null,
        provenAt: now,
        updatedAt: now,
      })
      .where(eq(listingClaims.id, claim.id));
    return { claimId: claim.id, ok: true };
  });
  // The wrong try is counted (committed) before the refusal.
  if (!outcome.ok) throw inputError({ code: R.wrongCode });
  return { claimId: outcome.claimId };
}
