import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { SIGNED_LINK_SECONDS } from '#domain/limits.ts';
import { resources } from '#i18n/index.ts';
import {
  APPLICATION_LISTING_COLUMNS,
  adminAuditLog,
  emailOutbox,
  lawyerApplications,
  lawyers,
  questionRecipients,
} from '#server/db/schema/index.ts';
import { matchContextOf } from '#server/runtime.ts';
import { getSessionUser } from '#server/services/accounts/session-user.ts';
import type { Actor } from '#server/services/actor.ts';
import { approveApplication } from '#server/services/admin/applications/approve-application.ts';
import { createApplication } from '#server/services/admin/applications/create-application.ts';
import { deleteApplication } from '#server/services/admin/applications/delete-application.ts';
import { getApplication } from '#server/services/admin/applications/get-application.ts';
import { getApplicationCardLink } from '#server/services/admin/applications/get-application-card-link.ts';
import { listApplications } from '#server/services/admin/applications/list-applications.ts';
import { rejectApplication } from '#server/services/admin/applications/reject-application.ts';
import { updateApplication } from '#server/services/admin/applications/update-application.ts';
import { submitApplication } from '#server/services/applications/submit-application.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';
import { searchLawyers } from '#server/services/lawyers/search-lawyers.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import {
  createApplication as createApplicationRow,
  createLawyer,
  createUser,
  type FactoryUser,
} from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;
const NETWORK_PHONE = '02-000-0000';

type FormInput = Record<string, string | string[]>;

/** The member's own application, as the apply page sends it (the account e-mail is the default). */
const apply = (p: FactoryUser, input: FormInput) => submitApplication(db(), p, input);

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const applicationCount = async () =>
  Number((await db().select({ n: count() }).from(lawyerApplications))[0]?.n ?? 0);
const applicationRow = async (id: string) =>
  (await db().select().from(lawyerApplications).where(eq(lawyerApplications.id, id)))[0];
const lawyersOf = (userId: string) => db().select().from(lawyers).where(eq(lawyers.userId, userId));
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const auditEntries = () => db().select().from(adminAuditLog);

