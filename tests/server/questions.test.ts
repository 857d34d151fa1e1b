import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseTypeLabel } from '#domain/case-types.ts';
import { AppError } from '#domain/errors.ts';
import { questionPaymentReference } from '#domain/fees.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox, lawyers, questionRecipients, questions } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { createLocalStorage } from '#server/files/local-storage.ts';
import { createMailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { acceptInvitation } from '#server/services/questions/accept-invitation.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { confirmQuestionPayment } from '#server/services/questions/confirm-question-payment.ts';
import { declineInvitation } from '#server/services/questions/decline-invitation.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { listThreadPage } from '#server/services/questions/list-messages.ts';
import { listMyQuestions } from '#server/services/questions/list-my-questions.ts';
import { autoMatchQuestion, expireInvitations } from '#server/services/questions/matching.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import { questionPaymentView } from '#server/services/questions/question-payment-view.ts';
import { sendPaymentSlip } from '#server/services/questions/send-payment-slip.ts';
import { setQuestionClosed } from '#server/services/questions/set-question-closed.ts';
import { uploadImage } from '#server/services/uploads/upload-image.ts';
import {
  createLawyer,
  createLawyerWithUser,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { slipPicture } from '../fixtures/slips.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
const T0 = new Date('2026-11-01T03:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3600_000);
const ctx = (now = T0) => ({
  mailer: createMailer(database.db, { from: 'test@tanai.test' }),
  publicUrl: 'http://localhost:3000',
  now,
});

const recipientsOf = (questionId: string) =>
  database.db.select().from(questionRecipients).where(eq(questionRecipients.questionId, questionId));

async function expectError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

let asker: NonNullable<Actor>;
let admin: NonNullable<Actor>;
let member: NonNullable<Actor>;
/** Verified lawyers with accounts; each listing, account and address (`<name>@example.com`) named alike. */
let L: Record<string, { id: string; user: FactoryUser }>;

beforeAll(async () => {
  database = await createTestDatabase();
  asker = await createUser(database.db, { name: 'asker', email: 'asker@example.com' });
  admin = await createUser(database.db, {
    name: 'admin',
    email: 'admin@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  member = await createUser(database.db, { name: 'member', email: 'member@example.com' });
  L = {
    bkkTwoAreas: await createLawyerWithUser(database.db, {
      name: 'bkk-two',
      email: 'bkk-two@example.com',
      province: 'กรุงเทพมหานคร',
      experienceAreas: ['แพ่ง', 'อาญา'],
      rating: 4.5,
      reviews: 10,
    }),
    bkkTwoLower: await createLawyerWithUser(database.db, {
      name: 'bkk-two-lower',
      email: 'bkk-two-lower@example.com',
      province: 'กรุงเทพมหานคร',
      experienceAreas: ['อาญา', 'แพ่ง', 'ครอบครัว'],
      rating: 4.0,
      reviews: 50,
    }),
    bkkOne: await createLawyerWithUser(database.db, {
      name: 'bkk-one',
      email: 'bkk-one@example.com',
      province: 'กรุงเทพมหานคร',
      experienceAreas: ['แพ่ง'],
      rating: 4.9,
      reviews: 90,
    }),
    far: await createLawyerWithUser(database.db, {
      name: 'far',
      email: 'far@example.com',
      province: 'เชียงใหม่',
      experienceAreas: ['แพ่ง', 'อาญา'],
      rating: 5.0,
      reviews: 200,
    }),
    noMatch: await createLawyerWithUser(database.db, {
      name: 'no-match',
      email: 'no-match@example.com',
      province: 'กรุงเทพมหานคร',
      experienceAreas: ['ธุรกิจ'],
      rating: 5.0,
    }),
    unverified: await createLawyerWithUser(database.db, {
      name: 'unverified',
      email: 'unverified@example.com',
      province: 'กรุงเทพมหานคร',
      experienceAreas: ['แพ่ง'],
      verified: false,
    }),
  };
  // The asker's own lawyer record is never invited to their own question.
  await createLawyer(database.db, {
    name: 'asker-own',
    verified: true,
    userId: asker.id,
    province: 'กรุงเทพมหานคร',
    experienceAreas: ['แพ่ง', 'อาญา'],
    rating: 5,
  });
});
afterAll(() => database.close());

describe(`asking and auto-matching on ${engineName()}`, () => {
  let questionId: string;

  it('refuses a visitor and bad input, storing nothing', async () => {
    await expectError(
      askQuestion(database.db, null, { title: 't', content: 'c', specialties: ['แพ่ง'] }),
      'UNAUTHORIZED',
    );
    const bad = await askQuestion(database.db, asker, { title: '  ', content: 'c', specialties: [] }).catch(
      (e) => e,
    );
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.fields).toMatchObject({ title: 'ask.errors.required', specialties: 'ask.errors.specialties' });
    await expectError(
      askQuestion(database.db, asker, { title: 't', content: 'c', specialties: ['ไม่มีจริง'] }),
      'INVALID_INPUT',
    );
    await expectError(
      askQuestion(database.db, asker, {
        title: 't',
        content: 'c',
        specialties: ['แพ่ง'],
        province: 'Atlantis',
      }),
      'INVALID_INPUT',
    );
    expect((await listMyQuestions(database.db, asker)).rows).toHaveLength(0);
  });

  it('stores trimmed values and invites the top 3 by the ranking rules', async () => {
    const created = await askQuestion(database.db, asker, {
      title: '  ถูกโกงเงินมัดจำ ',
      content: ' รายละเอียด ',
      province: 'กรุงเทพมหานคร',
      specialties: ['แพ่ง', 'อาญา', 'แพ่ง'],
      contactPhone: ' 081-000-0000 ',
      contactLine: '',
      consent: true,
    });
    questionId = created.id;
    const [q] = await database.db.select().from(questions).where(eq(questions.id, questionId));
    expect(q).toMatchObject({
      title: 'ถูกโกงเงินมัดจำ',
      content: 'รายละเอียด',
      contactPhone: '081-000-0000',
      contactLine: null,
      status: 'open',
    });
    expect(q?.specialties).toEqual(['แพ่ง', 'อาญา']);

    const invited = await autoMatchQuestion(database.db, questionId, ctx());
    expect(invited).toHaveLength(3);
    const rows = (await recipientsOf(questionId)).sort((a, b) => a.assignedOrder - b.assignedOrder);
    // Same province first, then most overlapping areas, then rating: the far lawyer (rating 5) comes last.
    expect(rows.map((r) => r.lawyerId)).toEqual([L.bkkTwoAreas!.id, L.bkkTwoLower!.id, L.bkkOne!.id]);
    expect(rows.map((r) => r.assignedOrder)).toEqual([1, 2, 3]);
    for (const r of rows) {
      expect(r.status).toBe('invited');
      expect(r.invitedAt.toISOString()).toBe(T0.toISOString());
      expect(r.expiresAt.getTime() - r.invitedAt.getTime()).toBe(48 * 3600_000);
      expect(r.notifiedAt).toBeInstanceOf(Date);
    }
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invitation'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'bkk-one@example.com',
      'bkk-two-lower@example.com',
      'bkk-two@example.com',
    ]);
    // Matching again while invitations are live invites nobody.
    expect(await autoMatchQuestion(database.db, questionId, ctx(hours(1)))).toEqual([]);
  });

  it('keeps the batch after a decline while others are live, then invites the next batch after expiry', async () => {
    const [bkkOneRow] = (await recipientsOf(questionId)).filter((r) => r.lawyerId === L.bkkOne!.id);
    await declineInvitation(database.db, L.bkkOne!.user, bkkOneRow!.id, ctx(hours(2)));
    expect((await recipientsOf(questionId)).length).toBe(3);

    // Before expiry the sweep changes nothing; after it, the rest expire and the next batch is the far lawyer.
    expect((await expireInvitations(database.db, ctx(hours(47)))).expired).toBe(0);
    const swept = await expireInvitations(database.db, ctx(hours(49)));
    expect(swept.expired).toBe(2);
    expect(swept.rematched).toEqual([questionId]);
    const rows = await recipientsOf(questionId);
    const next = rows.find((r) => r.lawyerId === L.far!.id);
    expect(next).toMatchObject({ status: 'invited', assignedOrder: 4 });
    expect(
      rows
        .filter((r) => r.status === 'expired')
        .map((r) => r.lawyerId)
        .sort(),
    ).toEqual([L.bkkTwoAreas!.id, L.bkkTwoLower!.id].sort());
    expect(rows.some((r) => r.lawyerId === L.noMatch!.id || r.lawyerId === L.unverified!.id)).toBe(false);
  });

  it('refuses to accept an expired invitation and no longer lists it', async () => {
    const [expired] = (await recipientsOf(questionId)).filter((r) => r.lawyerId === L.bkkTwoAreas!.id);
    await expectError(
      acceptInvitation(database.db, L.bkkTwoAreas!.user, expired!.id, ctx(hours(50))),
      'CONFLICT',
    );
    const far = (await recipientsOf(questionId)).find((r) => r.lawyerId === L.far!.id)!;
    // Not yet swept but past its expiry: still refused, and no longer in the lawyer's invited cases.
    await expectError(acceptInvitation(database.db, L.far!.user, far.id, ctx(hours(49 + 49))), 'CONFLICT');
    const cases = await listInvitedCases(database.db, L.far!.user, hours(49 + 49));
    expect(cases.map((c) => c.questionId)).not.toContain(questionId);
  });

  it('matches a question whose first match never ran (the server stopped after storing it)', async () => {
    const q = await askQuestion(database.db, asker, {
      title: 'ค้างไม่ได้จับคู่',
      content: 'เซิร์ฟเวอร์หยุดก่อนจับคู่',
      specialties: ['แพ่ง'],
      consent: true,
    });
    const [row] = await database.db.select().from(questions).where(eq(questions.id, q.id));
    const at = (ms: number) => ctx(new Date(row!.createdAt.getTime() + ms));
    // Within the first minute the ask's own match may still be running: the sweep leaves it alone.
    expect((await expireInvitations(database.db, at(30_000))).rematched).not.toContain(q.id);
    expect(await recipientsOf(q.id)).toEqual([]);
    const swept = await expireInvitations(database.db, at(120_000));
    expect(swept.rematched).toContain(q.id);
    expect((await recipientsOf(q.id)).length).toBeGreaterThan(0);
    // Matched once: the next sweep adds nobody.
    const count = (await recipientsOf(q.id)).length;
    await expireInvitations(database.db, at(180_000));
    expect((await recipientsOf(q.id)).length).toBe(count);
    await database.db.delete(questions).where(eq(questions.id, q.id));
  });

  it('two sweeps at once invite one batch only', async () => {
    const q = await askQuestion(database.db, asker, {
      title: 'สองเครื่อง',
      content: 'พร้อมกัน',
      specialties: ['แพ่ง'],
      consent: true,
    });
    await autoMatchQuestion(database.db, q.id, ctx(hours(100)));
    expect((await recipientsOf(q.id)).length).toBe(3);
    const later = ctx(hours(100 + 49));
    await Promise.all([expireInvitations(database.db, later), expireInvitations(database.db, later)]);
    const rows = await recipientsOf(q.id);
    expect(rows.filter((r) => r.status === 'expired').length).toBe(3);
    // Exactly one next batch: the one lawyer left, invited once.
    expect(rows.filter((r) => r.status === 'invited').map((r) => r.lawyerId)).toEqual([L.bkkTwoLower!.id]);
    expect(new Set(rows.map((r) => r.lawyerId)).size).toBe(rows.length);
  });
});

describe(`who may do what with a question on ${engineName()}`, () => {
  let qid: string;
  const rid: Record<string, string> = {};

  beforeAll(async () => {
    const q = await askQuestion(database.db, asker, {
      title: 'สิทธิ์',
      content: 'เนื้อหา',
      specialties: ['ครอบครัว'],
      contactPhone: '089-999-9999',
      contactLine: 'asker-line',
      consent: true,
    });
    qid = q.id;
    const add = async (
      key: string,
      status: 'invited' | 'accepted' | 'declined' | 'expired',
      expiresAt: Date,
    ) => {
      const row = await inviteLawyer(database.db, qid, L[key]!.id, L[key]!.user.id, {
        assignedOrder: 0,
        status,
        invitedAt: new Date(expiresAt.getTime() - 48 * 3600_000),
        expiresAt,
        respondedAt: null,
      });
      rid[key] = row.id;
    };
    await add('bkkTwoAreas', 'invited', hours(48)); // invited, live
    await add('bkkTwoLower', 'invited', hours(48)); // will accept
    await add('bkkOne', 'declined', hours(48));
    await add('far', 'invited', hours(-1)); // past expiry, not yet swept
    await acceptInvitation(database.db, L.bkkTwoLower!.user, rid.bkkTwoLower!, ctx(hours(1)));
  });

  const actors = () => ({
    visitor: null as Actor,
    member,
    asker,
    invited: L.bkkTwoAreas!.user,
    accepted: L.bkkTwoLower!.user,
    declined: L.bkkOne!.user,
    expired: L.far!.user,
    otherLawyer: L.noMatch!.user,
    admin,
  });

  it('lets the asker, admins, invited and accepted lawyers read it; contact only for asker, admin, accepted', async () => {
    const expected: Record<string, { sees: boolean; contact: boolean }> = {
      visitor: { sees: false, contact: false },
      member: { sees: false, contact: false },
      asker: { sees: true, contact: true },
      invited: { sees: true, contact: false },
      accepted: { sees: true, contact: true },
      declined: { sees: false, contact: false },
      expired: { sees: false, contact: false },
      otherLawyer: { sees: false, contact: false },
      admin: { sees: true, contact: true },
    };
    for (const [who, actor] of Object.entries(actors())) {
      const view = await getQuestionForViewer(database.db, actor, qid, hours(2));
      expect(Boolean(view), who).toBe(expected[who]!.sees);
      expect(view?.contact ?? null, who).toEqual(
        expected[who]!.contact ? { phone: '089-999-9999', line: 'asker-line' } : null,
      );
      // The serialised view never carries the contact fields when it must not.
      if (view && !expected[who]!.contact) expect(JSON.stringify(view), who).not.toContain('089-999-9999');
    }
  });

  it('tells only administrators that an administrator invited a lawyer, never the asker or the lawyers', async () => {
    // Every invitation of this question was added by an administrator (assigned order 0).
    const a = actors();
    const adminView = await getQuestionForViewer(database.db, a.admin, qid, hours(2));
    expect(adminView?.participants.find((p) => p.lawyerId === L.bkkTwoLower!.id)?.admin).toBe(true);
    for (const who of ['asker', 'accepted', 'invited'] as const) {
      const view = await getQuestionForViewer(database.db, a[who], qid, hours(2));
      expect(
        view?.participants.map((p) => p.lawyerId),
        who,
      ).toContain(L.bkkTwoLower!.id);
      expect(
        view?.participants.some((p) => p.admin),
        who,
      ).toBe(false);
    }
  });

  it('lists in the inbox only the questions the lawyer may open: not after a decline or an expiry', async () => {
    const now = hours(5);
    const listed = async (actor: Actor) =>
      (await listInvitedCases(database.db, actor, now)).find((c) => c.questionId === qid);
    const a = actors();
    expect(await listed(a.invited)).toMatchObject({ status: 'invited', contact: null });
    expect(await listed(a.accepted)).toMatchObject({ status: 'accepted', title: 'สิทธิ์' });
    expect(await listed(a.declined)).toBeUndefined();
    expect(await listed(a.expired)).toBeUndefined();
    expect(await listed(a.otherLawyer)).toBeUndefined();
    // The same rule as the question page: listed exactly when the page opens.
    for (const actor of [a.invited, a.accepted, a.declined, a.expired, a.otherLawyer])
      expect(Boolean(await listed(actor))).toBe(
        (await getQuestionForViewer(database.db, actor, qid, now)) !== null,
      );
  });

  it('lets only the asker, accepted lawyers and admins read and write the thread', async () => {
    const allowed = new Set(['asker', 'accepted', 'admin']);
    let minute = 0;
    for (const [who, actor] of Object.entries(actors())) {
      minute += 1;
      const post = {
        events: createLocalBus(),
        mailer: ctx().mailer,
        publicUrl: 'http://localhost:3000',
        now: new Date(hours(3).getTime() + minute * 60_000),
      };
      if (allowed.has(who)) {
        const m = await postMessage(database.db, actor, qid, { message: `  สวัสดีจาก ${who}  ` }, post);
        expect(m.message, who).toBe(`สวัสดีจาก ${who}`);
        expect((await listThreadPage(database.db, actor, qid)).messages.length, who).toBeGreaterThan(0);
      } else {
        await expectError(postMessage(database.db, actor, qid, { message: 'x' }, post), 'NOT_FOUND');
        await expectError(listThreadPage(database.db, actor, qid), 'NOT_FOUND');
      }
    }
    const thread = (await listThreadPage(database.db, asker, qid)).messages;
    expect(thread.map((m) => m.message)).toEqual(['สวัสดีจาก asker', 'สวัสดีจาก accepted', 'สวัสดีจาก admin']);
    expect(thread[1]?.sender.fullName).toBe('bkk-two-lower');
    const late = { events: createLocalBus(), mailer: ctx().mailer, publicUrl: 'x', now: hours(4) };
    await expectError(postMessage(database.db, asker, qid, { message: ' \n\t ' }, late), 'INVALID_INPUT');
  });

  it('e-mails the other participants at most once per 15 minutes', async () => {
    const count = async (to: string) =>
      (
        await database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, 'new-message'), eq(emailOutbox.toAddress, to)))
      ).length;
    const before = await count('bkk-two-lower@example.com');
    const askerBefore = await count('asker@example.com');
    const post = (minutes: number) => ({
      events: createLocalBus(),
      mailer: ctx().mailer,
      publicUrl: 'x',
      now: new Date(hours(10).getTime() + minutes * 60_000),
    });
    await postMessage(database.db, asker, qid, { message: 'หนึ่ง' }, post(0));
    await postMessage(database.db, asker, qid, { message: 'สอง' }, post(5));
    expect(await count('bkk-two-lower@example.com')).toBe(before + 1);
    await postMessage(database.db, asker, qid, { message: 'สาม' }, post(16));
    expect(await count('bkk-two-lower@example.com')).toBe(before + 2);
    // The sender is never e-mailed about their own message.
    expect(await count('asker@example.com')).toBe(askerBefore);
  });

  it('lets an invited lawyer accept only their own invitation, once', async () => {
    await expectError(
      acceptInvitation(database.db, L.noMatch!.user, rid.bkkTwoAreas!, ctx(hours(4))),
      'NOT_FOUND',
    );
    await expectError(acceptInvitation(database.db, null, rid.bkkTwoAreas!, ctx(hours(4))), 'UNAUTHORIZED');
    await expectError(acceptInvitation(database.db, L.bkkOne!.user, rid.bkkOne!, ctx(hours(4))), 'CONFLICT');
    await expectError(acceptInvitation(database.db, L.far!.user, rid.far!, ctx(hours(4))), 'CONFLICT');
    await acceptInvitation(database.db, L.bkkTwoAreas!.user, rid.bkkTwoAreas!, ctx(hours(4)));
    const [q] = await database.db.select().from(questions).where(eq(questions.id, qid));
    expect(q?.status).toBe('assigned');
    const [row] = await database.db
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.id, rid.bkkTwoAreas!));
    expect(row).toMatchObject({ status: 'accepted' });
    expect(row?.respondedAt?.toISOString()).toBe(hours(4).toISOString());
    const accepted = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'case-accepted'));
    expect(accepted.every((m) => m.toAddress === 'asker@example.com')).toBe(true);
    expect(accepted.length).toBe(2);
  });

  it('lets the asker or an admin close, and only an admin reopen', async () => {
    await expectError(setQuestionClosed(database.db, member, qid, true), 'NOT_FOUND');
    await expectError(setQuestionClosed(database.db, L.bkkOne!.user, qid, true), 'NOT_FOUND');
    await expectError(setQuestionClosed(database.db, L.bkkTwoLower!.user, qid, true), 'FORBIDDEN');
    await expectError(setQuestionClosed(database.db, null, qid, true), 'UNAUTHORIZED');
    expect((await setQuestionClosed(database.db, asker, qid, true)).status).toBe('closed');
    await expectError(setQuestionClosed(database.db, asker, qid, false), 'FORBIDDEN');
    // A closed question takes no new messages.
    const post = { events: createLocalBus(), mailer: ctx().mailer, publicUrl: 'x', now: hours(20) };
    await expectError(postMessage(database.db, asker, qid, { message: 'ยังอยู่ไหม' }, post), 'CONFLICT');
    expect((await setQuestionClosed(database.db, admin, qid, false)).status).toBe('assigned');
    expect((await setQuestionClosed(database.db, admin, qid, true)).status).toBe('closed');
  });

  it("lists the asker's questions and the lawyer's invitations with contact only when accepted", async () => {
    const { rows: mine } = await listMyQuestions(database.db, asker);
    expect(mine.map((q) => q.id)).toContain(qid);
    expect((await listMyQuestions(database.db, member)).rows).toEqual([]);
    const acceptedCases = await listInvitedCases(database.db, L.bkkTwoLower!.user, hours(5));
    const row = acceptedCases.find((c) => c.questionId === qid);
    expect(row?.contact).toEqual({ phone: '089-999-9999', line: 'asker-line' });
    const otherQuestion = acceptedCases.find((c) => c.questionId !== qid && c.status !== 'accepted');
    if (otherQuestion) expect(otherQuestion.contact).toBeNull();
  });
});

