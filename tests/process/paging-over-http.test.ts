// Keyset paging over HTTP on PostgreSQL (docs/decisions/0026-keyset-paging.md): the built server, the lists' own
// `?after=` links as a browser follows them, and rows written by others between two pages. A page read by its cursor
// is the page it was before the rows arrived: nothing skipped, nothing shown twice. The services' finer cases (ties
// on the sort key, filters, bad cursors) are in tests/server/admin-paging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { type Db, openDatabase } from '#server/db/client.ts';
import { recordAudit } from '#server/services/admin/audit.ts';
import {
  createAdmin,
  createApplication,
  createAppointment,
  createEmail,
  createQuestion,
  createSession,
  createUser,
} from '#tests/factories.ts';
import { decodeActionData } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

let scratch: ScratchDatabase;
let database: Awaited<ReturnType<typeof openDatabase>>;
let server: ServerProcess;
let adminCookie: string;
let adminId: string;

/** Enough rows for two full pages and some over. */
const ROWS = ADMIN_PAGE_SIZE * 2 + 10;

/** The admin lists paged newest first, each with a way to add one more row of its own. */
const LISTS: { path: string; add: (db: Db, n: number) => Promise<unknown> }[] = [
  {
    path: '/th/admin/audit',
    add: (db, n) =>
      recordAudit(db, {
        actorUserId: adminId,
        action: 'lawyer.update',
        entityType: 'lawyer',
        entityId: null,
        after: { name: `row ${n}` },
      }),
  },
  { path: '/th/admin/emails', add: (db, n) => createEmail(db, { toAddress: `paging-${n}@example.test` }) },
  {
    path: '/th/admin/applications',
    add: async (db, n) => {
      const applicant = await createUser(db, { email: `applicant-${n}-${Date.now()}@example.test` });
      return createApplication(db, { userId: applicant.id, fullName: `ผู้สมัคร ${n}` });
    },
  },
  { path: '/th/admin/appointments', add: (db, n) => createAppointment(db, { name: `ผู้จอง ${n}` }) },
  {
    path: '/th/admin/questions',
    // Answered questions: not in the waiting queue, which comes first and is ordered by how long it has waited.
    add: (db, n) => createQuestion(db, { askerId: adminId, title: `คำถามที่ ${n}`, status: 'closed' }),
  },
];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  database = await openDatabase({ url: scratch.url });
  const admin = await createAdmin(database.db, { email: 'paging-admin@example.test' });
  adminId = admin.id;
  adminCookie = await createSession(database.db, admin.id);
  for (const list of LISTS) for (let n = 0; n < ROWS; n++) await list.add(database.db, n);
  server = await startServer({ DATABASE_URL: scratch.url });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  await scratch?.drop();
});

/** The ids a value holds in its longest list of rows (objects with an `id`), in order, and its `next` cursor, searched deeply. */
function pageOf(value: unknown): { ids: string[]; next: string | null } {
  let best: string[] = [];
  let next: string | null = null;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      const ids = v.flatMap((item) => {
        const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
        return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
      });
      if (ids.length > best.length) best = ids;
      for (const item of v) walk(item);
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        if (key === 'next' && (typeof inner === 'string' || inner === null) && next === null) next = inner;
        walk(inner);
      }
    }
  };
  walk(value);
  return { ids: best, next };
}

/** A list's page as the browser's router loads it (`.data`), by the cursor of the page before. */
async function readPage(path: string, after?: string) {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  const res = await fetch(`${server.url}${path}.data${query}`, { headers: { cookie: adminCookie } });
  expect(res.status, `${path}${query}`).toBe(200);
  const routes = decodeActionData(await res.text()) as Record<string, { data?: unknown }>;
  const own = Object.entries(routes).find(
    ([id]) => id.startsWith('routes/admin/') && id !== 'routes/admin/layout',
  );
  return pageOf(own?.[1]?.data);
}

describe('the admin lists over HTTP, while rows are added', () => {
  it.each(LISTS.map((list) => [list.path, list] as const))(
    '%s: the second page follows the first with no gap and no repeat',
    async (path, list) => {
      // The pages as they are, for reference.
      const first = await readPage(path);
      expect(first.ids).toHaveLength(ADMIN_PAGE_SIZE);
      expect(first.next).not.toBeNull();
      const second = await readPage(path, first.next!);
      expect(second.ids).toHaveLength(ADMIN_PAGE_SIZE);
      expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);

      // Others write while the admin reads page 1; page 2 by page 1's cursor is the same page as before.
      for (let n = 0; n < 7; n++) await list.add(database.db, ROWS + n);
      const again = await readPage(path, first.next!);
      expect(again.ids).toEqual(second.ids);
      // The new rows are on a fresh first page, ahead of what was read.
      const fresh = await readPage(path);
      expect(fresh.ids.slice(7)).toEqual(first.ids.slice(0, ADMIN_PAGE_SIZE - 7));
    },
  );
});
