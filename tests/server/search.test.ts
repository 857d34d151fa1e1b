import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '#domain/limits.ts';
import type { SearchFilters } from '#domain/search.ts';
import type { Database } from '#server/db/client.ts';
import { lawyers } from '#server/db/schema/index.ts';
import { getFeaturedLawyer } from '#server/services/lawyers/featured-lawyer.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { createFeatured, createLawyer, createUser } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
type NewLawyer = typeof lawyers.$inferInsert;
const ids: Record<string, string> = {};

const base: Omit<NewLawyer, 'name'> = { verified: true, experienceAreas: ['แพ่ง'], languages: ['ไทย'] };
const rows: NewLawyer[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Somchai Alpha',
    province: 'เชียงใหม่',
    experienceAreas: ['อาญา', 'แพ่ง'],
    rating: 4.9,
    reviews: 10,
    experience: 12,
  },
  { ...base, name: 'สมศรี บีตา', province: 'เชียงราย', languages: ['ไทย', 'จีน'], rating: 4.5, reviews: 3 },
  { ...base, name: 'Hidden Somchai', province: 'เชียงใหม่', verified: false, rating: 5, reviews: 99 },
  // Budget boundaries.
  { ...base, name: 'Low edge', feeMin: 1000, feeMax: 10000, rating: 3.1, reviews: 1, experience: 3 },
  { ...base, name: 'Low over', feeMin: 1000, feeMax: 10001, rating: 3.2, reviews: 1, experience: 3 },
  { ...base, name: 'Medium both edges', feeMin: 10000, feeMax: 50000, rating: 3.3, reviews: 1 },
  { ...base, name: 'Medium min under', feeMin: 9999, feeMax: 20000, rating: 3.4, reviews: 1 },
  { ...base, name: 'High edge', feeMin: 50000, feeMax: 90000, rating: 3.5, reviews: 1 },
  { ...base, name: 'High under', feeMin: 49999, feeMax: 90000, rating: 3.6, reviews: 1 },
  { ...base, name: 'Only min high', feeMin: 60000, feeMax: null },
  { ...base, name: 'Only max low', feeMin: null, feeMax: 5000 },
  { ...base, name: 'No fees', feeMin: null, feeMax: null, rating: null, reviews: 0 },
  { ...base, name: 'Wildcard 100%_x', rating: 2, experience: 25 },
  // Fees in the two units: 1,000 an hour is no lower fee than 3,000 a session.
  { ...base, name: 'Hourly 1,000', feeMin: 1000, feeMax: 1000, feeUnit: 'per_hour' },
  { ...base, name: 'Session 3,000', feeMin: 3000, feeMax: 3000, feeUnit: 'per_session' },
  // Same rating as 'Somchai Alpha', more reviews: first when sorted by rating, second in the default order.
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Rated twin',
    rating: 4.9,
    reviews: 40,
    experience: 1,
    feeMin: 800,
    feeMax: 60000,
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const row of rows) ids[row.name] = (await createLawyer(database.db, row)).id;
});
afterAll(() => database.close());

const names = async (filters: Parameters<typeof searchLawyers>[1]) =>
  (await searchLawyers(database.db, filters, { pageSize: 100 })).items.map((i) => i.name).sort();

