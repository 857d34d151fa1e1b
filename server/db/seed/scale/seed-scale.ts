// A national-size fictional database for `npm run db:seed-scale` (scripts/db-seed-scale.ts): every table is filled
// by set-based SQL (INSERT … SELECT FROM generate_series) in one transaction, from pseudo-random draws that depend
// only on the row's number (`pg_temp.r`), so that two runs with the same counts give the same data.
import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { TIME_SLOTS } from '#domain/booking.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { INVITATION_TTL_HOURS } from '#domain/limits.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import {
  RATING_MIN_REVIEWS,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  REVIEW_RIGHT_DAYS,
} from '#domain/reviews.ts';
import { DEMO_ACCOUNTS, demoCaseCategories } from '../demo.ts';
import { featuredLawyer } from '../demo-lawyers.ts';
import { derivedCounts, type ScaleCounts } from './counts.ts';
import { scalePools } from './pools.ts';
import {
  SCALE_EMAIL_SUBJECTS,
  SCALE_LAWYER_MESSAGES,
  SCALE_MEMBER_MESSAGES,
  SCALE_QUESTIONS,
  SCALE_REVIEW_TEXTS,
} from './texts.ts';

/** A uuid drawn from a name (md5, as `md5(name)::uuid` in the SQL). */
export function namedUuid(name: string): string {
  const h = createHash('md5').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The id of listing number `k` (1 is the demo lawyer's). */
export const scaleLawyerId = (k: number) => namedUuid(`tanai-scale-lawyer-${k}`);

export interface ScaleStep {
  table: string;
  rows: number;
  ms: number;
}

const int = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return String(n);
};

/** The indexes of a table that back no constraint (they are dropped while it is filled and built again after). */
async function plainIndexes(client: pg.PoolClient, tables: string[]) {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))`,
    [tables],
  );
  return rows;
}

/**
 * Fills an empty, migrated database (the caller checks that it is empty) in one transaction; returns the rows
 * written per table and the time each took. `log` is called after each table.
 */
export async function seedScale(
  client: pg.PoolClient,
  counts: ScaleCounts,
  log: (step: ScaleStep) => void = () => {},
): Promise<ScaleStep[]> {
  const d = derivedCounts(counts);
  const L = counts.lawyers;
  const Q = counts.questions;
  const A = Math.min(L, d.lawyerAccounts);
  const U = d.members;
  const pools = scalePools();
  const steps: ScaleStep[] = [];
  const step = async (table: string, text: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, params);
    const done = { table, rows: result.rowCount ?? 0, ms: Math.round(performance.now() - started) };
    steps.push(done);
    log(done);
  };

  const ids = { admin: randomUUID(), lawyer: randomUUID(), member: randomUUID() };
  const hashes = await Promise.all(
    (['admin', 'lawyer', 'member'] as const).map((role) => hashPassword(DEMO_ACCOUNTS[role].password)),
  );

  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query(`SET LOCAL work_mem = '64MB'`);
    await client.query('SET LOCAL synchronous_commit = off');
    // The draws: a number in [0, 1) from a row's number and a salt; the ids of listings and their accounts.
    await client.query(`CREATE FUNCTION pg_temp.r(i bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE
      AS $$ SELECT (hashint8(i * 1009 + salt)::float8 + 2147483648.0) / 4294967296.0 $$`);
    await client.query(`CREATE FUNCTION pg_temp.lawyer_id(k bigint) RETURNS uuid LANGUAGE sql IMMUTABLE
      AS $$ SELECT md5('tanai-scale-lawyer-' || k)::uuid $$`);
    await client.query(`CREATE FUNCTION pg_temp.lawyer_user(k bigint) RETURNS text LANGUAGE sql IMMUTABLE
      AS $$ SELECT CASE WHEN k = 1 THEN '${ids.lawyer}' ELSE 'scale-lawyer-' || k END $$`);
    await client.query(`CREATE FUNCTION pg_temp.member(i bigint) RETURNS text LANGUAGE sql IMMUTABLE
      AS $$ SELECT 'scale-member-' || i $$`);

    const big = [
      'messages',
      'question_recipients',
      'questions',
      'reviews',
      'review_rights',
      'email_outbox',
      'admin_audit_log',
      'appointment_requests',
      'lawyers',
      'users',
      'profiles',
    ];
    const indexes = await plainIndexes(client, big);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);

    // ------------------------------------------------------------ accounts
    const started = performance.now();
    for (const [i, role] of (['admin', 'lawyer', 'member'] as const).entries()) {
      const account = DEMO_ACCOUNTS[role];
      await client.query(
        `INSERT INTO users (id, name, email, email_verified, locale) VALUES ($1, $2, $3, true, 'th')`,
        [ids[role], account.fullName, account.email],
      );
      await client.query(
        `INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`,
        [randomUUID(), ids[role], hashes[i]],
      );
      await client.query(`INSERT INTO profiles (user_id, profile_type, full_name) VALUES ($1, $2, $3)`, [
        ids[role],
        role,
        account.fullName,
      ]);
    }
    log({ table: 'demo accounts', rows: 3, ms: Math.round(performance.now() - started) });

    const names = pools.names.thai;
    await step(
      'users (members)',
      `INSERT INTO users (id, name, email, email_verified, locale, created_at, updated_at)
       SELECT pg_temp.member(i), ($1::text[])[1 + floor(pg_temp.r(i, 1) * cardinality($1::text[]))::int],
         'scale.member' || i || '@example.com', true,
         CASE WHEN pg_temp.r(i, 2) < 0.08 THEN 'en' WHEN pg_temp.r(i, 2) < 0.1 THEN 'zh' ELSE 'th' END,
         now() - pg_temp.r(i, 3) * interval '1100 days', now() - pg_temp.r(i, 3) * interval '1100 days'
       FROM generate_series(1, ${int(U)}) i`,
      [names],
    );
    // A listing's account bears the listing's name (the same draw as below).
    await step(
      'users (lawyers)',
      `INSERT INTO users (id, name, email, email_verified, locale, created_at, updated_at)
       SELECT pg_temp.lawyer_user(k), ($1::text[])[1 + floor(pg_temp.r(k, 3) * cardinality($1::text[]))::int],
         'scale.lawyer' || k || '@example.com', true, 'th', now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(2, ${int(A)}) k`,
      [names],
    );
    await step(
      'profiles',
      `INSERT INTO profiles (user_id, profile_type, full_name, created_at, updated_at)
       SELECT id, CASE WHEN id LIKE 'scale-lawyer-%' THEN 'lawyer' ELSE 'member' END::profile_type, name,
         created_at, updated_at
       FROM users WHERE id LIKE 'scale-%'`,
    );

    // ------------------------------------------------------------ lawyers
    const featured = featuredLawyer();
    await client.query(
      `INSERT INTO lawyers (id, user_id, name, name_en, name_zh, name_latin, title, title_en, title_zh, province,
         district, experience, experience_areas, languages, fee_min, fee_max, fee_unit, phone, email, line_id,
         education, achievements, availability, license_number, address, website, verified, verified_at,
         network_member)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, $24, $25, $26, $27, $28, $29)`,
      [
        scaleLawyerId(1),
        ids.lawyer,
        featured.name,
        featured.nameEn,
        featured.nameZh,
        featured.nameLatin,
        featured.title,
        featured.titleEn,
        featured.titleZh,
        featured.province,
        featured.district,
        featured.experience,
        featured.experienceAreas,
        featured.languages,
        featured.feeMin,
        featured.feeMax,
        featured.feeUnit,
        featured.phone,
        featured.email,
        featured.lineId,
        featured.education,
        featured.achievements,
        featured.availability,
        featured.licenseNumber,
        featured.address,
        featured.website,
        featured.verified,
        featured.verifiedAt,
        featured.networkMember,
      ],
    );
    const p = pools.provinces;
    await step(
      'lawyers',
      `INSERT INTO lawyers (id, user_id, name, name_en, name_latin, title, title_en, title_zh, description, province,
         district, experience, experience_areas, languages, fee_min, fee_max, fee_unit, phone, email, line_id,
         education, availability, license_number, address, verified, verified_at, network_member, created_at,
         updated_at)
       SELECT pg_temp.lawyer_id(k), CASE WHEN k <= ${int(A)} THEN pg_temp.lawyer_user(k) END,
         ($1::text[])[ni], ($2::text[])[ni], nullif(($3::text[])[ni], ''),
         title,
         CASE title WHEN 'ที่ปรึกษากฎหมาย' THEN 'Legal consultant' WHEN 'ทนายความอาวุโส' THEN 'Senior lawyer' ELSE 'Lawyer' END,
         CASE title WHEN 'ที่ปรึกษากฎหมาย' THEN '法律顾问' WHEN 'ทนายความอาวุโส' THEN '资深律师' ELSE '律师' END,
         CASE WHEN pg_temp.r(k, 11) >= 0.3 THEN
           'ทนายความด้านคดี' || array_to_string(areas, ' คดี') || ' ประสบการณ์ ' || experience ||
           ' ปี ให้บริการลูกความใน' || province || 'และจังหวัดใกล้เคียง (ข้อมูลสาธิต ไม่ใช่บุคคลจริง)' END,
         province, district, experience, areas, languages,
         fee_min,
         CASE WHEN fk < 0.2 THEN NULL
           WHEN fk < 0.25 THEN (ARRAY[5000, 8000, 10000, 20000, 30000, 50000])[1 + floor(pg_temp.r(k, 32) * 6)::int]
           WHEN fk < 0.6 THEN least(8000, fee_min + 500 * floor(pg_temp.r(k, 32) * 16)::int)
           WHEN fk < 0.85 THEN least(50000, fee_min + 1000 * floor(pg_temp.r(k, 32) * 31)::int)
           WHEN fk < 0.95 THEN fee_min + 10000 * floor(pg_temp.r(k, 32) * 3)::int
           ELSE 15000 + 5000 * floor(pg_temp.r(k, 32) * 6)::int END,
         CASE WHEN fk < 0.1 THEN NULL
           WHEN fk >= 0.25 AND fk < 0.6 AND pg_temp.r(k, 33) < 0.3 THEN 'per_hour'
           ELSE 'per_session' END::fee_unit,
         '08' || (1 + k % 9) || '-' || lpad(((k / 10000) % 1000)::text, 3, '0') || '-' || lpad((k % 10000)::text, 4, '0'),
         'scale.lawyer' || k || '@example.com',
         CASE WHEN pg_temp.r(k, 12) < 0.4 THEN 'scale_lawyer' || k END,
         ARRAY[($4::text[])[1 + floor(pg_temp.r(k, 13) * cardinality($4::text[]))::int]],
         CASE WHEN pg_temp.r(k, 14) < 0.6 THEN ($5::text[])[1 + floor(pg_temp.r(k, 15) * cardinality($5::text[]))::int] END,
         'ท.' || (10000 + (k * 7919) % 90000) || '/' || (2568 - experience),
         'เลขที่ ' || (1 + k % 199) || '/' || (1 + k % 97) || ' ถนนตัวอย่าง ' || district || ' ' || province,
         verified, CASE WHEN verified THEN now() - ((k * 37) % 365) * interval '1 day' END,
         pg_temp.r(k, 9) < 0.1,
         now() - interval '400 days' - pg_temp.r(k, 16) * interval '1500 days', now() - ((k * 37) % 365) * interval '1 day'
       FROM (
         SELECT b.*, areas,
           CASE WHEN b.fk < 0.1 THEN NULL
             WHEN b.fk < 0.2 THEN (ARRAY[1000, 1500, 2000, 3000, 5000, 10000])[1 + floor(pg_temp.r(k, 31) * 6)::int]
             WHEN b.fk < 0.25 THEN NULL
             WHEN b.fk < 0.6 THEN 1000 + 500 * floor(pg_temp.r(k, 31) * 9)::int
             WHEN b.fk < 0.85 THEN 10000 + 1000 * floor(pg_temp.r(k, 31) * 16)::int
             WHEN b.fk < 0.95 THEN 50000 + 5000 * floor(pg_temp.r(k, 31) * 5)::int
             ELSE 2000 + 1000 * floor(pg_temp.r(k, 31) * 8)::int END AS fee_min,
           CASE WHEN pg_temp.r(k, 6) < 0.15 THEN 'ที่ปรึกษากฎหมาย'
             WHEN experience >= 15 AND pg_temp.r(k, 7) < 0.6 THEN 'ทนายความอาวุโส' ELSE 'ทนายความ' END AS title,
           ($6::text[])[pi] AS province,
           (string_to_array(($8::text[])[pi], '|'))[1 + floor(pg_temp.r(k, 10) *
             cardinality(string_to_array(($8::text[])[pi], '|')))::int] AS district,
           ARRAY['ไทย']
             || CASE WHEN pg_temp.r(k, 20) < ($9::float8[])[pi] THEN ARRAY['อังกฤษ'] ELSE '{}'::text[] END
             || CASE WHEN pg_temp.r(k, 21) < ($10::float8[])[pi] THEN ARRAY['จีน'] ELSE '{}'::text[] END
             || CASE WHEN ($7::text[])[pi] <> '' AND pg_temp.r(k, 22) < 0.15 THEN
                  ARRAY[(string_to_array(($7::text[])[pi], '|'))[1 + floor(pg_temp.r(k, 23) *
                    cardinality(string_to_array(($7::text[])[pi], '|')))::int]]
                ELSE '{}'::text[] END AS languages
         FROM (
           SELECT k,
             1 + floor(pg_temp.r(k, 3) * cardinality($1::text[]))::int AS ni,
             CASE WHEN k <= 78 THEN array_position($6::text[], ($11::text[])[k - 1])
               ELSE 1 + floor(pg_temp.r(k, 4) * cardinality($6::text[]))::int END AS pi,
             floor(pg_temp.r(k, 5) ^ 1.3 * 36)::int AS experience,
             pg_temp.r(k, 30) AS fk,
             k <= 78 OR k <= ${int(A)} OR pg_temp.r(k, 8) < 0.9 AS verified
           FROM generate_series(2, ${int(L)}) k
         ) b
         CROSS JOIN LATERAL (
           SELECT CASE WHEN cardinality(x.a) = 0
             THEN ARRAY[($12::text[])[1 + floor(pg_temp.r(b.k, 99) * cardinality($12::text[]))::int]] ELSE x.a END AS areas
           FROM (SELECT ARRAY(
             SELECT u.ct FROM unnest($12::text[], $13::float8[]) WITH ORDINALITY AS u(ct, w, o)
             WHERE pg_temp.r(b.k, 100 + u.o::int) < u.w ORDER BY u.o) AS a) x
         ) a
       ) l`,
      [
        names,
        pools.names.english,
        pools.names.latin,
        pools.education,
        pools.availability,
        p.province,
        p.border,
        p.districts,
        p.english,
        p.chinese,
        pools.allProvinces,
        pools.caseTypes,
        pools.caseTypeShares,
      ],
    );
    const categoriesAt = performance.now();
    for (const c of demoCaseCategories())
      await client.query(
        `INSERT INTO case_categories (name, slug, description, keywords, experience_areas, icon, display_order, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [c.name, c.slug, c.description, c.keywords, c.experienceAreas, c.icon, c.displayOrder, c.active],
      );
    log({
      table: 'case_categories',
      rows: demoCaseCategories().length,
      ms: Math.round(performance.now() - categoriesAt),
    });

    // ------------------------------------------------------------ questions and invitations
    const open = Math.min(Q, d.openQuestions);
    const memberStep = Math.max(1, Math.floor(Q / Math.max(1, counts.memberQuestions)));
    const lawyerStep = Math.max(1, Math.floor(Q / Math.max(1, counts.lawyerInvitations)));
    const others = A - 1;
    const stride = Math.max(1, Math.floor(others / 3));
    await step(
      'questions (draws)',
      `CREATE TEMP TABLE qsrc ON COMMIT DROP AS
       SELECT q.*,
         CASE WHEN kind IN ('assigned', 'closed')
           THEN created_at + interval '10 minutes' + pg_temp.r(q, 43) * interval '20 hours' END AS accepted_at,
         CASE WHEN accepted_slot = 0 AND demo_lawyer THEN 1
           ELSE 2 + (h + accepted_slot * ${stride}) % ${int(others)} END AS ak
       FROM (
         SELECT q, md5('tanai-scale-question-' || q)::uuid AS id, kind,
           CASE WHEN kind = 'open' THEN now() - ((${int(Q)} - q + 1)::float8 / ${int(open)}) * interval '40 hours'
             ELSE now() - interval '3 days'
               - ((${int(Q)} - ${int(open)} - q)::float8 / greatest(1, ${int(Q - open)})) * interval '730 days'
               - pg_temp.r(q, 41) * interval '12 hours' END AS created_at,
           CASE WHEN q % ${memberStep} = 0 AND q / ${memberStep} <= ${int(counts.memberQuestions)} THEN '${ids.member}'
             ELSE pg_temp.member(1 + floor(pg_temp.r(q, 42) * ${int(U)})::int) END AS asker,
           (q - 1) % ${lawyerStep} = 0 AND (q - 1) / ${lawyerStep} < ${int(counts.lawyerInvitations)} AS demo_lawyer,
           floor(pg_temp.r(q, 46) * ${int(others)})::int AS h,
           floor(pg_temp.r(q, 47) * 3)::int AS accepted_slot,
           1 + floor(pg_temp.r(q, 48) * ${p.province.length})::int AS pi,
           1 + floor(pg_temp.r(q, 49) * ${SCALE_QUESTIONS.length})::int AS ti
         FROM (
           SELECT q, CASE WHEN q > ${int(Q - open)} THEN 'open' WHEN q % 100 = 50 THEN 'queued'
             WHEN pg_temp.r(q, 40) < 0.6 THEN 'assigned' ELSE 'closed' END AS kind
           FROM generate_series(1, ${int(Q)}) q
         ) k
       ) q`,
    );
    await step(
      'questions',
      `INSERT INTO questions (id, created_by, title, content, province, specialties, languages, contact_phone,
         status, needs_lawyer_since, admins_alerted_at, fee_baht, payment_status, paid_at, paid_confirmed_by,
         consent_version, consented_at, created_at, updated_at)
       SELECT id, asker, ($1::text[])[ti], ($2::text[])[ti], ($4::text[])[pi], ARRAY[($3::text[])[ti]],
         CASE WHEN ($5::float8[])[pi] >= 0.6 AND pg_temp.r(q, 45) < 0.15 THEN ARRAY['อังกฤษ'] ELSE ARRAY['ไทย'] END,
         '08' || (1 + q % 9) || '-000-' || lpad((q % 10000)::text, 4, '0'),
         (CASE kind WHEN 'assigned' THEN 'assigned' WHEN 'closed' THEN 'closed' ELSE 'open' END)::question_status,
         CASE WHEN kind = 'queued' THEN least(now(), created_at + interval '${2 * INVITATION_TTL_HOURS} hours') END,
         CASE WHEN kind = 'queued' THEN least(now(), created_at + interval '${2 * INVITATION_TTL_HOURS} hours') END,
         ${CONSULTATION_FEE_PER_QUESTION},
         CASE WHEN accepted_at IS NOT NULL AND pg_temp.r(q, 44) < 0.7 THEN 'paid' ELSE 'unpaid' END::question_payment_status,
         CASE WHEN accepted_at IS NOT NULL AND pg_temp.r(q, 44) < 0.7 THEN accepted_at + interval '3 hours' END,
         CASE WHEN accepted_at IS NOT NULL AND pg_temp.r(q, 44) < 0.7 THEN '${ids.admin}' END,
         $6, created_at, created_at,
         CASE kind WHEN 'closed' THEN least(now(), accepted_at + interval '7 days')
           WHEN 'assigned' THEN accepted_at ELSE created_at END
       FROM qsrc`,
      [
        SCALE_QUESTIONS.map((x) => x.title),
        SCALE_QUESTIONS.map((x) => x.content),
        SCALE_QUESTIONS.map((x) => x.specialty),
        p.province,
        p.english,
        QUESTION_CONSENT_VERSION,
      ],
    );
    await step(
      'question_recipients',
      `INSERT INTO question_recipients (question_id, recipient_user_id, lawyer_id, assigned_order, status,
         invited_at, notified_at, expires_at, responded_at)
       SELECT id, pg_temp.lawyer_user(lk), pg_temp.lawyer_id(lk), slot + 1, status::recipient_status,
         created_at, created_at, created_at + interval '${INVITATION_TTL_HOURS} hours',
         CASE status WHEN 'accepted' THEN accepted_at
           WHEN 'declined' THEN created_at + pg_temp.r(q * 3 + slot, 53) * interval '24 hours' END
       FROM (
         SELECT s.*, slot, CASE WHEN slot = 0 AND demo_lawyer THEN 1 ELSE 2 + (h + slot * ${stride}) % ${int(others)} END AS lk,
           CASE WHEN kind = 'open' THEN 'invited' WHEN kind = 'queued' THEN 'expired'
             WHEN slot = accepted_slot THEN 'accepted'
             WHEN pg_temp.r(q * 3 + slot, 52) < 0.5 THEN 'declined' ELSE 'expired' END AS status
         FROM qsrc s CROSS JOIN generate_series(0, 2) slot
       ) r`,
    );

    // ------------------------------------------------------------ threads
    await step(
      'threads (draws)',
      `CREATE TEMP TABLE threads ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY q) AS t, q, id, asker, ak, pg_temp.lawyer_user(ak) AS lawyer_user,
         accepted_at, kind
       FROM qsrc WHERE accepted_at IS NOT NULL`,
    );
    await client.query('ALTER TABLE threads ADD PRIMARY KEY (t)');
    const threads = Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM threads')).rows[0]?.n ?? 0,
    );
    if (threads > 0 && counts.messages > 0)
      await step(
        'messages',
        `INSERT INTO messages (question_id, sender_user_id, message, created_at)
         SELECT th.id, CASE WHEN g.lawyer_turn THEN th.lawyer_user ELSE th.asker END,
           CASE WHEN g.lawyer_turn THEN ($1::text[])[1 + floor(pg_temp.r(g.m, 54) * cardinality($1::text[]))::int]
             ELSE ($2::text[])[1 + floor(pg_temp.r(g.m, 54) * cardinality($2::text[]))::int] END,
           least(now() - interval '1 minute', th.accepted_at + pg_temp.r(g.m, 51) * interval '14 days')
         FROM (
           SELECT m, 1 + floor(pg_temp.r(m, 50) * ${threads})::bigint AS t, pg_temp.r(m, 55) < 0.5 AS lawyer_turn
           FROM generate_series(1, ${int(counts.messages)}) m
         ) g JOIN threads th USING (t)`,
        [SCALE_LAWYER_MESSAGES, SCALE_MEMBER_MESSAGES],
      );

    // ------------------------------------------------------------ reviews
    await step(
      'review_rights',
      `INSERT INTO review_rights (id, user_id, lawyer_id, source, question_id, opened_at, expires_at, invited_at)
       SELECT md5('tanai-scale-right-' || t)::uuid, asker, pg_temp.lawyer_id(ak), 'question', id,
         accepted_at + interval '1 hour', accepted_at + interval '1 hour' + interval '${REVIEW_RIGHT_DAYS} days',
         least(now(), accepted_at + interval '2 days')
       FROM threads WHERE kind = 'closed'`,
    );
    await step(
      'reviews',
      `INSERT INTO reviews (right_id, lawyer_id, author_id, author_name, source, consulted_at, stars, communication,
         responsiveness, value_for_money, text, status, hold_reason, reply, replied_at, created_at, published_at)
       SELECT md5('tanai-scale-right-' || t)::uuid, pg_temp.lawyer_id(ak), asker,
         CASE WHEN pg_temp.r(t, 63) < 0.7 THEN split_part(u.name, ' ', 1) || ' ' || left(split_part(u.name, ' ', 2), 1) || '.' END,
         'question', accepted_at + interval '1 hour', stars,
         greatest(1, stars - (pg_temp.r(t, 64) < 0.3)::int), greatest(1, stars - (pg_temp.r(t, 65) < 0.3)::int),
         greatest(1, stars - (pg_temp.r(t, 66) < 0.3)::int),
         CASE WHEN pg_temp.r(t, 67) < 0.8 THEN ($1::text[])[1 + floor(pg_temp.r(t, 68) * cardinality($1::text[]))::int] END,
         CASE WHEN held THEN 'held' ELSE 'published' END::review_status,
         CASE WHEN held THEN 'burst' END::review_hold_reason,
         CASE WHEN NOT held AND pg_temp.r(t, 69) < 0.2 THEN 'ขอบคุณสำหรับรีวิวครับ' END,
         CASE WHEN NOT held AND pg_temp.r(t, 69) < 0.2 THEN least(now(), accepted_at + interval '4 days') END,
         least(now(), accepted_at + interval '2 days'),
         CASE WHEN NOT held THEN least(now(), accepted_at + interval '2 days') END
       FROM (
         SELECT th.*, pg_temp.r(t, 62) < 0.03 AS held,
           CASE WHEN pg_temp.r(t, 61) < 0.5 THEN 5 WHEN pg_temp.r(t, 61) < 0.8 THEN 4 WHEN pg_temp.r(t, 61) < 0.9 THEN 3
             WHEN pg_temp.r(t, 61) < 0.95 THEN 2 ELSE 1 END AS stars
         FROM threads th WHERE kind = 'closed' AND pg_temp.r(t, 60) < 0.4
       ) th JOIN users u ON u.id = th.asker`,
      [SCALE_REVIEW_TEXTS],
    );
    // The derived figures of refreshLawyerRating (server/services/reviews/refresh-lawyer-rating.ts), for all at once.
    await step(
      'lawyers (rating)',
      `UPDATE lawyers SET reviews = s.n,
         rating = CASE WHEN s.n < ${RATING_MIN_REVIEWS} THEN NULL
           ELSE round((${RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN}::numeric + s.total) / (${RATING_PRIOR_WEIGHT} + s.n), 1) END
       FROM (SELECT lawyer_id, count(*)::int AS n, sum(stars)::numeric AS total
             FROM reviews WHERE status = 'published' GROUP BY lawyer_id) s
       WHERE lawyers.id = s.lawyer_id`,
    );
    await step(
      'featured_lawyers',
      `INSERT INTO featured_lawyers (lawyer_id, pin_position, display_order, active)
       SELECT id, CASE WHEN n <= 3 THEN n END, n, n <> 6
       FROM (
         SELECT id, 1 + row_number() OVER (ORDER BY rating DESC, reviews DESC, id) AS n FROM lawyers
         WHERE verified AND rating IS NOT NULL AND id <> '${scaleLawyerId(1)}'
         ORDER BY rating DESC, reviews DESC, id LIMIT 5
       ) best
       UNION ALL SELECT '${scaleLawyerId(1)}'::uuid, 1, 1, true`,
    );

    // ------------------------------------------------------------ appointments
    const future = Math.min(L - 1, Math.round(d.appointments * 0.05));
    await step(
      'appointment_requests',
      `INSERT INTO appointment_requests (id, lawyer_id, user_id, name, phone, email, specialty, description, urgency,
         preferred_date, time_slot, meeting_type, status, reference, starts_at, duration_minutes, confirmed_at,
         reminded_at, locale, created_at)
       SELECT md5('tanai-scale-appointment-' || m)::uuid, pg_temp.lawyer_id(k),
         CASE WHEN pg_temp.r(m, 73) < 0.8 THEN pg_temp.member(1 + floor(pg_temp.r(m, 74) * ${int(U)})::int) END,
         ($1::text[])[1 + floor(pg_temp.r(m, 75) * cardinality($1::text[]))::int],
         '09' || (1 + m % 9) || '-111-' || lpad((m % 10000)::text, 4, '0'), 'scale.client' || m || '@example.com',
         ($2::text[])[1 + floor(pg_temp.r(m, 76) * cardinality($2::text[]))::int], NULL,
         (CASE WHEN pg_temp.r(m, 77) < 0.1 THEN 'urgent' ELSE 'normal' END)::urgency_level,
         day, slot, (ARRAY['office', 'video', 'phone'])[1 + floor(pg_temp.r(m, 78) * 3)::int]::meeting_type,
         status::appointment_status,
         'TN-' || (SELECT string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
             1 + ((m::bigint * 7919 % 2176782336) / (36::bigint ^ e)::bigint % 36)::int, 1), '' ORDER BY e DESC)
           FROM generate_series(0, 5) e),
         starts_at, 60,
         CASE WHEN status IN ('confirmed', 'completed') THEN least(now(), created_at + interval '1 day') END,
         CASE WHEN status = 'completed' THEN starts_at - interval '1 day' END,
         'th', created_at
       FROM (
         SELECT x.*, (day + slot::time) AT TIME ZONE 'Asia/Bangkok' AS starts_at,
           CASE WHEN m <= ${future} THEN now() - interval '2 days'
             ELSE (day + slot::time) AT TIME ZONE 'Asia/Bangkok' - interval '5 days' END AS created_at
         FROM (
           SELECT m,
             CASE WHEN m <= ${future} THEN m + 1 ELSE 1 + floor(pg_temp.r(m, 70) * ${int(L)})::int END AS k,
             CASE WHEN m <= ${future} THEN current_date + 3 + (m % 20)
               ELSE current_date - 1 - floor(pg_temp.r(m, 71) * 700)::int END AS day,
             CASE WHEN m <= ${future} THEN '10:00' ELSE ($3::text[])[1 + floor(pg_temp.r(m, 72) * cardinality($3::text[]))::int] END AS slot,
             CASE WHEN m <= ${future} THEN (CASE WHEN pg_temp.r(m, 79) < 0.5 THEN 'requested' ELSE 'confirmed' END)
               WHEN pg_temp.r(m, 79) < 0.6 THEN 'completed' ELSE 'cancelled' END AS status
           FROM generate_series(1, ${int(d.appointments)}) m
         ) x
       ) a`,
      [names, pools.caseTypes, [...TIME_SLOTS]],
    );
    await step(
      'appointment_slot_holds',
      `INSERT INTO appointment_slot_holds (lawyer_id, starts_at, appointment_id)
       SELECT lawyer_id, starts_at + h * interval '30 minutes', id
       FROM appointment_requests CROSS JOIN generate_series(0, 1) h
       WHERE status IN ('requested', 'confirmed')`,
    );

    // ------------------------------------------------------------ operations
    await step(
      'lawyer_applications',
      `INSERT INTO lawyer_applications (user_id, full_name, phone, email, license_number, title, experience_areas,
         languages, province, experience, description, status, reviewed_by, reviewed_at, created_at, updated_at)
       SELECT u.id, u.name, '08' || (1 + i % 9) || '-222-' || lpad((i % 10000)::text, 4, '0'), u.email,
         'ท.' || (10000 + (i * 104729) % 90000) || '/' || (2560 + i % 8), 'ทนายความ',
         ARRAY[($1::text[])[1 + floor(pg_temp.r(i, 81) * cardinality($1::text[]))::int]], ARRAY['ไทย'],
         ($2::text[])[1 + floor(pg_temp.r(i, 82) * cardinality($2::text[]))::int], floor(pg_temp.r(i, 83) * 20)::int,
         'ขอเข้าร่วมเครือข่ายทนายความ (ข้อมูลสาธิต)', status::application_status,
         CASE WHEN status <> 'pending' THEN '${ids.admin}' END,
         CASE WHEN status <> 'pending' THEN now() - (i % 300) * interval '1 day' END,
         now() - (i % 300) * interval '1 day' - interval '2 days', now() - (i % 300) * interval '1 day'
       FROM (
         SELECT i, CASE WHEN pg_temp.r(i, 80) < 0.3 THEN 'pending' WHEN pg_temp.r(i, 80) < 0.8 THEN 'approved'
           ELSE 'rejected' END AS status
         FROM generate_series(1, ${int(Math.min(U, d.applications))}) i
       ) a JOIN users u ON u.id = pg_temp.member(i)`,
      [pools.caseTypes, p.province],
    );
    await step(
      'email_outbox',
      `INSERT INTO email_outbox (to_address, subject, text_body, kind, channel, locale, status, attempts,
         last_error, created_at, sent_at)
       SELECT 'scale.member' || (1 + floor(pg_temp.r(e, 90) * ${int(U)})::int) || '@example.com',
         ($1::text[])[x], ($1::text[])[x] || ' (ข้อมูลสาธิต)', ($2::text[])[x], 'email', 'th',
         (CASE WHEN given_up THEN 'given_up' ELSE 'sent' END)::email_status, CASE WHEN given_up THEN 5 ELSE 1 END,
         CASE WHEN given_up THEN '550 mailbox unavailable' END,
         created_at, CASE WHEN NOT given_up THEN created_at + interval '5 seconds' END
       FROM (
         SELECT e, 1 + floor(pg_temp.r(e, 91) * ${SCALE_EMAIL_SUBJECTS.length})::int AS x, pg_temp.r(e, 92) < 0.01 AS given_up,
           now() - ((${int(d.emails)} - e)::float8 / greatest(1, ${int(d.emails)})) * interval '730 days' AS created_at
         FROM generate_series(1, ${int(d.emails)}) e
       ) m`,
      [SCALE_EMAIL_SUBJECTS.map((s) => s.subject), SCALE_EMAIL_SUBJECTS.map((s) => s.kind)],
    );
    const actions = [
      ['set-lawyer-verified', 'lawyer'],
      ['confirm-payment', 'question'],
      ['invite-lawyers', 'question'],
      ['review:publish', 'review'],
      ['appointment:status', 'appointment_request'],
      ['application:approve', 'lawyer_application'],
      ['email:resend', 'email'],
    ];
    await step(
      'admin_audit_log',
      `INSERT INTO admin_audit_log (actor_user_id, action, entity_type, entity_id, details, created_at)
       SELECT '${ids.admin}', ($1::text[])[x], ($2::text[])[x], md5('tanai-scale-audit-' || a)::uuid::text, '{}'::jsonb,
         now() - ((${int(d.audit)} - a)::float8 / greatest(1, ${int(d.audit)})) * interval '730 days'
       FROM (SELECT a, 1 + floor(pg_temp.r(a, 95) * ${actions.length})::int AS x
             FROM generate_series(1, ${int(d.audit)}) a) g`,
      [actions.map((a) => a[0]), actions.map((a) => a[1])],
    );

    // ------------------------------------------------------------ indexes
    for (const index of indexes) {
      const at = performance.now();
      await client.query(index.def);
      log({ table: `index ${index.name}`, rows: 0, ms: Math.round(performance.now() - at) });
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return steps;
}
