import { type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import { RESPONSIVENESS_WINDOW_DAYS, responsivenessHours } from '#domain/responsiveness.ts';
import type { Db } from '../../db/client.ts';

/**
 * "Usually answers within N hours" of a listing at `now` (domain/responsiveness.ts), or null below the minimum of
 * samples. The samples are those that arrived in the last RESPONSIVENESS_WINDOW_DAYS days: each invitation its
 * linked account accepted (question_recipients: responded_at − invited_at; by the recipient's index) and each of
 * its bookings confirmed (appointment_requests: confirmed_at − created_at; by the listing's index).
 */
export async function lawyerResponsiveness(db: Db, lawyerId: string, now: Date = new Date()) {
  if (!isUuid(lawyerId)) return null;
  const result = await db.execute(sql`
    SELECT s.ms FROM lawyers l, LATERAL (${responsivenessSamples(sql`l`, now)}) s WHERE l.id = ${lawyerId}`);
  return responsivenessHours((result.rows as { ms: string | number }[]).map((r) => Number(r.ms)));
}

/**
 * The samples of a listing's responsiveness at `now` (milliseconds, one row each, column `ms`), for the listing
 * row `l` of the enclosing query: what `lawyerResponsiveness` reads, and what matching orders by
 * (server/services/questions/matching.ts), in one statement for all its candidates.
 */
export function responsivenessSamples(l: SQL, now: Date): SQL {
  const since = new Date(now.getTime() - RESPONSIVENESS_WINDOW_DAYS * 86_400_000).toISOString();
  const at = now.toISOString();
  return sql`
    SELECT extract(epoch FROM qr.responded_at - qr.invited_at) * 1000 AS ms
    FROM question_recipients qr
    WHERE qr.lawyer_id = ${l}.id AND qr.recipient_user_id = ${l}.user_id AND qr.status = 'accepted'
      AND qr.responded_at IS NOT NULL
      AND qr.invited_at >= ${since}::timestamptz AND qr.invited_at <= ${at}::timestamptz
    UNION ALL
    SELECT extract(epoch FROM a.confirmed_at - a.created_at) * 1000 AS ms
    FROM appointment_requests a
    WHERE a.lawyer_id = ${l}.id AND a.confirmed_at IS NOT NULL
      AND a.created_at >= ${since}::timestamptz AND a.created_at <= ${at}::timestamptz`;
}
