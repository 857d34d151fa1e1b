import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokIsoDay } from '#domain/dates.ts';
import { type Database, type Db, openDatabase } from '#server/db/client.ts';
import {
  appointmentRequests,
  appointmentSlotHolds,
  emailOutbox,
  lawyerCalendars,
  messages,
  questionRecipients,
} from '#server/db/schema/index.ts';
import { createLawyerWithUser, createQuestion, createUser, inviteLawyer } from '#tests/factories.ts';
import {
  decodeActionData,
  openEventStream,
  parseEvents,
  postActionData,
  signIn,
  signInRequest,
} from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Two `node server.js` processes on ONE PostgreSQL database behave as one site: live thread events cross
// processes (LISTEN/NOTIFY), the invitation sweep never does the same work twice, and auth rate limits are
// counted in the database, not per process.

const SWEEP_MS = 250;
/** Open event streams check their session and access this often here (30 s by default). */
const RECHECK_MS = 250;
const pair = (url: string, env: Record<string, string>) =>
  Promise.all([startServer({ DATABASE_URL: url, ...env }), startServer({ DATABASE_URL: url, ...env })]);

describe('two server processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // LOG_LEVEL info: each sweep that expires something logs how many rows it expired.
    [a, b] = await pair(scratch.url, {
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      INVITATION_SWEEP_INTERVAL_MS: String(SWEEP_MS),
      EVENT_STREAM_RECHECK_MS: String(RECHECK_MS),
      LOG_LEVEL: 'info',
    });
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await scratch?.drop();
  });

  it('a message posted through A reaches a thread stream open on B', async () => {
    const { db } = database;
    const asker = await createUser(db, { email: 'mp-asker@example.com', name: 'ผู้ถาม' });
    const lawyer = await createLawyerWithUser(db, {
      email: 'mp-lawyer@example.com',
      name: 'ทนายสด',
      experienceAreas: ['ธุรกิจ'],
    });
    const question = await createQuestion(db, { askerId: asker.id, specialties: ['ธุรกิจ'] });
    await inviteLawyer(db, question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
    const askerCookie = await signIn(a.url, asker.email, asker.password);
    const lawyerCookie = await signIn(b.url, lawyer.user.email, lawyer.user.password);

    const stream = await openEventStream(b.url, `/api/events/questions/${question.id}`, lawyerCookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      await stream.until((t) => t.includes('event: ready'));

      // The question page's fetcher posts { intent: 'post', message } to the route action.
      const text = `ข้อความข้ามเซิร์ฟเวอร์ ${Date.now()}`;
      const res = await postActionData(a.url, `/th/question/${question.id}`, askerCookie, {
        intent: 'post',
        message: text,
      });
      expect(res.status).toBe(200);
      const answer = decodeActionData(await res.text()) as {
        data: { ok: boolean; message: { id: string; message: string } };
      };
      expect(answer.data.ok).toBe(true);
      const messageId = answer.data.message.id;

      const received = await stream.until((t) => t.includes(messageId), 10_000);
      const event = parseEvents(received).find((e) => e.event === 'message' && e.id === messageId);
      expect(event, `no message event on B in:\n${received}`).toBeDefined();
      const payload = JSON.parse(event!.data) as { id: string; message: string; sender: { userId: string } };
      expect(payload).toMatchObject({ id: messageId, message: text, sender: { userId: asker.id } });
      const [stored] = await db.select().from(messages).where(eq(messages.id, messageId));
      expect(stored?.message).toBe(text);
    } finally {
      stream.close();
    }
  });

  it('a sign-out through A ends a thread stream open on B within its re-check, with nothing said between them', async () => {
    const { db } = database;
    const asker = await createUser(db, { email: 'mp-sign-out@example.com' });
    const question = await createQuestion(db, { askerId: asker.id });
    const onA = await signIn(a.url, asker.email, asker.password);
    const onB = await signIn(b.url, asker.email, asker.password);
    const stream = await openEventStream(b.url, `/api/events/questions/${question.id}`, onB);
    try {
      expect(stream.status).toBe(200);
      await stream.until((t) => t.includes('event: ready'));
      // Still open a few re-checks later while signed in.
      await stream.until(() => false, 3 * RECHECK_MS);
      expect(stream.ended).toBe(false);

      const signOut = await fetch(`${a.url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: onA, origin: a.url, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(signOut.status).toBe(200);
      await stream.until(() => false, 40 * RECHECK_MS);
      expect(stream.ended).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('expires each overdue invitation once and invites the next batch once, with both processes sweeping', async () => {
    const { db } = database;
    const asker = await createUser(db, { email: 'sweep-asker@example.com' });
    // Four lawyers for 'แรงงาน' (no other test uses it): the first was invited and let it expire.
    const pool = [];
    for (let i = 1; i <= 4; i++) {
      pool.push(
        await createLawyerWithUser(db, {
          email: `sweep-lawyer-${i}@example.com`,
          name: `ทนายแรงงาน ${i}`,
          experienceAreas: ['แรงงาน'],
          rating: 5 - i / 10,
        }),
      );
    }
    const [first, ...rest] = pool;
    // Overdue invitations (expired a minute ago), committed in rounds a little under one sweep interval apart,
    // so that both processes' sweeps find some of them, sometimes at the same moment.
    const count = 12;
    const rounds = 4;
    const questionIds: string[] = [];
    const titles = new Map<string, string>();
    const overdue: string[] = [];
    const expiresAt = new Date(Date.now() - 60_000);
    for (let round = 0; round < rounds; round++) {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        for (let i = round * (count / rounds); i < (round + 1) * (count / rounds); i++) {
          const title = `คดีแรงงานหมดอายุ ${String(i).padStart(2, '0')}`;
          const q = await createQuestion(t, { askerId: asker.id, title, specialties: ['แรงงาน'] });
          questionIds.push(q.id);
          titles.set(q.id, title);
          overdue.push((await inviteLawyer(t, q.id, first!.id, first!.user.id, { expiresAt })).id);
        }
      });
      await new Promise((r) => setTimeout(r, SWEEP_MS * 0.7));
    }

    // Wait until every question has its next batch, then let both processes sweep a few more times.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await db
        .select()
        .from(questionRecipients)
        .where(inArray(questionRecipients.questionId, questionIds));
      if (rows.filter((r) => r.status === 'invited').length >= count * rest.length) break;
      if (Date.now() > deadline) throw new Error(`next batches not invited: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, SWEEP_MS * 6));

    const rows = await db
      .select()
      .from(questionRecipients)
      .where(inArray(questionRecipients.questionId, questionIds));
    for (const id of questionIds) {
      const mine = rows.filter((r) => r.questionId === id);
      // The overdue one is 'expired'; the next batch is the three others, each invited once.
      expect(mine).toHaveLength(1 + rest.length);
      expect(mine.filter((r) => r.status === 'expired').map((r) => r.id)).toEqual(
        overdue.filter((o) => mine.some((r) => r.id === o)),
      );
      const invited = mine.filter((r) => r.status === 'invited');
      expect(invited.map((r) => r.lawyerId).sort()).toEqual(rest.map((l) => l.id).sort());
      expect(invited.map((r) => r.assignedOrder).sort()).toEqual([2, 3, 4]);
    }

    // One 'expired' transition per overdue row: the two processes' logged counts add up to exactly `count`.
    const expiredLogged = (s: ServerProcess) =>
      s
        .output()
        .split('\n')
        .filter((line) => line.includes('invitations expired'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { expired: number }).expired, 0);
    const byA = expiredLogged(a);
    const byB = expiredLogged(b);
    expect(byA + byB, `A expired ${byA}, B expired ${byB}`).toBe(count);

    // The invitation e-mail of each (question, lawyer) of the next batch went out exactly once.
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'invitation'),
          inArray(
            emailOutbox.toAddress,
            pool.map((l) => l.user.email),
          ),
        ),
      );
    for (const id of questionIds) {
      for (const lawyer of rest) {
        const sent = mails.filter(
          (m) => m.toAddress === lawyer.user.email && m.textBody.includes(titles.get(id)!),
        );
        expect(sent, `${lawyer.user.email} for ${titles.get(id)}`).toHaveLength(1);
      }
    }
    // Nobody else was mailed (the first lawyer was invited by the fixture, which sends nothing).
    expect(mails).toHaveLength(count * rest.length);
    expect(rows.every((r) => r.notifiedAt !== null || r.lawyerId === first!.id)).toBe(true);
  });
});

