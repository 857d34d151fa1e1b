import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ViewerUser } from '#app/context.ts';
import { loadHome } from '#app/features/home/home.server.ts';
import { loadAbout } from '#app/features/info/about.server.ts';
import { loadLawyer } from '#app/features/lawyers/lawyer.server.ts';
import { loadSearch } from '#app/features/search/search.server.ts';
import {
  forgetPublicData,
  MAX_ENTRIES,
  publicDataSize,
  readPublicData,
  TTL_MS,
} from '#server/cache/public-data.ts';
import { featuredLawyers, lawyers } from '#server/db/schema/index.ts';
import { createPostgresBus } from '#server/events/bus.ts';
import { matchContextOf } from '#server/runtime.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import { approveApplication } from '#server/services/admin/applications/approve-application.ts';
import { createCategory } from '#server/services/admin/categories/create-category.ts';
import { updateCategory } from '#server/services/admin/categories/update-category.ts';
import { addFeaturedLawyer } from '#server/services/admin/featured/add-featured-lawyer.ts';
import { pinFeaturedByName } from '#server/services/admin/featured/pin-featured-by-name.ts';
import { updateFeaturedEntry } from '#server/services/admin/featured/update-featured-entry.ts';
import { deleteAdminLawyer } from '#server/services/admin/lawyers/delete-admin-lawyer.ts';
import { setAdminLawyerFlag } from '#server/services/admin/lawyers/set-admin-lawyer-flag.ts';
import { updateAdminLawyer } from '#server/services/admin/lawyers/update-admin-lawyer.ts';
import { submitApplication } from '#server/services/applications/submit-application.ts';
import { updateOwnListing } from '#server/services/lawyers/update-own-listing.ts';
import { createLawyer, createUser, type FactoryUser } from '#tests/factories.ts';
import { wholeSitemap } from '#tests/helpers/sitemap.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// The public data cache (server/cache/public-data.ts, ADR 0014): public pages read their data from memory, and
// every change an admin or a lawyer makes is on the next public read, at once, in this process.

let server: TestServer;
const db = () => server.database.db;

/** What a listing of this file has unless a test says otherwise (written straight in: the cache is not told). */
const LISTING = { title: 'ทนายความ', province: 'ลำปาง' };

// The public pages' own loaders, as a signed-out visitor (or the given viewer) calls them.
const searchNames = async (query: string) =>
  (await loadSearch(server.context(), new URL(`http://localhost/th/search?${query}`))).items.map(
    (i) => i.name,
  );
const profile = async (
  id: string,
  viewer: Pick<FactoryUser, 'id' | 'isAdmin' | 'lawyerId'> | null = null,
) => {
  const found = await loadLawyer(
    server.context(viewer as ViewerUser | null),
    id,
    new URL(`http://localhost/th/lawyers/${id}`),
  );
  return 'lawyer' in found && found.lawyer ? found : null;
};
const lawyerCount = async () => (await loadAbout(server.context())).stats.lawyers;
const featuredName = async () => {
  const { featured } = await loadHome(server.context());
  return featured !== 'failed' ? (featured[0]?.name ?? null) : null;
};
const sitemap = () => wholeSitemap(async (path) => (await server.request(path)).text());

const adminEdit = (name: string, description: string) => ({
  name,
  title: 'ทนายความ',
  province: 'ลำปาง',
  district: 'เมืองลำปาง',
  experience: '9',
  feeMin: '1000',
  feeMax: '5000',
  feeUnit: 'per_hour',
  experienceAreas: ['แพ่ง'],
  languages: ['ไทย'],
  description,
  phone: '081-234-5678',
  education: '',
  achievements: '',
});

let admin: FactoryUser;

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  expect(admin.isAdmin).toBe(true);
});
afterAll(() => server.close());
beforeEach(() => forgetPublicData());

