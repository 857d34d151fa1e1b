import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#app/context.server.ts';
import { loadInbox } from '#app/features/inbox/inbox.server.ts';
import { AppError } from '#domain/errors.ts';
import { avatarPublicUrl, illustrationKey } from '#domain/uploads.ts';
import type { Database } from '#server/db/client.ts';
import { lawyers } from '#server/db/schema/index.ts';
import { lawyerDesk } from '#server/services/inbox/lawyer-desk.ts';
import { listInvitedCases } from '#server/services/questions/list-invited-cases.ts';
import { markQuestionRead } from '#server/services/questions/question-reads.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createMessage,
  createQuestion,
  createReview,
  createUser,
  inviteLawyer,
  viewerOf,
} from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const db = () => database.db;
/** The fixed clock of these tests: 1 November 2026, 10:00 in Bangkok. */
const T0 = new Date('2026-11-01T03:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

describe("the lawyer's desk", () => {
  it('counts the time left to accept with the clock it is given, urgent under six hours, gone once expired', async () => {
    const asker = await createUser(db());
    const { id: lawyerId, user } = await createLawyerWithUser(db(), {});
    const q = await createQuestion(db(), { askerId: asker.id, createdAt: hours(-1) });
    await inviteLawyer(db(), q.id, lawyerId, user.id, { invitedAt: T0, expiresAt: hours(48) });

    const at = async (h: number) => (await lawyerDesk(db(), user, hours(h))).invitations.rows;
    expect((await at(10))[0]).toMatchObject({ hoursLeft: 38, urgent: false });
    expect((await at(42))[0]).toMatchObject({ hoursLeft: 6, urgent: false });
    expect((await at(42.5))[0]).toMatchObject({ hoursLeft: 5, urgent: true });
    expect((await at(47.75))[0]).toMatchObject({ hoursLeft: 0, urgent: true });
    expect(await at(48)).toEqual([]);
    expect((await at(10))[0]!.askedAt).toEqual(hours(-1));
  });

  it("shows the asker's first words but never their contact details before acceptance; the accepted case has them", async () => {
    const asker = await createUser(db());
    const { id: lawyerId, user } = await createLawyerWithUser(db(), {});
    const long = `เช่าห้องแล้วเจ้าของไม่คืนเงินประกัน ${'รายละเอียดเพิ่มเติม '.repeat(30)}`;
    const invited = await createQuestion(db(), {
      askerId: asker.id,
      title: 'เงินประกันห้องเช่า',
      content: long,
      contactPhone: '0815550101',
      contactLine: 'asker_line_x',
    });
    await inviteLawyer(db(), invited.id, lawyerId, user.id, { invitedAt: T0, expiresAt: hours(48) });
    // The thread is not for a lawyer only invited: neither its messages nor their count.
    await createMessage(db(), { questionId: invited.id, senderUserId: asker.id, message: 'ข้อความในเธรดลับ' });
    const desk = await lawyerDesk(db(), user, hours(1));
    const [invitation] = desk.invitations.rows;
    expect(invitation!.excerpt!.startsWith('เช่าห้องแล้วเจ้าของไม่คืนเงินประกัน')).toBe(true);
    expect(invitation!.excerpt!.length).toBeLessThanOrEqual(160);
    expect(invitation!.excerpt!.endsWith('…')).toBe(true);
    const shown = JSON.stringify(desk);
    expect(shown).not.toContain('0815550101');
    expect(shown).not.toContain('asker_line_x');
    expect(shown).not.toContain('ข้อความในเธรดลับ');
    const [listed] = await listInvitedCases(db(), user, hours(1));
    expect(listed).toMatchObject({ contact: null, unread: 0, lastMessage: null });

    const accepted = await createQuestion(db(), {
      askerId: asker.id,
      status: 'assigned',
      contactPhone: '0815550202',
      contactLine: 'asker_line_y',
    });
    await inviteLawyer(db(), accepted.id, lawyerId, user.id, {
      status: 'accepted',
      invitedAt: T0,
      expiresAt: hours(48),
    });
    const after = await lawyerDesk(db(), user, hours(1));
    expect(after.active.rows.map((c) => c.questionId)).toEqual([accepted.id]);
    expect(after.active.rows[0]!.contact).toEqual({ phone: '0815550202', line: 'asker_line_y' });
    expect(JSON.stringify(after.invitations.rows)).not.toContain('0815550101');
  });

  it('counts unread messages, lists unread cases first then the latest activity, and folds closed cases apart', async () => {
    const asker = await createUser(db());
    const { id: lawyerId, user } = await createLawyerWithUser(db(), {});
    const accept = async (title: string, status: 'assigned' | 'closed' = 'assigned') => {
      const q = await createQuestion(db(), { askerId: asker.id, title, status });
      await inviteLawyer(db(), q.id, lawyerId, user.id, {
        status: 'accepted',
        invitedAt: T0,
        expiresAt: hours(48),
      });
      return q;
    };
    const quiet = await accept('ไม่มีข้อความใหม่');
    const waiting = await accept('มีข้อความรออ่าน');
    const closed = await accept('ปิดแล้ว', 'closed');
    // The read case had the latest message; the unread one an older one: unread still comes first.
    await createMessage(db(), {
      questionId: waiting.id,
      senderUserId: asker.id,
      message: 'สวัสดีค่ะ',
      createdAt: hours(1),
    });
    await createMessage(db(), {
      questionId: waiting.id,
      senderUserId: asker.id,
      message: 'ส่งเอกสารแล้วค่ะ',
      createdAt: hours(2),
    });
    await createMessage(db(), {
      questionId: quiet.id,
      senderUserId: asker.id,
      message: 'ขอบคุณค่ะ',
      createdAt: hours(3),
    });
    await createMessage(db(), {
      questionId: quiet.id,
      senderUserId: user.id,
      message: 'ยินดีครับ',
      createdAt: hours(4),
    });
    await markQuestionRead(db(), user, quiet.id, hours(5));

    const desk = await lawyerDesk(db(), user, hours(6));
    expect(desk.active.rows.map((c) => [c.title, c.unread])).toEqual([
      ['มีข้อความรออ่าน', 2],
      ['ไม่มีข้อความใหม่', 0],
    ]);
    expect(desk.active.rows[0]!.lastMessage).toMatchObject({
      excerpt: 'ส่งเอกสารแล้วค่ะ',
      from: 'asker',
      at: hours(2),
    });
    expect(desk.active.rows[1]!.lastMessage).toMatchObject({ excerpt: 'ยินดีครับ', from: 'you', at: hours(4) });
    expect(desk.closed.rows.map((c) => c.questionId)).toEqual([closed.id]);

    // Opening the thread reads it: the unread mark goes.
    await markQuestionRead(db(), user, waiting.id, hours(7));
    const read = await lawyerDesk(db(), user, hours(8));
    expect(read.active.rows.map((c) => [c.title, c.unread])).toEqual([
      ['ไม่มีข้อความใหม่', 0],
      ['มีข้อความรออ่าน', 0],
    ]);
  });

  it("lists only this lawyer's invitations and cases, none declined, expired or of a closed question", async () => {
    const asker = await createUser(db());
    const mine = await createLawyerWithUser(db(), {});
    const other = await createLawyerWithUser(db(), {});
    const invite = async (
      lawyer: typeof mine,
      status: 'invited' | 'accepted' | 'declined' | 'expired',
      qStatus: 'open' | 'closed' = 'open',
    ) => {
      const q = await createQuestion(db(), { askerId: asker.id, status: qStatus });
      await inviteLawyer(db(), q.id, lawyer.id, lawyer.user.id, {
        status,
        invitedAt: T0,
        expiresAt: hours(48),
      });
      return q.id;
    };
    const ownInvitation = await invite(mine, 'invited');
    const ownCase = await invite(mine, 'accepted');
    await invite(mine, 'declined');
    await invite(mine, 'expired');
    await invite(mine, 'invited', 'closed');
    const othersInvitation = await invite(other, 'invited');
    const othersCase = await invite(other, 'accepted');

    const desk = await lawyerDesk(db(), mine.user, hours(1));
    expect(desk.invitations.rows.map((r) => r.questionId)).toEqual([ownInvitation]);
    expect(desk.active.rows.map((c) => c.questionId)).toEqual([ownCase]);
    const theirs = await lawyerDesk(db(), other.user, hours(1));
    expect(theirs.invitations.rows.map((r) => r.questionId)).toEqual([othersInvitation]);
    expect(theirs.active.rows.map((c) => c.questionId)).toEqual([othersCase]);
  });

  it("shows the listing's appointments of the next seven days, what the listing lacks and its reviews", async () => {
    const { id: lawyerId, user } = await createLawyerWithUser(db(), {
      description: 'ทนายความคดีแพ่ง',
      languages: ['th'],
      avatarUrl: null,
      feeMin: null,
      feeMax: null,
    });
    const { id: otherId } = await createLawyerWithUser(db(), {});
    // T0 is 1 November in Bangkok: the 1st to the 7th are in the window.
    await createAppointment(db(), {
      lawyerId,
      name: 'คุณพรุ่งนี้',
      preferredDate: '2026-11-02',
      timeSlot: '10:00',
    });
    await createAppointment(db(), {
      lawyerId,
      name: 'คุณวันนี้',
      preferredDate: '2026-11-01',
      timeSlot: '14:00',
    });
    await createAppointment(db(), { lawyerId, name: 'คุณไกล', preferredDate: '2026-11-08' });
    await createAppointment(db(), {
      lawyerId,
      name: 'คุณยกเลิก',
      preferredDate: '2026-11-03',
      status: 'cancelled',
    });
    await createAppointment(db(), { lawyerId: otherId, name: 'คุณของคนอื่น', preferredDate: '2026-11-02' });
    const author = await createUser(db());
    await createReview(db(), { lawyerId, authorId: author.id, reply: 'ขอบคุณครับ', publishedAt: hours(-48) });
    const newest = await createReview(db(), { lawyerId, authorId: author.id, publishedAt: hours(-1) });
    await createReview(db(), { lawyerId, authorId: author.id, status: 'held' });

    const desk = await lawyerDesk(db(), user, T0);
    expect(desk.appointments.map((a) => a.name)).toEqual(['คุณวันนี้', 'คุณพรุ่งนี้']);
    expect(desk.listing.missing).toEqual(['photo', 'title', 'fees', 'experience', 'education', 'contact']);
    expect(desk.reviews).toMatchObject({ total: 2, unanswered: 1 });
    expect(desk.reviews.latest.map((r) => [r.id, r.replied])).toEqual([
      [newest.id, false],
      [expect.any(String), true],
    ]);
  });

  it('asks for a real photo while a drawn portrait stands in for the lawyer, and no more once they have their own', async () => {
    const { id: lawyerId, user } = await createLawyerWithUser(db(), {});
    const photo = async (avatarUrl: string | null) => {
      await db().update(lawyers).set({ avatarUrl }).where(eq(lawyers.id, lawyerId));
      const { listing } = await lawyerDesk(db(), user, T0);
      return { missing: listing.missing.includes('photo'), illustration: listing.illustration };
    };
    expect(await photo(null)).toEqual({ missing: true, illustration: false });
    expect(await photo(avatarPublicUrl(illustrationKey(lawyerId)))).toEqual({
      missing: true,
      illustration: true,
    });
    const own = `avatars/${user.id}/${randomUUID()}.webp`;
    expect(await photo(avatarPublicUrl(own))).toEqual({ missing: false, illustration: false });
  });

  it('gives no desk to anyone who is not a linked lawyer: the service refuses, the inbox has none', async () => {
    const member = await createUser(db());
    await expect(lawyerDesk(db(), member, T0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(lawyerDesk(db(), null, T0)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
    await expect(lawyerDesk(db(), admin, T0)).rejects.toBeInstanceOf(AppError);
    await expect(lawyerDesk(db(), admin, T0)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const ctx = (viewer: ReturnType<typeof viewerOf>) =>
      ({
        runtime: { db: db(), config: { payment: { promptPayId: '0812345678' }, authSecret: 'x'.repeat(32) } },
        viewer,
        lang: 'th',
      }) as unknown as RequestContext;
    const inboxUrl = new URL('http://localhost/th/inbox');
    const inbox = await loadInbox(ctx(viewerOf(member)), inboxUrl);
    expect(inbox.desk).toBeNull();
    // A session that still names a listing no longer linked to the account: no desk either.
    const stale = await loadInbox(ctx({ ...viewerOf(member), lawyerId: crypto.randomUUID() }), inboxUrl);
    expect(stale.desk).toBeNull();
    const { user } = await createLawyerWithUser(db(), {});
    const lawyers = await loadInbox(ctx({ ...viewerOf(user), lawyerId: user.lawyerId }), inboxUrl);
    expect(lawyers.desk).not.toBeNull();
  });
});