describe(`no dead end: widening, the admin queue and live status on ${engineName()}`, () => {
  const mailsOf = (kind: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  // Stored directly with their case types (asking is covered above, and its rate limit would stop a fourth).
  const ask = async (title: string, areas: string[], province?: string) => {
    const row = await createQuestion(database.db, {
      askerId: asker.id,
      title,
      content: 'รายละเอียด',
      specialties: areas,
      province,
    });
    return row.id;
  };
  const questionRow = async (id: string) =>
    (await database.db.select().from(questions).where(eq(questions.id, id)))[0]!;

  it('widens to related case types when nobody practises the question’s own', async () => {
    // Nobody practises inheritance; family (related: ครอบครัว) is practised by bkk-two-lower.
    const id = await ask('แบ่งมรดกที่ดินของพ่อ', ['มรดก'], 'กรุงเทพมหานคร');
    await autoMatchQuestion(database.db, id, ctx(hours(200)));
    const invited = await recipientsOf(id);
    expect(invited.map((r) => r.lawyerId)).toContain(L.bkkTwoLower!.id);
    // Related lawyers only: never one who practises none of the related types (no-match is business only).
    expect(invited.map((r) => r.lawyerId)).not.toContain(L.noMatch!.id);
    expect((await questionRow(id)).needsLawyerSince).toBeNull();
  });

  it('puts a question nobody can take in the admin queue, e-mails the admins once and tells the asker', async () => {
    const events = createLocalBus();
    const statuses: string[] = [];
    const before = (await mailsOf('admin-needs-lawyer')).length;
    // Intellectual property: nobody practises it; of its related types only business, by no-match.
    const id = await ask('เครื่องหมายการค้าถูกลอกเลียน', ['ทรัพย์สินทางปัญญา'], 'สงขลา');
    events.subscribe(id, (e) => statuses.push(e.type));
    // The related batch (no-match, business) is invited first …
    const first = await autoMatchQuestion(database.db, id, { ...ctx(hours(300)), events });
    expect(first).toHaveLength(1);
    // … and declines: nobody else is left, so the question waits for an administrator.
    const [row] = await recipientsOf(id);
    await declineInvitation(database.db, L.noMatch!.user, row!.id, { ...ctx(hours(301)), events });
    const q = await questionRow(id);
    expect(q.needsLawyerSince?.toISOString()).toBe(hours(301).toISOString());
    expect(q.adminsAlertedAt).not.toBeNull();
    const alerts = (await mailsOf('admin-needs-lawyer')).slice(before);
    expect(alerts.map((m) => m.toAddress)).toEqual(['admin@example.com']);
    // A neutral notice: the question's reference, case type and link, never the title the asker chose.
    const alert = alerts[0]!;
    for (const part of [alert.subject, alert.textBody, alert.htmlBody])
      expect(part).not.toContain('เครื่องหมายการค้าถูกลอกเลียน');
    expect(alert.textBody).toContain(questionPaymentReference(id));
    expect(alert.textBody).toContain(caseTypeLabel('ทรัพย์สินทางปัญญา', 'th'));
    expect(alert.textBody).toContain(`/admin/question-matching/${id}`);
    // Another attempt sends no second alert.
    await autoMatchQuestion(database.db, id, { ...ctx(hours(302)), events });
    expect((await mailsOf('admin-needs-lawyer')).length).toBe(before + 1);
    // Open pages were told each time (decline, queue).
    expect(statuses.filter((s) => s === 'status').length).toBeGreaterThanOrEqual(2);
    // The asker sees it honestly: waiting for an administrator, with the declined invitation listed.
    const view = await getQuestionForViewer(database.db, asker, id, hours(302));
    expect(view?.needsLawyer).toBe(true);
    expect(view?.invitations).toEqual([
      expect.objectContaining({ lawyerId: L.noMatch!.id, name: 'no-match', status: 'declined' }),
    ]);
    // A lawyer does not see the invitation list.
    expect((await getQuestionForViewer(database.db, admin, id, hours(302)))?.invitations).toHaveLength(1);
  });

  it('lists waiting questions first in the admin list, and a digest goes out at most once a day', async () => {
    const { listQuestionsForAdmin } = await import(
      '#server/services/admin/questions/list-questions-for-admin.ts'
    );
    const { sendAdminDigest } = await import('#server/services/questions/admin-queue.ts');
    const list = await listQuestionsForAdmin(database.db, admin);
    const firstWaiting = list.rows.findIndex((r) => r.needsLawyerSince !== null);
    expect(firstWaiting).toBe(0);
    const waitingOnly = await listQuestionsForAdmin(database.db, admin, { status: 'waiting' });
    expect(waitingOnly.rows.length).toBeGreaterThan(0);
    expect(waitingOnly.rows.every((r) => r.status === 'open' && r.needsLawyerSince !== null)).toBe(true);
    await expectError(listQuestionsForAdmin(database.db, member), 'FORBIDDEN');

    const before = (await mailsOf('admin-digest')).length;
    expect(await sendAdminDigest(database.db, ctx(hours(310)))).toBeGreaterThan(0);
    expect(await sendAdminDigest(database.db, ctx(hours(320)))).toBe(0);
    const digests = (await mailsOf('admin-digest')).slice(before);
    expect(digests).toHaveLength(1);
    // References and case types only, never a title the asker chose.
    for (const part of [digests[0]!.subject, digests[0]!.textBody, digests[0]!.htmlBody])
      expect(part).not.toContain('เครื่องหมายการค้าถูกลอกเลียน');
    const waiting = await database.db
      .select({ id: questions.id })
      .from(questions)
      .where(isNotNull(questions.needsLawyerSince));
    for (const q of waiting) expect(digests[0]!.textBody).toContain(questionPaymentReference(q.id));
    // A day later, the next one.
    expect(await sendAdminDigest(database.db, ctx(hours(335)))).toBeGreaterThan(0);
  });

  it('queues a question after two batches expired unanswered, and an acceptance takes it out', async () => {
    // Labour: nobody practises it; civil and business (related) are practised by eight lawyers.
    for (const n of [1, 2, 3])
      await createLawyerWithUser(database.db, {
        name: `trang-${n}`,
        email: `trang-${n}@example.com`,
        province: 'ตรัง',
        experienceAreas: ['แพ่ง'],
      });
    const events = createLocalBus();
    const statuses: string[] = [];
    const id = await ask('ถูกเลิกจ้างไม่เป็นธรรม', ['แรงงาน']);
    events.subscribe(id, (e) => statuses.push(e.type));
    expect(await autoMatchQuestion(database.db, id, { ...ctx(hours(400)), events })).toHaveLength(3);
    await expireInvitations(database.db, { ...ctx(hours(449)), events });
    expect((await questionRow(id)).needsLawyerSince).toBeNull();
    // The second batch also expires: the question waits for an administrator, and a third batch goes out.
    await expireInvitations(database.db, { ...ctx(hours(498)), events });
    expect((await questionRow(id)).needsLawyerSince?.toISOString()).toBe(hours(498).toISOString());
    const live = (await recipientsOf(id)).filter((r) => r.status === 'invited');
    expect(live).toHaveLength(2);
    const asked = await getQuestionForViewer(database.db, asker, id, hours(498));
    expect(asked?.invitations.map((i) => i.status).sort()).toEqual([
      'expired',
      'expired',
      'expired',
      'expired',
      'expired',
      'expired',
      'invited',
      'invited',
    ]);
    // The one who accepts takes it out of the queue; the open pages are told.
    const [rec] = await database.db.select().from(lawyers).where(eq(lawyers.id, live[0]!.lawyerId));
    statuses.length = 0;
    await acceptInvitation(database.db, { id: rec!.userId!, isAdmin: false }, live[0]!.id, {
      ...ctx(hours(499)),
      events,
    });
    const taken = await questionRow(id);
    expect(taken.status).toBe('assigned');
    expect(taken.needsLawyerSince).toBeNull();
    expect(statuses).toEqual(['status']);
  });
});

describe(`paying for a question on ${engineName()}`, () => {
  const secret = 'test-secret-test-secret-test-secret-0123';
  const payment = { promptPayId: '081-234-5678' };
  let qid: string;
  let payer: NonNullable<Actor>;
  let lawyer: { id: string; user: FactoryUser };
  const filesDir = mkdtempSync(path.join(tmpdir(), 'tanai-payments-'));
  const storage = createLocalStorage(filesDir);
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  beforeAll(async () => {
    // A fresh payer (the ask rate limit) and a question at the configured fee, accepted by a lawyer.
    payer = await createUser(database.db, { name: 'payer', email: 'payer@example.com' });
    qid = (
      await askQuestion(
        database.db,
        payer,
        {
          title: 'ค่าจ้างค้างจ่าย',
          content: 'นายจ้างไม่จ่ายค่าจ้างสองเดือน',
          specialties: ['แรงงาน'],
          consent: true,
        },
        { feeBaht: 25 },
      )
    ).id;
    lawyer = await createLawyerWithUser(database.db, {
      name: 'payment-lawyer',
      email: 'payment-lawyer@example.com',
      experienceAreas: ['แรงงาน'],
    });
    await autoMatchQuestion(database.db, qid, ctx(hours(600)));
    const [rec] = (await recipientsOf(qid)).filter((r) => r.lawyerId === lawyer.id);
    await acceptInvitation(database.db, lawyer.user, rec!.id, ctx(hours(601)));
  });

  it('shows the payer the fee and a PromptPay QR whose payload carries the question’s reference', async () => {
    const { parse } = await import('promptparse');
    const view = await getQuestionForViewer(database.db, payer, qid);
    expect(view?.payment).toMatchObject({ status: 'unpaid', feeBaht: 25, full: true, slipKey: null });
    const shown = await questionPaymentView(qid, view!.payment!, { payment, authSecret: secret });
    expect(shown.reference).toBe(questionPaymentReference(qid));
    expect(shown.reference).toMatch(/^TN[0-9A-F]{12}$/);
    expect(shown.qrSvg).toContain('<svg');
    // Decoded: checksum valid, PromptPay id, amount and the reference label.
    const qr = parse(shown.qrPayload!, true, true);
    expect(qr).not.toBeNull();
    expect(qr!.getTagValue('29', '01')).toBe('0066812345678');
    expect(qr!.getTagValue('54')).toBe('25.00');
    expect(qr!.getTagValue('62', '05')).toBe(shown.reference);
    // The accepted lawyer knows only whether it is paid; an invited-only lawyer nothing.
    const seenByLawyer = await getQuestionForViewer(database.db, lawyer.user, qid);
    expect(seenByLawyer?.payment).toMatchObject({ status: 'unpaid', full: false, slipKey: null });
    const lawyerView = await questionPaymentView(qid, seenByLawyer!.payment!, {
      payment,
      authSecret: secret,
    });
    expect(lawyerView).toMatchObject({ reference: null, qrPayload: null, qrSvg: null, slipUrl: null });
  });

  it('sends no PromptPay QR for a closed question while it is unpaid; reopened, the QR is back', async () => {
    const closer = await createUser(database.db, { name: 'closer', email: 'closer@example.com' });
    const { id } = await createQuestion(database.db, { askerId: closer.id, feeBaht: 25 });
    const shown = async () => {
      const view = await getQuestionForViewer(database.db, closer, id);
      return questionPaymentView(id, view!.payment!, { payment, authSecret: secret });
    };
    expect((await shown()).qrSvg).toContain('<svg');
    await setQuestionClosed(database.db, closer, id, true);
    expect(await shown()).toMatchObject({ status: 'unpaid', feeBaht: 25, qrPayload: null, qrSvg: null });
    await setQuestionClosed(database.db, admin, id, false);
    expect((await shown()).qrSvg).toContain('<svg');
  });

  it('takes a transfer slip only from the payer, and only their own upload', async () => {
    const picture = await slipPicture({ transfer: { bank: '004', reference: '015324104512BPM07777' } });
    const { key: own } = await uploadImage(storage, payer, 'payment-slip', {
      name: 'slip.png',
      bytes: picture,
    });
    await expectError(sendPaymentSlip(database.db, member, qid, own, storage), 'NOT_FOUND');
    await expectError(sendPaymentSlip(database.db, lawyer.user, qid, own, storage), 'FORBIDDEN');
    await expectError(sendPaymentSlip(database.db, null, qid, own, storage), 'UNAUTHORIZED');
    // Someone else's file, or another kind of upload, is refused and changes nothing.
    for (const bad of [
      `payment-slips/${member.id}/${randomUUID()}.jpg`,
      `business-cards/${payer.id}/${randomUUID()}.jpg`,
      '',
    ])
      await expectError(sendPaymentSlip(database.db, payer, qid, bad, storage), 'INVALID_INPUT');
    const [before] = await database.db.select().from(questions).where(eq(questions.id, qid));
    expect(before?.paymentStatus).toBe('unpaid');

    const events = createLocalBus();
    const seen: string[] = [];
    events.subscribe(qid, (e) => seen.push(e.type));
    await sendPaymentSlip(database.db, payer, qid, own, storage, { events });
    const [after] = await database.db.select().from(questions).where(eq(questions.id, qid));
    expect(after).toMatchObject({ paymentStatus: 'slip_sent', paymentSlipKey: own });
    expect(seen).toEqual(['status']);
    const view = await getQuestionForViewer(database.db, payer, qid);
    const shown = await questionPaymentView(qid, view!.payment!, { payment, authSecret: secret });
    expect(shown.slipUrl).toMatch(new RegExp(`^/files/private/${own}\\?exp=\\d+&sig=`));
  });

  it('lets only an administrator confirm the payment, once, with an audit entry', async () => {
    const { adminAuditLog } = await import('#server/db/schema/index.ts');
    for (const who of [payer, member, lawyer.user])
      await expectError(confirmQuestionPayment(database.db, who, qid), 'FORBIDDEN');
    await expectError(confirmQuestionPayment(database.db, null, qid), 'UNAUTHORIZED');
    await expectError(confirmQuestionPayment(database.db, admin, randomUUID()), 'NOT_FOUND');
    await confirmQuestionPayment(database.db, admin, qid, { now: hours(700) });
    await confirmQuestionPayment(database.db, admin, qid, { now: hours(701) });
    const [paid] = await database.db.select().from(questions).where(eq(questions.id, qid));
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidConfirmedBy: admin.id });
    expect(paid?.paidAt?.toISOString()).toBe(hours(700).toISOString());
    const audit = await database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'confirm-payment'), eq(adminAuditLog.entityId, qid)));
    expect(audit).toHaveLength(1);
    // Paid: the accepted lawyer sees it; no new slip is taken.
    expect((await getQuestionForViewer(database.db, lawyer.user, qid))?.payment?.status).toBe('paid');
    await expectError(
      sendPaymentSlip(
        database.db,
        payer,
        qid,
        (
          await uploadImage(storage, payer, 'payment-slip', {
            name: 'slip.png',
            bytes: await slipPicture({ transfer: null }),
          })
        ).key,
        storage,
      ),
      'CONFLICT',
    );
  });
});
