import { createOTP } from '@better-auth/utils/otp';
import { constantTimeEqual } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactors } from '../../db/schema/index.ts';

/**
 * A TOTP code is good for one use (ASVS 6.5): the two-factor plugin accepts the code of the current 30-second
 * step and of the steps either side, so each account remembers the last step a code was accepted for
 * (`two_factors.last_used_step`) and a code of that step or an older one is refused.
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one that the plugin accepts (its `verify` window). */
export const TOTP_WINDOW = 1;

/** The time step of an instant. */
export const totpStepAt = (at: Date) => Math.floor(at.getTime() / (TOTP_PERIOD_SECONDS * 1000));

/**
 * The step within the accepted window whose code `code` is, or null when it is none of them (the plugin then
 * refuses it itself). `secret` is the key as the plugin uses it (decrypted).
 */
export async function matchingTotpStep(
  secret: string,
  code: string,
  at = new Date(),
): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS });
  const now = totpStepAt(at);
  let matched: number | null = null;
  // Every step is computed and compared, so that the time taken does not tell which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (constantTimeEqual(code, await otp.hotp(step))) matched = step;
  }
  return matched;
}

/**
 * Takes `step` as the account's last used step, in one statement: true when it is newer than the last one used
 * (the code may be accepted), false for a replay of that step or an older one.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
