import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type ListingClaimRow, listingClaims, profiles, users } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { EmailContent } from '../../mail/templates.ts';
import { CLAIM_REFUSALS as R } from './claim-record.ts';

/** What a decision's e-mail needs: the mailer and the site's address for its link. */
export interface ClaimDecisionMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The claim waiting for a decision, locked; NOT_FOUND, or CONFLICT when it is not waiting (any more). */
export async function lockPendingClaim(tx: Tx, id: string): Promise<ListingClaimRow> {
  const [claim] = await tx
    .select()
    .from(listingClaims)
    .where(eq(listingClaims.id, id))
    .for('update')
    .limit(1);
  if (!claim) throw new AppError('NOT_FOUND');
  if (claim.status !== 'pending') throw new AppError('CONFLICT', R.notPending);
  return claim;
}

/** The claimant as the decision's e-mail needs them: confirmed address, name, language. */
export async function claimantOf(tx: Tx | Db, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      verified: users.emailVerified,
      locale: users.locale,
      name: profiles.fullName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    email: row.verified ? row.email : null,
    name: row.name ?? '',
    lang: (isLang(row.locale) ? row.locale : 'th') as Lang,
  };
}

/** E-mails the claimant the decision (a failure is logged, the decision stands); whether it went out. */
export async function tellClaimant(
  mailer: Mailer,
  claimant: Awaited<ReturnType<typeof claimantOf>>,
  kind: string,
  content: (lang: Lang, name: string) => EmailContent,
): Promise<boolean> {
  if (!claimant?.email) return false;
  try {
    const sent = await mailer.send({
      to: claimant.email,
      kind,
      locale: claimant.lang,
      ...content(claimant.lang, claimant.name),
    });
    return sent.delivered;
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), kind },
      'claim e-mail failed',
    );
    return false;
  }
}
