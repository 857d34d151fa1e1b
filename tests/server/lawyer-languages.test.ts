import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { lawyers } from '#server/db/schema/index.ts';
import { matchContextOf } from '#server/runtime.ts';
import type { Actor } from '#server/services/actor.ts';
import { approveApplication } from '#server/services/admin/applications/approve-application.ts';
import { createAdminLawyer } from '#server/services/admin/lawyers/create-admin-lawyer.ts';
import { searchAdminLawyers } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
import { setAdminLawyerFlag } from '#server/services/admin/lawyers/set-admin-lawyer-flag.ts';
import { updateAdminLawyer } from '#server/services/admin/lawyers/update-admin-lawyer.ts';
import { createOwnLawyer } from '#server/services/lawyers/create-own-lawyer.ts';
import { fillLatinNames } from '#server/services/lawyers/fill-latin-names.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { updateOwnListing } from '#server/services/lawyers/update-own-listing.ts';
import { createApplication, createLawyer, createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// A listing's name and title in English and Chinese, and the romanised Thai name a Latin-letter search matches.

let server: TestServer;
const db = () => server.database.db;
let admin: Actor;

const row = async (id: string) => (await db().select().from(lawyers).where(eq(lawyers.id, id)))[0]!;

async function refusal(run: () => Promise<unknown>): Promise<AppError & { fields?: Record<string, string> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const add = (overrides: Record<string, unknown> = {}) => ({
  name: 'สมชาย ใจดี',
  nameEn: ' Somchai Jaidee ',
  nameZh: '颂猜·杰迪',
  title: 'ทนายความ',
  titleEn: 'Lawyer',
  titleZh: '律师',
  province: 'เชียงใหม่',
  experienceAreas: ['ครอบครัว'],
  languages: ['ไทย'],
  ...overrides,
});

const found = async (q: string) =>
  (await searchLawyers(db(), { q }, { pageSize: 100 })).items.map((i) => i.name).sort();

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
});
afterAll(() => server.close());

