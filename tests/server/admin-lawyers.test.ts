import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { ADMIN_LAWYER_ERRORS } from '#domain/schemas/admin-lawyer.ts';
import { resources } from '#i18n/index.ts';
import { adminAuditLog, lawyers, messages, questionRecipients, questions } from '#server/db/schema/index.ts';
import { matchContextOf } from '#server/runtime.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import type { Actor } from '#server/services/actor.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import { createAdminLawyer } from '#server/services/admin/lawyers/create-admin-lawyer.ts';
import { deleteAdminLawyer } from '#server/services/admin/lawyers/delete-admin-lawyer.ts';
import { getAdminLawyer } from '#server/services/admin/lawyers/get-admin-lawyer.ts';
import { linkAdminLawyerAccount } from '#server/services/admin/lawyers/link-admin-lawyer-account.ts';
import { removeAdminLawyerAvatar } from '#server/services/admin/lawyers/remove-admin-lawyer-avatar.ts';
import { searchAdminLawyers } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
import { setAdminLawyerAvatar } from '#server/services/admin/lawyers/set-admin-lawyer-avatar.ts';
import { setAdminLawyerFlag } from '#server/services/admin/lawyers/set-admin-lawyer-flag.ts';
import { unlinkAdminLawyerAccount } from '#server/services/admin/lawyers/unlink-admin-lawyer-account.ts';
import { updateAdminLawyer } from '#server/services/admin/lawyers/update-admin-lawyer.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { questionAccess } from '#server/services/questions/access.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  createLawyer,
  createMessage,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
