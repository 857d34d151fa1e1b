import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '#app/i18n/index.ts';
import { AppError } from '#domain/errors.ts';
import { ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { lawyers, users } from '#server/db/schema/index.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import { isUniqueViolation } from '#server/services/applications/db-errors.ts';
import {
  createOwnLawyer,
  OwnLawyerExistsError,
  OwnLawyerInputError,
} from '#server/services/lawyers/create-own-lawyer.ts';
import { getLawyerForViewer, getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const NETWORK_PHONE = '02-000-0000';
const newUser = () => ({ id: randomUUID(), isAdmin: false });

const db = () => server.database.db;
const lawyersOf = (userId: string) => db().select().from(lawyers).where(eq(lawyers.userId, userId));

async function addUser<T extends { id: string }>(user: T): Promise<T> {
  await db()
    .insert(users)
    .values({ id: user.id, name: 'ผู้ใช้', email: `${user.id}@example.com`, emailVerified: true });
  return user;
}

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
    const user = await addUser(newUser());
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
    expect(error).toBeInstanceOf(OwnLawyerInputError);
    expect((error as OwnLawyerInputError).fields).toEqual({
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
    const user = await addUser(newUser());
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), ...change }));
    expect((error as OwnLawyerInputError).fields[field]).toBe(message);
    expect(await lawyersOf(user.id)).toHaveLength(0);
  });

  it('creates the user’s own profile, unverified and linked, hidden from the public', async () => {
    const user = await addUser(newUser());
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
    const stranger = await addUser(newUser());
    expect(await getLawyerForViewer(db(), id, stranger, NETWORK_PHONE)).toBeNull();
    expect(await getLawyerForViewer(db(), id, null, NETWORK_PHONE)).toBeNull();
    // The session sees the link (the page then sends the user to the profile instead of the form).
    expect((await getSessionUser(db(), user.id))?.lawyerId).toBe(id);
  });

  it('refuses a second profile for the same user', async () => {
    const user = await addUser(newUser());
    const { id } = await createOwnLawyer(db(), user, valid());
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), name: 'อีกคน' }));
    expect(error).toBeInstanceOf(OwnLawyerExistsError);
    expect(error.code).toBe('CONFLICT');
    expect((error as OwnLawyerExistsError).lawyerId).toBe(id);
    expect(await lawyersOf(user.id)).toHaveLength(1);
  });

  it('keeps one profile when two arrive at once', async () => {
    const user = await addUser(newUser());
    const results = await Promise.allSettled([
      createOwnLawyer(db(), user, valid()),
      createOwnLawyer(db(), user, valid()),
    ]);
    const created = results.filter((r) => r.status === 'fulfilled');
    expect(created).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(OwnLawyerExistsError);
    expect((failed.reason as OwnLawyerExistsError).lawyerId).toBe(
      (created[0] as PromiseFulfilledResult<{ id: string }>).value.id,
    );
    expect(await lawyersOf(user.id)).toHaveLength(1);
  });

  it('recognises the database refusal of a second linked profile (the race user_id settles)', async () => {
    const user = await addUser(newUser());
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
    const user = await addUser(newUser());
    const other = await addUser(newUser());
    const foreign = `avatars/${other.id}/${randomUUID()}.webp`;
    const error = await refusal(() => createOwnLawyer(db(), user, { ...valid(), avatarKey: foreign }));
    expect(error.code).toBe('INVALID_INPUT');
    expect((error as OwnLawyerInputError).fields).toEqual({ avatarKey: 'lawyerform.errors.avatarInvalid' });
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
