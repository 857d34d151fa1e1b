import { asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { encodeCursor, PAGING_BAD_CURSOR } from '#domain/paging.ts';
import type { Database } from '#server/db/client.ts';
import {
  adminAuditLog,
  appointmentRequests,
  emailOutbox,
  lawyerApplications,
  lawyers,
  questions,
} from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import { listApplications } from '#server/services/admin/applications/list-applications.ts';
import { listAdminAppointments } from '#server/services/admin/appointments/list-admin-appointments.ts';
import { listAuditLog, recordAudit } from '#server/services/admin/audit.ts';
import { listUndeliveredEmails } from '#server/services/admin/emails/list-undelivered-emails.ts';
import { searchAdminLawyers } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
import { listQuestionsForAdmin } from '#server/services/admin/questions/list-questions-for-admin.ts';
import {
  createAdmin,
  createApplication,
  createAppointment,
  createEmail,
  createLawyer,
  createQuestion,
  createUser,
  type FactoryUser,
} from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * Keyset paging of the admin lists (server/db/keyset.ts, docs/decisions/0026-keyset-paging.md): the pages follow
 * each other with no gap and no repeat while newer rows are added between two requests, rows with the same sort
 * key are told apart by their id, a bad cursor is refused with its translated message, and the admin guard stays.
 */

let database: Database;
let admin: FactoryUser;
let member: FactoryUser;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db, { email: 'admin@example.com' });
  member = await createUser(database.db, { name: 'member', email: 'member@example.com' });
});

afterAll(async () => {
  await database.close();
});

interface Paged {
  rows: { id: string | number }[];
  next: string | null;
  page: number;
}

/**
 * Reads every page of a list of `size` rows a page, calling `addNewer` after the first page, and returns the ids
 * in the order shown (each page's number checked).
 */