describe(`names and titles in three languages on ${engineName()}`, () => {
  let somchai = '';

  it('an admin stores the English and Chinese name and title; the romanised name follows the Thai one', async () => {
    ({ id: somchai } = await createAdminLawyer(db(), admin, add()));
    await setAdminLawyerFlag(db(), admin, somchai, 'verified', true);
    expect(await row(somchai)).toMatchObject({
      name: 'สมชาย ใจดี',
      nameEn: 'Somchai Jaidee',
      nameZh: '颂猜·杰迪',
      titleEn: 'Lawyer',
      titleZh: '律师',
      nameLatin: 'somchai chaidi somchai jaidi',
    });
    expect(await getPublicLawyer(db(), somchai, '02-000-0000')).toMatchObject({
      name: 'สมชาย ใจดี',
      nameEn: 'Somchai Jaidee',
      titleZh: '律师',
    });
  });

  it('finds a lawyer by the English name, by the romanised Thai name and by its common spelling', async () => {
    for (const q of ['Somchai', 'somchai jaidee', 'SOMCHAI', 'Jaidee', 'jaidi somchai', 'chaidi', 'สมชาย'])
      expect(await found(q), q).toEqual(['สมชาย ใจดี']);
    expect(await found('Somsak')).toEqual([]);
    // The admin list too.
    expect((await searchAdminLawyers(db(), admin, 'jaidee')).rows.map((r) => r.name)).toEqual(['สมชาย ใจดี']);
    expect((await searchAdminLawyers(db(), admin, 'Somchai J')).rows.map((r) => r.name)).toEqual([
      'สมชาย ใจดี',
    ]);
  });

  it('keeps the romanised name with the name when an admin renames the lawyer', async () => {
    const before = await row(somchai);
    await updateAdminLawyer(db(), admin, somchai, {
      ...add({ name: 'ประเสริฐ ศรีสุข', nameEn: '', nameZh: '' }),
      feeUnit: 'per_session',
    });
    expect(await row(somchai)).toMatchObject({
      name: 'ประเสริฐ ศรีสุข',
      nameEn: null,
      nameZh: null,
      nameLatin: 'prasoet sisuk prasert srisuk',
    });
    expect(await found('Prasert')).toEqual(['ประเสริฐ ศรีสุข']);
    expect(await found('somchai')).toEqual([]);
    await updateAdminLawyer(db(), admin, somchai, { ...add(), feeUnit: 'per_session' });
    expect((await row(somchai)).nameLatin).toBe(before.nameLatin);
  });

  it.each([
    ['markup in the English name', { nameEn: '<b>Somchai</b>' }, 'nameEn', 'adminLawyers.errors.markup'],
    ['markup in the Chinese title', { titleZh: '律师<script>' }, 'titleZh', 'adminLawyers.errors.markup'],
    ['an over-long Chinese name', { nameZh: '颂'.repeat(201) }, 'nameZh', 'adminLawyers.errors.tooLong'],
    ['an over-long English title', { titleEn: 'x'.repeat(201) }, 'titleEn', 'adminLawyers.errors.tooLong'],
  ])('an admin form with %s is refused and stores nothing', async (_, change, field, message) => {
    const before = await row(somchai);
    const error = await refusal(() =>
      updateAdminLawyer(db(), admin, somchai, { ...add(change), feeUnit: 'per_session' }),
    );
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.fields?.[field]).toBe(message);
    expect(await row(somchai)).toEqual(before);
    const added = await refusal(() => createAdminLawyer(db(), admin, add({ name: 'ใหม่ ไม่เก็บ', ...change })));
    expect(added.fields?.[field]).toBe(message);
    expect(await found('ใหม่ ไม่เก็บ')).toEqual([]);
  });

  it("a lawyer edits their own title in English and Chinese, never the names; the listing's name is romanised", async () => {
    const owner = await createUser(db());
    const { id } = await createOwnLawyer(db(), owner, {
      name: 'วิชัย สมศรี',
      title: 'ทนายความ',
      province: 'ขอนแก่น',
      specialties: 'ครอบครัว',
      licenseNumber: '1/2560',
    });
    expect((await row(id)).nameLatin).toBe('wichai somsi wichai somsri');
    const edit = {
      lawyerId: id,
      title: 'ทนายความ',
      titleEn: ' Senior lawyer ',
      titleZh: '资深律师',
      nameEn: 'Not Taken',
      nameZh: '不收',
      province: 'ขอนแก่น',
      specialties: 'ครอบครัว',
      languages: ['ไทย'],
      feeMin: '1000',
      feeUnit: 'per_session',
    };
    await updateOwnListing(db(), owner, edit);
    expect(await row(id)).toMatchObject({
      titleEn: 'Senior lawyer',
      titleZh: '资深律师',
      nameEn: null,
      nameZh: null,
      nameLatin: 'wichai somsi wichai somsri',
    });
    const before = await row(id);
    for (const [field, value, message] of [
      ['titleEn', '<i>Lawyer</i>', 'lawyerform.errors.markup'],
      ['titleZh', '律'.repeat(201), 'lawyerform.errors.tooLong'],
    ] as const) {
      const error = await refusal(() => updateOwnListing(db(), owner, { ...edit, [field]: value }));
      expect((error as AppError & { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect(await row(id)).toEqual(before);
  });

  it("an approved application's listing is found by the applicant's name in Latin letters", async () => {
    const applicant = await createUser(db());
    const application = await createApplication(db(), {
      userId: applicant.id,
      fullName: 'ธนพล ศรีสุข',
      licenseNumber: '77/2561',
      title: 'ทนายความ',
      experienceAreas: ['แพ่ง'],
      languages: ['ไทย'],
      feeMin: 1000,
      feeMax: 1000,
      province: 'ภูเก็ต',
    });
    await approveApplication(db(), admin, application.id, matchContextOf(server.runtime));
    expect(await found('Thanapol Srisuk')).toEqual(['ธนพล ศรีสุข']);
    expect(await found('thanaphon')).toEqual(['ธนพล ศรีสุข']);
  });

  it('fills the romanised name of listings stored before it existed, once', async () => {
    const old = await createLawyer(db(), { name: 'สมศรี ทองดี' });
    await createLawyer(db(), { name: 'John Smith' });
    expect((await row(old.id)).nameLatin).toBeNull();
    expect(await fillLatinNames(db())).toBe(1);
    expect((await row(old.id)).nameLatin).toBe('somsi thongdi somsri thongdi');
    expect(await fillLatinNames(db())).toBe(0);
  });
});
