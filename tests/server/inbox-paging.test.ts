import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInbox } from '#app/features/inbox/inbox.server.ts';
import { loadQuestion } from '#app/features/questions/questions.server.ts';
import { encodeCursor, PAGING_BAD_CURSOR, type Page } from '#domain/paging.ts';
import { questionRecipients } from '#server/db/schema/index.ts';
import { listMyAppointments } from '#server/services/inbox/member-space.ts';
import { type DeskList, pageInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { listMyQuestions } from '#server/services/questions/list-my-questions.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;

const T = new Date('2026-11-01T03:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
/** A timestamp as a cursor carries it (microseconds, server/db/keyset.ts). */
const keyOf = (d: Date) => d.toISOString().replace('Z', '000Z');
const SIZE = 3;

/** (time, id) newest first, as PostgreSQL orders a timestamp and a uuid. */
const newestFirst = (a: { at: Date; id: string }, b: { at: Date; id: string }) =>
  b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Reads a list page after page, calling `between` before each page after the first (rows are added then); the
 * ids in the order read. Each page says its number.
 */
async function readAll<T>(
  read: (after: string | undefined) => Promise<Page<T>>,
  idOf: (row: T) => string,
  between: (n: number) => Promise<unknown>,
) {
  const ids: string[] = [];
  let after: string | undefined;
  for (let n = 1; ; n++) {
    const page = await read(after);
    expect(page.page).toBe(n);
    ids.push(...page.rows.map(idOf));
    if (!page.next) return ids;
    await between(n);
    after = page.next;
  }
}

/** Every row of `expected` read once, in its order; no row read twice; nothing read that is not `allowed`. */
function expectNoGapNoRepeat(read: string[], expected: string[], allowed: Set<string>) {
  expect(new Set(read).size).toBe(read.length);
  const known = new Set(expected);
  expect(read.filter((id) => known.has(id))).toEqual(expected);
  expect(read.filter((id) => !allowed.has(id))).toEqual([]);
}

type Invited = { id: string; questionId: string; expiresAt: Date; at: Date };

const refusedCursor = { code: 'INVALID_INPUT', message: PAGING_BAD_CURSOR };

describe("the member's questions a page at a time", () => {
  it('follows the first page with no gap and no repeat while questions are asked, ties included, and only ever the own', async () => {
    const asker = await createUser(db());
    const other = await createUser(db());
    const ask = async (user: FactoryUser, createdAt: Date) => ({
      id: (await createQuestion(db(), { askerId: user.id, createdAt })).id,
      at: createdAt,
    });
    // Three asked in the same instant, two in another, three apart.
    const mine: { id: string; at: Date }[] = [];
    for (const m of [0, 0, 0, -60, -60, -120, -180, -240]) mine.push(await ask(asker, at(m)));
    const theirs = [await ask(other, at(0)), await ask(other, at(-60))];
    const expected = mine.sort(newestFirst).map((q) => q.id);
    const added: string[] = [];
    const read = await readAll(
      (after) => listMyQuestions(db(), asker, after, SIZE),
      (q) => q.id,
      async (n) => {
        // Between pages: a newer question, one in the same instant as the ties, and another member's.
        added.push((await ask(asker, at(10 * n))).id, (await ask(asker, at(0))).id);
        await ask(other, at(-30));
      },
    );
    expectNoGapNoRepeat(read, expected, new Set([...expected, ...added]));
    expect(read).not.toContain(theirs[0]!.id);

    // A cursor made of another member's question pages the viewer's own questions only.
    const crafted = encodeCursor({ key: keyOf(theirs[0]!.at), id: theirs[0]!.id, page: 2 });
    const page = await listMyQuestions(db(), asker, crafted, 50);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.filter((q) => !expected.includes(q.id) && !added.includes(q.id))).toEqual([]);
  });

  it('refuses a cursor that is not one; the inbox shows that list its first page and says so, keeping the others', async () => {
    const asker = await createUser(db());
    for (const m of [0, -1, -2, -3, -4]) await createQuestion(db(), { askerId: asker.id, createdAt: at(m) });
    for (const bad of ['nonsense', encodeCursor({ key: 'yesterday', id: crypto.randomUUID(), page: 2 })])
      await expect(listMyQuestions(db(), asker, bad, SIZE)).rejects.toMatchObject(refusedCursor);
    await expect(
      listMyQuestions(db(), asker, encodeCursor({ key: keyOf(T), id: 'not-a-uuid', page: 2 }), SIZE),
    ).rejects.toMatchObject(refusedCursor);

    const ctx = server.context(viewerOf(asker), 'en');
    const inbox = await loadInbox(
      ctx,
      new URL('http://localhost/en/inbox?questions=nonsense&payments=%2F%2F'),
    );
    expect(inbox.badCursor).toBe(true);
    expect(inbox.space.questions).toMatchObject({ page: 1, badCursor: true });
    expect(inbox.space.questions.rows).toHaveLength(5);
    expect(inbox.space.payments).toMatchObject({ page: 1, badCursor: true });
    const fine = await loadInbox(ctx, new URL('http://localhost/en/inbox'));
    expect(fine.badCursor).toBe(false);
  });
});

describe("the member's appointment requests a page at a time", () => {
  it('upcoming soonest first, then the past latest first: no gap and no repeat while requests are made, ties included; never one skipped when a day ends', async () => {
    const client = await createUser(db());
    const other = await createUser(db());
    // T is 10:00 on 1 November 2026 in Bangkok.
    const book = async (user: FactoryUser, preferredDate: string, timeSlot = '10:00') =>
      (await createAppointment(db(), { userId: user.id, preferredDate, timeSlot })).id;
    const slots: [string, string][] = [
      ['2026-11-01', '10:00'],
      ['2026-11-03', '09:00'],
      ['2026-11-03', '09:00'],
      ['2026-11-03', '09:00'],
      ['2026-11-05', '14:00'],
      ['2026-10-30', '15:00'],
      ['2026-10-30', '15:00'],
      ['2026-10-01', '10:00'],
    ];
    const made = [];
    for (const [day, slot] of slots) made.push({ id: await book(client, day, slot), key: `${day} ${slot}` });
    await book(other, '2026-11-02');
    const byKey = (a: { id: string; key: string }, b: { id: string; key: string }) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1;
    const upcoming = made.filter((m) => m.key >= '2026-11-01').sort(byKey);
    const past = made
      .filter((m) => m.key < '2026-11-01')
      .sort(byKey)
      .reverse();
    const expected = [...upcoming, ...past].map((m) => m.id);
    const added: string[] = [];
    const read = await readAll(
      (after) => listMyAppointments(db(), client, T, after, SIZE),
      (a) => a.id,
      async () => {
        // Between pages: one tied with the three at 09:00, one later, one in the past, and another client's.
        added.push(await book(client, '2026-11-03', '09:00'), await book(client, '2026-12-01'));
        added.push(await book(client, '2026-09-01'));
        await book(other, '2026-11-03', '09:00');
      },
    );
    expectNoGapNoRepeat(read, expected, new Set([...expected, ...added]));

    // The day ends between two pages: what became past is read again there, nothing is skipped.
    const first = await listMyAppointments(db(), client, T, undefined, SIZE);
    const nextDay = new Date(T.getTime() + 3 * 86_400_000);
    const seen = first.rows.map((a) => a.id);
    for (let after = first.next; after; ) {
      const page = await listMyAppointments(db(), client, nextDay, after, SIZE);
      seen.push(...page.rows.map((a) => a.id));
      after = page.next;
    }
    for (const id of [...expected, ...added]) expect(seen).toContain(id);
  });
});

describe("the lawyer's desk a page at a time", () => {
  async function deskOf() {
    const asker = await createUser(db());
    const lawyer = await createLawyerWithUser(db(), {});
    const other = await createLawyerWithUser(db(), {});
    const invite = async (
      who: typeof lawyer,
      values: { expiresAt?: Date; status?: 'accepted'; respondedAt?: Date; closed?: boolean } = {},
    ) => {
      const q = await createQuestion(db(), {
        askerId: asker.id,
        createdAt: at(-600),
        status: values.closed ? 'closed' : values.status ? 'assigned' : 'open',
      });
      const r = await inviteLawyer(db(), q.id, who.id, who.user.id, {
        invitedAt: at(-600),
        expiresAt: values.expiresAt ?? at(48 * 60),
        ...(values.status ? { status: values.status, respondedAt: values.respondedAt } : {}),
      });
      return { id: r.id, questionId: q.id, expiresAt: r.expiresAt, at: r.respondedAt ?? r.expiresAt };
    };
    return { asker, lawyer, other, invite };
  }

  const pages = (user: FactoryUser, list: DeskList) => (after: string | undefined) =>
    pageInvitedCases(db(), user, list, after, T, SIZE);

  it('invitations: expiring first, no gap and no repeat while invitations come and go, ties included; only the own', async () => {
    const { lawyer, other, invite } = await deskOf();
    const own: Invited[] = [];
    for (const h of [10, 10, 10, 20, 20, 30, 40]) own.push(await invite(lawyer, { expiresAt: at(h * 60) }));
    const theirs = await invite(other, { expiresAt: at(10 * 60) });
    const expected = own
      .map((r) => ({ id: r.id, at: r.expiresAt }))
      .sort(newestFirst)
      .reverse()
      .map((r) => r.id);
    const added: string[] = [];
    const read = await readAll(
      pages(lawyer.user, 'invitations'),
      (r) => r.id,
      async () => {
        // Between pages: new invitations (one expiring with the ties, one later), another lawyer's, and the first
        // one read accepted (it leaves the list).
        added.push((await invite(lawyer, { expiresAt: at(10 * 60) })).id);
        added.push((await invite(lawyer, { expiresAt: at(50 * 60) })).id);
        await invite(other, { expiresAt: at(20 * 60) });
        await db()
          .update(questionRecipients)
          .set({ status: 'accepted', respondedAt: T })
          .where(eq(questionRecipients.id, expected[0]!));
      },
    );
    expectNoGapNoRepeat(read, expected, new Set([...expected, ...added]));

    // A cursor made of another lawyer's invitation pages this lawyer's own invitations only.
    const crafted = encodeCursor({ key: keyOf(theirs.expiresAt), id: theirs.id, page: 2 });
    const page = await pageInvitedCases(db(), lawyer.user, 'invitations', crafted, T, 50);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.id !== theirs.id && [...expected, ...added].includes(r.id))).toBe(true);
    // And a member without a listing, given the other lawyer's cursor, sees nothing.
    const member = await createUser(db());
    expect((await pageInvitedCases(db(), member, 'invitations', crafted, T, 50)).rows).toEqual([]);
  });

  it('active cases: latest accepted first, no gap and no repeat when a message arrives in a case not yet read, ties included', async () => {
    const { asker, lawyer, other, invite } = await deskOf();
    const own: Invited[] = [];
    for (const m of [-60, -60, -60, -120, -120, -180, -240])
      own.push(await invite(lawyer, { status: 'accepted', respondedAt: at(m) }));
    await invite(other, { status: 'accepted', respondedAt: at(-60) });
    const expected = own.sort(newestFirst).map((r) => r.id);
    const added: string[] = [];
    const read = await readAll(
      pages(lawyer.user, 'active'),
      (r) => r.id,
      async () => {
        // Between pages: the asker writes in the last case (its latest activity becomes the newest), and a case is
        // accepted now.
        const last = own.find((r) => r.id === expected.at(-1))!;
        await createMessage(db(), { questionId: last.questionId, senderUserId: asker.id, createdAt: T });
        added.push((await invite(lawyer, { status: 'accepted', respondedAt: T })).id);
      },
    );
    expectNoGapNoRepeat(read, expected, new Set([...expected, ...added]));
  });

  it('closed cases apart, paged the same way; the inbox keeps one list on its page while another says its cursor is refused', async () => {
    const { lawyer, invite } = await deskOf();
    const closed: Invited[] = [];
    for (const m of [-60, -60, -120, -180, -240])
      closed.push(await invite(lawyer, { status: 'accepted', respondedAt: at(m), closed: true }));
    const active = await invite(lawyer, { status: 'accepted', respondedAt: at(-30) });
    const expected = closed.sort(newestFirst).map((r) => r.id);
    const read = await readAll(
      pages(lawyer.user, 'closed'),
      (r) => r.id,
      async () => undefined,
    );
    expect(read).toEqual(expected);
    expect(read).not.toContain(active.id);

    const first = await pageInvitedCases(db(), lawyer.user, 'closed', undefined, T, SIZE);
    const ctx = server.context({ ...viewerOf(lawyer.user), lawyerId: lawyer.id }, 'th');
    // The closed cases' own page size is the inbox's; its cursor of page 2 of three still names a row of it.
    const url = new URL(`http://localhost/th/inbox?closed=${first.next}&cases=nonsense`);
    const inbox = await loadInbox(ctx, url);
    expect(inbox.desk?.closed).toMatchObject({ page: 2, badCursor: false });
    expect(inbox.desk?.active).toMatchObject({ page: 1, badCursor: true });
    expect(inbox.desk?.active.rows.map((c) => c.questionId)).toEqual([active.questionId]);
    expect(inbox.badCursor).toBe(true);
  });
});