async function readAllPages(load: (after?: string) => Promise<Paged>, addNewer: () => Promise<void>) {
  const ids: (string | number)[] = [];
  let page = await load();
  expect(page.page).toBe(1);
  ids.push(...page.rows.map((r) => r.id));
  await addNewer();
  let expected = 2;
  while (page.next) {
    page = await load(page.next);
    expect(page.page).toBe(expected++);
    ids.push(...page.rows.map((r) => r.id));
  }
  return ids;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

/** Cursors a list must refuse: not base64, not a cursor, a cursor of a key or id of the wrong kind. */
const BAD_CURSORS = [
  'not a cursor!',
  'eyJ4IjoxfQ',
  encodeCursor({ page: 2, key: 'yesterday', id: '00000000-0000-4000-8000-000000000000', section: 'n' }),
  encodeCursor({ page: 2, key: '2026-11-01T00:00:00.000000Z', id: "1' OR '1'='1", section: 'n' }),
];

const byIdDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

describe('admin questions', () => {
  const t0 = new Date('2026-11-01T00:00:00Z');
  let expected: string[];

  beforeAll(async () => {
    const asker = await createUser(database.db, { name: 'asker', email: 'asker@example.com' });
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    // Waiting for a lawyer: two since the same moment, one since later (the queue: longest waiting first).
    const waiting = [];
    for (const since of [at(5), at(5), at(9)])
      waiting.push(
        await createQuestion(database.db, { askerId: asker.id, createdAt: at(1), needsLawyerSince: since }),
      );
    // The others: three created at the same moment (a tie), two apart; one closed question that once waited.
    const others = [];
    for (const created of [at(10), at(20), at(20), at(20), at(30)])
      others.push(await createQuestion(database.db, { askerId: asker.id, createdAt: created }));
    others.push(
      await createQuestion(database.db, {
        askerId: asker.id,
        createdAt: at(25),
        status: 'closed',
        needsLawyerSince: at(2),
      }),
    );
    // Three more in one statement: the same created_at to the microsecond.
    const same = await database.db
      .insert(questions)
      .values(
        [1, 2, 3].map(() => ({
          createdBy: asker.id,
          title: 'คำถามพร้อมกัน',
          content: 'รายละเอียด',
          specialties: ['แพ่ง'],
        })),
      )
      .returning();
    others.push(...same);
    const queue = [...waiting].sort(
      (a, b) => a.needsLawyerSince!.getTime() - b.needsLawyerSince!.getTime() || (a.id < b.id ? -1 : 1),
    );
    const newest = [...others].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byIdDesc(a.id, b.id),
    );
    expected = [...queue, ...newest].map((q) => q.id);
  });

  it('pages follow each other with no gap and no repeat while newer questions arrive, ties broken by id', async () => {
    for (const size of [2, 3, 4, 5]) {
      let newer = '';
      const shown = await readAllPages(
        async (after) => listQuestionsForAdmin(database.db, admin, { after }, new Date(), size),
        async () => {
          newer = (await createQuestion(database.db, { askerId: member.id, title: `newer ${size}` })).id;
        },
      );
      expect(new Set(shown).size, `page size ${size}`).toBe(shown.length);
      // A question asked meanwhile is newer than every page read after the first: it never appears, except
      // when the first page ended inside the queue (3 questions): the others had not begun, and it heads them.
      const expectedNow = size <= 3 ? [...expected.slice(0, 3), newer, ...expected.slice(3)] : expected;
      expect(shown, `page size ${size}`).toEqual(expectedNow);
      await database.db.delete(questions).where(eq(questions.createdBy, member.id));
    }
  });

  it('pages keep the filter: the waiting queue alone, a status', async () => {
    const waiting = await readAllPages(
      (after) => listQuestionsForAdmin(database.db, admin, { status: 'waiting', after }, new Date(), 2),
      async () => {},
    );
    expect(waiting).toEqual(expected.slice(0, 3));
    const closed = await listQuestionsForAdmin(database.db, admin, { status: 'closed' }, new Date(), 2);
    expect(closed.rows).toHaveLength(1);
    expect(closed.next).toBeNull();
  });

  it('the total is exact up to its cap, else "more than"', async () => {
    const all = await listQuestionsForAdmin(database.db, admin, {}, new Date(), 2);
    expect(all).toMatchObject({ total: expected.length, totalIsMore: false });
  });

  it('a bad cursor is refused with its translated message, a non-admin before anything', async () => {
    for (const after of [
      ...BAD_CURSORS,
      encodeCursor({ page: 2, key: '2026-11-01T00:00:00.000000Z', id: expected[0]!, section: 'x' }),
    ])
      expect(await refusal(listQuestionsForAdmin(database.db, admin, { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(listQuestionsForAdmin(database.db, member as Actor, {}))).code).toBe('FORBIDDEN');
    expect((await refusal(listQuestionsForAdmin(database.db, null, {}))).code).toBe('UNAUTHORIZED');
  });
});

describe('audit log', () => {
  let expected: number[];

  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
    const entry = (createdAt?: Date) => ({
      actorUserId: admin.id,
      action: 'lawyer.update',
      entityType: 'lawyer',
      entityId: null,
      ...(createdAt ? { createdAt } : {}),
    });
    // Two apart, three at the same moment, and three in one statement: the same created_at to the microsecond.
    await database.db.insert(adminAuditLog).values([at(1), at(5), at(5), at(5), at(9)].map(entry));
    await database.db.insert(adminAuditLog).values([entry(), entry(), entry()]);
    const rows = await database.db.select().from(adminAuditLog);
    expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((r) => r.id);
  });

  it('pages follow each other with no gap and no repeat while newer entries are written, ties broken by id', async () => {
    for (const size of [1, 2, 3]) {
      const shown = await readAllPages(
        (after) => listAuditLog(database.db, admin, { after, size }),
        () =>
          recordAudit(database.db, {
            actorUserId: admin.id,
            action: 'x',
            entityType: 'lawyer',
            entityId: null,
          }),
      );
      expect(shown, `page size ${size}`).toEqual(expected);
      await database.db.delete(adminAuditLog).where(eq(adminAuditLog.action, 'x'));
    }
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of [
      ...BAD_CURSORS,
      encodeCursor({
        page: 2,
        key: '2026-11-01T00:00:00.000000Z',
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ])
      expect(await refusal(listAuditLog(database.db, admin, { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(listAuditLog(database.db, member as Actor))).code).toBe('FORBIDDEN');
  });
});

describe('undelivered e-mails', () => {
  let expected: string[];

  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
    const listed = [];
    for (const [i, createdAt] of [at(1), at(5), at(5), at(5), at(9)].entries())
      listed.push(
        await createEmail(database.db, {
          toAddress: `failed-${i}@example.com`,
          createdAt,
          ...(i === 2 ? { status: 'given_up' as const, nextAttemptAt: null } : {}),
        }),
      );
    // Delivered e-mails are not listed; three failed in one statement share created_at to the microsecond.
    await createEmail(database.db, { toAddress: 'sent@example.com', status: 'sent', createdAt: at(5) });
    listed.push(
      ...(await database.db
        .insert(emailOutbox)
        .values(
          [1, 2, 3].map((i) => ({
            toAddress: `same-${i}@example.com`,
            subject: 's',
            textBody: 'x',
            kind: 'k',
            status: 'failed' as const,
          })),
        )
        .returning()),
    );
    expected = listed
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byIdDesc(a.id, b.id))
      .map((r) => r.id);
  });

  it('pages follow each other with no gap and no repeat while newer e-mails fail, ties broken by id', async () => {
    for (const size of [1, 2, 3, 5]) {
      const shown = await readAllPages(
        (after) => listUndeliveredEmails(database.db, admin, { after, size }),
        async () => {
          await createEmail(database.db, { toAddress: 'newer@example.com' });
        },
      );
      expect(shown, `page size ${size}`).toEqual(expected);
      await database.db.delete(emailOutbox).where(eq(emailOutbox.toAddress, 'newer@example.com'));
    }
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of BAD_CURSORS)
      expect(await refusal(listUndeliveredEmails(database.db, admin, { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(listUndeliveredEmails(database.db, member as Actor))).code).toBe('FORBIDDEN');
  });
});

describe('applications', () => {
  let expected: string[];
  let applicant: FactoryUser;

  beforeAll(async () => {
    applicant = await createUser(database.db, { name: 'applicant', email: 'applicant@example.com' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
    const listed = [];
    // Rejected applications of one account (one pending at most): two apart, three at the same moment.
    for (const createdAt of [at(1), at(5), at(5), at(5), at(9)])
      listed.push(
        await createApplication(database.db, { userId: applicant.id, status: 'rejected', createdAt }),
      );
    expected = listed
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byIdDesc(a.id, b.id))
      .map((r) => r.id);
  });

  it('pages follow each other with no gap and no repeat while newer applications arrive, ties broken by id', async () => {
    for (const size of [1, 2, 3]) {
      const shown = await readAllPages(
        (after) => listApplications(database.db, admin, { after, size }),
        async () => {
          await createApplication(database.db, { userId: member.id });
        },
      );
      expect(shown, `page size ${size}`).toEqual(expected);
      await database.db.delete(lawyerApplications).where(eq(lawyerApplications.userId, member.id));
    }
    expect(await listApplications(database.db, admin, { size: 2 })).toMatchObject({
      total: 5,
      totalIsMore: false,
    });
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of BAD_CURSORS)
      expect(await refusal(listApplications(database.db, admin, { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(listApplications(database.db, applicant as Actor))).code).toBe('FORBIDDEN');
  });
});

describe('appointment requests', () => {
  let expected: string[];

  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
    const listed = [];
    for (const createdAt of [at(1), at(5), at(5), at(5), at(9)])
      listed.push(await createAppointment(database.db, { createdAt }));
    expected = listed
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byIdDesc(a.id, b.id))
      .map((r) => r.id);
  });

  it('pages follow each other with no gap and no repeat while newer requests arrive, ties broken by id', async () => {
    for (const size of [1, 2, 3]) {
      const shown = await readAllPages(
        (after) => listAdminAppointments(database.db, admin, { after, size }),
        async () => {
          await createAppointment(database.db, { name: 'ผู้จองใหม่' });
        },
      );
      expect(shown, `page size ${size}`).toEqual(expected);
      await database.db.delete(appointmentRequests).where(eq(appointmentRequests.name, 'ผู้จองใหม่'));
    }
    expect(await listAdminAppointments(database.db, admin, { size: 2 })).toMatchObject({
      total: 5,
      totalIsMore: false,
    });
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of BAD_CURSORS)
      expect(await refusal(listAdminAppointments(database.db, admin, { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(listAdminAppointments(database.db, member as Actor))).code).toBe('FORBIDDEN');
  });
});

describe('lawyers', () => {
  let expected: string[];

  beforeAll(async () => {
    // Thai names (the cursor carries the name as UTF-8), two verified listings of the same name (a tie).
    for (const [name, verified] of [
      ['ทนายคนหนึ่ง ค้นหา', true],
      ['ทนายซ้ำ ค้นหา', true],
      ['ทนายซ้ำ ค้นหา', true],
      ['ทนายขอบ ค้นหา', false],
      ['ทนายซ้ำ ค้นหา', false],
      ['ทนายอีกคน ค้นหา', false],
    ] as const)
      await createLawyer(database.db, { name, verified });
    // The order by the database's own collation: verified first, then by name, then id.
    const rows = await database.db
      .select({ id: lawyers.id })
      .from(lawyers)
      .where(like(lawyers.name, '%ค้นหา'))
      .orderBy(desc(lawyers.verified), asc(lawyers.name), asc(lawyers.id));
    expected = rows.map((r) => r.id);
    expect(expected).toHaveLength(6);
  });

  it('pages follow each other with no gap and no repeat while listings are added before them, ties broken by id', async () => {
    for (const size of [1, 2, 4]) {
      const shown = await readAllPages(
        (after) => searchAdminLawyers(database.db, admin, 'ค้นหา', { after, size }),
        async () => {
          // Verified and named first: it belongs before every page read after the first.
          await createLawyer(database.db, { name: '0 ทนายใหม่ ค้นหา', verified: true });
        },
      );
      expect(shown, `page size ${size}`).toEqual(expected);
      await database.db.delete(lawyers).where(eq(lawyers.name, '0 ทนายใหม่ ค้นหา'));
    }
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of [
      ...BAD_CURSORS,
      encodeCursor({ page: 2, key: 'ทนาย', id: '00000000-0000-4000-8000-000000000000', section: 'n' }),
    ])
      expect(await refusal(searchAdminLawyers(database.db, admin, '', { after })), after).toEqual({
        code: 'INVALID_INPUT',
        message: PAGING_BAD_CURSOR,
      });
    expect((await refusal(searchAdminLawyers(database.db, member as Actor, ''))).code).toBe('FORBIDDEN');
  });
});
