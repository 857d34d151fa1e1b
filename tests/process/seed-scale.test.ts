import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo.ts';
import { derivedCounts } from '#server/db/seed/scale/counts.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { signIn } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// `npm run db:seed-scale` (scripts/db-seed-scale.ts) on a database of its own, with small counts: what it writes,
// that the site works on it (the demo member signs in with the README's password and sees their questions; a
// search finds listings) and that it refuses a database holding data, or no PostgreSQL at all.

const COUNTS = {
  lawyers: 300,
  questions: 2000,
  messages: 10_000,
  memberQuestions: 100,
  lawyerInvitations: 500,
};

/** Runs scripts/db-seed-scale.ts as `npm run db:seed-scale` does (tsx), with only the given environment. */
function seedScale(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve('node_modules/.bin/tsx'),
      [path.resolve('scripts/db-seed-scale.ts'), ...args],
      {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const ARGS = [
  '--lawyers',
  String(COUNTS.lawyers),
  '--questions',
  String(COUNTS.questions),
  '--messages',
  String(COUNTS.messages),
  '--member-questions',
  String(COUNTS.memberQuestions),
  '--lawyer-invitations',
  String(COUNTS.lawyerInvitations),
];

let scratch: ScratchDatabase;
let client: pg.Client;
let firstRun: { code: number | null; output: string };

const one = async <T>(text: string, params: unknown[] = []): Promise<T> =>
  (await client.query(text, params)).rows[0];
const tableCounts = async () =>
  one<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM lawyers) AS lawyers,
       (SELECT count(*)::int FROM questions) AS questions, (SELECT count(*)::int FROM question_recipients) AS recipients,
       (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM reviews) AS reviews,
       (SELECT count(*)::int FROM appointment_requests) AS appointments,
       (SELECT count(*)::int FROM admin_audit_log) AS audit, (SELECT count(*)::int FROM email_outbox) AS emails`,
  );

beforeAll(async () => {
  scratch = await createScratchDatabase(inject('postgresUrl'), 'tanai_scale_test');
  firstRun = await seedScale(ARGS, { DATABASE_URL: scratch.url });
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await scratch?.drop();
});

describe('npm run db:seed-scale', () => {
  it('fills the empty database with the asked counts and prints each table’s time', async () => {
    expect(firstRun.code, firstRun.output).toBe(0);
    expect(firstRun.output).toMatch(/messages\s+10000 rows\s+\d+ ms/);
    expect(firstRun.output).toContain('ANALYZE');
    const d = derivedCounts(COUNTS);
    expect(await tableCounts()).toMatchObject({
      lawyers: COUNTS.lawyers,
      questions: COUNTS.questions,
      recipients: COUNTS.questions * 3,
      messages: COUNTS.messages,
      // The three demo accounts, the members and the listings' accounts (the demo lawyer's is one of them).
      users: 3 + d.members + d.lawyerAccounts - 1,
      appointments: d.appointments,
      audit: d.audit,
      emails: d.emails,
    });
  });

  it('spreads the listings over the 77 provinces, every one speaking Thai, English mostly in the hubs', async () => {
    const provinces = (
      await client.query<{ province: string }>('SELECT DISTINCT province FROM lawyers')
    ).rows.map((r) => r.province);
    expect(provinces.sort()).toEqual([...PROVINCE_NAMES_TH].sort());
    expect(await one(`SELECT count(*)::int AS n FROM lawyers WHERE NOT ('ไทย' = ANY (languages))`)).toEqual({
      n: 0,
    });
    const english = await one<{ hub: number; elsewhere: number }>(
      `SELECT avg(('อังกฤษ' = ANY (languages))::int) FILTER (WHERE province = 'ชลบุรี')::float8 AS hub,
         avg(('อังกฤษ' = ANY (languages))::int) FILTER (WHERE province NOT IN
           ('กรุงเทพมหานคร', 'ชลบุรี', 'ภูเก็ต', 'เชียงใหม่', 'ประจวบคีรีขันธ์', 'สุราษฎร์ธานี'))::float8 AS elsewhere
       FROM lawyers`,
    );
    expect(english.hub).toBeGreaterThan(0.9);
    expect(english.elsewhere).toBeLessThan(0.2);
  });

  it('gives the demo member their questions and the demo lawyer their invitations, as the state machine has them', async () => {
    const member = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM questions q JOIN users u ON u.id = q.created_by WHERE u.email = $1',
      [DEMO_ACCOUNTS.member.email],
    );
    expect(member.n).toBe(COUNTS.memberQuestions);
    const lawyer = await one<{ n: number; listing: boolean }>(
      `SELECT count(*)::int AS n, bool_and(l.user_id = u.id) AS listing FROM question_recipients r
       JOIN users u ON u.id = r.recipient_user_id JOIN lawyers l ON l.id = r.lawyer_id WHERE u.email = $1`,
      [DEMO_ACCOUNTS.lawyer.email],
    );
    expect(lawyer).toEqual({ n: COUNTS.lawyerInvitations, listing: true });
    // An assigned or closed question has one accepted lawyer; an open one none, and its invitations are live or,
    // in the admin queue, expired.
    const wrong = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM questions q
       CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE status = 'accepted') AS accepted,
         count(*) FILTER (WHERE status = 'invited' AND expires_at <= now()) AS stale
         FROM question_recipients r WHERE r.question_id = q.id) r
       WHERE (q.status IN ('assigned', 'closed')) <> (r.accepted = 1) OR r.stale > 0
         OR (q.status = 'open' AND q.needs_lawyer_since IS NULL) <> EXISTS (
           SELECT 1 FROM question_recipients x WHERE x.question_id = q.id AND x.status = 'invited')`,
    );
    expect(wrong.n).toBe(0);
    // The listings' derived figures are those of their published reviews (refreshLawyerRating).
    const ratings = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM lawyers l WHERE l.reviews <>
         (SELECT count(*) FROM reviews r WHERE r.lawyer_id = l.id AND r.status = 'published')`,
    );
    expect(ratings.n).toBe(0);
  });

  it('lets the demo member sign in with the README’s password and see their questions; a search finds listings', async () => {
    let server: ServerProcess | undefined;
    try {
      server = await startServer({ DATABASE_URL: scratch.url });
      const cookie = await signIn(server.url, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
      const inbox = await fetch(`${server.url}/th/inbox`, { headers: { cookie } });
      expect(inbox.status).toBe(200);
      const newest = await one<{ title: string }>(
        `SELECT q.title FROM questions q JOIN users u ON u.id = q.created_by WHERE u.email = $1
         ORDER BY q.created_at DESC LIMIT 1`,
        [DEMO_ACCOUNTS.member.email],
      );
      expect(await inbox.text()).toContain(newest.title);
      const search = await fetch(`${server.url}/en/search?province=${encodeURIComponent('ภูเก็ต')}`);
      expect(search.status).toBe(200);
      const html = await search.text();
      const listed = (
        await client.query<{ name_en: string }>(
          `SELECT name_en FROM lawyers WHERE province = 'ภูเก็ต' AND verified`,
        )
      ).rows.filter((l) => html.includes(l.name_en));
      expect(listed.length).toBeGreaterThan(0);
    } finally {
      await server?.stop();
    }
  });

  it('refuses a second run on the filled database, changing nothing', async () => {
    const before = await tableCounts();
    const again = await seedScale(ARGS, { DATABASE_URL: scratch.url });
    expect(again.code).toBe(1);
    expect(again.output).toContain('the database already holds data (users, lawyers, questions)');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses to run without PostgreSQL (the embedded database)', async () => {
    const run = await seedScale(ARGS, {});
    expect(run.code).toBe(2);
    expect(run.output).toContain('db:seed-scale fills a PostgreSQL database only');
  });
});
