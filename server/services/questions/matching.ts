import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { relatedCaseTypes } from '#domain/case-types.ts';
import { isLang } from '#domain/i18n.ts';
import {
  ADMIN_QUEUE_AFTER_BATCHES,
  AUTO_MATCH_BATCH,
  INVITATION_TTL_HOURS,
  invitationExpiresAt,
} from '#domain/limits.ts';
import { PROVINCES, provinceRegion } from '#domain/provinces.ts';
import { RESPONSIVENESS_MIN_SAMPLES } from '#domain/responsiveness.ts';
import { caseTypesForSpecialties, isSpecialty } from '#domain/specialties.ts';
import type { Db, Tx } from '../../db/client.ts';
import { questionRecipients, questions } from '../../db/schema/index.ts';
import { logger } from '../../logger.ts';
import { lineContent } from '../../mail/line-templates.ts';
import { invitationContent } from '../../mail/question-templates.ts';
import { responsivenessSamples } from '../lawyers/responsiveness.ts';
import { sendNotices } from '../notices/send-notices.ts';
import { alertAdminsOnce, publishStatus, type QueueContext } from './admin-queue.ts';
import { lockQuestion } from './lock-question.ts';

/** What matching needs: the mailer, the site's address for links, the clock, and the live-update bus. */
export type MatchContext = QueueContext;

export interface Invited {
  recipientId: string;
  userId: string;
  email: string;
  name: string;
  locale: string;
}

/** The case types a question is about: its specialties mapped onto the 10 case types (one table in domain/). */
export function questionCaseTypes(specialties: string[]): string[] {
  const mapped: string[] = caseTypesForSpecialties(specialties.filter(isSpecialty));
  return [...new Set([...mapped, ...specialties.filter((a) => !isSpecialty(a))])];
}

export type CandidateRow = {
  lawyer_id: string;
  user_id: string;
  email: string;
  name: string;
  locale: string;
};

/**
 * Who a question is for, as the ranking reads it: its province (null: anywhere) and the languages its asker can use
 * (lawyers.languages values; none: any language), and whether lawyers who answer fast come first (an urgent triage).
 */
export interface RankCriteria {
  province: string | null;
  languages: readonly string[];
  fastFirst?: boolean;
}

/** Where a lawyer is from the question's province: in it, in its region, or elsewhere (by phone or video). */
export type PlaceTier = 'province' | 'region' | 'elsewhere';

/** A list of texts as a PostgreSQL text[] (Drizzle would expand a JS array into a list of parameters). */
export const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/**
 * How many of `areas` the listing `l` practises: one containment test per case type (an expression, where a set
 * operation in a subquery ran for every listing sorted).
 */
const sharedAreas = (areas: readonly string[]) => {
  const distinct = [...new Set(areas)];
  return distinct.length === 0
    ? sql`0`
    : sql`(${sql.join(
        distinct.map((area) => sql`(l.experience_areas @> ARRAY[${area}]::text[])::int`),
        sql` + `,
      )})`;
};

/**
 * The one ranking of lawyers for a question (docs/product-rules.md, "Matching a question"), used by auto-match, the
 * administrators' matching screen and the triage's suggested lawyers. `columns` gives the listing row `l` its
 * `speaks` (it speaks one of the question's languages, or the question names none), `place` (PlaceTier) and `hours`
 * (its responsiveness, only computed when fast answers come first). The order: speakers first; then same province,
 * same region (domain/provinces.ts `provinceRegion`), anywhere; then, when `fastFirst`, those with a responsiveness
 * figure, lowest first; then the most case types in common with `areas`, rating (nulls last), reviews, fewest open
 * invitations, and the id. `keys` are the order's keys before the open invitations, each ascending and never null,
 * so that a row comparison orders as the ranking does (`rankedListings`).
 */