describe('the cache itself', () => {
  it('serves a kept value from memory: a change made straight in the database is not seen', async () => {
    const before = await lawyerCount();
    await createLawyer(db(), { ...LISTING, name: `ทนายเงียบ ${randomUUID().slice(0, 6)}` });
    // Nothing told the cache (only the TTL would end it): the same value, from memory.
    expect(await lawyerCount()).toBe(before);
    expect(TTL_MS).toBeGreaterThan(0);
    forgetPublicData();
    expect(await lawyerCount()).toBe(before + 1);
  });

  it('shares one load among concurrent readers; a load under way when the cache is emptied is not kept', async () => {
    let loads = 0;
    const gates: Array<(value: string) => void> = [];
    const load = () =>
      new Promise<string>((resolve) => {
        loads++;
        gates.push(resolve);
      });
    const first = readPublicData('test:shared', load);
    const second = readPublicData('test:shared', load);
    await Promise.resolve();
    expect(loads).toBe(1);
    gates[0]!('one');
    expect(await first).toBe('one');
    expect(await second).toBe('one');
    expect(await readPublicData('test:shared', load)).toBe('one');
    expect(loads).toBe(1);

    // A change while a load runs: its readers read again, later readers never get the old answer.
    forgetPublicData();
    const during = readPublicData('test:shared', load);
    await Promise.resolve();
    expect(loads).toBe(2);
    forgetPublicData();
    const after = readPublicData('test:shared', load);
    await new Promise((r) => setTimeout(r, 0));
    gates[1]!('old');
    // The aborted reader loads once more (uncached); the later reader has its own load.
    await new Promise((r) => setTimeout(r, 0));
    for (const gate of gates.slice(2)) gate('new');
    expect(await during).toBe('new');
    expect(await after).toBe('new');
    const loadsSoFar = loads;
    expect(await readPublicData('test:shared', load)).toBe('new');
    expect(loads).toBe(loadsSoFar);
  });

  it('keeps no failed load, and hands out frozen values', async () => {
    let attempt = 0;
    const flaky = async () => {
      attempt++;
      if (attempt === 1) throw new Error('database down');
      return { items: [{ name: 'x' }] };
    };
    await expect(readPublicData('test:flaky', flaky)).rejects.toThrow('database down');
    const value = await readPublicData('test:flaky', flaky);
    expect(value.items[0]?.name).toBe('x');
    expect(Object.isFrozen(value.items[0])).toBe(true);
    expect(attempt).toBe(2);
  });

  it('a load whose entry is evicted meanwhile (a full cache) still answers, read again uncached', async () => {
    let finishSlow = (_value: string) => {};
    const slow = readPublicData(
      'test:evicted',
      () => new Promise<string>((resolve) => (finishSlow = resolve)),
    );
    // As many other values as the cache holds: the slow one, least recently used, is evicted under way.
    for (let i = 0; i < MAX_ENTRIES; i++) await readPublicData(`test:filler:${i}`, async () => i);
    finishSlow('first');
    await expect(slow).resolves.toBeDefined();
  });
});

