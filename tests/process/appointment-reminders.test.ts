import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokInstant } from '#domain/availability.ts';
import { bangkokIsoDay } from '#domain/dates.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { appointmentRequests, emailOutbox } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import { sendDueReminders } from '#server/services/appointments/appointment-reminders.ts';
import { createAppointment, createLawyer } from '#tests/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// A day-before reminder is sent once even when several processes look for due bookings at the same moment
// (server/services/appointments/appointment-reminders.ts: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
// LOCKED)), on one PostgreSQL database.

const COUNT = 12;

/** Confirmed bookings of one lawyer, each with its own client address, starting at `starts` (by index). */
async function bookings(
  db: Database['db'],
  tag: string,
  starts: (i: number) => { day: string; time: string },
) {
  const lawyer = await createLawyer(db, { email: `${tag}-office@lawyer.test` });
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const { day, time } = starts(i);
    const row = await createAppointment(db, {
      lawyerId: lawyer.id,
      preferredDate: day,
      timeSlot: time,
      status: 'confirmed',
      email: `${tag}-client-${i}@example.com`,
    });
    ids.push(row.id);
  }
  return ids;
}

/** Reminder rows per address for the clients of `tag` and its lawyer. */
async function remindersOf(db: Database['db'], tag: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'appointment-reminder'));
  const to = (address: string) => rows.filter((r) => r.toAddress === address).length;
  return {
    clients: Array.from({ length: COUNT }, (_, i) => to(`${tag}-client-${i}@example.com`)),
    lawyer: to(`${tag}-office@lawyer.test`),
  };
}

describe('day-before reminders with two processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    first = await openDatabase({ url: scratch.url });
    second = await openDatabase({ url: scratch.url });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await scratch?.drop();
  });

  it('two connections claiming at the same instant send each reminder once, to the client and to the lawyer', async () => {
    const now = bangkokInstant('2030-01-07', '15:00');
    // Half-hourly from 15:30 today to 21:00: all due.
    await bookings(first.db, 'race', (i) => ({
      day: '2030-01-07',
      time: `${String(15 + Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}`,
    }));
    const runners = [first, second].map((database) => {
      const mailer = createMailer(database.db, { from: 'tanai@example.test' });
      const ctx = { mailer, publicUrl: 'http://localhost', networkPhone: '02', authSecret: 'x'.repeat(32) };
      return () => sendDueReminders(database.db, ctx, now);
    });
    const counts = await Promise.all([...runners, ...runners, ...runners].map((run) => run()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(COUNT);
    const sent = await remindersOf(first.db, 'race');
    expect(sent.clients).toEqual(Array(COUNT).fill(1));
    expect(sent.lawyer).toBe(COUNT);
  });

  describe('two server processes running the reminders job', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      const env = { DATABASE_URL: scratch.url, INVITATION_SWEEP_INTERVAL_MS: '150', LOG_LEVEL: 'info' };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    });
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
    });

    it('remind each booking once between them', async () => {
      // On the half hour, 3 to 8½ hours from now (real time: the servers' job reads the clock).
      const base = Math.ceil((Date.now() + 3 * 3600_000) / 1_800_000) * 1_800_000;
      const ids = await bookings(first.db, 'procs', (i) => {
        const at = new Date(base + i * 1_800_000);
        const hhmm = new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Bangkok',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(at);
        return { day: bangkokIsoDay(at), time: hhmm };
      });
      const deadline = Date.now() + 20_000;
      for (;;) {
        const left = await first.db
          .select({ id: appointmentRequests.id })
          .from(appointmentRequests)
          .where(and(inArray(appointmentRequests.id, ids), isNull(appointmentRequests.remindedAt)));
        if (left.length === 0) break;
        if (Date.now() > deadline) throw new Error(`${left.length} bookings never reminded`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // A few more runs of both jobs find nothing more to do.
      await new Promise((r) => setTimeout(r, 900));
      const sent = await remindersOf(first.db, 'procs');
      expect(sent.clients).toEqual(Array(COUNT).fill(1));
      expect(sent.lawyer).toBe(COUNT);
      const logged = (s: ServerProcess) =>
        s
          .output()
          .split('\n')
          .filter((line) => line.includes('appointment reminders sent'))
          .reduce((sum, line) => sum + (JSON.parse(line) as { reminded: number }).reminded, 0);
      expect(logged(a) + logged(b), `A ${logged(a)}, B ${logged(b)}`).toBe(COUNT);
    });
  });
});