export function lawyerRanking(criteria: RankCriteria, areas: readonly string[], now: Date) {
  const languages = textArray(criteria.languages);
  const region = criteria.province ? provinceRegion(criteria.province) : null;
  const regionProvinces = region ? PROVINCES.filter((p) => p.region === region).map((p) => p.th) : [];
  const speaks = sql`(cardinality(${languages}) = 0 OR l.languages && ${languages})`;
  const place = sql`(CASE WHEN l.province = ${criteria.province}::text THEN 'province'
    WHEN l.province = ANY(${textArray(regionProvinces)}) THEN 'region' ELSE 'elsewhere' END)`;
  const hours = criteria.fastFirst
    ? sql`(SELECT CASE WHEN count(*) >= ${RESPONSIVENESS_MIN_SAMPLES}
          THEN greatest(1, ceil(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.ms) / 3600000)) END
        FROM (${responsivenessSamples(sql`l`, now)}) s WHERE s.ms >= 0)`
    : sql`NULL::numeric`;
  const columns = sql`${speaks} AS speaks, ${place} AS place, ${hours} AS hours`;
  // The first tier of the order: speakers of the question's province, ahead of every other listing whatever
  // their later keys (`rankedListings` ranks them alone when they are enough).
  const near = criteria.province ? sql`(${speaks} AND l.province = ${criteria.province}::text)` : null;
  const keys = [
    sql`CASE WHEN ${speaks} THEN 0 ELSE 1 END`,
    sql`CASE ${place} WHEN 'province' THEN 0 WHEN 'region' THEN 1 ELSE 2 END`,
    sql`coalesce(${hours}::float8, 'Infinity')`,
    sql`-${sharedAreas(areas)}`,
    sql`coalesce(-l.rating::float8, 'Infinity')`,
    sql`coalesce(-l.reviews::float8, 'Infinity')`,
  ];
  return { columns, keys, near, now };
}

/**
 * The first `limit` listings `l` that pass `where`, in the order of `ranking` (after `first`, a key of the caller's
 * own, ascending): `select` is read from `l` for those only. The open invitations, the last key before the id, are
 * counted only for the listings that can still make the list: those whose other keys are at most the `limit`-th
 * listing's (its ties included), on question_recipients_lawyer_open_idx. Counting them for every listing ranked
 * (tens of thousands of open invitations grouped at national size) took most of the ranking's time.
 *
 * Without a key of the caller's own, the first tier of the ranking (`near`: speakers in the question's province)
 * is ranked first, alone: when it holds `limit` listings, no listing outside it can make the list (each of its keys
 * before the later ones is smaller), so the others are not read at all; else every listing is ranked, as before.
 * A common case type in a large province is then a few hundred listings ranked instead of ten thousand.
 */
export function rankedListings(
  ranking: ReturnType<typeof lawyerRanking>,
  query: { select: SQL; where: SQL; limit: number; first?: SQL },
): SQL {
  const keys = [query.first ?? sql`0`, ...ranking.keys];
  const names = keys.map((_, i) => sql.raw(`k${i}`));
  const list = sql.join(names, sql`, `);
  const prefixed = (alias: string) =>
    sql.join(
      names.map((name) => sql`${sql.raw(alias)}.${name}`),
      sql`, `,
    );
  const rows = sql`SELECT l.id, ${sql.join(
    keys.map((key, i) => sql`${key} AS ${names[i]}`),
    sql`, `,
  )} FROM lawyers l`;
  const ranked =
    ranking.near && !query.first
      ? sql`near AS MATERIALIZED (
          ${rows} WHERE ${query.where} AND ${ranking.near}
        ), ranked AS MATERIALIZED (
          SELECT * FROM near WHERE (SELECT count(*) FROM near) >= ${query.limit}
          UNION ALL
          ${rows} WHERE ${query.where} AND (SELECT count(*) FROM near) < ${query.limit}
        )`
      : sql`ranked AS MATERIALIZED (
          ${rows} WHERE ${query.where}
        )`;
  return sql`
    WITH ${ranked}, cut AS (
      SELECT ${list} FROM ranked ORDER BY ${list} OFFSET ${query.limit - 1} LIMIT 1
    ), top AS (
      SELECT ranked.*, (
          SELECT count(*) FROM question_recipients o
          WHERE o.lawyer_id = ranked.id AND o.status = 'invited' AND o.expires_at > ${ranking.now.toISOString()}::timestamptz
        ) AS open_invitations
      FROM ranked
      WHERE NOT EXISTS (SELECT 1 FROM cut) OR (${list}) <= (SELECT ${list} FROM cut)
      ORDER BY ${list}, open_invitations, ranked.id
      LIMIT ${query.limit}
    )
    SELECT ${query.select}
    FROM top JOIN lawyers l ON l.id = top.id
    ORDER BY ${prefixed('top')}, top.open_invitations, top.id`;
}