describe('an admin change is on the next public read, at once', () => {
  it('verify and unverify a lawyer: search, profile, counts and sitemap', async () => {
    const name = `ทนายรอตรวจ ${randomUUID().slice(0, 6)}`;
    const { id } = await createLawyer(db(), { ...LISTING, name, verified: false });
    const q = `q=${encodeURIComponent(name)}`;
    const count = await lawyerCount();
    // Read (and kept) before the change.
    expect(await searchNames(q)).toEqual([]);
    expect(await profile(id)).toBeNull();
    expect(await sitemap()).not.toContain(id);

    await setAdminLawyerFlag(db(), admin, id, 'verified', true);
    expect(await searchNames(q)).toEqual([name]);
    expect((await profile(id))?.lawyer.name).toBe(name);
    expect(await lawyerCount()).toBe(count + 1);
    expect(await sitemap()).toContain(id);

    await setAdminLawyerFlag(db(), admin, id, 'verified', false);
    expect(await searchNames(q)).toEqual([]);
    expect(await profile(id)).toBeNull();
    expect(await lawyerCount()).toBe(count);
    expect(await sitemap()).not.toContain(id);
  });

  it('edit a lawyer, make it a network member, delete it', async () => {
    const name = `ทนายแก้ไข ${randomUUID().slice(0, 6)}`;
    const { id } = await createLawyer(db(), {
      ...LISTING,
      name: name,
      description: 'เดิม',
      phone: '081-234-5678',
    });
    expect((await profile(id))?.lawyer.description).toBe('เดิม');
    expect((await profile(id))?.lawyer.phone).toBe(server.runtime.config.contact.networkPhone);
    expect(await searchNames(`q=${encodeURIComponent(name)}`)).toEqual([name]);

    const renamed = `${name} ใหม่`;
    await updateAdminLawyer(db(), admin, id, adminEdit(renamed, 'คำอธิบายใหม่'));
    expect((await profile(id))?.lawyer).toMatchObject({ name: renamed, description: 'คำอธิบายใหม่' });
    expect(await searchNames(`q=${encodeURIComponent(name)}`)).toEqual([renamed]);

    await setAdminLawyerFlag(db(), admin, id, 'networkMember', true);
    expect((await profile(id))?.lawyer.phone).toBe('081-234-5678');

    await deleteAdminLawyer(db(), admin, id, server.runtime.storage, matchContextOf(server.runtime));
    expect(await profile(id)).toBeNull();
    expect(await searchNames(`q=${encodeURIComponent(name)}`)).toEqual([]);
  });

  it('pin, switch off and add featured lawyers: the home page follows', async () => {
    const first = `ทนายหน้าแรก ${randomUUID().slice(0, 6)}`;
    const second = `ทนายหน้าแรก ${randomUUID().slice(0, 6)}`;
    await createLawyer(db(), { ...LISTING, name: first });
    const { id: secondId } = await createLawyer(db(), { ...LISTING, name: second });
    await featuredName();

    await pinFeaturedByName(db(), admin, { names: [first, '', ''] });
    expect(await featuredName()).toBe(first);
    await pinFeaturedByName(db(), admin, { names: [second, first, ''] });
    expect(await featuredName()).toBe(second);

    const [entry] = await db().select().from(featuredLawyers).where(eq(featuredLawyers.lawyerId, secondId));
    await updateFeaturedEntry(db(), admin, {
      id: entry!.id,
      displayOrder: String(entry!.displayOrder),
      pinPosition: '',
      active: '',
    });
    expect(await featuredName()).toBe(first);

    const third = `ทนายหน้าแรก ${randomUUID().slice(0, 6)}`;
    const { id: thirdId } = await createLawyer(db(), { ...LISTING, name: third });
    await db().delete(featuredLawyers);
    forgetPublicData();
    await featuredName();
    await addFeaturedLawyer(db(), admin, { lawyerId: thirdId, displayOrder: '0', active: 'on' });
    expect(await featuredName()).toBe(third);
  });

  it('approve an application: the new listing is public at once', async () => {
    const member = await createUser(db());
    const name = `สมศรี อนุมัติ ${randomUUID().slice(0, 6)}`;
    const q = `q=${encodeURIComponent(name)}`;
    const count = await lawyerCount();
    expect(await searchNames(q)).toEqual([]);
    const { id } = await submitApplication(db(), member, {
      fullName: name,
      licenseNumber: '55555/2561',
      title: 'ทนายความ',
      phone: '081-111-2222',
      email: '',
      lineId: '',
      areas: 'แพ่ง',
      languages: ['ไทย'],
      feeMin: '3000',
      feeMax: '8000',
      feeUnit: 'per_hour',
      education: '',
      province: 'ขอนแก่น',
      district: '',
      address: '',
      website: '',
      experience: '5',
      description: '',
    });
    const { lawyerId } = await approveApplication(db(), admin, id, matchContextOf(server.runtime));
    expect(await searchNames(q)).toEqual([name]);
    expect((await profile(lawyerId))?.lawyer.name).toBe(name);
    expect(await lawyerCount()).toBe(count + 1);
  });

  it('a category change empties the cache (no public page reads categories yet); a refused one does not', async () => {
    await lawyerCount();
    expect(publicDataSize()).toBeGreaterThan(0);
    const slug = `cache-${randomUUID().slice(0, 8)}`;
    const category = {
      name: 'คดีผู้บริโภค',
      slug,
      description: '',
      keywords: '',
      experienceAreas: ['แพ่ง'],
      icon: '',
      displayOrder: '',
      active: 'on',
    };
    const { id } = await createCategory(db(), admin, category);
    expect(publicDataSize()).toBe(0);
    await lawyerCount();
    await updateCategory(db(), admin, id, { ...category, name: 'คดีผู้บริโภค (แก้)' });
    expect(publicDataSize()).toBe(0);

    await lawyerCount();
    const kept = publicDataSize();
    await expect(updateCategory(db(), admin, id, { ...category, slug: 'Not A Slug' })).rejects.toThrow();
    await expect(setAdminLawyerFlag(db(), admin, randomUUID(), 'verified', true)).rejects.toThrow();
    expect(publicDataSize()).toBe(kept);
  });
});

