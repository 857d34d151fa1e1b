import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { LANGS } from '#domain/i18n.ts';
import { FEATURED_SEARCH_LIMIT, PINNED_MAX } from '#domain/limits.ts';
import { fixedT } from '#i18n/index.ts';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog, featuredLawyers, lawyers } from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import { addFeaturedLawyer } from '#server/services/admin/featured/add-featured-lawyer.ts';
import { deleteFeaturedEntry } from '#server/services/admin/featured/delete-featured-entry.ts';
import { listFeaturedEntries } from '#server/services/admin/featured/list-featured-entries.ts';
import { pinFeaturedByName } from '#server/services/admin/featured/pin-featured-by-name.ts';
import { searchFeaturedCandidates } from '#server/services/admin/featured/search-featured-candidates.ts';
import { updateFeaturedEntry } from '#server/services/admin/featured/update-featured-entry.ts';
import { getFeaturedLawyer, getFeaturedLawyers } from '#server/services/lawyers/featured-lawyer.ts';
import { createLawyer, createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const db = () => database.db;

const actors: Record<'admin' | 'member' | 'lawyer' | 'unconfirmedAdmin', Actor> = {
  admin: null,
  member: null,
  lawyer: null,
  unconfirmedAdmin: null,
};
/** Lawyer ids by name. */
const ids = new Map<string, string>();
const id = (name: string) => {
  const found = ids.get(name);
  if (!found) throw new Error(`no lawyer ${name}`);
  return found;
};

/** Many verified lawyers share this part of their names (more than the search limit). */
const MANY = 'ทนายค้นหา';
const MANY_COUNT = FEATURED_SEARCH_LIMIT + 12;
const NAMED = ['สมชาย ใจดี', 'สมหญิง รักษ์ธรรม', 'วิชัย กล้าหาญ', 'นภา', 'กนภา ศรีสุข', 'John SMITH', 'อรุณ เช้าตรู่'];
const UNVERIFIED = `${MANY} ไม่ผ่านการตรวจสอบ`;

beforeAll(async () => {
  database = await createTestDatabase();
  const person = (email: string, profileType: 'member' | 'lawyer' | 'admin', confirmed: boolean) =>
    createUser(db(), { email, name: email, profileType, confirmed, twoFactorEnabled: true });
  actors.admin = await person('admin@example.com', 'admin', true);
  actors.member = await person('member@example.com', 'member', true);
  actors.lawyer = await person('lawyer@example.com', 'lawyer', true);
  actors.unconfirmedAdmin = await person('unconfirmed@example.com', 'admin', false);
  const rows = [
    ...Array.from({ length: MANY_COUNT }, (_, i) => ({
      name: `${MANY} ${String(i).padStart(3, '0')}`,
      verified: true,
    })),
    ...NAMED.map((name) => ({ name, verified: true, province: 'กรุงเทพมหานคร' })),
    { name: UNVERIFIED, verified: false },
    { name: 'ทนายของผู้ใช้', verified: true, userId: actors.lawyer!.id },
  ];
  for (const row of rows) ids.set(row.name, (await createLawyer(db(), row)).id);
});
afterAll(() => database.close());

beforeEach(async () => {
  await db().delete(featuredLawyers);
});

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const auditRows = () => db().select().from(adminAuditLog).orderBy(asc(adminAuditLog.id));

/** The whole table, comparable before and after. */
const table = () =>
  db()
    .select({
      id: featuredLawyers.id,
      lawyerId: featuredLawyers.lawyerId,
      displayOrder: featuredLawyers.displayOrder,
      pinPosition: featuredLawyers.pinPosition,
      active: featuredLawyers.active,
    })
    .from(featuredLawyers)
    .orderBy(asc(featuredLawyers.id));

async function seedEntries(
  entries: { name: string; pin?: number | null; order?: number; active?: boolean }[],
) {
  return db()
    .insert(featuredLawyers)
    .values(
      entries.map((e) => ({
        lawyerId: id(e.name),
        pinPosition: e.pin ?? null,
        displayOrder: e.order ?? 0,
        active: e.active ?? true,
      })),
    )
    .returning();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const home = () => getFeaturedLawyer(db(), { fallbackName: '', networkPhone: '02-000-0000' });

describe(`admin featured lawyers on ${engineName()}`, () => {
  it('builds the actors from the database: only the confirmed admin is an admin', () => {
    expect(actors.admin?.isAdmin).toBe(true);
    expect(actors.member?.isAdmin).toBe(false);
    expect(actors.lawyer?.isAdmin).toBe(false);
    // profile_type admin, e-mail unconfirmed.
    expect(actors.unconfirmedAdmin).not.toBeNull();
    expect(actors.unconfirmedAdmin?.isAdmin).toBe(false);
  });

  it('refuses a visitor, a member, a lawyer and an unconfirmed admin in every service, writing nothing', async () => {
    const [entry] = await seedEntries([{ name: 'วิชัย กล้าหาญ', pin: 2, order: 4 }]);
    const before = await table();
    const audits = await auditCount();
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['list', (a) => listFeaturedEntries(db(), a)],
      ['search', (a) => searchFeaturedCandidates(db(), a, { q: 'สม' })],
      [
        'add',
        (a) => addFeaturedLawyer(db(), a, { lawyerId: id('สมชาย ใจดี'), displayOrder: '1', active: 'true' }),
      ],
      [
        'update',
        (a) =>
          updateFeaturedEntry(db(), a, {
            id: entry!.id,
            displayOrder: '9',
            pinPosition: '1',
            active: 'false',
          }),
      ],
      ['delete', (a) => deleteFeaturedEntry(db(), a, { id: entry!.id })],
      ['pin', (a) => pinFeaturedByName(db(), a, { names: ['สมชาย', 'สมหญิง', 'อรุณ'] })],
    ];
    for (const [name, call] of calls) {
      expect((await refusal(call(null))).code, `${name} visitor`).toBe('UNAUTHORIZED');
      for (const who of ['member', 'lawyer', 'unconfirmedAdmin'] as const)
        expect((await refusal(call(actors[who]))).code, `${name} ${who}`).toBe('FORBIDDEN');
    }
    expect(await table()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // The same calls succeed for the admin (so the refusals above are about who asks).
    for (const [, call] of calls) await call(actors.admin);
  });

  it('searches only verified lawyers, partial and case-insensitive, at most 50', async () => {
    const many = await searchFeaturedCandidates(db(), actors.admin, { q: MANY });
    expect(MANY_COUNT).toBeGreaterThan(FEATURED_SEARCH_LIMIT);
    expect(many).toHaveLength(FEATURED_SEARCH_LIMIT);
    expect(many.every((r) => r.name.includes(MANY))).toBe(true);
    expect(many.map((r) => r.name)).not.toContain(UNVERIFIED);
    expect((await searchFeaturedCandidates(db(), actors.admin, { q: 'ไม่ผ่านการตรวจสอบ' })).length).toBe(0);
    expect((await searchFeaturedCandidates(db(), actors.admin, { q: '' })).length).toBe(
      FEATURED_SEARCH_LIMIT,
    );

    const smith = await searchFeaturedCandidates(db(), actors.admin, { q: '  smith ' });
    expect(smith.map((r) => r.name)).toEqual(['John SMITH']);
    expect(smith[0]).toMatchObject({ province: 'กรุงเทพมหานคร', featured: false });
    // % and _ are taken literally.
    expect(await searchFeaturedCandidates(db(), actors.admin, { q: '%' })).toEqual([]);

    await seedEntries([{ name: 'John SMITH' }]);
    expect((await searchFeaturedCandidates(db(), actors.admin, { q: 'SMITH' }))[0]?.featured).toBe(true);
    expect((await refusal(searchFeaturedCandidates(db(), actors.admin, { q: 'x'.repeat(201) }))).code).toBe(
      'INVALID_INPUT',
    );
  });

  it('lists entries by pin position (none last), then display order', async () => {
    await seedEntries([
      { name: 'สมชาย ใจดี', order: 1 },
      { name: 'สมหญิง รักษ์ธรรม', pin: 3, order: 0 },
      { name: 'วิชัย กล้าหาญ', order: 0, active: false },
      { name: 'นภา', pin: 1, order: 9 },
      { name: UNVERIFIED, order: 5 },
    ]);
    const list = await listFeaturedEntries(db(), actors.admin);
    expect(list.map((e) => [e.name, e.pinPosition, e.displayOrder])).toEqual([
      ['นภา', 1, 9],
      ['สมหญิง รักษ์ธรรม', 3, 0],
      ['วิชัย กล้าหาญ', null, 0],
      ['สมชาย ใจดี', null, 1],
      [UNVERIFIED, null, 5],
    ]);
    expect(list.find((e) => e.name === UNVERIFIED)?.verified).toBe(false);
    expect(list.find((e) => e.name === 'วิชัย กล้าหาญ')?.active).toBe(false);
  });

  it('adds a verified lawyer once, with one audit entry; refuses duplicates and unverified lawyers', async () => {
    const audits = await auditCount();
    const added = await addFeaturedLawyer(db(), actors.admin, {
      lawyerId: id('สมชาย ใจดี'),
      displayOrder: '7',
      active: 'false',
    });
    expect(added).toMatchObject({ name: 'สมชาย ใจดี', displayOrder: 7, pinPosition: null, active: false });
    expect(await table()).toEqual([
      { id: added.id, lawyerId: id('สมชาย ใจดี'), displayOrder: 7, pinPosition: null, active: false },
    ]);
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = (await auditRows()).slice(-1);
    expect(entry).toMatchObject({
      actorUserId: actors.admin?.id,
      action: 'featured-add',
      entityType: 'featured_lawyer',
      entityId: added.id,
    });

    const before = await table();
    const duplicate = await refusal(
      addFeaturedLawyer(db(), actors.admin, { lawyerId: id('สมชาย ใจดี'), displayOrder: '1', active: 'true' }),
    );
    expect(duplicate.code).toBe('CONFLICT');
    expect(duplicate.message).toBe('adminFeatured.errors.alreadyFeatured');
    const unverified = await refusal(addFeaturedLawyer(db(), actors.admin, { lawyerId: id(UNVERIFIED) }));
    expect(unverified.code).toBe('NOT_FOUND');
    expect(unverified.message).toBe('adminFeatured.errors.lawyerNotFound');
    for (const bad of [
      { lawyerId: 'not-a-uuid' },
      { lawyerId: randomUUID() },
      { lawyerId: id('นภา'), displayOrder: '-1' },
      { lawyerId: id('นภา'), displayOrder: '2.5' },
      { lawyerId: id('นภา'), active: 'maybe' },
    ])
      await refusal(addFeaturedLawyer(db(), actors.admin, bad));
    expect(await table()).toEqual(before);
    expect(await auditCount()).toBe(audits + 1);

    // Defaults: display order 0, active.
    const plain = await addFeaturedLawyer(db(), actors.admin, { lawyerId: id('นภา') });
    expect(plain).toMatchObject({ displayOrder: 0, active: true, pinPosition: null });
    expect(await auditCount()).toBe(audits + 2);
  });

  it('edits display order, pin position and active with one audit entry; refuses a pin in use', async () => {
    const [a, b] = await seedEntries([
      { name: 'สมชาย ใจดี', pin: 1, order: 0 },
      { name: 'สมหญิง รักษ์ธรรม', order: 3 },
    ]);
    const audits = await auditCount();

    const saved = await updateFeaturedEntry(db(), actors.admin, {
      id: b!.id,
      displayOrder: '5',
      pinPosition: '2',
      active: 'false',
    });
    expect(saved.changed).toBe(true);
    expect(await auditCount()).toBe(audits + 1);
    const [log] = (await auditRows()).slice(-1);
    expect(log).toMatchObject({ action: 'featured-update', entityId: b!.id });
    expect(log?.details).toMatchObject({
      before: { displayOrder: 3, pinPosition: null, active: true },
      after: { displayOrder: 5, pinPosition: 2, active: false },
    });

    // Pin 1 belongs to another entry: refused, nothing changes.
    const before = await table();
    const taken = await refusal(
      updateFeaturedEntry(db(), actors.admin, {
        id: b!.id,
        displayOrder: '5',
        pinPosition: '1',
        active: 'true',
      }),
    );
    expect(taken).toBeInstanceOf(AppError);
    expect(taken.message).toBe('adminFeatured.errors.pinTaken');
    expect((taken as AppError).fields).toEqual({ pinPosition: 'adminFeatured.errors.pinTaken' });
    for (const bad of [
      { id: b!.id, pinPosition: '4' },
      { id: b!.id, pinPosition: '0' },
      { id: b!.id, displayOrder: 'abc' },
      { id: randomUUID(), displayOrder: '1' },
      { id: 'nope' },
    ])
      await refusal(updateFeaturedEntry(db(), actors.admin, bad));
    expect(await table()).toEqual(before);
    expect(await auditCount()).toBe(audits + 1);

    // Keeping its own pin is fine; saving the same values records nothing.
    const same = await updateFeaturedEntry(db(), actors.admin, {
      id: a!.id,
      displayOrder: '0',
      pinPosition: '1',
      active: 'true',
    });
    expect(same.changed).toBe(false);
    expect(await auditCount()).toBe(audits + 1);

    // A missing checkbox means inactive; 'none' unpins.
    await updateFeaturedEntry(db(), actors.admin, { id: a!.id, displayOrder: '0', pinPosition: 'none' });
    expect((await table()).find((r) => r.id === a!.id)).toMatchObject({ pinPosition: null, active: false });
    expect(await auditCount()).toBe(audits + 2);
  });

  it('deletes an entry with one audit entry; a missing entry writes nothing', async () => {
    const [a, b] = await seedEntries([{ name: 'สมชาย ใจดี', pin: 1 }, { name: 'นภา' }]);
    const audits = await auditCount();
    const removed = await deleteFeaturedEntry(db(), actors.admin, { id: a!.id });
    expect(removed).toMatchObject({ name: 'สมชาย ใจดี', pinPosition: 1 });
    expect((await table()).map((r) => r.id)).toEqual([b!.id]);
    expect(await auditCount()).toBe(audits + 1);
    expect((await auditRows()).slice(-1)[0]).toMatchObject({ action: 'featured-delete', entityId: a!.id });
    // The lawyer stays in the directory.
    expect(
      (
        await db()
          .select()
          .from(lawyers)
          .where(eq(lawyers.id, id('สมชาย ใจดี')))
      ).length,
    ).toBe(1);

    expect((await refusal(deleteFeaturedEntry(db(), actors.admin, { id: a!.id }))).code).toBe('NOT_FOUND');
    expect(await auditCount()).toBe(audits + 1);
  });

  it('pins three lawyers by name: replaces the earlier pins, keeps other unpinned entries, one audit entry', async () => {
    const seeded = await seedEntries([
      { name: 'วิชัย กล้าหาญ', pin: 1, order: 2 },
      { name: 'John SMITH', pin: 2, order: 0 },
      { name: `${MANY} 001`, pin: 3, order: 0 },
      { name: 'อรุณ เช้าตรู่', order: 4, active: false },
      { name: `${MANY} 002`, order: 1 },
      // Already featured, unpinned: its row is replaced by the pinned one (keeping its display order).
      { name: 'สมหญิง รักษ์ธรรม', order: 6, active: false },
    ]);
    const kept = seeded
      .filter((r) => [id('อรุณ เช้าตรู่'), id(`${MANY} 002`)].includes(r.lawyerId))
      .map(({ createdAt: _, ...r }) => r);
    expect(kept).toHaveLength(2);
    expect((await home())?.name).toBe('วิชัย กล้าหาญ');
    const audits = await auditCount();

    const pinned = await pinFeaturedByName(db(), actors.admin, {
      names: ['  สมชาย ', 'สมหญิง', 'นภา'],
    });
    expect(pinned.map((p) => [p.pinPosition, p.name])).toEqual([
      [1, 'สมชาย ใจดี'],
      [2, 'สมหญิง รักษ์ธรรม'],
      // 'นภา' is part of 'กนภา ศรีสุข' too (first by name); the exact name wins.
      [3, 'นภา'],
    ]);

    const after = await table();
    expect(after).toHaveLength(5);
    const byLawyer = new Map(after.map((r) => [r.lawyerId, r]));
    expect(byLawyer.get(id('สมชาย ใจดี'))).toMatchObject({ pinPosition: 1, active: true, displayOrder: 0 });
    expect(byLawyer.get(id('สมหญิง รักษ์ธรรม'))).toMatchObject({
      pinPosition: 2,
      active: true,
      displayOrder: 6,
    });
    expect(byLawyer.get(id('นภา'))).toMatchObject({ pinPosition: 3, active: true });
    // The earlier pins are gone; the unpinned entries of other lawyers are untouched.
    for (const gone of ['วิชัย กล้าหาญ', 'John SMITH', `${MANY} 001`])
      expect(byLawyer.has(id(gone))).toBe(false);
    for (const row of kept) expect(after).toContainEqual(row);
    const pins = after.map((r) => r.pinPosition).filter((p) => p !== null);
    expect(pins.sort()).toEqual(Array.from({ length: PINNED_MAX }, (_, i) => i + 1));

    // One audit entry for the whole flow, with the replaced and inserted rows.
    expect(await auditCount()).toBe(audits + 1);
    const [log] = (await auditRows()).slice(-1);
    expect(log).toMatchObject({
      action: 'featured-pin',
      entityType: 'featured_lawyer',
      actorUserId: actors.admin?.id,
    });
    const details = log?.details as { before: { name: string }[]; after: { name: string }[] };
    expect(details.before.map((b) => b.name).sort()).toEqual(
      ['วิชัย กล้าหาญ', 'John SMITH', `${MANY} 001`, 'สมหญิง รักษ์ธรรม'].sort(),
    );
    expect(details.after.map((a) => a.name)).toEqual(['สมชาย ใจดี', 'สมหญิง รักษ์ธรรม', 'นภา']);

    // The home page's featured lawyer is now the lawyer pinned first, followed by the others in pin order.
    expect((await home())?.name).toBe('สมชาย ใจดี');
    const onHome = await getFeaturedLawyers(db(), { fallbackName: '', networkPhone: '02-000-0000' });
    expect(onHome.map((l) => l.name).slice(0, 3)).toEqual(['สมชาย ใจดี', 'สมหญิง รักษ์ธรรม', 'นภา']);
    expect((await listFeaturedEntries(db(), actors.admin))[0]?.name).toBe('สมชาย ใจดี');
  });

  it("changes nothing when a name matches nobody ('ไม่พบรายชื่อที่ต้องการปักหมุด')", async () => {
    await seedEntries([
      { name: 'วิชัย กล้าหาญ', pin: 1 },
      { name: 'สมชาย ใจดี', order: 3 },
    ]);
    const before = await table();
    const audits = await auditCount();
    const error = await refusal(
      pinFeaturedByName(db(), actors.admin, { names: ['สมชาย', 'ไม่มีทนายชื่อนี้', 'ไม่ผ่านการตรวจสอบ'] }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe('adminFeatured.errors.pinNotFoundName');
    // Both unknown names are marked, each message naming its name; an unverified lawyer cannot be pinned.
    expect((error as AppError).fields).toEqual({
      name2: 'adminFeatured.errors.pinNotFoundName',
      name3: 'adminFeatured.errors.pinNotFoundName',
    });
    expect((error as AppError).params).toEqual({
      name2: { name: 'ไม่มีทนายชื่อนี้' },
      name3: { name: 'ไม่ผ่านการตรวจสอบ' },
    });
    for (const lang of LANGS)
      expect(fixedT(lang)('adminFeatured.errors.pinNotFoundName', { name: 'ไม่มีทนายชื่อนี้' })).toContain(
        'ไม่มีทนายชื่อนี้',
      );
    expect(await table()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect((await home())?.name).toBe('วิชัย กล้าหาญ');

    const th = JSON.parse(readFileSync('i18n/adminFeatured.th.json', 'utf8'));
    expect(th.errors.pinNotFound).toBe('ไม่พบรายชื่อที่ต้องการปักหมุด');
    expect(th.errors.pinNotFoundName).toContain('ไม่พบรายชื่อที่ต้องการปักหมุด');
  });

  it('skips blank names (their positions stay empty) and refuses no names or the same lawyer twice', async () => {
    await seedEntries([
      { name: 'วิชัย กล้าหาญ', pin: 1 },
      { name: 'John SMITH', pin: 3 },
    ]);
    const audits = await auditCount();
    for (const names of [
      ['', '  ', ''],
      ['สมชาย ใจดี', 'สมชาย'],
      ['สมชาย ใจดี', 'สมชาย', ''],
    ]) {
      const before = await table();
      await refusal(pinFeaturedByName(db(), actors.admin, { names }));
      expect(await table()).toEqual(before);
    }
    const duplicate = await refusal(
      pinFeaturedByName(db(), actors.admin, { names: ['สมชาย ใจดี', '', 'สมชาย'] }),
    );
    expect((duplicate as AppError).fields).toEqual({ name3: 'adminFeatured.errors.pinDuplicate' });
    expect(await auditCount()).toBe(audits);

    await pinFeaturedByName(db(), actors.admin, { names: ['', 'smith', ''] });
    const after = await table();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ lawyerId: id('John SMITH'), pinPosition: 2 });
    expect(await auditCount()).toBe(audits + 1);
    // With no pin 1, the home page shows the lawyer pinned at 2.
    expect((await home())?.name).toBe('John SMITH');
  });

  it('writes the change and its audit entry in one transaction: a failing audit entry undoes the change', async () => {
    // An admin actor whose user does not exist: the audit entry's foreign key fails after the change was made.
    const ghost: Actor = { id: `ghost-${randomUUID()}`, isAdmin: true };
    const [entry] = await seedEntries([{ name: 'วิชัย กล้าหาญ', pin: 1 }]);
    const before = await table();
    const audits = await auditCount();
    const attempts = [
      () => addFeaturedLawyer(db(), ghost, { lawyerId: id('นภา') }),
      () =>
        updateFeaturedEntry(db(), ghost, {
          id: entry!.id,
          displayOrder: '8',
          pinPosition: '2',
          active: 'true',
        }),
      () => deleteFeaturedEntry(db(), ghost, { id: entry!.id }),
      () => pinFeaturedByName(db(), ghost, { names: ['สมชาย', '', ''] }),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      // A database error (the audit entry's foreign key), not a refusal of the input.
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AppError);
      expect(await table()).toEqual(before);
    }
    expect(await auditCount()).toBe(audits);
  });
});
