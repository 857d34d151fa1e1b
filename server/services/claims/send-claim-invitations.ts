import { sql } from 'drizzle-orm';
import {
  CLAIM_INVITATION_RATE_LIMIT,
  CLAIM_INVITATION_REPEAT_DAYS,
  CLAIM_INVITATIONS_PER_RUN,
} from '#domain/claims.ts';
import type { Db } from '../../db/client.ts';
import { listingClaimInvitations } from '../../db/schema/index.ts';
import { claimInvitationContent } from '../../mail/claim-templates.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../guard.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { signClaimLink } from './claim-proof.ts';

export interface ClaimInvitationFilter {
  /** Only listings practising this case type (the Thai value), when given. */
  caseType?: string | null;
  /** Only listings in this province, when given. */
  province?: string | null;
}

/**
 * An administrator e-mails claim invitations (docs/product-rules.md, "Claiming a listing") to verified listings
 * without an account that have an e-mail, no open claim, and no invitation in the last `CLAIM_INVITATION_REPEAT_DAYS`
 * days; at most `CLAIM_INVITATIONS_PER_RUN` a run (oldest listings first), runs limited per administrator. Each
 * invitation is recorded (the listing, the address, who, when) with one audit entry in one transaction, the rows
 * locked so that two runs never invite a listing twice; then the e-mails, each with its signed claim link, go
 * through the outbox in one batch. The number sent, and how many more are waiting.
 */
export async function sendClaimInvitations(
  db: Db,
  actor: Actor,
  filter: ClaimInvitationFilter,
  {
    mailer,
    publicUrl,
    secret,
    now = new Date(),
  }: { mailer: Mailer; publicUrl: string; secret: string; now?: Date },
): Promise<{ sent: number; remaining: number }> {
  requireAdmin(actor);
  const since = new Date(now.getTime() - CLAIM_INVITATION_REPEAT_DAYS * 24 * 3600_000).toISOString();
  const caseType = filter.caseType?.trim() || null;
  const province = filter.province?.trim() || null;
  const eligible = sql`l.verified = true AND l.user_id IS NULL
    AND NULLIF(btrim(coalesce(l.email, '')), '') IS NOT NULL
    AND (${caseType}::text IS NULL OR ${caseType}::text = ANY(l.experience_areas))
    AND (${province}::text IS NULL OR l.province = ${province}::text)
    AND NOT EXISTS (SELECT 1 FROM listing_claim_invitations i
      WHERE i.lawyer_id = l.id AND i.sent_at > ${since}::timestamptz)
    AND NOT EXISTS (SELECT 1 FROM listing_claims c
      WHERE c.lawyer_id = l.id AND c.status IN ('pending_code', 'pending'))`;
  const chosen = await db.transaction(async (tx) => {
    await enforceRateLimit(tx, 'claimInvite', actor.id, CLAIM_INVITATION_RATE_LIMIT, now);
    const picked = await tx.execute(sql`
      SELECT l.id, l.name, btrim(l.email) AS email FROM lawyers l WHERE ${eligible}
      ORDER BY l.created_at, l.id LIMIT ${CLAIM_INVITATIONS_PER_RUN}
      FOR UPDATE OF l SKIP LOCKED`);
    const listings = (picked.rows as { id: string; name: string; email: string }[]).map((r) => ({ ...r }));
    if (listings.length > 0) {
      await tx
        .insert(listingClaimInvitations)
        .values(listings.map((l) => ({ lawyerId: l.id, toAddress: l.email, sentBy: actor.id, sentAt: now })));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'claim.invite',
        entityType: 'listing_claim_invitation',
        entityId: null,
        after: { filter: { caseType, province }, lawyerIds: listings.map((l) => l.id) },
      });
    }
    return listings;
  });
  await mailer.sendAll(
    chosen.map((listing) => {
      const { exp, sig } = signClaimLink(secret, listing.id, listing.email, now);
      const url = `${publicUrl}/th/lawyers/${listing.id}/claim?exp=${exp}&sig=${sig}`;
      return {
        to: listing.email,
        kind: 'listing-claim-invitation',
        locale: 'th' as const,
        ...claimInvitationContent('th', listing.name, url),
      };
    }),
  );
  const left = await db.execute(sql`SELECT count(*)::int AS n FROM lawyers l WHERE ${eligible}`);
  return { sent: chosen.length, remaining: Number((left.rows[0] as { n: number } | undefined)?.n ?? 0) };
}
