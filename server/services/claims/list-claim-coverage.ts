import { sql } from 'drizzle-orm';
import { CLAIM_INVITATION_REPEAT_DAYS } from '#domain/claims.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { requireAdmin } from '../guard.ts';

/** One case type in one province: verified listings that can be invited (with an account) and those that cannot. */
export interface ClaimCoverageRow {
  caseType: string;
  province: string | null;
  /** Verified listings with an account: auto-match can invite them. */
  invitable: number;
  /** Verified listings without an account: nobody can be invited through them. */
  notInvitable: number;
  /**
   * Of those, the ones that may be sent a claim invitation now: with an e-mail, no open claim, no invitation within
   * the repeat days (as `sendClaimInvitations` chooses them).
   */
  canInvite: number;
  /** The latest claim invitation sent to a listing of this group. */
  lastInvitedAt: string | null;
}

/**
 * Per case type and province, how many verified listings can be invited to questions and how many cannot for want
 * of an account (docs/product-rules.md, "Claiming a listing"): what the administrators' claim invitations are for.
 */
export async function listClaimCoverage(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
): Promise<ClaimCoverageRow[]> {
  requireAdmin(actor);
  const since = new Date(now.getTime() - CLAIM_INVITATION_REPEAT_DAYS * 24 * 3600_000);
  const result = await db.execute(sql`
    WITH listing AS (
      SELECT l.id, l.user_id, l.province, l.experience_areas,
        NULLIF(btrim(coalesce(l.email, '')), '') IS NOT NULL AS has_email,
        (SELECT max(i.sent_at) FROM listing_claim_invitations i WHERE i.lawyer_id = l.id) AS invited_at,
        EXISTS (SELECT 1 FROM listing_claims c
          WHERE c.lawyer_id = l.id AND c.status IN ('pending_code', 'pending')) AS claimed
      FROM lawyers l WHERE l.verified = true
    )
    SELECT area AS case_type, province,
      count(*) FILTER (WHERE user_id IS NOT NULL)::int AS invitable,
      count(*) FILTER (WHERE user_id IS NULL)::int AS not_invitable,
      count(*) FILTER (WHERE user_id IS NULL AND has_email AND NOT claimed
        AND (invited_at IS NULL OR invited_at <= ${since.toISOString()}::timestamptz))::int AS can_invite,
      max(invited_at) AS last_invited_at
    FROM listing, unnest(experience_areas) AS area
    GROUP BY area, province
    ORDER BY area, province NULLS LAST`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    caseType: String(row.case_type),
    province: row.province === null ? null : String(row.province),
    invitable: Number(row.invitable),
    notInvitable: Number(row.not_invitable),
    canInvite: Number(row.can_invite),
    lastInvitedAt: row.last_invited_at ? new Date(String(row.last_invited_at)).toISOString() : null,
  }));
}