describe("a thread's earlier messages", () => {
  it('shows the latest, then earlier ones in one window up to the latest, no gap and no repeat while messages arrive, ties included', async () => {
    const asker = await createUser(db());
    const lawyer = await createLawyerWithUser(db(), {});
    const q = await createQuestion(db(), { askerId: asker.id, status: 'assigned', createdAt: at(-600) });
    await inviteLawyer(db(), q.id, lawyer.id, lawyer.user.id, { status: 'accepted', invitedAt: at(-600) });
    const all: { id: string; at: Date }[] = [];
    const write = async (minutes: number, sender = lawyer.user.id) => {
      const m = await createMessage(db(), { questionId: q.id, senderUserId: sender, createdAt: at(minutes) });
      all.push({ id: m.id, at: m.createdAt });
      return m;
    };
    for (const m of [-50, -50, -50, -40, -40, -30, -20, -10]) await write(m);
    const oldestFirst = () =>
      [...all]
        .sort(newestFirst)
        .reverse()
        .map((m) => m.id);

    let window = await listThreadPage(db(), asker, q.id, undefined, SIZE);
    expect(window.messages.map((m) => m.id)).toEqual(oldestFirst().slice(-SIZE));
    let shown = SIZE;
    let n = 0;
    while (window.earlier) {
      // Between clicks: two new messages, written in the same instant.
      n++;
      await write(n, asker.id);
      await write(n, lawyer.user.id);
      const before = window.messages.map((m) => m.id);
      window = await listThreadPage(db(), lawyer.user, q.id, window.earlier, SIZE);
      const ids = window.messages.map((m) => m.id);
      // One unbroken window ending at the latest message: the earlier page, what was shown, what arrived since.
      const thread = oldestFirst();
      expect(ids).toEqual(thread.slice(thread.length - ids.length));
      expect(ids.slice(ids.indexOf(before[0]!), ids.indexOf(before[0]!) + before.length)).toEqual(before);
      expect(ids.length).toBe(Math.min(shown + 2 + SIZE, thread.length));
      shown = ids.length;
    }
    expect(window.messages.map((m) => m.id)).toEqual(oldestFirst());
  });

  it("refuses a cursor of another thread or none, and gives earlier messages to the thread's participants only", async () => {
    const asker = await createUser(db());
    const lawyer = await createLawyerWithUser(db(), {});
    const invited = await createLawyerWithUser(db(), {});
    const stranger = await createUser(db());
    const q = await createQuestion(db(), { askerId: asker.id, status: 'assigned', createdAt: at(-600) });
    await inviteLawyer(db(), q.id, lawyer.id, lawyer.user.id, { status: 'accepted', invitedAt: at(-600) });
    await inviteLawyer(db(), q.id, invited.id, invited.user.id, {
      invitedAt: at(-600),
      expiresAt: at(48 * 60),
    });
    for (const m of [-5, -4, -3, -2, -1])
      await createMessage(db(), { questionId: q.id, senderUserId: lawyer.user.id, createdAt: at(m) });
    const own = await listThreadPage(db(), asker, q.id, undefined, SIZE);
    expect(own.earlier).not.toBeNull();

    // Another member's question, with its own thread.
    const theirs = await createQuestion(db(), { askerId: stranger.id, createdAt: at(-600) });
    const elsewhere = await createMessage(db(), {
      questionId: theirs.id,
      senderUserId: stranger.id,
      createdAt: at(-3),
    });
    const crafted = encodeCursor({ key: keyOf(elsewhere.createdAt), id: elsewhere.id, page: 2 });
    await expect(listThreadPage(db(), asker, q.id, crafted, SIZE)).rejects.toMatchObject(refusedCursor);
    await expect(listThreadPage(db(), asker, q.id, 'nonsense', SIZE)).rejects.toMatchObject(refusedCursor);
    // Who may not use the thread gets nothing of it, with a cursor of it or not.
    for (const outsider of [stranger, invited.user])
      await expect(listThreadPage(db(), outsider, q.id, own.earlier!, SIZE)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    await expect(listThreadPage(db(), asker, theirs.id, crafted, SIZE)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // The page: a refused cursor shows the latest messages and says so; the opening still reads the thread.
    expect((await listMyQuestions(db(), asker)).rows.find((r) => r.id === q.id)?.unread).toBe(5);
    const page = await loadQuestion(
      server.context(viewerOf(asker), 'th'),
      q.id,
      new URL(`http://localhost/th/question/${q.id}?before=${crafted}`),
    );
    expect(page).toMatchObject({ badCursor: true, earlier: null });
    expect(page.messages).toHaveLength(5);
    expect((await listMyQuestions(db(), asker)).rows.find((r) => r.id === q.id)?.unread).toBe(0);
    const earlier = await loadQuestion(
      server.context(viewerOf(asker), 'th'),
      q.id,
      new URL(`http://localhost/th/question/${q.id}?before=${own.earlier}`),
    );
    expect(earlier).toMatchObject({ badCursor: false, earlier: null });
  });
});