async function refusal(run: () => Promise<unknown>): Promise<AppError & { fields?: Record<string, string> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function text(lang: 'th' | 'en' | 'zh', key: string): string {
  let node: unknown = resources[lang].common;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

const form = (overrides: FormInput = {}): FormInput => ({
  fullName: 'สมศรี ทนายความ',
  licenseNumber: '55555/2561',
  title: 'ทนายความอาวุโส',
  phone: '081-111-2222',
  email: '',
  lineId: 'somsri.law',
  areas: 'แพ่ง, ครอบครัว',
  languages: ['ไทย', 'อังกฤษ'],
  feeMin: '3000',
  feeMax: '8000',
  feeUnit: 'per_hour',
  education: 'นิติศาสตรบัณฑิต มหาวิทยาลัยขอนแก่น\nเนติบัณฑิตไทย',
  province: 'ขอนแก่น',
  district: 'เมืองขอนแก่น',
  address: '9 ถนนมิตรภาพ',
  website: 'somsri-law.example',
  experience: '12',
  description: 'ทนายความคดีครอบครัว',
  ...overrides,
});

let admin: FactoryUser;
let ghostAdmin: Actor;
let outsiders: [string, Actor][];

beforeAll(async () => {
  server = await createTestServer({ NETWORK_PHONE });
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  expect(admin?.isAdmin).toBe(true);
  const member = await createUser(db());
  const lawyer = await createUser(db(), { profileType: 'lawyer', lawyer: {} });
  const unconfirmed = await createUser(db(), {
    profileType: 'admin',
    confirmed: false,
    twoFactorEnabled: true,
  });
  expect(unconfirmed?.isAdmin).toBe(false);
  outsiders = [
    ['a visitor', null],
    ['a member', member],
    ['a lawyer', lawyer],
    ['an admin whose e-mail is unconfirmed', unconfirmed],
  ];
  // An admin actor whose account row does not exist: its audit entry (and review columns) cannot be written.
  ghostAdmin = { id: randomUUID(), isAdmin: true };
});
afterAll(() => server.close());
beforeEach(async () => {
  await db().delete(lawyerApplications);
});

describe(`admin applications on ${engineName()}`, () => {
  it('every service refuses visitors, members, lawyers and unconfirmed admins, and changes nothing', async () => {
    const applicant = await createUser(db());
    const cardKey = `business-cards/${applicant.id}/${randomUUID()}.jpg`;
    const { id } = await apply(applicant, { ...form(), businessCardKey: cardKey });
    const before = await applicationRow(id);
    const audits = await auditCount();
    for (const [who, actor] of outsiders) {
      const calls: [string, () => Promise<unknown>][] = [
        ['list', () => listApplications(db(), actor)],
        ['get', () => getApplication(db(), actor, id)],
        ['create', () => createApplication(db(), actor, { ...form(), userRef: applicant.id })],
        ['update', () => updateApplication(db(), actor, id, form({ fullName: 'ถูกแก้' }))],
        ['delete', () => deleteApplication(db(), actor, id)],
        ['approve', () => approveApplication(db(), actor, id, matchContextOf(server.runtime))],
        ['reject', () => rejectApplication(db(), actor, id, matchContextOf(server.runtime))],
        [
          'business-card link',
          () => getApplicationCardLink(db(), server.runtime.config.authSecret, actor, id),
        ],
      ];
      for (const [name, call] of calls) {
        const error = await refusal(call);
        expect(error.code, `${name} by ${who}`).toBe(actor ? 'FORBIDDEN' : 'UNAUTHORIZED');
      }
    }
    expect(await applicationRow(id)).toEqual(before);
    expect(await applicationCount()).toBe(1);
    expect(await lawyersOf(applicant.id)).toHaveLength(0);
    expect(await auditCount()).toBe(audits);
    expect(await mailsTo(applicant.email)).toHaveLength(0);
  });

  it('approving creates a verified, public lawyer linked to the applicant, with one audit entry and an e-mail in their language', async () => {
    const applicant = await createUser(db(), { locale: 'en' });
    const { id } = await apply(applicant, {
      ...form(),
      avatarKey: `avatars/${applicant.id}/${randomUUID()}.webp`,
    });
    const audits = await auditCount();

    const started = Date.now();
    const result = await approveApplication(db(), admin, id, matchContextOf(server.runtime));
    expect(result.emailed).toBe(true);

    const [lawyer] = await lawyersOf(applicant.id);
    // The approval is the licence check: its time is what the verified badge shows.
    expect(lawyer?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(lawyer).toMatchObject({
      id: result.lawyerId,
      userId: applicant.id,
      verified: true,
      name: 'สมศรี ทนายความ',
      licenseNumber: '55555/2561',
      phone: '081-111-2222',
      email: applicant.email,
      lineId: 'somsri.law',
      experienceAreas: ['แพ่ง', 'ครอบครัว'],
      province: 'ขอนแก่น',
      district: 'เมืองขอนแก่น',
      address: '9 ถนนมิตรภาพ',
      website: 'https://somsri-law.example/',
      experience: 12,
      description: 'ทนายความคดีครอบครัว',
      // What the listing needs, copied too.
      title: 'ทนายความอาวุโส',
      languages: ['ไทย', 'อังกฤษ'],
      feeMin: 3000,
      feeMax: 8000,
      feeUnit: 'per_hour',
      education: ['นิติศาสตรบัณฑิต มหาวิทยาลัยขอนแก่น', 'เนติบัณฑิตไทย'],
    });
    expect(lawyer?.avatarUrl).toMatch(new RegExp(`^/files/public/avatars/${applicant.id}/`));
    // Every column the application shares with a listing arrived: the one list approval copies.
    const application = await applicationRow(id);
    for (const key of APPLICATION_LISTING_COLUMNS) expect(lawyer?.[key], key).toEqual(application?.[key]);
    // Public now.
    const pub = await getPublicLawyer(db(), result.lawyerId, NETWORK_PHONE);
    expect(pub?.name).toBe('สมศรี ทนายความ');
    // The application is approved by this admin, now.
    const row = await applicationRow(id);
    expect(row?.status).toBe('approved');
    expect(row?.reviewedBy).toBe(admin.id);
    expect(Date.now() - (row?.reviewedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    // The member's profile is a lawyer's now.
    expect((await getSessionUser(db(), applicant.id))?.profileType).toBe('lawyer');
    // Exactly one audit entry, describing the approval.
    expect(await auditCount()).toBe(audits + 1);
    const entry = (await auditEntries()).find((e) => e.entityId === id);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: 'application.approve',
      entityType: 'lawyer_application',
    });
    const details = entry?.details as { before: { lawyer: unknown }; after: { lawyer: { id: string } } };
    expect(details.before.lawyer).toBeNull();
    expect(details.after.lawyer.id).toBe(result.lawyerId);
    // The e-mail, recorded in the outbox, in English, with the link to the new profile.
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'application-approved', locale: 'en' });
    expect(mails[0]?.subject).toContain('approved');
    expect(mails[0]?.textBody).toContain(`http://localhost:3000/en/lawyers/${result.lawyerId}`);
  });

  it('approving updates the applicant’s existing lawyer record instead of creating a second one', async () => {
    const applicant = await createUser(db());
    const existing = await createLawyer(db(), {
      userId: applicant.id,
      name: 'ชื่อเดิม',
      title: 'ทนายความ',
      avatarUrl: '/files/public/avatars/old.webp',
      experience: 3,
      rating: 4.5,
      verified: false,
    });
    const { id } = await apply(applicant, form({ fullName: 'ชื่อใหม่', experience: '' }));
    const audits = await auditCount();

    const result = await approveApplication(db(), admin, id, matchContextOf(server.runtime));
    expect(result.lawyerId).toBe(existing.id);
    const rows = await lawyersOf(applicant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.verifiedAt).toBeInstanceOf(Date);
    expect(rows[0]).toMatchObject({
      id: existing.id,
      verified: true,
      name: 'ชื่อใหม่',
      province: 'ขอนแก่น',
      licenseNumber: '55555/2561',
      title: 'ทนายความอาวุโส',
      languages: ['ไทย', 'อังกฤษ'],
      // What the application does not give stays as it was.
      avatarUrl: '/files/public/avatars/old.webp',
      experience: 3,
      rating: 4.5,
    });
    expect((await getPublicLawyer(db(), existing.id, NETWORK_PHONE))?.name).toBe('ชื่อใหม่');
    expect(await auditCount()).toBe(audits + 1);
    const entry = (await auditEntries()).find((e) => e.entityId === id);
    expect((entry!.details as { before: { lawyer: { name: string } } }).before.lawyer.name).toBe('ชื่อเดิม');
  });

  it('after approval the lawyer is found by the language, budget and case-type filters and invited by auto-match', async () => {
    const applicant = await createUser(db());
    const { id } = await apply(applicant, {
      ...form(),
      fullName: 'ทนายพรทิพย์ ภาษีดี',
      // The ask form's specialty 'ภาษี' (tax) is the case type business, as auto-match maps a question's.
      areas: 'ภาษี, แรงงาน',
      languages: ['จีน', 'ไทย'],
      feeMin: '2000',
      feeMax: '6000',
      province: 'ภูเก็ต',
    });
    const found = async (filters: Parameters<typeof searchLawyers>[1]) =>
      (await searchLawyers(db(), filters, { pageSize: 100 })).items.map((l) => l.name);
    // Pending: not listed yet.
    expect(await found({ language: 'จีน' })).not.toContain('ทนายพรทิพย์ ภาษีดี');

    const { lawyerId } = await approveApplication(db(), admin, id, matchContextOf(server.runtime));
    const [lawyer] = await lawyersOf(applicant.id);
    expect(lawyer).toMatchObject({
      id: lawyerId,
      userId: applicant.id,
      verified: true,
      experienceAreas: ['ธุรกิจ', 'แรงงาน'],
      languages: ['จีน', 'ไทย'],
      feeMin: 2000,
      feeMax: 6000,
    });
    expect(await found({ language: 'จีน' })).toContain('ทนายพรทิพย์ ภาษีดี');
    expect(await found({ budget: 'low' })).toContain('ทนายพรทิพย์ ภาษีดี');
    expect(await found({ language: 'จีน', budget: 'low', caseType: 'ธุรกิจ' })).toContain('ทนายพรทิพย์ ภาษีดี');
    expect(await found({ budget: 'high' })).not.toContain('ทนายพรทิพย์ ภาษีดี');
    expect(await found({ language: 'เขมร' })).not.toContain('ทนายพรทิพย์ ภาษีดี');
    // The public card shows the fee range and languages instead of "ask for the fee".
    expect(await getPublicLawyer(db(), lawyerId, NETWORK_PHONE)).toMatchObject({
      title: 'ทนายความอาวุโส',
      feeMin: 2000,
      feeMax: 6000,
      feeUnit: 'per_hour',
      languages: ['จีน', 'ไทย'],
    });

    // A question about tax is matched to the new lawyer (verified, linked to the applicant's account).
    const asker = await createUser(db());
    const question = await askQuestion(db(), asker, {
      title: 'ถูกประเมินภาษีย้อนหลัง',
      content: 'ได้รับหนังสือประเมินภาษีย้อนหลังสามปี',
      province: 'ภูเก็ต',
      specialties: ['ภาษี'],
      consent: true,
    });
    const invited = await autoMatchQuestion(db(), question.id, {
      mailer: server.runtime.mailer,
      publicUrl: 'http://localhost:3000',
    });
    expect(invited.length).toBeGreaterThan(0);
    const recipients = await db()
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, question.id));
    expect(recipients.find((r) => r.lawyerId === lawyerId)).toMatchObject({
      recipientUserId: applicant.id,
      status: 'invited',
    });
  });

  it('approves an older application without the listing fields, mapping its specialties and keeping free text', async () => {
    const applicant = await createUser(db());
    // Stored before applications asked for title, languages, fees and education.
    const older = await createApplicationRow(db(), {
      userId: applicant.id,
      fullName: 'ทนายรุ่นเก่า',
      licenseNumber: '111/2540',
      experienceAreas: ['ภาษี', 'คดีปกครอง'],
    });
    expect(older).toMatchObject({ title: null, languages: [], feeMin: null, feeUnit: null, education: [] });

    // The admin may edit it without filling the new fields, keeping its free-text area, but not adding one.
    const refused = await refusal(() =>
      updateApplication(db(), admin, older.id, {
        fullName: 'ทนายรุ่นเก่า',
        licenseNumber: '111/2540',
        areas: 'ภาษี, คดีปกครอง, คดีดาวเทียม',
      }),
    );
    expect(refused.fields?.areas).toBe('apply.errors.areaInvalid');
    await updateApplication(db(), admin, older.id, {
      fullName: 'ทนายรุ่นเก่า',
      licenseNumber: '111/2540',
      areas: 'ภาษี, คดีปกครอง',
    });
    expect((await applicationRow(older.id))?.experienceAreas).toEqual(['ธุรกิจ', 'คดีปกครอง']);

    const { lawyerId } = await approveApplication(db(), admin, older.id, matchContextOf(server.runtime));
    const [lawyer] = await lawyersOf(applicant.id);
    expect(lawyer).toMatchObject({
      id: lawyerId,
      verified: true,
      title: null,
      experienceAreas: ['ธุรกิจ', 'คดีปกครอง'],
      languages: [],
      feeMin: null,
      feeMax: null,
      feeUnit: null,
      education: [],
    });
  });

  it('rejecting sets rejected with the reviewer, writes one audit entry and e-mails the applicant', async () => {
    const applicant = await createUser(db(), { locale: 'zh' });
    const { id } = await apply(applicant, form());
    const audits = await auditCount();
    const result = await rejectApplication(db(), admin, id, matchContextOf(server.runtime));
    expect(result.emailed).toBe(true);
    const row = await applicationRow(id);
    expect(row).toMatchObject({ status: 'rejected', reviewedBy: admin.id });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(await lawyersOf(applicant.id)).toHaveLength(0);
    expect(await auditCount()).toBe(audits + 1);
    expect((await auditEntries()).find((e) => e.entityId === id)?.action).toBe('application.reject');
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'application-rejected', locale: 'zh' });
    expect(mails[0]?.textBody).toContain('http://localhost:3000/zh/apply');
  });

  it('approve and reject are refused (CONFLICT) unless the application is pending, and change nothing', async () => {
    const applicant = await createUser(db());
    const { id } = await apply(applicant, form());
    await rejectApplication(db(), admin, id, matchContextOf(server.runtime));
    const before = await applicationRow(id);
    const audits = await auditCount();
    const mails = (await mailsTo(applicant.email)).length;
    for (const call of [approveApplication, rejectApplication]) {
      const error = await refusal(() => call(db(), admin, id, matchContextOf(server.runtime)));
      expect(error.code).toBe('CONFLICT');
      expect(text('th', error.message)).toBe('อนุมัติหรือปฏิเสธได้เฉพาะใบสมัครที่รอตรวจสอบ ใบสมัครนี้ได้รับการพิจารณาแล้ว');
    }
    // Approved ones too.
    const second = await apply(applicant, form());
    await approveApplication(db(), admin, second.id, matchContextOf(server.runtime));
    const lawyer = (await lawyersOf(applicant.id))[0];
    const auditsAfterApproval = await auditCount();
    expect(
      (await refusal(() => approveApplication(db(), admin, second.id, matchContextOf(server.runtime)))).code,
    ).toBe('CONFLICT');
    expect(
      (await refusal(() => rejectApplication(db(), admin, second.id, matchContextOf(server.runtime)))).code,
    ).toBe('CONFLICT');
    expect(await applicationRow(id)).toEqual(before);
    expect((await applicationRow(second.id))?.status).toBe('approved');
    expect(await lawyersOf(applicant.id)).toEqual([lawyer]);
    expect(await auditCount()).toBe(auditsAfterApproval);
    expect(auditsAfterApproval).toBe(audits + 1);
    expect(await mailsTo(applicant.email)).toHaveLength(mails + 1);
    // Unknown and malformed ids.
    for (const bad of [randomUUID(), 'not-an-id']) {
      expect(
        (await refusal(() => approveApplication(db(), admin, bad, matchContextOf(server.runtime)))).code,
      ).toBe('NOT_FOUND');
      expect(
        (await refusal(() => rejectApplication(db(), admin, bad, matchContextOf(server.runtime)))).code,
      ).toBe('NOT_FOUND');
    }
    expect(await auditCount()).toBe(auditsAfterApproval);
  });

  it('an approval whose audit entry cannot be written leaves no lawyer and no approval (one transaction)', async () => {
    const applicant = await createUser(db());
    const { id } = await apply(applicant, form());
    const audits = await auditCount();
    await expect(approveApplication(db(), ghostAdmin, id, matchContextOf(server.runtime))).rejects.toThrow();
    expect((await applicationRow(id))?.status).toBe('pending');
    expect(await lawyersOf(applicant.id)).toHaveLength(0);
    expect(await auditCount()).toBe(audits);
    expect(await mailsTo(applicant.email)).toHaveLength(0);
    await expect(
      createApplication(db(), ghostAdmin, { ...form(), userRef: applicant.id, status: 'rejected' }),
    ).rejects.toThrow();
    await expect(deleteApplication(db(), ghostAdmin, id)).rejects.toThrow();
    expect(await applicationCount()).toBe(1);
    expect(await auditCount()).toBe(audits);
  });

  it('creates an application for the admin by default, or for a user named by e-mail or id, with one audit entry each', async () => {
    const applicant = await createUser(db());
    let audits = await auditCount();

    // The form's default: the admin's own id. A blank e-mail becomes the applicant's account e-mail.
    const own = await createApplication(db(), admin, { ...form(), userRef: admin.id });
    expect(await applicationRow(own.id)).toMatchObject({
      userId: admin.id,
      email: admin.email,
      status: 'pending',
      fullName: 'สมศรี ทนายความ',
      experienceAreas: ['แพ่ง', 'ครอบครัว'],
      experience: 12,
      reviewedBy: null,
    });
    expect(await auditCount()).toBe(++audits);
    const entry = (await auditEntries()).find((e) => e.entityId === own.id);
    expect(entry).toMatchObject({ action: 'application.create', actorUserId: admin.id });

    // By e-mail, in any case, with a status set through the form (the reviewer is recorded).
    const byEmail = await createApplication(db(), admin, {
      ...form({ status: 'rejected', email: 'office@example.com' }),
      userRef: applicant.email.toUpperCase(),
    });
    expect(await applicationRow(byEmail.id)).toMatchObject({
      userId: applicant.id,
      email: 'office@example.com',
      status: 'rejected',
      reviewedBy: admin.id,
    });
    expect(await auditCount()).toBe(++audits);

    // By id, approved through the form: no lawyer is created and nobody is e-mailed (that is what approve does).
    const byId = await createApplication(db(), admin, {
      ...form({ status: 'approved' }),
      userRef: applicant.id,
    });
    expect((await applicationRow(byId.id))?.status).toBe('approved');
    expect(await lawyersOf(applicant.id)).toHaveLength(0);
    expect(await mailsTo(applicant.email)).toHaveLength(0);
    expect(await auditCount()).toBe(++audits);
  });

  it('refuses bad form input with field errors and stores nothing', async () => {
    const applicant = await createUser(db());
    const audits = await auditCount();
    const cases: [FormInput, string, string][] = [
      [{ ...form(), userRef: '' }, 'userRef', 'adminApplications.errors.userRequired'],
      [
        { ...form({ feeMin: '9000', feeMax: '100' }), userRef: applicant.id },
        'feeMax',
        'apply.errors.feeOrder',
      ],
      [
        { ...form({ languages: ['Klingon'] }), userRef: applicant.id },
        'languages',
        'apply.errors.languageInvalid',
      ],
      [{ ...form({ areas: 'คดีดาวเทียม' }), userRef: applicant.id }, 'areas', 'apply.errors.areaInvalid'],
      [form(), 'userRef', 'adminApplications.errors.userRequired'],
      [{ ...form(), userRef: 'nobody@example.com' }, 'userRef', 'adminApplications.errors.userNotFound'],
      [{ ...form(), userRef: randomUUID() }, 'userRef', 'adminApplications.errors.userNotFound'],
      [{ ...form({ fullName: '   ' }), userRef: applicant.id }, 'fullName', 'apply.errors.fullNameRequired'],
      [
        { ...form({ status: 'done' }), userRef: applicant.id },
        'status',
        'adminApplications.errors.statusInvalid',
      ],
      [
        { ...form({ experience: '-1' }), userRef: applicant.id },
        'experience',
        'apply.errors.experienceInvalid',
      ],
      [
        // A picture uploaded by somebody else is not the admin's to use.
        { ...form({ avatarKey: `avatars/${applicant.id}/${randomUUID()}.webp` }), userRef: applicant.id },
        'avatarKey',
        'apply.errors.avatarInvalid',
      ],
    ];
    for (const [input, field, message] of cases) {
      const error = await refusal(() => createApplication(db(), admin, input));
      expect(error.code, field).toBe('INVALID_INPUT');
      expect(error.fields?.[field], field).toBe(message);
      expect(text('th', message), message).not.toBe('');
    }
    expect(text('th', 'apply.errors.fullNameRequired')).toBe('กรุณากรอกชื่อ-นามสกุล');
    expect(await applicationCount()).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it('keeps one pending application per applicant (CONFLICT, no audit entry)', async () => {
    const applicant = await createUser(db());
    await apply(applicant, form());
    const audits = await auditCount();
    const error = await refusal(() => createApplication(db(), admin, { ...form(), userRef: applicant.id }));
    expect(error.code).toBe('CONFLICT');
    expect(text('th', error.message)).toBe('ผู้สมัครคนนี้มีใบสมัครที่รอตรวจสอบอยู่แล้ว');
    expect(await applicationCount()).toBe(1);
    expect(await auditCount()).toBe(audits);
  });

  it('updates every field and the status, records before and after, keeps the applicant when left blank', async () => {
    const applicant = await createUser(db());
    const oldCard = `business-cards/${applicant.id}/${randomUUID()}.jpg`;
    const { id } = await apply(applicant, { ...form(), businessCardKey: oldCard });
    const audits = await auditCount();
    const newAvatar = `avatars/${admin.id}/${randomUUID()}.webp`;

    await updateApplication(db(), admin, id, {
      ...form({
        fullName: 'สมศรี แก้ไขแล้ว',
        province: 'ภูเก็ต',
        areas: 'อาญา',
        experience: '20',
        status: 'rejected',
      }),
      userRef: '',
      avatarKey: newAvatar,
    });
    const row = await applicationRow(id);
    expect(row).toMatchObject({
      userId: applicant.id,
      fullName: 'สมศรี แก้ไขแล้ว',
      province: 'ภูเก็ต',
      experienceAreas: ['อาญา'],
      experience: 20,
      status: 'rejected',
      reviewedBy: admin.id,
      avatarUrl: `/files/public/${newAvatar}`,
      businessCardKey: oldCard,
    });
    expect(await auditCount()).toBe(audits + 1);
    const entry = (await auditEntries()).find((e) => e.entityId === id && e.action === 'application.update');
    const details = entry?.details as { before: { fullName: string }; after: { fullName: string } };
    expect(details.before.fullName).toBe('สมศรี ทนายความ');
    expect(details.after.fullName).toBe('สมศรี แก้ไขแล้ว');

    // Back to pending through the form; the card removed; another applicant by e-mail.
    const other = await createUser(db());
    await updateApplication(db(), admin, id, {
      ...form({ status: 'pending', businessCardRemove: 'on' }),
      userRef: other.email,
    });
    expect(await applicationRow(id)).toMatchObject({
      userId: other.id,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      businessCardKey: null,
      avatarUrl: `/files/public/${newAvatar}`,
    });
    expect(await auditCount()).toBe(audits + 2);

    // Refusals change nothing and write no entry.
    const before = await applicationRow(id);
    expect((await refusal(() => updateApplication(db(), admin, randomUUID(), form()))).code).toBe(
      'NOT_FOUND',
    );
    expect((await refusal(() => updateApplication(db(), admin, id, form({ fullName: '' })))).code).toBe(
      'INVALID_INPUT',
    );
    expect(
      (await refusal(() => updateApplication(db(), admin, id, { ...form(), userRef: 'ghost@example.com' })))
        .fields?.userRef,
    ).toBe('adminApplications.errors.userNotFound');
    expect(await applicationRow(id)).toEqual(before);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('deletes with one audit entry holding the deleted values; an unknown id is NOT_FOUND', async () => {
    const applicant = await createUser(db());
    const { id } = await apply(applicant, form());
    const audits = await auditCount();
    await deleteApplication(db(), admin, id);
    expect(await applicationRow(id)).toBeUndefined();
    expect(await auditCount()).toBe(audits + 1);
    const entry = (await auditEntries()).find((e) => e.entityId === id);
    expect(entry?.action).toBe('application.delete');
    expect((entry!.details as { before: { fullName: string } }).before.fullName).toBe('สมศรี ทนายความ');
    expect((await refusal(() => deleteApplication(db(), admin, id))).code).toBe('NOT_FOUND');
    expect(await auditCount()).toBe(audits + 1);
  });

  it('lists newest first with the applicant’s account e-mail, and reads one', async () => {
    const first = await createUser(db());
    const second = await createUser(db());
    const a = await apply(first, form({ fullName: 'คนแรก' }));
    const b = await apply(second, form({ fullName: 'คนที่สอง' }));
    await db()
      .update(lawyerApplications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(lawyerApplications.id, a.id));
    const { rows: list } = await listApplications(db(), admin);
    expect(list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({ fullName: 'คนแรก', applicantEmail: first.email, status: 'pending' });
    expect((await getApplication(db(), admin, a.id)).fullName).toBe('คนแรก');
    expect((await refusal(() => getApplication(db(), admin, randomUUID()))).code).toBe('NOT_FOUND');
  });

  it('gives admins a business-card link signed for 600 seconds; none for an application without a card', async () => {
    const applicant = await createUser(db());
    const key = `business-cards/${applicant.id}/${randomUUID()}.jpg`;
    const withCard = await apply(applicant, { ...form(), businessCardKey: key });
    const now = new Date('2030-01-01T00:00:00Z');
    const link = await getApplicationCardLink(
      db(),
      server.runtime.config.authSecret,
      admin,
      withCard.id,
      now,
    );
    expect(link.url).toContain(`/files/private/${key}`);
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(SIGNED_LINK_SECONDS * 1000);
    await db().delete(lawyerApplications);
    const other = await createUser(db());
    const without = await apply(other, form());
    expect(
      (await refusal(() => getApplicationCardLink(db(), server.runtime.config.authSecret, admin, without.id)))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await refusal(() => getApplicationCardLink(db(), server.runtime.config.authSecret, admin, 'nope')))
        .code,
    ).toBe('NOT_FOUND');
  });
});
