import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ViewerUser } from '#app/context.ts';
import { submitApply } from '#app/features/applications/apply.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { AppError } from '#domain/errors.ts';
import { SIGNED_LINK_SECONDS } from '#domain/limits.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { fixedT, resources } from '#i18n/index.ts';
import { lawyerApplications } from '#server/db/schema/index.ts';
import { getBusinessCardLink } from '#server/services/applications/business-card-link.ts';
import { isUniqueViolation } from '#server/services/applications/db-errors.ts';
import { listMyApplications } from '#server/services/applications/list-my-applications.ts';
import { submitApplication } from '#server/services/applications/submit-application.ts';
import { createUser, type FactoryUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let member: FactoryUser;
let other: FactoryUser;
let admin: FactoryUser;

const db = () => server.database.db;
const stored = () => db().select().from(lawyerApplications);
const avatarKey = (userId: string) => `avatars/${userId}/${randomUUID()}.webp`;
const cardKey = (userId: string) => `business-cards/${userId}/${randomUUID()}.jpg`;

const valid = (): Record<string, string | string[] | undefined> => ({
  fullName: '  สมชาย ทนายดี ',
  licenseNumber: ' 12345/2560 ',
  title: ' ทนายความอาวุโส ',
  phone: '081-234-5678',
  email: '',
  lineId: 'somchai.law',
  areas: ' แพ่ง , , อาญา,แพ่ง ,ที่ดิน ',
  languages: ['ไทย', 'อังกฤษ', 'ไทย'],
  feeMin: '3000',
  feeMax: ' 8000 ',
  feeUnit: 'per_hour',
  education: 'นิติศาสตรบัณฑิต มหาวิทยาลัยเชียงใหม่\n\n เนติบัณฑิตไทย ',
  province: 'เชียงใหม่',
  district: 'เมือง',
  address: '1 ถนนนิมมานเหมินท์',
  website: 'www.somchai-law.example',
  experience: '',
  description: 'ทนายความคดีแพ่งและอาญา',
});

/** The signed-in member as the pages see them. */
const viewerOf = (u: { id: string; email: string }): ViewerUser => ({
  id: u.id,
  email: u.email,
  fullName: 'ผู้ทดสอบ',
  isAdmin: false,
  adminNeedsTwoFactor: false,
  twoFactorEnabled: false,
  lawyerId: null,
});

/** The error a call throws (it must throw). */
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
  member = await createUser(db(), { email: 'applicant@example.com', twoFactorEnabled: true });
  other = await createUser(db(), { email: 'other@example.com', twoFactorEnabled: true });
  admin = await createUser(db(), {
    email: 'admin@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  expect(admin.isAdmin).toBe(true);
});
afterAll(() => server.close());
beforeEach(async () => {
  await db().delete(lawyerApplications);
});

describe(`lawyer applications on ${engineName()}`, () => {
  it('stores a valid application, pending, with areas parsed from the comma-separated text', async () => {
    const { id } = await submitApplication(db(), member, valid());
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      userId: member.id,
      fullName: 'สมชาย ทนายดี',
      licenseNumber: '12345/2560',
      phone: '081-234-5678',
      // A blank e-mail becomes the account's.
      email: member.email,
      lineId: 'somchai.law',
      title: 'ทนายความอาวุโส',
      experienceAreas: ['แพ่ง', 'อาญา', 'ที่ดิน'],
      languages: ['ไทย', 'อังกฤษ'],
      feeMin: 3000,
      feeMax: 8000,
      feeUnit: 'per_hour',
      education: ['นิติศาสตรบัณฑิต มหาวิทยาลัยเชียงใหม่', 'เนติบัณฑิตไทย'],
      province: 'เชียงใหม่',
      district: 'เมือง',
      website: 'https://www.somchai-law.example/',
      // Blank experience is 0.
      experience: 0,
      status: 'pending',
      avatarUrl: null,
      businessCardKey: null,
    });
  });

  it('keeps a given e-mail and a whole number of years', async () => {
    await submitApplication(db(), member, { ...valid(), email: 'office@law.example', experience: ' 12 ' });
    const [row] = await stored();
    expect(row).toMatchObject({ email: 'office@law.example', experience: 12 });
  });

  it('stores one fee as both ends (per session unless chosen) and the ask form’s specialties as case types', async () => {
    await submitApplication(db(), await createUser(db()), {
      ...valid(),
      // Tax is business; real estate is land and condominium juristic person (domain/specialties.ts).
      areas: 'ภาษี, อสังหาริมทรัพย์, มรดก, ธุรกิจ',
      languages: 'จีน',
      feeMin: '1500',
      feeMax: '',
      feeUnit: '',
      education: '',
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      experienceAreas: ['ธุรกิจ', 'ที่ดิน', 'นิติบุคคลอาคารชุด', 'มรดก'],
      languages: ['จีน'],
      feeMin: 1500,
      feeMax: 1500,
      feeUnit: 'per_session',
      education: [],
    });
  });

  it('takes specialties typed by their English or Chinese name in any letter case, stored as the Thai case types', async () => {
    await submitApplication(db(), await createUser(db()), {
      ...valid(),
      // What the English and Chinese chips insert, and what a person types.
      areas: 'Civil, criminal ,  REAL   ESTATE, 民事, tax, 继承, แรงงาน',
    });
    const [row] = await stored();
    expect(row!.experienceAreas).toEqual(['แพ่ง', 'อาญา', 'ที่ดิน', 'นิติบุคคลอาคารชุด', 'ธุรกิจ', 'มรดก', 'แรงงาน']);
  });

  it('answers the apply page with field errors when no specialty is chosen, and stores nothing', async () => {
    const applicant = await createUser(db());
    const post = (fields: Record<string, string | string[] | undefined>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
      }
      return submitApply(
        server.context(viewerOf(applicant)),
        new Request('http://localhost:3000/th/apply', { method: 'POST', body: form }),
      ) as unknown as Promise<{ data: Answer; init?: ResponseInit }>;
    };
    const refused = await post({ ...valid(), areas: '', languages: [] });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      fields: { areas: 'apply.errors.areasRequired', languages: 'apply.errors.languagesRequired' },
    });
    expect(fixedT('th')('apply.errors.areasRequired')).toBe('กรุณาเลือกความเชี่ยวชาญอย่างน้อย 1 รายการ');
    expect(fixedT('en')('apply.errors.areasRequired')).toBe('Please choose at least one specialty');
    expect(await stored()).toHaveLength(0);

    // The same form with its specialties: every checked language arrives (repeated fields).
    const accepted = await post(valid());
    expect(accepted.data).toEqual({ ok: true });
    const [row] = await stored();
    expect(row?.languages).toEqual(['ไทย', 'อังกฤษ']);
  });

  it.each([
    ['missing full name', { fullName: '   ' }, 'fullName', 'apply.errors.fullNameRequired'],
    ['absent full name', { fullName: undefined }, 'fullName', 'apply.errors.fullNameRequired'],
    ['missing licence', { licenseNumber: '' }, 'licenseNumber', 'apply.errors.licenseRequired'],
    ['negative experience', { experience: '-1' }, 'experience', 'apply.errors.experienceInvalid'],
    ['non-integer experience', { experience: '2.5' }, 'experience', 'apply.errors.experienceInvalid'],
    ['text experience', { experience: 'ten' }, 'experience', 'apply.errors.experienceInvalid'],
    ['bad website', { website: 'not a website' }, 'website', 'apply.errors.websiteInvalid'],
    ['script website', { website: 'javascript:alert(1)' }, 'website', 'apply.errors.websiteInvalid'],
    ['bad e-mail', { email: 'nobody@' }, 'email', 'apply.errors.emailInvalid'],
    ['unknown province', { province: 'Atlantis' }, 'province', 'apply.errors.provinceInvalid'],
    ['no specialty', { areas: ' , ' }, 'areas', 'apply.errors.areasRequired'],
    ['absent specialties', { areas: undefined }, 'areas', 'apply.errors.areasRequired'],
    ['a specialty outside the list', { areas: 'แพ่ง, คดียาเสพติด' }, 'areas', 'apply.errors.areaInvalid'],
    ['missing title', { title: '  ' }, 'title', 'apply.errors.titleRequired'],
    ['no language', { languages: [] }, 'languages', 'apply.errors.languagesRequired'],
    [
      'a language outside the list',
      { languages: ['ไทย', 'Klingon'] },
      'languages',
      'apply.errors.languageInvalid',
    ],
    ['missing fee', { feeMin: '', feeMax: '' }, 'feeMin', 'apply.errors.feeRequired'],
    ['only the upper fee', { feeMin: '', feeMax: '5000' }, 'feeMin', 'apply.errors.feeRequired'],
    ['a negative fee', { feeMin: '-100' }, 'feeMin', 'apply.errors.feeInvalid'],
    ['a fractional fee', { feeMin: '99.5' }, 'feeMin', 'apply.errors.feeInvalid'],
    ['an upper fee below the fee', { feeMin: '9000', feeMax: '8000' }, 'feeMax', 'apply.errors.feeOrder'],
    ['an unknown fee unit', { feeUnit: 'per_case' }, 'feeUnit', 'apply.errors.feeUnitInvalid'],
  ])('refuses %s with a translated field error and stores nothing', async (_, change, field, message) => {
    const error = await refusal(() => submitApplication(db(), member, { ...valid(), ...change }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('INVALID_INPUT');
    expect((error as AppError).fields?.[field]).toBe(message);
    expect(await stored()).toHaveLength(0);
  });

  it('allows one pending application per user, and a new one after a rejection', async () => {
    const first = await submitApplication(db(), member, valid());
    const second = await refusal(() => submitApplication(db(), member, valid()));
    expect(second.code).toBe('CONFLICT');
    expect(second.message).toBe('apply.errors.alreadyPending');
    expect(await stored()).toHaveLength(1);

    // Another user is not affected.
    await submitApplication(db(), other, valid());

    await db()
      .update(lawyerApplications)
      .set({ status: 'rejected' })
      .where(eq(lawyerApplications.id, first.id));
    const third = await submitApplication(db(), member, valid());
    const mine = await listMyApplications(db(), member);
    expect(mine.map((a) => [a.id, a.status])).toEqual([
      [third.id, 'pending'],
      [first.id, 'rejected'],
    ]);
  });

  it('keeps one pending application when two arrive at once', async () => {
    const results = await Promise.allSettled([
      submitApplication(db(), member, valid()),
      submitApplication(db(), member, valid()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(AppError);
    expect((failed.reason as AppError).message).toBe('apply.errors.alreadyPending');
    expect(await stored()).toHaveLength(1);
  });

  it('recognises the database refusal of a second pending row (the race the index settles)', async () => {
    await submitApplication(db(), member, valid());
    let caught: unknown;
    try {
      await db().insert(lawyerApplications).values({ userId: member.id, fullName: 'x', licenseNumber: 'y' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeDefined();
    expect(isUniqueViolation(caught, 'lawyer_applications_one_pending_idx')).toBe(true);
    expect(isUniqueViolation(caught, 'some_other_index')).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
  });

  it('stores the applicant’s own avatar and business card keys', async () => {
    const avatar = avatarKey(member.id);
    const card = cardKey(member.id);
    await submitApplication(db(), member, { ...valid(), avatarKey: avatar, businessCardKey: card });
    const [row] = await stored();
    expect(row?.avatarUrl).toBe(`/files/public/${avatar}`);
    expect(row?.businessCardKey).toBe(card);
  });

  it.each([
    ['an avatar of another user', () => ({ avatarKey: avatarKey(other.id) }), 'avatarKey'],
    ['a business card of another user', () => ({ businessCardKey: cardKey(other.id) }), 'businessCardKey'],
    ['a business card given as the avatar', () => ({ avatarKey: cardKey(member.id) }), 'avatarKey'],
    [
      'a path that climbs out of the folder',
      () => ({ avatarKey: `avatars/${member.id}/../${other.id}/${randomUUID()}.webp` }),
      'avatarKey',
    ],
    [
      'a made-up file name',
      () => ({ businessCardKey: `business-cards/${member.id}/card.jpg` }),
      'businessCardKey',
    ],
    ['another extension', () => ({ avatarKey: `avatars/${member.id}/${randomUUID()}.png` }), 'avatarKey'],
  ])('refuses %s and stores nothing', async (_, keys, field) => {
    const error = await refusal(() => submitApplication(db(), member, { ...valid(), ...keys() }));
    expect(error.code).toBe('INVALID_INPUT');
    expect(Object.keys((error as AppError).fields ?? {})).toEqual([field]);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a signed-out caller', async () => {
    const error = await refusal(() => submitApplication(db(), null, valid()));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await stored()).toHaveLength(0);
    expect(await listMyApplications(db(), null)).toEqual([]);
  });

  it('lists only the user’s own applications', async () => {
    await submitApplication(db(), other, valid());
    expect(await listMyApplications(db(), member)).toEqual([]);
    const [row] = await listMyApplications(db(), other);
    expect(row).toMatchObject({ fullName: 'สมชาย ทนายดี', status: 'pending', hasBusinessCard: false });
  });

  it('gives a signed business-card link to the owner and admins only', async () => {
    const card = cardKey(member.id);
    const { id } = await submitApplication(db(), member, { ...valid(), businessCardKey: card });
    const now = new Date('2030-01-01T00:00:00Z');

    const mine = await getBusinessCardLink(db(), server.runtime.config.authSecret, member, id, now);
    expect(mine?.url).toContain(`/files/private/${card}`);
    expect(mine?.url).toMatch(/[?&](exp|expires)=\d+/);
    expect(new Date(mine!.expiresAt).getTime() - now.getTime()).toBe(SIGNED_LINK_SECONDS * 1000);
    const forAdmin = await getBusinessCardLink(db(), server.runtime.config.authSecret, admin, id, now);
    expect(forAdmin?.url).toContain(card);

    // Everyone else learns nothing, not even that the application exists.
    expect(await getBusinessCardLink(db(), server.runtime.config.authSecret, other, id, now)).toBeNull();
    expect(await getBusinessCardLink(db(), server.runtime.config.authSecret, null, id, now)).toBeNull();
    expect(
      await getBusinessCardLink(db(), server.runtime.config.authSecret, admin, randomUUID(), now),
    ).toBeNull();
    expect(
      await getBusinessCardLink(db(), server.runtime.config.authSecret, admin, 'not-an-id', now),
    ).toBeNull();
  });

  it('gives no link for an application without a business card', async () => {
    const { id } = await submitApplication(db(), member, valid());
    expect(await getBusinessCardLink(db(), server.runtime.config.authSecret, member, id)).toBeNull();
    expect(await getBusinessCardLink(db(), server.runtime.config.authSecret, admin, id)).toBeNull();
  });
});

describe('application messages', () => {
  const flatten = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : flatten(v as object, `${prefix}${k}.`),
    );

  it('are i18n keys present in th, en and zh', () => {
    const bad = {
      fullName: '',
      licenseNumber: '',
      phone: 'x',
      email: 'x',
      lineId: 'x'.repeat(999),
      areas: 'x'.repeat(999),
      province: 'x',
      district: 'x'.repeat(999),
      address: 'x'.repeat(999),
      website: 'x y',
      experience: '-1',
      description: 'x'.repeat(9999),
      avatarKey: 'x',
      businessCardKey: 'x',
      title: '',
      languages: ['x'],
      feeMin: 'x',
      feeUnit: 'x',
      education: Array.from({ length: 99 }, (_, i) => `line ${i}`).join('\n'),
    };
    const parsed = applicationSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const messages = new Set(parsed.error!.issues.map((i) => i.message));
    for (const key of [
      'apply.errors.alreadyPending',
      'apply.errors.signIn',
      'apply.errors.areasRequired',
      'apply.errors.areaInvalid',
      'apply.errors.languagesRequired',
      'apply.errors.feeRequired',
      'apply.errors.feeOrder',
    ])
      messages.add(key);
    expect(messages.size).toBeGreaterThan(10);
    for (const lang of ['th', 'en', 'zh'] as const) {
      const keys = new Set(flatten(resources[lang].common as object));
      for (const m of messages) expect(keys.has(m), `${lang}: ${m}`).toBe(true);
    }
    expect(fixedT('th')('apply.toast.failed')).toBe('ไม่สามารถส่งคำขอได้ กรุณาลองอีกครั้ง');
  });
});
