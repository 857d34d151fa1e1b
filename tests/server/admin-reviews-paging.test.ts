import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#app/context.server.ts';
import { loadAdminReviews } from '#app/features/reviews/admin/reviews-admin.server.ts';
import { AppError } from '#domain/errors.ts';
import { encodeCursor, PAGING_BAD_CURSOR } from '#domain/paging.ts';
import type { Database } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import {
  listReviewsForModeration,
  type ModerationQueue,
} from '#server/services/admin/reviews/list-reviews-for-moderation.ts';
import { createAdmin, createLawyer, createReview, createUser, type FactoryUser } from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * The review moderation lists a page at a time (server/services/admin/reviews/list-reviews-for-moderation.ts,
 * keyset paging, docs/decisions/0026-keyset-paging.md): held reviews oldest first, open disputes longest disputed
 * first, each with its own cursor parameter on the one page (`?held=`, `?disputed=`).
 */

let database: Database;
let admin: FactoryUser;
let member: FactoryUser;
let lawyerId: string;
const t0 = Date.UTC(2026, 10, 1);
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

/** A held review written at `when`, or a published one disputed at `when`. */
async function add(queue: ModerationQueue, when: Date) {
  const review =
    queue === 'held'
      ? await createReview(database.db, {
          lawyerId,
          authorId: member.id,
          status: 'held',
          holdReason: 'burst',
          createdAt: when,
        })
      : await createReview(database.db, {
          lawyerId,
          authorId: member.id,
          createdAt: at(-1000),
          disputeStatus: 'open',
          disputeReason: 'ไม่ใช่ลูกความ',
          disputedAt: when,
        });
  return review.id;
}

const seeded: Record<ModerationQueue, string[]> = { held: [], disputed: [] };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db, { email: 'admin@example.com' });
  member = await createUser(database.db, { name: 'member', email: 'member@example.com' });
  lawyerId = (await createLawyer(database.db)).id;
  // Per list: two apart and three at the same moment (told apart by their id), and published reviews that are
  // in neither list.
  for (const queue of ['held', 'disputed'] as const) {
    const rows: { id: string; when: Date }[] = [];
    for (const m of [1, 5, 5, 5, 9]) rows.push({ id: await add(queue, at(m)), when: at(m) });
    seeded[queue] = rows
      .sort((a, b) => a.when.getTime() - b.when.getTime() || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
  }
  await createReview(database.db, { lawyerId, authorId: member.id, createdAt: at(3) });
});

afterAll(async () => {
  await database.close();
});

const context = (viewer: FactoryUser) =>
  ({
    runtime: { db: database.db },
    viewer: { id: viewer.id, isAdmin: viewer === admin },
    lang: 'th',
  }) as unknown as RequestContext;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

describe('review moderation lists', () => {
  for (const queue of ['held', 'disputed'] as const) {
    it(`${queue}: the second page follows the first with no gap and no repeat while reviews are added`, async () => {
      for (const size of [1, 2, 3]) {
        const shown: string[] = [];
        let page = await listReviewsForModeration(database.db, admin, queue, { size });
        expect([page.page, page.total, page.totalIsMore]).toEqual([1, 5, false]);
        shown.push(...page.rows.map((r) => r.id));
        // Added while the administrator reads: one before the page already read, one after every row.
        const earlier = await add(queue, at(0));
        const later = await add(queue, at(60));
        let expected = 2;
        while (page.next) {
          page = await listReviewsForModeration(database.db, admin, queue, { after: page.next, size });
          expect(page.page).toBe(expected++);
          shown.push(...page.rows.map((r) => r.id));
        }
        expect(shown, `page size ${size}`).toEqual([...seeded[queue], later]);
        expect(shown).not.toContain(earlier);
        await database.db.delete(reviews).where(inArray(reviews.id, [earlier, later]));
      }
    });
  }

  it("the page reads each list with its own cursor, and a bad one shows that list's first page with a 400", async () => {
    const url = (query: string) => new URL(`http://localhost/th/admin/reviews${query}`);
    const first = (await loadAdminReviews(context(admin), url('?'))) as {
      held: { rows: { id: string }[]; next: string | null; badCursor: boolean };
      disputed: { rows: { id: string }[]; next: string | null; badCursor: boolean };
    };
    expect(first.held.rows.map((r) => r.id)).toEqual(seeded.held);
    expect(first.disputed.rows.map((r) => r.id)).toEqual(seeded.disputed);

    const page = await listReviewsForModeration(database.db, admin, 'held', { size: 2 });
    // The held list's cursor moves the held list only.
    const second = (await loadAdminReviews(context(admin), url(`?held=${page.next}`))) as typeof first;
    expect(second.held.rows.map((r) => r.id)).toEqual(seeded.held.slice(2));
    expect(second.disputed.rows.map((r) => r.id)).toEqual(seeded.disputed);

    // Texts that are no cursor, the held list's cursor kept.
    for (const bad of [
      `?held=${page.next}&disputed=not%20a%20cursor!`,
      `?held=${page.next}&disputed=eyJ4IjoxfQ`,
    ]) {
      const answer = (await loadAdminReviews(context(admin), url(bad))) as unknown as {
        data: typeof first;
        init: { status: number };
      };
      expect(answer.init.status, bad).toBe(400);
      expect(answer.data.disputed.badCursor).toBe(true);
      expect(answer.data.disputed.rows.map((r) => r.id)).toEqual(seeded.disputed);
      expect(answer.data.held.badCursor).toBe(false);
      expect(answer.data.held.rows.map((r) => r.id)).toEqual(seeded.held.slice(2));
    }
  });

  it('a bad cursor is refused with its translated message; a non-admin is refused', async () => {
    for (const after of [
      'not a cursor!',
      'eyJ4IjoxfQ',
      encodeCursor({ page: 2, key: 'yesterday', id: '00000000-0000-4000-8000-000000000000' }),
      encodeCursor({ page: 2, key: '2026-11-01T00:00:00.000000Z', id: "1' OR '1'='1" }),
    ])
      for (const queue of ['held', 'disputed'] as const)
        expect(await refusal(listReviewsForModeration(database.db, admin, queue, { after }))).toEqual({
          code: 'INVALID_INPUT',
          message: PAGING_BAD_CURSOR,
        });
    for (const queue of ['held', 'disputed'] as const) {
      expect((await refusal(listReviewsForModeration(database.db, member as Actor, queue))).code).toBe(
        'FORBIDDEN',
      );
      expect((await refusal(listReviewsForModeration(database.db, null, queue))).code).toBe('UNAUTHORIZED');
    }
    expect(
      (await refusal(loadAdminReviews(context(member), new URL('http://localhost/th/admin/reviews')))).code,
    ).toBe('FORBIDDEN');
  });
});
