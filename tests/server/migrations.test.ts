import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '#server/db/client.ts';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

/**
 * Runs `test` on a scratch database migrated up to the migration before `tag` (its own copy of the migrations
 * folder, the journal cut there): the test stores rows the old way, then migrates to the end itself.
 */
async function beforeMigration(tag: string, test: (old: Database) => Promise<void>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tanai-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  const url = process.env.TEST_DATABASE_URL;
  const scratch = url ? await createScratchDatabase(url, 'tanai_test') : undefined;
  const old = await openDatabase({ url: scratch?.url, migrationsFolder: folder });
  try {
    await test(old);
  } finally {
    await old.close();
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

describe(`migrations on ${engineName()}`, () => {
  it('create every table of the product from an empty database', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = tables.map((t) => t.table_name);
    for (const expected of [
      'users',
      'sessions',
      'accounts',
      'verifications',
      'rate_limits',
      'profiles',
      'lawyers',
      'lawyer_applications',
      'questions',
      'question_recipients',
      'messages',
      'message_notifications',
      'case_categories',
      'featured_lawyers',
      'email_outbox',
      'appointment_requests',
      'admin_audit_log',
      'line_followers',
      'line_webhook_events',
      'notice_preferences',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('create the lawyers_public view showing only verified lawyers', async () => {
    await database.db.execute(
      sql`insert into lawyers (name, verified) values ('ทนายเห็นได้', true), ('ทนายซ่อน', false)`,
    );
    const visible = await rows<{ name: string }>(sql`select name from lawyers_public order by name`);
    expect(visible.map((r) => r.name)).toEqual(['ทนายเห็นได้']);
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'lawyers_public' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'name',
      'province',
      'district',
      'experience_areas',
    ]);
  });

  it('enable pg_trgm and build the trigram, GIN and search-order indexes', async () => {
    const ext = await rows<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext).toHaveLength(1);
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'lawyers'`,
    );
    const def = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef ?? '';
    expect(def('lawyers_name_trgm_idx')).toMatch(/gin .*gin_trgm_ops/i);
    expect(def('lawyers_province_trgm_idx')).toMatch(/gin_trgm_ops/);
    expect(def('lawyers_district_trgm_idx')).toMatch(/gin_trgm_ops/);
    expect(def('lawyers_experience_areas_idx')).toMatch(/USING gin \(experience_areas\)/i);
    expect(def('lawyers_languages_idx')).toMatch(/USING gin \(languages\)/i);
    expect(def('lawyers_search_province_idx')).toMatch(
      /\(province, rating DESC NULLS LAST, id, experience_areas, languages, fee_min, fee_max\) WHERE \(?verified = true\)?/i,
    );
    expect(def('lawyers_search_idx')).toMatch(
      /\(rating DESC NULLS LAST, id, experience_areas, languages, fee_min, fee_max\) WHERE \(?verified = true\)?/i,
    );
  });

  it('serve a partial, case-insensitive name match from the trigram index', async () => {
    await database.db.execute(sql`insert into lawyers (name, verified) values ('Somchai Example', true)`);
    const found = await rows<{ name: string }>(sql`select name from lawyers where name ilike ${'%somCHAI%'}`);
    expect(found.map((r) => r.name)).toEqual(['Somchai Example']);
  });

  it('are safe to apply again, also from several processes at once', async () => {
    if (database.engine === 'postgres') await migratePg(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
    const url = process.env.TEST_DATABASE_URL;
    if (url && database.pool) {
      // Two more "processes" start on the same database concurrently.
      const target = new URL(url);
      target.pathname = `/${(await database.pool.query('select current_database() as d')).rows[0].d}`;
      const opened = await Promise.all([
        openDatabase({ url: target.toString() }),
        openDatabase({ url: target.toString() }),
      ]);
      await Promise.all(opened.map((d) => d.close()));
    }
    const count = await rows<{ n: number }>(sql`select count(*)::int as n from lawyers`);
    expect(count[0]?.n).toBe(3);
  });

  it('keep each stored appointment request in its place when the statuses become requested, confirmed, completed (0010)', async () => {
    // A database migrated up to 0009, with a request in each of the old statuses, then migrated to the end.
    await beforeMigration('0010', async (old) => {
      await old.db.execute(sql`
        insert into appointment_requests (name, phone, specialty, preferred_date, time_slot, meeting_type, status)
        values ('ก', '0800000001', 'civil', '2030-01-07', '09:00', 'office', 'new'),
               ('ข', '0800000002', 'civil', '2030-01-07', '10:00', 'office', 'contacted'),
               ('ค', '0800000003', 'civil', '2030-01-07', '11:00', 'office', 'done'),
               ('ง', '0800000004', 'civil', '2030-01-07', '13:00', 'office', 'cancelled')`);
      await migratePg(old.db, { migrationsFolder: MIGRATIONS_FOLDER });
      await old.db.execute(sql`
        insert into appointment_requests (name, phone, specialty, preferred_date, time_slot, meeting_type, reference, starts_at)
        values ('จ', '0800000005', 'civil', '2030-01-07', '14:00', 'office', 'TN-ABCDEF', '2030-01-07T14:00:00+07')`);
      const stored = (
        await old.db.execute(sql`select name, status::text as status from appointment_requests order by name`)
      ).rows;
      expect(stored).toEqual([
        { name: 'ก', status: 'requested' },
        { name: 'ข', status: 'confirmed' },
        { name: 'ค', status: 'completed' },
        { name: 'ง', status: 'cancelled' },
        { name: 'จ', status: 'requested' },
      ]);
      const values = (
        await old.db.execute(sql`select unnest(enum_range(null::appointment_status))::text as value`)
      ).rows.map((r) => r.value);
      expect(values).toEqual(['requested', 'confirmed', 'completed', 'cancelled']);
    });
  });
  it('give each appointment request stored before the language was kept the Thai language (0014)', async () => {
    // A database migrated up to 0013 with a request, then migrated to the end.
    await beforeMigration('0014', async (old) => {
      await old.db.execute(sql`
        insert into appointment_requests (name, phone, specialty, preferred_date, time_slot, meeting_type)
        values ('ก', '0800000001', 'civil', '2030-01-07', '09:00', 'office')`);
      await migratePg(old.db, { migrationsFolder: MIGRATIONS_FOLDER });
      const stored = (await old.db.execute(sql`select name, locale from appointment_requests`)).rows;
      expect(stored).toEqual([{ name: 'ก', locale: 'th' }]);
    });
  });

  it('give each booking stored before references a reference, its start in Bangkok and an hour (0023)', async () => {
    await beforeMigration('0023', async (old) => {
      await old.db.execute(sql`
        insert into appointment_requests (name, phone, specialty, preferred_date, time_slot, meeting_type)
        values ('ก', '0800000001', 'civil', '2030-01-07', '09:00', 'office'),
               ('ข', '0800000002', 'civil', '2030-01-08', '17:00', 'phone')`);
      await migratePg(old.db, { migrationsFolder: MIGRATIONS_FOLDER });
      const stored = (
        await old.db.execute(
          sql`select name, reference, starts_at, duration_minutes from appointment_requests order by name`,
        )
      ).rows as { name: string; reference: string; starts_at: Date; duration_minutes: number }[];
      expect(stored.map((r) => [r.name, new Date(r.starts_at).toISOString(), r.duration_minutes])).toEqual([
        ['ก', '2030-01-07T02:00:00.000Z', 60],
        ['ข', '2030-01-08T10:00:00.000Z', 60],
      ]);
      for (const r of stored) expect(r.reference).toMatch(/^TN-[0-9A-F]{6}$/);
      expect(stored[0]!.reference).not.toBe(stored[1]!.reference);
      const holidays = (
        await old.db.execute(sql`select name_en from public_holidays where day = '2026-12-07'`)
      ).rows;
      expect(holidays).toEqual([{ name_en: "Substitute holiday for Father's Day" }]);
    });
  });

  it("give an account made with LINE the stand-in address instead of LINE's unconfirmed e-mail (0015)", async () => {
    // A database migrated up to 0014: a LINE account holding LINE's address unconfirmed, one that confirmed its
    // address, and a sign-up not yet confirmed (no LINE link); then migrated to the end.
    await beforeMigration('0015', async (old) => {
      await old.db.execute(sql`
        insert into users (id, name, email, email_verified) values
          ('u1', 'LINE', 'victim@example.com', false),
          ('u2', 'LINE', 'confirmed@example.com', true),
          ('u3', 'Sign-up', 'pending@example.com', false)`);
      await old.db.execute(sql`
        insert into accounts (id, account_id, provider_id, user_id) values
          ('a1', 'U0123456789ABCDEF0123456789ABCDEF', 'line', 'u1'),
          ('a2', 'U1123456789abcdef0123456789abcdef', 'line', 'u2'),
          ('a3', 'u3', 'credential', 'u3')`);
      await migratePg(old.db, { migrationsFolder: MIGRATIONS_FOLDER });
      const stored = (await old.db.execute(sql`select id, email, email_verified from users order by id`))
        .rows;
      expect(stored).toEqual([
        { id: 'u1', email: 'u0123456789abcdef0123456789abcdef@line.invalid', email_verified: false },
        { id: 'u2', email: 'confirmed@example.com', email_verified: true },
        { id: 'u3', email: 'pending@example.com', email_verified: false },
      ]);
    });
  });

  it("keep each question's specialties when their column is named for them, and still refuse a question without one (0019)", async () => {
    // A database migrated up to 0018 with a question in the old column, then migrated to the end.
    await beforeMigration('0019', async (old) => {
      await old.db.execute(sql`
        insert into questions (title, content, experience_areas)
        values ('หัวข้อ', 'รายละเอียด', array['ภาษี', 'แพ่ง'])`);
      await migratePg(old.db, { migrationsFolder: MIGRATIONS_FOLDER });
      const stored = (await old.db.execute(sql`select title, specialties from questions`)).rows;
      expect(stored).toEqual([{ title: 'หัวข้อ', specialties: ['ภาษี', 'แพ่ง'] }]);
      const columns = (
        await old.db.execute(
          sql`select column_name from information_schema.columns where table_name = 'questions' and column_name in ('specialties', 'experience_areas')`,
        )
      ).rows;
      expect(columns).toEqual([{ column_name: 'specialties' }]);
      const empty = old.db.execute(
        sql`insert into questions (title, content, specialties) values ('หัวข้อ', 'รายละเอียด', '{}')`,
      );
      await expect(empty).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/questions_has_specialty/) },
      });
    });
  });
});