/**
 * Up to AUTO_MATCH_BATCH verified lawyers with a linked user who practise any of `areas`, in the order of
 * `lawyerRanking`. Never the asker, never someone already invited to this question (none when `id` is null: a
 * question being asked).
 */
async function findCandidates(
  tx: Tx | Db,
  question: { id: string | null; createdBy: string | null } & RankCriteria,
  areas: string[],
  now: Date,
): Promise<CandidateRow[]> {
  const ranking = lawyerRanking(question, areas, now);
  // The account's fields are read for the batch only (`rankedListings` reads `select` after the ranking). Every
  // listing here has an account (user_id not null).
  const account = (column: string) => sql.raw(`(SELECT u.${column} FROM users u WHERE u.id = l.user_id)`);
  const candidates = await tx.execute(
    rankedListings(ranking, {
      select: sql`l.id AS lawyer_id, l.user_id, ${account('email')} AS email, ${account('name')} AS name,
        ${account('locale')} AS locale`,
      where: sql`l.verified = true
        AND l.user_id IS NOT NULL
        AND l.experience_areas && ${textArray(areas)}
        AND l.user_id IS DISTINCT FROM ${question.createdBy}
        AND NOT EXISTS (
          SELECT 1 FROM question_recipients r
          WHERE r.question_id = ${question.id}::uuid AND (r.lawyer_id = l.id OR r.recipient_user_id = l.user_id)
        )`,
      limit: AUTO_MATCH_BATCH,
    }),
  );
  return candidates.rows as CandidateRow[];
}

/**
 * The next batch for a question: lawyers who practise its case types, or, when nobody does, the related case types
 * (RELATED_CASE_TYPES in domain/case-types.ts), ranked by `lawyerRanking`. Empty when nobody can be invited.
 */
export async function nextBatchCandidates(
  tx: Tx | Db,
  question: {
    id: string | null;
    createdBy: string | null;
    province: string | null;
    specialties: string[];
    languages: readonly string[];
    fastFirst?: boolean;
  },
  now: Date,
): Promise<CandidateRow[]> {
  const areas = questionCaseTypes(question.specialties);
  const rows = areas.length > 0 ? await findCandidates(tx, question, areas, now) : [];
  if (rows.length > 0) return rows;
  const related = relatedCaseTypes(areas);
  return related.length > 0 ? findCandidates(tx, question, related, now) : [];
}

/**
 * What auto-match needs to know about a question's invitations, in one round trip: whether one is live (invited
 * and not expired, or accepted), how many automatic batches ended without an acceptance (every invitation of the
 * batch expired or declined), and the highest `assigned_order` so far. Run after the question's row is locked, so
 * that it sees the invitations of a concurrent caller that held the lock before.
 */
