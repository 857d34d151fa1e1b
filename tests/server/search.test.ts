import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { featuredLawyers, lawyers } from '#server/db/schema/index.ts';
import { getFeaturedLawyer } from '#server/services/lawyers/featured-lawyer.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
type NewLawyer = typeof lawyers.$inferInsert;
const ids: Record<string, string> = {};

const base: Omit<NewLawyer, 'name'> = { verified: true, experienceAreas: ['แพ่ง'], languages: ['ไทย'] };
const rows: NewLawyer[] = [
  {
    ...base,
    name: 'Somchai Alpha',
    province: 'เชียงใหม่',
    experienceAreas: ['อาญา', 'แพ่ง'],
    rating: 4.9,
    reviews: 10,
  },
  { ...base, name: 'สมศรี บีตา', province: 'เชียงราย', languages: ['ไทย', 'จีน'], rating: 4.5, reviews: 3 },
  { ...base, name: 'Hidden Somchai', province: 'เชียงใหม่', verified: false, rating: 5, reviews: 99 },
  // Budget boundaries.
  { ...base, name: 'Low edge', feeMin: 1000, feeMax: 10000, rating: 3.1, reviews: 1 },
  { ...base, name: 'Low over', feeMin: 1000, feeMax: 10001, rating: 3.2, reviews: 1 },
  { ...base, name: 'Medium both edges', feeMin: 10000, feeMax: 50000, rating: 3.3, reviews: 1 },
  { ...base, name: 'Medium min under', feeMin: 9999, feeMax: 20000, rating: 3.4, reviews: 1 },
  { ...base, name: 'High edge', feeMin: 50000, feeMax: 90000, rating: 3.5, reviews: 1 },
  { ...base, name: 'High under', feeMin: 49999, feeMax: 90000, rating: 3.6, reviews: 1 },
  { ...base, name: 'Only min high', feeMin: 60000, feeMax: null },
  { ...base, name: 'Only max low', feeMin: null, feeMax: 5000 },
  { ...base, name: 'No fees', feeMin: null, feeMax: null, rating: null, reviews: null },
  { ...base, name: 'Wildcard 100%_x', rating: 2 },
];

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(lawyers)
    .values(rows)
    .returning({ id: lawyers.id, name: lawyers.name });
  for (const r of inserted) ids[r.name] = r.id;
});
afterAll(() => database.close());

const names = async (filters: Parameters<typeof searchLawyers>[1]) =>
  (await searchLawyers(database.db, filters, { pageSize: 100 })).items.map((i) => i.name).sort();