describe("a lawyer's own listing", () => {
  /** The owner as its session sees it (its listing found by getSessionUser) and the listing's id. */
  async function ownVerifiedListing(name: string) {
    const owner = await createUser(db(), {
      profileType: 'lawyer',
      twoFactorEnabled: true,
      lawyer: { ...LISTING, name, description: 'เดิม' },
    });
    const session = await getSessionUser(db(), owner.id);
    return { owner: { ...owner, lawyerId: session?.lawyerId ?? null }, id: owner.lawyerId! };
  }

  it('an edit is on the public profile and the search at once', async () => {
    const name = `ทนายเจ้าของ ${randomUUID().slice(0, 6)}`;
    const { owner, id } = await ownVerifiedListing(name);
    expect((await profile(id))?.lawyer.description).toBe('เดิม');
    await updateOwnListing(db(), owner, {
      lawyerId: id,
      title: 'ทนายความอาวุโส',
      province: 'เชียงใหม่',
      district: '',
      specialties: 'ครอบครัว',
      languages: ['ไทย'],
      feeMin: '',
      feeMax: '',
      feeUnit: 'per_session',
      experience: '3',
      education: '',
      phone: '053-111-222',
      email: '',
      lineId: '',
      address: '',
      website: '',
      description: 'แก้โดยเจ้าของ',
    });
    expect((await profile(id))?.lawyer).toMatchObject({ title: 'ทนายความอาวุโส', description: 'แก้โดยเจ้าของ' });
    expect(await searchNames(`q=${encodeURIComponent(name)}&province=เชียงใหม่`)).toEqual([name]);
  });

  it('is never served to its own user (or an admin) from the cache; an unverified one never enters it', async () => {
    const name = `ทนายของตัวเอง ${randomUUID().slice(0, 6)}`;
    const { owner, id } = await ownVerifiedListing(name);
    expect(owner.lawyerId).toBe(id);
    expect((await profile(id))?.lawyer.description).toBe('เดิม');
    // Changed straight in the database: the signed-out visitor still gets the kept copy (the TTL ends it), the
    // owner and admins read the database.
    await db().update(lawyers).set({ description: 'ในฐานข้อมูล' }).where(eq(lawyers.id, id));
    expect((await profile(id))?.lawyer.description).toBe('เดิม');
    expect((await profile(id, owner))?.lawyer.description).toBe('ในฐานข้อมูล');
    expect((await profile(id, admin))?.lawyer.description).toBe('ในฐานข้อมูล');

    // Unverified: only its own user and admins see it, pending; the visitor's "not found" does not hide it from them.
    await db().update(lawyers).set({ verified: false }).where(eq(lawyers.id, id));
    forgetPublicData();
    expect(await profile(id)).toBeNull();
    expect(await profile(id, owner)).toMatchObject({ pendingVerification: true });
    const stranger = await createUser(db());
    expect(await profile(id, stranger)).toBeNull();
    expect(await profile(id, admin)).toMatchObject({ pendingVerification: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across processes (PostgreSQL NOTIFY)', () => {
  it('a change announced by one bus reaches the others, not the sender', async () => {
    const pool = server.database.pool!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await pool.query('select current_database() as d')).rows[0].d}`;
    const a = await createPostgresBus(url.toString(), pool);
    const b = await createPostgresBus(url.toString(), pool);
    try {
      let heardByA = 0;
      a.onPublicDataChange(() => heardByA++);
      const heardByB = new Promise<void>((resolve) => b.onPublicDataChange(resolve));
      await a.publishPublicDataChange();
      await Promise.race([
        heardByB,
        new Promise((_, reject) => setTimeout(() => reject(new Error('not heard')), 5000)),
      ]);
      expect(heardByA).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