async function invitationState(
  tx: Tx,
  questionId: string,
  now: Date,
): Promise<{ live: boolean; unansweredBatches: number; maxOrder: number }> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    SELECT
      EXISTS (
        SELECT 1 FROM question_recipients
        WHERE question_id = ${questionId}
          AND (status = 'accepted' OR (status = 'invited' AND expires_at > ${at}::timestamptz))
      ) AS live,
      (SELECT count(*)::int FROM (
        SELECT invited_at FROM question_recipients
        WHERE question_id = ${questionId} AND assigned_order > 0
        GROUP BY invited_at
        HAVING bool_and(status IN ('expired', 'declined')
          OR (status = 'invited' AND expires_at <= ${at}::timestamptz))
      ) batches) AS unanswered,
      (SELECT coalesce(max(assigned_order), 0)::int FROM question_recipients
        WHERE question_id = ${questionId}) AS max_order`);
  const row = result.rows[0] as { live: boolean; unanswered: number; max_order: number } | undefined;
  return {
    live: row?.live === true,
    unansweredBatches: Number(row?.unanswered ?? 0),
    maxOrder: Number(row?.max_order ?? 0),
  };
}

/**
 * Auto-match (docs/product-rules.md, "Matching a question"; docs/decisions/0007-questions-and-live-threads.md):
 * when an OPEN question
 * has no live invitation (invited and not expired, or accepted), invite the next batch of up to 3 verified
 * lawyers with a linked user whose case types overlap the question's case types, in the order of `lawyerRanking`
 * (who speak one of the asker's languages first; near first). When nobody practises them, the batch comes from the related case types (RELATED_CASE_TYPES in
 * domain/case-types.ts). When still nobody can be invited, or ADMIN_QUEUE_AFTER_BATCHES batches ended without an
 * acceptance, the question enters the admin queue (admin-queue.ts): the administrators are e-mailed once and the
 * asker's page says an administrator is finding a lawyer. The question row is locked for the decision, so
 * concurrent callers (several servers sweeping at once) cannot invite two batches. Each invited lawyer is e-mailed
 * after the commit and `notified_at` is set once the e-mail was handed to the transport; the question's open
 * pages are told (a `status` event).
 */
export async function autoMatchQuestion(db: Db, questionId: string, ctx: MatchContext): Promise<string[]> {
  const now = ctx.now ?? new Date();
  const expiresAt = invitationExpiresAt(now);
  const none = { invited: [] as Invited[], title: '', queued: false };
  const { invited, title, queued } = await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    // A question whose text its asker erased invites nobody more (docs/product-rules.md, "Questions").
    if (question?.status !== 'open' || question.textErasedAt !== null) return none;
    const state = await invitationState(tx, questionId, now);
    if (state.live) return none;

    const rows = await nextBatchCandidates(tx, question, now);
    const needsAdmin = rows.length === 0 || state.unansweredBatches >= ADMIN_QUEUE_AFTER_BATCHES;
    const queued = needsAdmin && question.needsLawyerSince === null;
    if (queued) await tx.update(questions).set({ needsLawyerSince: now }).where(eq(questions.id, questionId));
    if (rows.length === 0) return { invited: [] as Invited[], title: question.title, queued };
    const inserted = await tx
      .insert(questionRecipients)
      .values(
        rows.map((r, i) => ({
          questionId,
          recipientUserId: r.user_id,
          lawyerId: r.lawyer_id,
          assignedOrder: state.maxOrder + i + 1,
          status: 'invited' as const,
          invitedAt: now,
          expiresAt,
        })),
      )
      .returning({ id: questionRecipients.id, userId: questionRecipients.recipientUserId });
    return {
      title: question.title,
      queued,
      invited: inserted.map((rec) => {
        const r = rows.find((x) => x.user_id === rec.userId)!;
        return { recipientId: rec.id, userId: rec.userId, email: r.email, name: r.name, locale: r.locale };
      }),
    };
  });

  // The e-mails and the pages' status event are independent: sent side by side.
  await Promise.all([
    notifyInvited(db, ctx, invited, title, questionId),
    queued ? alertAdminsOnce(db, ctx, questionId) : undefined,
    queued || invited.length > 0 ? publishStatus(ctx, questionId) : undefined,
  ]);
  return invited.map((i) => i.recipientId);
}

/**
 * Tells each newly invited lawyer (one batch) by LINE or e-mail as they chose (`sendNotices`), with the link to the
 * question's page (where they accept or decline it), and sets `notified_at` once the notice went out.
 */
export async function notifyInvited(
  db: Db,
  ctx: MatchContext,
  invited: Invited[],
  title: string | null,
  questionId: string,
) {
  if (invited.length === 0) return;
  let notified: string[] = [];
  try {
    const sent = await sendNotices(
      db,
      ctx.mailer,
      invited.map((person) => {
        const lang = isLang(person.locale) ? person.locale : 'th';
        const url = `${ctx.publicUrl}/${lang}/question/${questionId}`;
        return {
          userId: person.userId,
          notice: 'invitation',
          kind: 'invitation',
          locale: lang,
          email: invitationContent(lang, person.name, title, url),
          line: lineContent('invitation', lang, url, title),
        };
      }),
    );
    notified = invited.filter((_, i) => sent[i]?.delivered).map((person) => person.recipientId);
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), questionId },
      'invitation e-mail failed',
    );
  }
  if (notified.length > 0) {
    await db
      .update(questionRecipients)
      .set({ notifiedAt: new Date() })
      .where(inArray(questionRecipients.id, notified));
  }
}

/**
 * Runs auto-match after a write, logging (never throwing) a failure: question creation must not fail. Returns
 * the new invitations (none after a failure).
 */
export async function autoMatchQuietly(db: Db, questionId: string, ctx: MatchContext): Promise<string[]> {
  try {
    return await autoMatchQuestion(db, questionId, ctx);
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), questionId },
      'auto-match failed',
    );
    return [];
  }
}

/**
 * The invitation-expiry sweep: invitations past `expires_at` become 'expired' (rows claimed with
 * FOR UPDATE SKIP LOCKED, so several servers may sweep at once without doing the same row twice); each
 * affected open question without a live invitation gets the next batch. An open question that never got its
 * first batch (the server stopped right after the ask was stored) is matched by the next sweep.
 */
export async function expireInvitations(
  db: Db,
  ctx: MatchContext,
): Promise<{ expired: number; rematched: string[] }> {
  const now = ctx.now ?? new Date();
  const result = await db.execute(sql`
    UPDATE question_recipients SET status = 'expired'
    WHERE id IN (
      SELECT id FROM question_recipients
      WHERE status = 'invited' AND expires_at <= ${now.toISOString()}::timestamptz
      FOR UPDATE SKIP LOCKED
    )
    RETURNING question_id`);
  const questionIds = [...new Set((result.rows as { question_id: string }[]).map((r) => r.question_id))];
  const rematched: string[] = [];
  for (const id of questionIds) {
    const invited = await autoMatchQuestion(db, id, ctx).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), questionId: id },
        'rematch failed',
      );
      return [];
    });
    if (invited.length > 0) rematched.push(id);
  }
  // The askers' open pages show the expired invitations; where a new batch went out, auto-match told them.
  for (const id of questionIds) if (!rematched.includes(id)) await publishStatus(ctx, id);
  // Questions whose auto-match never ran (the server stopped between the ask's commit and the match) get it
  // now: open, never invited anyone, older than a minute and younger than an invitation's lifetime.
  const unmatched = await db.execute(sql`
    SELECT q.id FROM questions q
    WHERE q.status = 'open'
      AND q.created_at <= ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz
      AND q.created_at > ${new Date(now.getTime() - INVITATION_TTL_HOURS * 3600_000).toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM question_recipients r WHERE r.question_id = q.id)
    ORDER BY q.created_at
    LIMIT 20`);
  for (const { id } of unmatched.rows as { id: string }[]) {
    if (questionIds.includes(id)) continue;
    const invited = await autoMatchQuestion(db, id, ctx).catch((error: unknown) => {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), questionId: id },
        'late match failed',
      );
      return [];
    });
    if (invited.length > 0) rematched.push(id);
  }
  return { expired: result.rows.length, rematched };
}