describe(`public lawyer search on ${engineName()}`, () => {
  it('returns only verified lawyers, ordered by rating with nulls last', async () => {
    const all = await searchLawyers(database.db, {}, { pageSize: 100 });
    expect(all.total).toBe(rows.length - 1);
    expect(all.items.map((i) => i.name)).not.toContain('Hidden Somchai');
    const ratings = all.items.map((i) => i.rating);
    const firstNull = ratings.indexOf(null);
    expect(ratings.slice(0, firstNull)).toEqual([...ratings.slice(0, firstNull)].sort((a, b) => b! - a!));
    expect(ratings.slice(firstNull).every((r) => r === null)).toBe(true);
    expect(all.items[0]?.name).toBe('Somchai Alpha');
  });

  it('matches the name partially and case-insensitively, taking % and _ literally', async () => {
    expect(await names({ q: 'somCHAI' })).toEqual(['Somchai Alpha']);
    expect(await names({ q: 'บีตา' })).toEqual(['สมศรี บีตา']);
    expect(await names({ q: '100%_' })).toEqual(['Wildcard 100%_x']);
    expect(await names({ q: '%' })).toEqual(['Wildcard 100%_x']);
  });

  it('matches the province partially', async () => {
    expect(await names({ province: 'เชียง' })).toEqual(['Somchai Alpha', 'สมศรี บีตา']);
    expect(await names({ province: 'เชียงใหม่' })).toEqual(['Somchai Alpha']);
  });

  it('matches case type and language by array membership', async () => {
    expect(await names({ caseType: 'อาญา' })).toEqual(['Somchai Alpha']);
    expect(await names({ language: 'จีน' })).toEqual(['สมศรี บีตา']);
    expect(await names({ caseType: 'อาญา', language: 'จีน' })).toEqual([]);
  });

  it('applies the budget bands exactly at 10,000 and 50,000, and never matches a missing fee', async () => {
    expect(await names({ budget: 'low' })).toEqual(['Low edge', 'Only max low']);
    expect(await names({ budget: 'medium' })).toEqual(['Medium both edges']);
    expect(await names({ budget: 'high' })).toEqual(['High edge', 'Only min high']);
    expect(await names({ budget: 'low', q: 'No fees' })).toEqual([]);
  });

  it('pages through the results without duplicates or gaps', async () => {
    const all = (await searchLawyers(database.db, {}, { pageSize: 100 })).items.map((i) => i.id);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const result = await searchLawyers(database.db, {}, { page, pageSize: 5 });
      seen.push(...result.items.map((i) => i.id));
      if (!result.hasMore) break;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('uses 12 cards a page by default', async () => {
    await database.db.insert(lawyers).values([
      { ...base, name: 'Extra 1' },
      { ...base, name: 'Extra 2' },
      { ...base, name: 'Extra 3', verified: false },
    ]);
    const first = await searchLawyers(database.db, {});
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await searchLawyers(database.db, {}, { page: 2 });
    expect(second.items).toHaveLength(2);
    expect(second.hasMore).toBe(false);
  });
});

describe(`public profiles and the featured lawyer on ${engineName()}`, () => {
  it('never return an unverified, unknown or malformed id', async () => {
    expect(await getPublicLawyer(database.db, ids['Hidden Somchai']!, '02')).toBeNull();
    expect(await getPublicLawyer(database.db, '00000000-0000-0000-0000-000000000000', '02')).toBeNull();
    expect(await getPublicLawyer(database.db, "x' or 1=1 --", '02')).toBeNull();
    expect((await getPublicLawyer(database.db, ids['Somchai Alpha']!, '02'))?.name).toBe('Somchai Alpha');
  });

  it("show the lawyer's own phone only for network members", async () => {
    const [member] = await database.db
      .insert(lawyers)
      .values({ name: 'Member', verified: true, networkMember: true, phone: '081-111-1111' })
      .returning();
    const [other] = await database.db
      .insert(lawyers)
      .values({ name: 'Non-member', verified: true, networkMember: false, phone: '081-222-2222' })
      .returning();
    expect((await getPublicLawyer(database.db, member!.id, '02-000-0000'))?.phone).toBe('081-111-1111');
    expect((await getPublicLawyer(database.db, other!.id, '02-000-0000'))?.phone).toBe('02-000-0000');
  });

  it('fall back from featured entries to the configured name, then to nothing', async () => {
    const options = { fallbackName: 'somchai', networkPhone: '02' };
    // No featured entry: the configured name, verified only ('Hidden Somchai' is not).
    expect((await getFeaturedLawyer(database.db, options))?.name).toBe('Somchai Alpha');
    expect(await getFeaturedLawyer(database.db, { ...options, fallbackName: 'nobody-like-this' })).toBeNull();
    // An inactive entry and an entry of an unverified lawyer are skipped; pins come before order.
    await database.db.insert(featuredLawyers).values([
      { lawyerId: ids['Hidden Somchai']!, pinPosition: 1 },
      { lawyerId: ids['Low edge']!, pinPosition: 2, active: false },
      { lawyerId: ids['High edge']!, displayOrder: 0 },
      { lawyerId: ids['Medium both edges']!, pinPosition: 3 },
    ]);
    expect((await getFeaturedLawyer(database.db, options))?.name).toBe('Medium both edges');
  });
});

describe(`own unverified profiles on ${engineName()}`, () => {
  it('are visible to their own user and to admins only', async () => {
    const { getLawyerForViewer } = await import('#server/services/lawyers/public-lawyer.ts');
    const { users } = await import('#server/db/schema/index.ts');
    await database.db.insert(users).values({ id: 'owner-1', name: 'o', email: 'owner1@example.com' });
    const [own] = await database.db
      .insert(lawyers)
      .values({ name: 'Pending Own', verified: false, userId: 'owner-1' })
      .returning();
    expect(await getLawyerForViewer(database.db, own!.id, null, '02')).toBeNull();
    expect(
      await getLawyerForViewer(database.db, own!.id, { id: 'someone-else', isAdmin: false }, '02'),
    ).toBeNull();
    expect(
      (await getLawyerForViewer(database.db, own!.id, { id: 'owner-1', isAdmin: false }, '02'))
        ?.pendingVerification,
    ).toBe(true);
    expect(
      (await getLawyerForViewer(database.db, own!.id, { id: 'admin', isAdmin: true }, '02'))?.lawyer.name,
    ).toBe('Pending Own');
    expect(await getPublicLawyer(database.db, own!.id, '02')).toBeNull();
  });
});