/** An account's own listing, not verified yet. */
const OWN_UNVERIFIED_LISTING = { name: 'ทนายของบัญชี', verified: false, experienceAreas: [] };
const db = () => server.database.db;
const NETWORK_PHONE = '02-000-0000';

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const auditFor = (entityId: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
const lawyerRow = async (id: string) => (await db().select().from(lawyers).where(eq(lawyers.id, id)))[0];

async function refusal(run: () => Promise<unknown>): Promise<AppError & { fields?: Record<string, string> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** An interface text by key in one language ('' when missing). */
function text(lang: 'th' | 'en' | 'zh', key: string): string {
  let node: unknown = resources[lang].common;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

let admin: FactoryUser;
const adminActor = () => admin;

const validAdd = (name: string) => ({
  name,
  title: 'ทนายความ',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  experience: '12',
  fee: '3500',
  feeUnit: 'per_session',
  experienceAreas: ['ครอบครัว', 'มรดก'],
  languages: ['ไทย', 'อังกฤษ'],
});

const fullEdit = (name: string) => ({
  ...validAdd(name),
  fee: undefined,
  feeMin: '1000',
  feeMax: '5000',
  feeUnit: 'per_hour',
  description: 'รับว่าความคดีครอบครัว',
  phone: '081-234-5678',
  email: 'lawyer@law.example',
  lineId: '@lawyer',
  education: 'นิติศาสตรบัณฑิต\n\n เนติบัณฑิต \n',
  achievements: 'รางวัลทนายดีเด่น',
  availability: 'จันทร์-ศุกร์ 9:00-17:00',
  licenseNumber: '1234/2550',
  address: '1 ถนนห้วยแก้ว',
  website: 'law.example',
});

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  expect(admin.isAdmin).toBe(true);
});
afterAll(() => server.close());

describe(`admin lawyers on ${engineName()}`, () => {
  it('refuses a visitor, a member, a lawyer and an unconfirmed admin in every service, changing nothing', async () => {
    const member = await createUser(db());
    const lawyerUser = await createUser(db(), { profileType: 'lawyer', lawyer: OWN_UNVERIFIED_LISTING });
    const unconfirmed = await createUser(db(), {
      profileType: 'admin',
      confirmed: false,
      twoFactorEnabled: true,
    });
    expect(unconfirmed.isAdmin).toBe(false);
    const target = await createAdminLawyer(db(), adminActor(), validAdd('ทนายเป้าหมาย สิทธิ์'));
    const key = `avatars/${admin.id}/${randomUUID()}.webp`;
    await server.runtime.storage.put(key, Buffer.from('x'), 'image/webp');
    const before = await lawyerRow(target.id);
    const audits = await auditCount();

    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['search', (a) => searchAdminLawyers(db(), a, '')],
      ['get', (a) => getAdminLawyer(db(), a, target.id)],
      ['create', (a) => createAdminLawyer(db(), a, validAdd('ทนายไม่ควรถูกเพิ่ม'))],
      ['update', (a) => updateAdminLawyer(db(), a, target.id, fullEdit('ชื่อใหม่'))],
      ['verify', (a) => setAdminLawyerFlag(db(), a, target.id, 'verified', true)],
      ['network', (a) => setAdminLawyerFlag(db(), a, target.id, 'networkMember', true)],
      ['link', (a) => linkAdminLawyerAccount(db(), a, target.id, { email: member.email })],
      ['unlink', (a) => unlinkAdminLawyerAccount(db(), a, target.id, matchContextOf(server.runtime))],
      ['avatar', (a) => setAdminLawyerAvatar(db(), a, target.id, key, server.runtime.storage)],
      ['avatar-remove', (a) => removeAdminLawyerAvatar(db(), a, target.id, server.runtime.storage)],
      [
        'delete',
        (a) => deleteAdminLawyer(db(), a, target.id, server.runtime.storage, matchContextOf(server.runtime)),
      ],
    ];
    const actors: [string, Actor, string][] = [
      ['visitor', null, 'UNAUTHORIZED'],
      ['member', member, 'FORBIDDEN'],
      ['lawyer', lawyerUser, 'FORBIDDEN'],
      ['unconfirmed admin', unconfirmed, 'FORBIDDEN'],
    ];
    for (const [who, actor, code] of actors) {
      for (const [name, call] of calls) {
        const error = await refusal(() => call(actor));
        expect(error.code, `${name} by ${who}`).toBe(code);
      }
    }
    expect(await lawyerRow(target.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    const stray = await db().select().from(lawyers).where(eq(lawyers.name, 'ทนายไม่ควรถูกเพิ่ม'));
    expect(stray).toHaveLength(0);
  });

  it('searches name, province and district partially and case-insensitively; verified first, then name; a page at a time', async () => {
    const token = `Qz${randomUUID().slice(0, 6)}`;
    const rows = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => ({
      name: `${token} ทนาย ${String(i).padStart(3, '0')}`,
      province: 'ลำปาง',
      verified: i % 3 === 0,
    }));
    for (const row of rows) await createLawyer(db(), row);

    const first = await searchAdminLawyers(db(), adminActor(), token.toLowerCase());
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 5, totalIsMore: false, page: 1 });
    const second = await searchAdminLawyers(db(), adminActor(), token.toLowerCase(), { after: first.next! });
    expect(second).toMatchObject({ page: 2, next: null });
    const found = [...first.rows, ...second.rows];
    expect(found).toHaveLength(rows.length);
    const verifiedCount = rows.filter((r) => r.verified).length;
    expect(found.slice(0, verifiedCount).every((r) => r.verified)).toBe(true);
    expect(found.slice(verifiedCount).every((r) => !r.verified)).toBe(true);
    const verifiedNames = found.slice(0, verifiedCount).map((r) => r.name);
    expect(verifiedNames).toEqual([...verifiedNames].sort());
    const unverifiedNames = found.slice(verifiedCount).map((r) => r.name);
    expect(unverifiedNames).toEqual([...unverifiedNames].sort());

    // Province and district, partial and in any case.
    const dToken = `Dx${randomUUID().slice(0, 6)}`;
    const byDistrict = await createLawyer(db(), {
      name: 'ทนายอำเภอ',
      province: 'ตราด',
      district: `เขต ${dToken} ใต้`,
    });
    const byProvince = await createLawyer(db(), { name: 'ทนายจังหวัด', province: 'แม่ฮ่องสอน' });
    const districtHits = (await searchAdminLawyers(db(), adminActor(), dToken.toUpperCase())).rows;
    expect(districtHits.map((r) => r.id)).toEqual([byDistrict.id]);
    const provinceHits = (await searchAdminLawyers(db(), adminActor(), 'ฮ่องส')).rows;
    expect(provinceHits.map((r) => r.id)).toContain(byProvince.id);
    expect(provinceHits.every((r) => r.province === 'แม่ฮ่องสอน')).toBe(true);
    // The English province name finds it too (the /en screen).
    const english = (await searchAdminLawyers(db(), adminActor(), 'mae hong')).rows;
    expect(english.map((r) => r.id)).toContain(byProvince.id);
    // % and _ are taken literally.
    expect((await searchAdminLawyers(db(), adminActor(), '%')).rows).toHaveLength(0);
  });

  it('adds a lawyer: one fee amount stored as both fee_min and fee_max, with exactly one audit entry', async () => {
    const audits = await auditCount();
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd(' ทนายสมชาย ค่าเดียว '));
    const row = await lawyerRow(id);
    expect(row).toMatchObject({
      name: 'ทนายสมชาย ค่าเดียว',
      title: 'ทนายความ',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      experience: 12,
      feeMin: 3500,
      feeMax: 3500,
      feeUnit: 'per_session',
      experienceAreas: ['ครอบครัว', 'มรดก'],
      languages: ['ไทย', 'อังกฤษ'],
      verified: false,
    });
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ actorUserId: admin.id, action: 'create-lawyer', entityType: 'lawyer' });
    expect((entry!.details as { after: { feeMin: number } }).after.feeMin).toBe(3500);

    // No fee: both empty, no unit.
    const none = await createAdminLawyer(db(), adminActor(), { ...validAdd('ทนายไม่มีค่า'), fee: '' });
    expect(await lawyerRow(none.id)).toMatchObject({ feeMin: null, feeMax: null, feeUnit: null });
  });

  it('refuses missing name, title or province, negative or bad numbers and unknown areas, storing nothing', async () => {
    const audits = await auditCount();
    const total = async () => Number((await db().select({ n: count() }).from(lawyers))[0]?.n ?? 0);
    const lawyersBefore = await total();
    const missing = await refusal(() =>
      createAdminLawyer(db(), adminActor(), { ...validAdd(' '), title: '', province: '' }),
    );
    expect(missing.code).toBe('INVALID_INPUT');
    expect(missing.fields).toMatchObject({
      name: ADMIN_LAWYER_ERRORS.required,
      title: ADMIN_LAWYER_ERRORS.required,
      province: ADMIN_LAWYER_ERRORS.required,
    });
    const negativeFee = await refusal(() =>
      createAdminLawyer(db(), adminActor(), { ...validAdd('ทนายค่าติดลบ'), fee: '-1' }),
    );
    expect(negativeFee.fields).toEqual({ fee: ADMIN_LAWYER_ERRORS.negative });
    const negativeExperience = await refusal(() =>
      createAdminLawyer(db(), adminActor(), { ...validAdd('ทนายประสบการณ์ติดลบ'), experience: -3 }),
    );
    expect(negativeExperience.fields).toEqual({ experience: ADMIN_LAWYER_ERRORS.negative });
    const notNumber = await refusal(() =>
      createAdminLawyer(db(), adminActor(), { ...validAdd('ทนายตัวเลขผิด'), fee: '2.5', experience: 'abc' }),
    );
    expect(notNumber.fields).toEqual({
      experience: ADMIN_LAWYER_ERRORS.numberInvalid,
      fee: ADMIN_LAWYER_ERRORS.numberInvalid,
    });
    const badArea = await refusal(() =>
      createAdminLawyer(db(), adminActor(), {
        ...validAdd('ทนายคดีแปลก'),
        experienceAreas: ['คดีแปลก'],
        languages: ['ฝรั่งเศส'],
      }),
    );
    expect(badArea.fields).toEqual({
      experienceAreas: ADMIN_LAWYER_ERRORS.areaInvalid,
      languages: ADMIN_LAWYER_ERRORS.languageInvalid,
    });
    const badProvince = await refusal(() =>
      createAdminLawyer(db(), adminActor(), { ...validAdd('ทนายจังหวัดผิด'), province: 'ไม่มีจังหวัดนี้' }),
    );
    expect(badProvince.fields).toEqual({ province: ADMIN_LAWYER_ERRORS.provinceInvalid });
    expect(await total()).toBe(lawyersBefore);
    expect(await auditCount()).toBe(audits);
    // Every message the services use exists in the three languages.
    for (const key of Object.values(ADMIN_LAWYER_ERRORS))
      for (const lang of ['th', 'en', 'zh'] as const) expect(text(lang, key), `${lang}:${key}`).not.toBe('');
  });

  it('edits every field with one audit entry of what changed; refuses fee_min > fee_max and negatives', async () => {
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd('ทนายแก้ไข ทุกช่อง'));
    // Older free-text areas on the record are kept, new unknown ones refused.
    await db()
      .update(lawyers)
      .set({ experienceAreas: ['กฎหมายเก่า'] })
      .where(eq(lawyers.id, id));
    const audits = await auditCount();
    await updateAdminLawyer(db(), adminActor(), id, {
      ...fullEdit('ทนายแก้ไข ทุกช่อง'),
      experienceAreas: ['กฎหมายเก่า', 'แพ่ง'],
    });
    expect(await lawyerRow(id)).toMatchObject({
      feeMin: 1000,
      feeMax: 5000,
      feeUnit: 'per_hour',
      experienceAreas: ['กฎหมายเก่า', 'แพ่ง'],
      description: 'รับว่าความคดีครอบครัว',
      phone: '081-234-5678',
      email: 'lawyer@law.example',
      lineId: '@lawyer',
      education: ['นิติศาสตรบัณฑิต', 'เนติบัณฑิต'],
      achievements: ['รางวัลทนายดีเด่น'],
      availability: 'จันทร์-ศุกร์ 9:00-17:00',
      licenseNumber: '1234/2550',
      address: '1 ถนนห้วยแก้ว',
      website: 'https://law.example/',
    });
    expect(await auditCount()).toBe(audits + 1);
    const entries = (await auditFor(id)).filter((e) => e.action === 'update-lawyer');
    expect(entries).toHaveLength(1);
    const details = entries[0]!.details as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(details.before.feeMin).toBe(3500);
    expect(details.after.feeMin).toBe(1000);
    expect(details.after).not.toHaveProperty('name');

    const stored = await lawyerRow(id);
    const order = await refusal(() =>
      updateAdminLawyer(db(), adminActor(), id, { ...fullEdit('x'), feeMin: '6000', feeMax: '5000' }),
    );
    expect(order.fields).toEqual({ feeMax: ADMIN_LAWYER_ERRORS.feeOrder });
    const negative = await refusal(() =>
      updateAdminLawyer(db(), adminActor(), id, { ...fullEdit('x'), feeMin: '-5' }),
    );
    expect(negative.fields).toEqual({ feeMin: ADMIN_LAWYER_ERRORS.negative });
    const newUnknown = await refusal(() =>
      updateAdminLawyer(db(), adminActor(), id, { ...fullEdit('x'), experienceAreas: ['คดีใหม่แปลก'] }),
    );
    expect(newUnknown.fields).toEqual({ experienceAreas: ADMIN_LAWYER_ERRORS.areaInvalid });
    const unknownId = await refusal(() => updateAdminLawyer(db(), adminActor(), randomUUID(), fullEdit('x')));
    expect(unknownId.code).toBe('NOT_FOUND');
    expect(await lawyerRow(id)).toEqual(stored);
    expect(await auditCount()).toBe(audits + 1);
    // The rating and the number of reviews are derived from published reviews: a typed-in figure is ignored.
    await updateAdminLawyer(db(), adminActor(), id, {
      ...fullEdit('ทนายแก้ไข ทุกช่อง'),
      experienceAreas: ['กฎหมายเก่า', 'แพ่ง'],
      rating: '4.5',
      reviews: '20',
    });
    expect(await lawyerRow(id)).toMatchObject({ rating: null, reviews: 0 });
  });

  it('verifying makes the lawyer public (getPublicLawyer) and unverifying hides it again; each toggle audited', async () => {
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd('ทนายสาธารณะ สลับได้'));
    expect(await getPublicLawyer(db(), id, NETWORK_PHONE)).toBeNull();
    const audits = await auditCount();
    expect(await setAdminLawyerFlag(db(), adminActor(), id, 'verified', true)).toEqual({ changed: true });
    const pub = await getPublicLawyer(db(), id, NETWORK_PHONE);
    expect(pub).toMatchObject({ id, feeMin: 3500, feeMax: 3500 });
    // The time of the check is recorded and public (the verified badge says the month).
    const verifiedAt = (await lawyerRow(id))?.verifiedAt;
    expect(verifiedAt).toBeInstanceOf(Date);
    expect(pub?.verifiedAt).toBe(verifiedAt?.toISOString());
    expect(await auditCount()).toBe(audits + 1);
    // Setting the same value again is no change and writes nothing.
    expect(await setAdminLawyerFlag(db(), adminActor(), id, 'verified', true)).toEqual({ changed: false });
    expect(await auditCount()).toBe(audits + 1);

    await setAdminLawyerFlag(db(), adminActor(), id, 'networkMember', true);
    expect((await lawyerRow(id))?.networkMember).toBe(true);
    await setAdminLawyerFlag(db(), adminActor(), id, 'verified', false);
    expect(await getPublicLawyer(db(), id, NETWORK_PHONE)).toBeNull();
    expect((await lawyerRow(id))?.verifiedAt).toBeNull();
    expect(await auditCount()).toBe(audits + 3);
    const actions = (await auditFor(id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'set-lawyer-verified')).toHaveLength(2);
    // The audit log names the lawyer each entry is about, not only its id.
    const {
      rows: [latest],
    } = await listAuditLog(db(), adminActor(), { size: 1 });
    expect(latest).toMatchObject({ entityId: id, subject: 'ทนายสาธารณะ สลับได้' });
    expect(actions.filter((a) => a === 'set-lawyer-network-member')).toHaveLength(1);
    const unknown = await refusal(() =>
      setAdminLawyerFlag(db(), adminActor(), randomUUID(), 'verified', true),
    );
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('links an account by e-mail, refusing unknown e-mails and accounts that already have a lawyer', async () => {
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd('ทนายเชื่อมบัญชี'));
    const owner = await createUser(db(), { email: `Owner-${randomUUID().slice(0, 6)}@Example.com` });
    const taken = await createUser(db(), { lawyer: OWN_UNVERIFIED_LISTING });
    const audits = await auditCount();

    const unknown = await refusal(() =>
      linkAdminLawyerAccount(db(), adminActor(), id, { email: 'nobody@nowhere.example' }),
    );
    expect(unknown.fields).toEqual({ email: ADMIN_LAWYER_ERRORS.unknownEmail });
    const invalid = await refusal(() =>
      linkAdminLawyerAccount(db(), adminActor(), id, { email: 'not-an-email' }),
    );
    expect(invalid.fields).toEqual({ email: ADMIN_LAWYER_ERRORS.emailInvalid });
    const already = await refusal(() =>
      linkAdminLawyerAccount(db(), adminActor(), id, { email: taken.email }),
    );
    expect(already.code).toBe('CONFLICT');
    expect(already.fields).toEqual({ email: ADMIN_LAWYER_ERRORS.accountTaken });
    expect((await lawyerRow(id))?.userId).toBeNull();
    expect(await auditCount()).toBe(audits);

    // E-mails match in any case.
    const linked = await linkAdminLawyerAccount(db(), adminActor(), id, {
      email: ` ${owner.email.toUpperCase()} `,
    });
    expect(linked).toEqual({ changed: true, userId: owner.id });
    expect((await lawyerRow(id))?.userId).toBe(owner.id);
    expect((await getAdminLawyer(db(), adminActor(), id))?.accountEmail).toBe(owner.email);
    expect((await getSessionUser(db(), owner.id))?.lawyerId).toBe(id);
    expect(await auditCount()).toBe(audits + 1);

    // A second lawyer cannot take the same account.
    const second = await createAdminLawyer(db(), adminActor(), validAdd('ทนายคนที่สอง'));
    const twice = await refusal(() =>
      linkAdminLawyerAccount(db(), adminActor(), second.id, { email: owner.email }),
    );
    expect(twice.fields).toEqual({ email: ADMIN_LAWYER_ERRORS.accountTaken });

    const afterSecond = await auditCount();
    expect(await unlinkAdminLawyerAccount(db(), adminActor(), id, matchContextOf(server.runtime))).toEqual({
      changed: true,
    });
    expect((await lawyerRow(id))?.userId).toBeNull();
    expect(await unlinkAdminLawyerAccount(db(), adminActor(), id, matchContextOf(server.runtime))).toEqual({
      changed: false,
    });
    expect(await auditCount()).toBe(afterSecond + 1);
    const actions = (await auditFor(id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['link-lawyer-account', 'unlink-lawyer-account']));
  });

  it('sets an uploaded avatar (any well-formed avatar key that exists) and removes it with its unused file', async () => {
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd('ทนายมีรูป'));
    const storage = server.runtime.storage;
    const key = `avatars/${admin.id}/${randomUUID()}.webp`;
    await storage.put(key, Buffer.from('image'), 'image/webp');
    const audits = await auditCount();

    for (const bad of [
      `avatars/${admin.id}/${randomUUID()}.webp`, // well-formed, not stored
      `business-cards/${admin.id}/${randomUUID()}.jpg`,
      '../etc/passwd',
      '',
    ]) {
      const error = await refusal(() =>
        setAdminLawyerAvatar(db(), adminActor(), id, bad, server.runtime.storage),
      );
      expect(error.fields).toEqual({ avatarKey: ADMIN_LAWYER_ERRORS.avatarInvalid });
    }
    expect(await auditCount()).toBe(audits);

    expect(await setAdminLawyerAvatar(db(), adminActor(), id, key, server.runtime.storage)).toEqual({
      avatarUrl: `/files/public/${key}`,
    });
    expect((await lawyerRow(id))?.avatarUrl).toBe(`/files/public/${key}`);
    expect(await auditCount()).toBe(audits + 1);

    // Replacing it removes the old, now unused file.
    const next = `avatars/${admin.id}/${randomUUID()}.webp`;
    await storage.put(next, Buffer.from('image 2'), 'image/webp');
    await setAdminLawyerAvatar(db(), adminActor(), id, next, server.runtime.storage);
    expect(await storage.get(key)).toBeNull();

    expect(await removeAdminLawyerAvatar(db(), adminActor(), id, server.runtime.storage)).toEqual({
      changed: true,
    });
    expect((await lawyerRow(id))?.avatarUrl).toBeNull();
    expect(await storage.get(next)).toBeNull();
    expect(await removeAdminLawyerAvatar(db(), adminActor(), id, server.runtime.storage)).toEqual({
      changed: false,
    });
    expect(await auditCount()).toBe(audits + 3);
  });

  it('deletes a lawyer with one audit entry that keeps the record', async () => {
    const { id } = await createAdminLawyer(db(), adminActor(), validAdd('ทนายจะถูกลบ'));
    const audits = await auditCount();
    await deleteAdminLawyer(db(), adminActor(), id, server.runtime.storage, matchContextOf(server.runtime));
    expect(await lawyerRow(id)).toBeUndefined();
    expect(await auditCount()).toBe(audits + 1);
    const entry = (await auditFor(id)).find((e) => e.action === 'delete-lawyer');
    expect((entry!.details as { before: { name: string } }).before.name).toBe('ทนายจะถูกลบ');
    const again = await refusal(() =>
      deleteAdminLawyer(db(), adminActor(), id, server.runtime.storage, matchContextOf(server.runtime)),
    );
    expect(again.code).toBe('NOT_FOUND');
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe(`a listing unlinked from its account or deleted on ${engineName()}`, () => {
  // A case type nobody else in this file practises (nor its related ones): a question that loses its lawyer
  // has nobody left to invite and waits in the admin queue.
  const AREA = 'การค้าระหว่างประเทศ';

  /** A lawyer account with a verified listing, an asker, a question it accepted (with a thread) and one open. */
  async function lawyerWithCases() {
    const account = await createUser(db(), {
      profileType: 'lawyer',
      lawyer: { name: 'ทนายถูกถอด', experienceAreas: [AREA] },
    });
    const listing = account.lawyerId!;
    const asker = await createUser(db());
    const ask = async (title: string, status: 'open' | 'assigned') =>
      (
        await createQuestion(db(), {
          askerId: asker.id,
          title,
          content: 'รายละเอียดส่วนตัว',
          specialties: [AREA],
          contactPhone: '081-777-0000',
          contactLine: 'asker-private',
          status,
        })
      ).id;
    const assigned = await ask('รับแล้ว', 'assigned');
    const open = await ask('ยังเชิญอยู่', 'open');
    await inviteLawyer(db(), assigned, listing, account.id, { status: 'accepted' });
    await inviteLawyer(db(), open, listing, account.id);
    await createMessage(db(), { questionId: assigned, senderUserId: asker.id, message: 'สวัสดีค่ะ' });
    return { account, lawyerId: listing, asker, assigned, open };
  }

  const post = () => ({
    events: server.runtime.events,
    mailer: server.runtime.mailer,
    publicUrl: 'http://localhost:3000',
  });

  /** Everything the account could reach of the two questions: the page, contact, thread, posting, events. */
  async function expectRefused(c: Awaited<ReturnType<typeof lawyerWithCases>>) {
    const actor = c.account;
    for (const id of [c.assigned, c.open]) {
      expect(await getQuestionForViewer(db(), actor, id)).toBeNull();
      // The event stream's check (server/http/events.ts).
      expect(await questionAccess(db(), actor, id)).toBeNull();
      expect((await refusal(() => listThreadPage(db(), actor, id))).code).toBe('NOT_FOUND');
      expect((await refusal(() => postMessage(db(), actor, id, { message: 'ยังอยู่' }, post()))).code).toBe(
        'NOT_FOUND',
      );
    }
    const inbox = await listInvitedCases(db(), actor);
    expect(inbox).toEqual([]);
    expect(JSON.stringify(inbox)).not.toContain('081-777-0000');
    const thread = await db().select().from(messages).where(eq(messages.questionId, c.assigned));
    expect(thread.map((m) => m.message)).toEqual(['สวัสดีค่ะ']);
  }

  /** The rule after the lawyer is gone: both questions open again, in the admin queue (nobody else to invite). */
  async function expectBackToMatching(c: Awaited<ReturnType<typeof lawyerWithCases>>) {
    const rows = await db()
      .select()
      .from(questions)
      .where(eq(questions.createdBy, c.asker.id))
      .orderBy(questions.title);
    expect(rows).toHaveLength(2);
    for (const q of rows) {
      expect(q.status).toBe('open');
      expect(q.needsLawyerSince).toBeInstanceOf(Date);
      // The asker keeps their contact details; the asker and admins still see the question.
      expect(q.contactPhone).toBe('081-777-0000');
      expect((await getQuestionForViewer(db(), c.asker, q.id))?.contact).toEqual({
        phone: '081-777-0000',
        line: 'asker-private',
      });
      expect((await getQuestionForViewer(db(), adminActor(), q.id))?.needsLawyer).toBe(true);
    }
  }

  it('unlinking ends the account’s invitations and access in the same change; the questions go back to matching', async () => {
    const c = await lawyerWithCases();
    // Before: the accepted lawyer reads the question with the asker's contact and its thread.
    expect((await getQuestionForViewer(db(), c.account, c.assigned))?.contact).toEqual({
      phone: '081-777-0000',
      line: 'asker-private',
    });
    expect(await listInvitedCases(db(), c.account)).toHaveLength(2);

    expect(
      await unlinkAdminLawyerAccount(db(), adminActor(), c.lawyerId, matchContextOf(server.runtime)),
    ).toEqual({ changed: true });
    await expectRefused(c);
    await expectBackToMatching(c);
    const invitations = await db()
      .select({ status: questionRecipients.status })
      .from(questionRecipients)
      .where(eq(questionRecipients.lawyerId, c.lawyerId));
    expect(invitations.map((i) => i.status)).toEqual(['expired', 'expired']);

    // Linking the listing again (to the same account or another) brings none of it back.
    await linkAdminLawyerAccount(db(), adminActor(), c.lawyerId, { email: c.account.email });
    await expectRefused(c);
    // Unlinked again, so that it is nobody's candidate in the next test.
    await unlinkAdminLawyerAccount(db(), adminActor(), c.lawyerId, matchContextOf(server.runtime));
  });

  it('deleting the listing ends the account’s access the same way; the questions go back to matching', async () => {
    const c = await lawyerWithCases();
    await deleteAdminLawyer(
      db(),
      adminActor(),
      c.lawyerId,
      server.runtime.storage,
      matchContextOf(server.runtime),
    );
    await expectRefused(c);
    await expectBackToMatching(c);
  });
});
