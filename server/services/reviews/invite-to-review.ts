import { sql } from 'drizzle-orm';
import { isLang, type Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import type { Db } from '../../db/client.ts';
import { logger } from '../../logger.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { reviewInvitationContent } from '../../mail/review-templates.ts';

/** Where the rights to invite for came from: a closed question, or a completed appointment. */
export type ReviewInvitationSource = { questionId: string } | { appointmentId: string };

interface ClaimedRight extends Record<string, unknown> {
  id: string;
  user_id: string;
  expires_at: Date | string;
  name: string;
  name_en: string | null;
  name_zh: string | null;
  name_latin: string | null;
  email: string;
  user_name: string;
  locale: string;
}

/**
 * Invites the person to review (docs/product-rules.md, "Reviews"): their open rights of the question or
 * appointment (not lapsed, not used, not for a listing now linked to them) that no invitation named yet are
 * claimed in one statement (`invited_at` set where it is null, so two calls never both take a right), and the
 * person gets one e-mail in their language listing those lawyers, each with a link to its review page. Nothing is
 * sent when nothing is claimed: a right is never named in a second invitation. Returns the rights claimed.
 */
export async function inviteToReview(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  source: ReviewInvitationSource,
  now = new Date(),
): Promise<string[]> {
  const at = now.toISOString();
  const of =
    'questionId' in source
      ? sql`r.question_id = ${source.questionId}::uuid`
      : sql`r.appointment_id = ${source.appointmentId}::uuid`;
  const result = await db.execute<ClaimedRight>(sql`
    WITH claimed AS (
      UPDATE review_rights r SET invited_at = ${at}::timestamptz
      FROM lawyers l
      WHERE l.id = r.lawyer_id AND ${of} AND r.invited_at IS NULL
        AND r.expires_at > ${at}::timestamptz
        AND l.user_id IS DISTINCT FROM r.user_id
        AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.right_id = r.id)
      RETURNING r.id, r.user_id, r.expires_at, r.opened_at, l.name, l.name_en, l.name_zh, l.name_latin
    )
    SELECT c.id, c.user_id, c.expires_at, c.name, c.name_en, c.name_zh, c.name_latin,
      u.email, u.name AS user_name, u.locale
    FROM claimed c JOIN users u ON u.id = c.user_id
    ORDER BY c.opened_at, c.id`);
  const byPerson = new Map<string, ClaimedRight[]>();
  for (const row of result.rows) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  for (const rights of byPerson.values()) {
    const person = rights[0]!;
    const lang: Lang = isLang(person.locale) ? person.locale : 'th';
    const lawyers = rights.map((r) => ({
      name: lawyerName({ name: r.name, nameEn: r.name_en, nameZh: r.name_zh, nameLatin: r.name_latin }, lang),
      url: `${publicUrl}/${lang}/review/${r.id}`,
      expiresAt: new Date(r.expires_at),
    }));
    await mailer
      .send({
        to: person.email,
        kind: 'review-invitation',
        locale: lang,
        ...reviewInvitationContent(lang, person.user_name, lawyers),
      })
      .catch((error: unknown) => logger.error({ err: String(error) }, 'review invitation e-mail failed'));
  }
  return result.rows.map((r) => r.id);
}
