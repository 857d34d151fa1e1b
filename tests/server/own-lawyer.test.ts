import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerUser } from '#app/context.ts';
import { submitOwnListing } from '#app/features/lawyers/own/own-listing-form.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { AppError } from '#domain/errors.ts';
import { ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { resources } from '#i18n/index.ts';
import { lawyers } from '#server/db/schema/index.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import { isUniqueViolation } from '#server/services/applications/db-errors.ts';
import { createOwnLawyer, OWN_LAWYER_EXISTS } from '#server/services/lawyers/create-own-lawyer.ts';
import { getOwnListing } from '#server/services/lawyers/get-own-listing.ts';
import { getLawyerForViewer, getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { updateOwnListing } from '#server/services/lawyers/update-own-listing.ts';
import { createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const NETWORK_PHONE = '02-000-0000';

const db = () => server.database.db;
const lawyersOf = (userId: string) => db().select().from(lawyers).where(eq(lawyers.userId, userId));

const valid = () => ({
  name: ' ทนายสมศรี รักความยุติธรรม ',
  title: 'ทนายความ',
  province: 'ขอนแก่น',
  district: 'เมืองขอนแก่น',
  specialties: 'ครอบครัว, มรดก ,, ครอบครัว',
  licenseNumber: '9876/2555',
  phone: '089-111-2222',
  email: 'somsri@law.example',
  lineId: '@somsri',
  address: '99 ถนนมิตรภาพ',
  website: 'https://somsri.example',
  description: 'รับว่าความคดีครอบครัวและมรดก',
});

/** An interface text by key in one language ('' when missing). */
function text(lang: 'th' | 'en' | 'zh', key: string): string {
  let node: unknown = resources[lang].common;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe(`own lawyer profile on ${engineName()}`, () => {
  it('refuses missing name, title, province and specialties with ‘ข้อมูลไม่ครบ’, and a missing licence', async () => {
    const user = await createUser(db());
    const error = await refusal(() =>
      createOwnLawyer(db(), user, {
        ...valid(),
        name: ' ',
        title: '',
        province: '',
        specialties: ' , ',
        licenseNumber: '',
      }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual({
      name: 'lawyerform.errors.incomplete',
      title: 'lawyerform.errors.incomplete',
      province: 'lawyerform.errors.incomplete',
      specialties: 'lawyerform.errors.incomplete',
      licenseNumber: 'lawyerform.errors.licenseRequired',
    });
    expect(text('th', 'lawyerform.errors.incomplete')).toBe('ข้อมูลไม่ครบ');
    expect(text('th', 'lawyerform.toast.incomplete')).toBe('ข้อมูลไม่ครบ');
    expect(text('th', 'lawyerform.toast.saveFailed')).toBe('บันทึกไม่สำเร็จ');
    expect(text('th', 'lawyerform.toast.avatarFailed')).toBe('อัปโหลดรูปไม่สำเร็จ');
    expect(text('th', 'lawyerform.errors.avatarInvalid')).toBe('อัปโหลดรูปไม่สำเร็จ');
    expect(await lawyersOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['one missing field', { title: '' }, 'title', 'lawyerform.errors.incomplete'],
    ['an unknown province', { province: 'Atlantis' }, 'province', 'lawyerform.errors.provinceInvalid'],
    ['a bad website', { website: 'ftp://x.example' }, 'website', 'lawyerform.errors.websiteInvalid'],
    ['a bad e-mail', { email: 'x@' }, 'email', 'lawyerform.errors.emailInvalid'],
  ])('refuses %s and stores nothing', async (_, change, field, message) => {
    const user = await createUser(db());
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), ...change }));
    expect((error as AppError).fields?.[field]).toBe(message);
    expect(await lawyersOf(user.id)).toHaveLength(0);
  });

  it('creates the user’s own profile, unverified and linked, hidden from the public', async () => {
    const user = await createUser(db());
    const { id } = await createOwnLawyer(db(), user, valid());
    const [row] = await lawyersOf(user.id);
    expect(row).toMatchObject({
      id,
      userId: user.id,
      verified: false,
      name: 'ทนายสมศรี รักความยุติธรรม',
      title: 'ทนายความ',
      province: 'ขอนแก่น',
      district: 'เมืองขอนแก่น',
      experienceAreas: ['ครอบครัว', 'มรดก'],
      licenseNumber: '9876/2555',
      phone: '089-111-2222',
      email: 'somsri@law.example',
      lineId: '@somsri',
      address: '99 ถนนมิตรภาพ',
      website: 'https://somsri.example/',
      description: 'รับว่าความคดีครอบครัวและมรดก',
      avatarUrl: null,
    });

    // Not public: not by id, not in search; its owner sees it waiting for verification, nobody else does.
    expect(await getPublicLawyer(db(), id, NETWORK_PHONE)).toBeNull();
    const search = await searchLawyers(db(), { q: 'สมศรี' });
    expect(search.total).toBe(0);
    expect(JSON.stringify(search)).not.toContain(id);
    expect(await getLawyerForViewer(db(), id, user, NETWORK_PHONE)).toMatchObject({
      pendingVerification: true,
      lawyer: { id },
    });
    const stranger = await createUser(db());
    expect(await getLawyerForViewer(db(), id, stranger, NETWORK_PHONE)).toBeNull();
    expect(await getLawyerForViewer(db(), id, null, NETWORK_PHONE)).toBeNull();
    // The session sees the link (the page then sends the user to the profile instead of the form).
    expect((await getSessionUser(db(), user.id))?.lawyerId).toBe(id);
  });

  it('refuses a second profile for the same user', async () => {
    const user = await createUser(db());
    const { id } = await createOwnLawyer(db(), user, valid());
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), name: 'อีกคน' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(OWN_LAWYER_EXISTS);
    expect(error.id).toBe(id);
    expect(await lawyersOf(user.id)).toHaveLength(1);
  });

  it('keeps one profile when two arrive at once', async () => {
    const user = await createUser(db());
    const results = await Promise.allSettled([
      createOwnLawyer(db(), user, valid()),
      createOwnLawyer(db(), user, valid()),
    ]);
    const created = results.filter((r) => r.status === 'fulfilled');
    expect(created).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(AppError);
    expect((failed.reason as AppError).message).toBe(OWN_LAWYER_EXISTS);
    expect((failed.reason as AppError).id).toBe(
      (created[0] as PromiseFulfilledResult<{ id: string }>).value.id,
    );
    expect(await lawyersOf(user.id)).toHaveLength(1);
  });

  it('recognises the database refusal of a second linked profile (the race user_id settles)', async () => {
    const user = await createUser(db());
    await createOwnLawyer(db(), user, valid());
    let caught: unknown;
    try {
      await db().insert(lawyers).values({ name: 'x', userId: user.id });
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught, 'lawyers_user_id_unique')).toBe(true);
  });

  it('stores the user’s own avatar and refuses one from another user’s folder', async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const foreign = `avatars/${other.id}/${randomUUID()}.webp`;
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), avatarKey: foreign }));
    expect(error.code).toBe('INVALID_INPUT');
    expect((error as AppError).fields).toEqual({ avatarKey: 'lawyerform.errors.avatarInvalid' });
    expect(await lawyersOf(user.id)).toHaveLength(0);

    const own = `avatars/${user.id}/${randomUUID()}.webp`;
    await createOwnLawyer(db(), user, { ...valid(), avatarKey: own });
    const [row] = await lawyersOf(user.id);
    expect(row?.avatarUrl).toBe(`/files/public/${own}`);
  });

  it('refuses a signed-out caller', async () => {
    const before = (await db().select({ id: lawyers.id }).from(lawyers)).length;
    const error = await refusal(() => createOwnLawyer(db(), null, valid()));
    expect(error.code).toBe('UNAUTHORIZED');
    expect((await db().select({ id: lawyers.id }).from(lawyers)).length).toBe(before);
  });

  it('answers with message keys that exist in th, en and zh', () => {
    const parsed = ownLawyerSchema.safeParse({
      name: '',
      title: 'x'.repeat(999),
      province: 'x',
      district: 'x'.repeat(999),
      specialties: 'x'.repeat(999),
      licenseNumber: '',
      phone: 'x',
      email: 'x',
      lineId: 'x'.repeat(999),
      address: 'x'.repeat(999),
      website: 'x y',
      description: 'x'.repeat(9999),
      avatarKey: 'x',
    });
    const messages = new Set(parsed.error?.issues.map((i) => i.message));
    for (const key of [
      'lawyerform.errors.alreadyExists',
      'lawyerform.errors.signIn',
      'lawyerform.errors.incomplete',
    ])
      messages.add(key);
    expect(messages.size).toBeGreaterThan(8);
    for (const lang of ['th', 'en', 'zh'] as const)
      for (const m of messages) expect(text(lang, m), `${lang}: ${m}`).not.toBe('');
  });
});