describe(`public lawyer search on ${engineName()}`, () => {
  it('returns only verified lawyers, ordered by rating with nulls last', async () => {
    const all = await searchLawyers(database.db, {}, { pageSize: 100 });
    expect(all.total).toBe(rows.length - 1);
    // A tie in rating goes by id (set for these two), not by the number of reviews.
    expect(all.items.slice(0, 2).map((i) => i.name)).toEqual(['Somchai Alpha', 'Rated twin']);
    expect(all.items.map((i) => i.name)).not.toContain('Hidden Somchai');
    const ratings = all.items.map((i) => i.rating);
    const firstNull = ratings.indexOf(null);
    expect(ratings.slice(0, firstNull)).toEqual([...ratings.slice(0, firstNull)].sort((a, b) => b! - a!));
    expect(ratings.slice(firstNull).every((r) => r === null)).toBe(true);
  });

  const order = async (sort: SearchFilters['sort']) =>
    (await searchLawyers(database.db, { sort }, { pageSize: 100 })).items;

  it('orders by rating, then by the number of reviews, unrated last', async () => {
    const items = await order('rating');
    expect(items.slice(0, 3).map((i) => i.name)).toEqual(['Rated twin', 'Somchai Alpha', 'สมศรี บีตา']);
    expect(items.at(-1)?.rating).toBeNull();
  });

  /** The group of the fee order: per session (or no unit) 0, per hour 1, no fee 2. */
  const feeGroup = (i: { feeMin: number | null; feeMax: number | null; feeUnit: string | null }) =>
    (i.feeMin ?? i.feeMax) === null ? 2 : i.feeUnit === 'per_hour' ? 1 : 0;

  it('orders by fee like with like: per session by amount, then per hour by amount, no fee last', async () => {
    const items = await order('fee');
    const groups = items.map(feeGroup);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(new Set(groups)).toEqual(new Set([0, 1, 2]));
    for (const group of [0, 1]) {
      const lowest = items.filter((i) => feeGroup(i) === group).map((i) => i.feeMin ?? i.feeMax);
      expect(lowest).toEqual([...lowest].sort((a, b) => a! - b!));
    }
    // 'Rated twin' asks from 800 a session; 'Only max low' has only an upper end (5,000), which counts.
    expect(items[0]?.name).toBe('Rated twin');
    const at = (name: string) => items.map((i) => i.name).indexOf(name);
    expect(at('Only max low')).toBeLessThan(groups.indexOf(1));
    // 1,000 an hour comes after 3,000 a session (and after every fee per session).
    expect(at('Hourly 1,000')).toBeGreaterThan(at('Session 3,000'));
    expect(at('Hourly 1,000')).toBeGreaterThan(at('Only min high'));
    expect(at('Hourly 1,000')).toBeLessThan(at('No fees'));
  });

  it('orders by years of experience, most first, unknown last', async () => {
    const items = await order('experience');
    expect(items.slice(0, 5).map((i) => i.experience)).toEqual([25, 12, 3, 3, 1]);
    expect(items.slice(5).every((i) => i.experience === null)).toBe(true);
  });

  it('breaks every tie by id, so the same page always holds the same lawyers', async () => {
    for (const sort of [undefined, 'rating', 'fee', 'experience'] as const) {
      const all = (await order(sort)).map((i) => i.id);
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const result = await searchLawyers(database.db, { sort }, { page, pageSize: 3 });
        seen.push(...result.items.map((i) => i.id));
        if (!result.hasMore) break;
      }
      expect(seen, String(sort)).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
      // Within a tie (several unrated, no fee or unknown experience), ids ascend.
      const items = await order(sort);
      const key = (i: (typeof items)[number]) =>
        JSON.stringify(
          sort === 'fee'
            ? [feeGroup(i), i.feeMin ?? i.feeMax]
            : sort === 'experience'
              ? i.experience
              : [i.rating, sort ? i.reviews : 0],
        );
      for (let n = 1; n < items.length; n++) {
        if (key(items[n]!) === key(items[n - 1]!)) expect(items[n]!.id > items[n - 1]!.id).toBe(true);
      }
    }
  });

  it('filters the same whatever the order', async () => {
    for (const sort of ['rating', 'fee', 'experience'] as const) {
      expect(await names({ budget: 'low', sort })).toEqual(await names({ budget: 'low' }));
    }
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
    expect(await names({ budget: 'low' })).toEqual([
      'Hourly 1,000',
      'Low edge',
      'Only max low',
      'Session 3,000',
    ]);
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
    for (const extra of [
      { ...base, name: 'Extra 1' },
      { ...base, name: 'Extra 2' },
      { ...base, name: 'Extra 3', verified: false },
    ])
      await createLawyer(database.db, extra);
    const first = await searchLawyers(database.db, {});
    // The verified rows above and the two verified extras.
    expect(first.total).toBe(17);
    expect(first.items).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await searchLawyers(database.db, {}, { page: 2 });
    expect(second.items).toHaveLength(5);
    expect(second.hasMore).toBe(false);
  });
});