describe('a lawyer slot booked through two server processes at once', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    [a, b] = await pair(scratch.url, {});
    database = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await scratch?.drop();
  });

  it('gives the slot to one booking and refuses the others, whichever process each went to', async () => {
    const { db } = database;
    const lawyer = await createLawyerWithUser(db, {
      email: 'race-lawyer@example.com',
      name: 'ทนายช่วงเวลาเดียว',
    });
    // Open every day, holidays too, so that tomorrow 10:00 is a free slot whatever the date.
    const everyDay = { open: '09:00', close: '18:00' };
    await db.insert(lawyerCalendars).values({
      lawyerId: lawyer.id,
      weeklyHours: Array.from({ length: 7 }, () => everyDay),
      slotMinutes: 60,
      meetingTypes: ['office', 'video', 'phone'],
      holidaysClosed: false,
    });
    const day = bangkokIsoDay(new Date(Date.now() + 86_400_000));
    const booking = (n: number) => ({
      name: `ผู้จองพร้อมกัน ${n}`,
      phone: `08111122${String(n).padStart(2, '0')}`,
      specialty: 'แพ่ง',
      date: day,
      time: '10:00',
      meetingType: 'office',
      lawyerId: lawyer.id,
    });
    const answers = await Promise.all(
      [a, b, a, b].map((server, n) => postActionData(server.url, '/th/appointment', '', booking(n))),
    );
    for (const answer of answers) expect(answer.status).toBeLessThan(500);

    const stored = await db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.lawyerId, lawyer.id));
    expect(stored).toHaveLength(1);
    const holds = await db
      .select()
      .from(appointmentSlotHolds)
      .where(eq(appointmentSlotHolds.lawyerId, lawyer.id));
    expect(holds.map((h) => [h.appointmentId, h.startsAt.toISOString()])).toEqual([
      [stored[0]!.id, new Date(`${day}T10:00:00+07:00`).toISOString()],
      [stored[0]!.id, new Date(`${day}T10:30:00+07:00`).toISOString()],
    ]);
  });
});

describe('auth rate limits across two server processes', () => {
  let scratch: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    [a, b] = await pair(scratch.url, { AUTH_ATTEMPTS_PER_MINUTE: '6' });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await scratch?.drop();
  });

  it('counts sign-in attempts from one address on both processes together', async () => {
    const database = await openDatabase({ url: scratch.url });
    const user = await createUser(database.db, { email: 'limited@example.com' });
    await database.close();

    // Both processes see the client address 127.0.0.1 (the socket peer). Alternate A, B, A, B...
    const statuses: number[] = [];
    const seen = { a: 0, b: 0 };
    for (let i = 0; i < 8; i++) {
      const target = i % 2 === 0 ? a : b;
      seen[target === a ? 'a' : 'b']++;
      const res = await signInRequest(target.url, user.email, 'wrong-password');
      statuses.push(res.status);
      if (i === 6) expect(seen).toEqual({ a: 4, b: 3 });
    }
    // Six wrong passwords are answered as such; the 7th attempt overall (A's 4th) and the next are refused.
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