describe(`a lawyer's own listing on ${engineName()}`, () => {
  /** A verified listing linked to a new user, as an approval or an admin leaves it. */
  async function verifiedListing(overrides: Record<string, string> = {}) {
    const owner = await createUser(db());
    const { id } = await createOwnLawyer(db(), owner, { ...valid(), ...overrides });
    await db().update(lawyers).set({ verified: true, rating: 4.5, reviews: 12 }).where(eq(lawyers.id, id));
    return { owner, id };
  }
  const listingRow = async (id: string) => (await db().select().from(lawyers).where(eq(lawyers.id, id)))[0];

  const edit = (lawyerId: string, overrides: Record<string, string | string[]> = {}) => ({
    lawyerId,
    title: ' ทนายความอาวุโส ',
    province: 'เชียงใหม่',
    district: 'เมืองเชียงใหม่',
    specialties: 'ครอบครัว, มรดก, ภาษี',
    languages: ['ไทย', 'อังกฤษ', 'ลาว'],
    feeMin: '12000',
    feeMax: '20000',
    feeUnit: 'per_session',
    experience: '15',
    education: 'นิติศาสตรบัณฑิต มหาวิทยาลัยเชียงใหม่\nเนติบัณฑิตไทย',
    phone: '053-111-222',
    email: 'office@somsri.example',
    lineId: '@somsri-cm',
    address: '1 ถนนนิมมานเหมินท์',
    website: 'somsri-cm.example',
    description: 'ทนายความคดีครอบครัวและมรดก เชียงใหม่',
    ...overrides,
  });

  it('lets the linked lawyer edit their practice details, and the search finds the new ones', async () => {
    const { owner, id } = await verifiedListing();
    expect(await getOwnListing(db(), owner)).toMatchObject({ id, name: 'ทนายสมศรี รักความยุติธรรม' });
    const saved = await updateOwnListing(db(), owner, edit(id));
    expect(saved.id).toBe(id);
    expect(await listingRow(id)).toMatchObject({
      userId: owner.id,
      title: 'ทนายความอาวุโส',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      // Tax is the case type business (domain/specialties.ts), as auto-match maps a question's.
      experienceAreas: ['ครอบครัว', 'มรดก', 'ธุรกิจ'],
      languages: ['ไทย', 'อังกฤษ', 'ลาว'],
      feeMin: 12000,
      feeMax: 20000,
      feeUnit: 'per_session',
      experience: 15,
      education: ['นิติศาสตรบัณฑิต มหาวิทยาลัยเชียงใหม่', 'เนติบัณฑิตไทย'],
      phone: '053-111-222',
      email: 'office@somsri.example',
      lineId: '@somsri-cm',
      website: 'https://somsri-cm.example/',
      description: 'ทนายความคดีครอบครัวและมรดก เชียงใหม่',
      // Untouched: the admin's fields.
      name: 'ทนายสมศรี รักความยุติธรรม',
      licenseNumber: '9876/2555',
      verified: true,
      rating: 4.5,
      reviews: 12,
    });
    const names = async (filters: Parameters<typeof searchLawyers>[1]) =>
      (await searchLawyers(db(), filters, { pageSize: 100 })).items.map((l) => l.id);
    expect(await names({ language: 'ลาว' })).toContain(id);
    expect(await names({ budget: 'medium' })).toContain(id);
    expect(await names({ caseType: 'ธุรกิจ' })).toContain(id);

    // One fee: stored as both ends; without a fee: none, and no unit.
    await updateOwnListing(db(), owner, edit(id, { feeMin: '800', feeMax: '', feeUnit: 'per_hour' }));
    expect(await listingRow(id)).toMatchObject({ feeMin: 800, feeMax: 800, feeUnit: 'per_hour' });
    expect(await names({ budget: 'low' })).toContain(id);
    await updateOwnListing(db(), owner, edit(id, { feeMin: '', feeMax: '', languages: [] }));
    expect(await listingRow(id)).toMatchObject({ feeMin: null, feeMax: null, feeUnit: null, languages: [] });
  });

  it('never changes the name or the licence number, whatever the form sends', async () => {
    const { owner, id } = await verifiedListing();
    await updateOwnListing(db(), owner, {
      ...edit(id),
      name: 'ชื่อปลอม',
      licenseNumber: '0000/0000',
      verified: 'false',
      rating: '5',
      userId: randomUUID(),
    });
    expect(await listingRow(id)).toMatchObject({
      name: 'ทนายสมศรี รักความยุติธรรม',
      licenseNumber: '9876/2555',
      verified: true,
      rating: 4.5,
      userId: owner.id,
      title: 'ทนายความอาวุโส',
    });
  });

  it('refuses everybody but the linked user, changing nothing', async () => {
    const { owner, id } = await verifiedListing();
    const before = await listingRow(id);
    const otherLawyer = await verifiedListing({ name: 'ทนายคนอื่น' });
    const member = await createUser(db());
    const admin = { ...(await createUser(db())), isAdmin: true };
    for (const [who, actor] of [
      ['another lawyer', otherLawyer.owner],
      ['a member', member],
      ['an admin (who edits in admin/lawyers)', admin],
    ] as const) {
      const error = await refusal(() => updateOwnListing(db(), actor, edit(id, { title: 'แอบแก้' })));
      expect(error.code, who).toBe('NOT_FOUND');
      expect(error.message, who).toBe('lawyerform.errors.notFound');
    }
    expect((await refusal(() => updateOwnListing(db(), null, edit(id)))).code).toBe('UNAUTHORIZED');
    // An id that is not a listing, or none: the same answer.
    for (const lawyerId of [randomUUID(), 'not-an-id', ''])
      expect((await refusal(() => updateOwnListing(db(), owner, edit(lawyerId)))).code).toBe('NOT_FOUND');
    expect(await listingRow(id)).toEqual(before);
    expect(await listingRow(otherLawyer.id)).toMatchObject({ name: 'ทนายคนอื่น', title: 'ทนายความ' });

    // The page's action answers 404 with the message, and the owner's own save goes through.
    const post = (viewer: ViewerUser, fields: Record<string, string | string[]>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields))
        for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
      return submitOwnListing(
        server.context(viewer),
        new Request('http://localhost:3000/th/account/lawyer', { method: 'POST', body: form }),
      ) as unknown as Promise<{ data: Answer; init?: ResponseInit }>;
    };
    const viewerOf = (u: { id: string }, lawyerId: string | null): ViewerUser => ({
      id: u.id,
      email: `${u.id}@example.com`,
      fullName: 'ผู้ใช้',
      isAdmin: false,
      adminNeedsTwoFactor: false,
      twoFactorEnabled: false,
      lawyerId,
    });
    const denied = await post(viewerOf(otherLawyer.owner, otherLawyer.id), edit(id, { title: 'แอบแก้' }));
    expect(denied.init?.status).toBe(404);
    expect(denied.data).toMatchObject({ ok: false, code: 'lawyerform.errors.notFound', fields: {} });
    expect(await listingRow(id)).toEqual(before);
    const allowed = await post(viewerOf(owner, id), edit(id));
    expect(allowed.data).toEqual({ ok: true });
    expect((await listingRow(id))?.languages).toEqual(['ไทย', 'อังกฤษ', 'ลาว']);
    expect(text('th', 'lawyerform.errors.notFound')).toBe('ไม่พบข้อมูลการให้บริการของคุณ');
  });

  it.each([
    ['no title', { title: ' ' }, 'title', 'lawyerform.errors.incomplete'],
    ['no specialty', { specialties: ' , ' }, 'specialties', 'lawyerform.errors.incomplete'],
    [
      'a new specialty outside the list',
      { specialties: 'มรดก, คดีดาวเทียม' },
      'specialties',
      'lawyerform.errors.areaInvalid',
    ],
    [
      'a language outside the list',
      { languages: ['Klingon'] },
      'languages',
      'lawyerform.errors.languageInvalid',
    ],
    ['an upper fee below the fee', { feeMin: '9000', feeMax: '100' }, 'feeMax', 'lawyerform.errors.feeOrder'],
    ['an upper fee without the fee', { feeMin: '', feeMax: '100' }, 'feeMin', 'lawyerform.errors.feeMissing'],
    ['a fee that is not a number', { feeMin: 'ห้าพัน' }, 'feeMin', 'lawyerform.errors.feeInvalid'],
    ['an unknown fee unit', { feeUnit: 'per_case' }, 'feeUnit', 'lawyerform.errors.feeUnitInvalid'],
    ['negative experience', { experience: '-2' }, 'experience', 'lawyerform.errors.experienceInvalid'],
    ['an unknown province', { province: 'Atlantis' }, 'province', 'lawyerform.errors.provinceInvalid'],
    ['a bad website', { website: 'javascript:alert(1)' }, 'website', 'lawyerform.errors.websiteInvalid'],
  ])('refuses %s with a translated field error and changes nothing', async (_, change, field, message) => {
    const { owner, id } = await verifiedListing();
    const before = await listingRow(id);
    const error = await refusal(() => updateOwnListing(db(), owner, edit(id, change)));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields?.[field]).toBe(message);
    for (const lang of ['th', 'en', 'zh'] as const)
      expect(text(lang, message), `${lang}: ${message}`).not.toBe('');
    expect(await listingRow(id)).toEqual(before);
  });

  it('keeps the free-text specialties a listing already has, and takes only the owner’s own avatar', async () => {
    const { owner, id } = await verifiedListing({ specialties: 'ครอบครัว, คดีปกครอง' });
    await updateOwnListing(db(), owner, edit(id, { specialties: 'คดีปกครอง, อาญา' }));
    expect((await listingRow(id))?.experienceAreas).toEqual(['คดีปกครอง', 'อาญา']);

    const other = await createUser(db());
    const foreign = `avatars/${other.id}/${randomUUID()}.webp`;
    const error = await refusal(() => updateOwnListing(db(), owner, edit(id, { avatarKey: foreign })));
    expect((error as AppError).fields).toEqual({ avatarKey: 'lawyerform.errors.avatarInvalid' });
    const own = `avatars/${owner.id}/${randomUUID()}.webp`;
    await updateOwnListing(db(), owner, edit(id, { avatarKey: own }));
    expect((await listingRow(id))?.avatarUrl).toBe(`/files/public/${own}`);
    // No new picture keeps the current one.
    await updateOwnListing(db(), owner, edit(id));
    expect((await listingRow(id))?.avatarUrl).toBe(`/files/public/${own}`);
  });

  it('an unverified own listing stays unverified when its owner edits it', async () => {
    const owner = await createUser(db());
    const { id } = await createOwnLawyer(db(), owner, valid());
    await updateOwnListing(db(), owner, edit(id));
    expect(await listingRow(id)).toMatchObject({ verified: false, title: 'ทนายความอาวุโส' });
    expect(await getPublicLawyer(db(), id, NETWORK_PHONE)).toBeNull();
  });
});