describe(`a broad search's total on ${engineName()}`, () => {
  it(`counts exactly up to SEARCH_COUNT_CAP, then says "more than" it and still offers more pages`, async () => {
    const own = await createTestDatabase();
    try {
      const listing = (i: number) => ({ name: `ทนาย นับ ${i}`, verified: true, experienceAreas: ['ที่ดิน'] });
      await own.db.insert(lawyers).values(Array.from({ length: SEARCH_COUNT_CAP }, (_, i) => listing(i)));
      const exact = await searchLawyers(own.db, { caseType: 'ที่ดิน' });
      expect([exact.total, exact.totalIsMore]).toEqual([SEARCH_COUNT_CAP, false]);
      const lastPage = SEARCH_COUNT_CAP / SEARCH_PAGE_SIZE;
      expect((await searchLawyers(own.db, { caseType: 'ที่ดิน' }, { page: Math.ceil(lastPage) })).hasMore).toBe(
        false,
      );

      await own.db.insert(lawyers).values([listing(-1), listing(-2)]);
      const capped = await searchLawyers(own.db, { caseType: 'ที่ดิน' });
      expect([capped.total, capped.totalIsMore, capped.hasMore]).toEqual([SEARCH_COUNT_CAP, true, true]);
      // Past the cap the pages go on, to the last listing.
      const beyond = await searchLawyers(own.db, { caseType: 'ที่ดิน' }, { page: Math.floor(lastPage) + 1 });
      expect(beyond.items).toHaveLength((SEARCH_COUNT_CAP + 2) % SEARCH_PAGE_SIZE);
      expect(beyond.hasMore).toBe(false);
    } finally {
      await own.close();
    }
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
    const member = await createLawyer(database.db, {
      name: 'Member',
      networkMember: true,
      phone: '081-111-1111',
    });
    const other = await createLawyer(database.db, { name: 'Non-member', phone: '081-222-2222' });
    expect((await getPublicLawyer(database.db, member.id, '02-000-0000'))?.phone).toBe('081-111-1111');
    expect((await getPublicLawyer(database.db, other.id, '02-000-0000'))?.phone).toBe('02-000-0000');
  });

  it('fall back from featured entries to the configured name, then to nothing', async () => {
    const options = { fallbackName: 'somchai', networkPhone: '02' };
    // No featured entry: the configured name, verified only ('Hidden Somchai' is not).
    expect((await getFeaturedLawyer(database.db, options))?.name).toBe('Somchai Alpha');
    expect(await getFeaturedLawyer(database.db, { ...options, fallbackName: 'nobody-like-this' })).toBeNull();
    // An inactive entry and an entry of an unverified lawyer are skipped; pins come before order.
    for (const entry of [
      { lawyerId: ids['Hidden Somchai']!, pinPosition: 1 },
      { lawyerId: ids['Low edge']!, pinPosition: 2, active: false },
      { lawyerId: ids['High edge']!, displayOrder: 0 },
      { lawyerId: ids['Medium both edges']!, pinPosition: 3 },
    ])
      await createFeatured(database.db, entry);
    expect((await getFeaturedLawyer(database.db, options))?.name).toBe('Medium both edges');
  });
});

describe(`own unverified profiles on ${engineName()}`, () => {
  it('are visible to their own user and to admins only', async () => {
    const { getLawyerForViewer } = await import('#server/services/lawyers/public-lawyer.ts');
    const owner = await createUser(database.db, { lawyer: { name: 'Pending Own', verified: false } });
    const own = { id: owner.lawyerId! };
    expect(await getLawyerForViewer(database.db, own.id, null, '02')).toBeNull();
    expect(
      await getLawyerForViewer(database.db, own.id, { id: 'someone-else', isAdmin: false }, '02'),
    ).toBeNull();
    expect(
      (await getLawyerForViewer(database.db, own.id, { id: owner.id, isAdmin: false }, '02'))
        ?.pendingVerification,
    ).toBe(true);
    expect(
      (await getLawyerForViewer(database.db, own.id, { id: 'admin', isAdmin: true }, '02'))?.lawyer.name,
    ).toBe('Pending Own');
    expect(await getPublicLawyer(database.db, own.id, '02')).toBeNull();
  });
});
