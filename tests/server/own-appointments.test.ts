import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { adminAuditLog, appointmentRequests } from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import { listOwnAppointments } from '#server/services/appointments/list-own-appointments.ts';
import {
  APPOINTMENT_MOVE_REFUSED,
  APPOINTMENT_STATUS_INVALID,
} from '#server/services/appointments/move-appointment-status.ts';
import { setOwnAppointmentStatus } from '#server/services/appointments/set-own-appointment-status.ts';
import { createAppointment, createLawyer, createUser, type FactoryUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;

const statusOf = async (id: string) =>
  (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]?.status;
const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let lawyer: FactoryUser;
let otherLawyer: FactoryUser;
let outsiders: [string, Actor][];
/** The requests for the lawyer's listing, oldest first. */
const own: string[] = [];
let foreign: string;
let unassigned: string;

beforeAll(async () => {
  server = await createTestServer();
  lawyer = await createUser(db(), { profileType: 'lawyer', lawyer: { name: 'ทนายเจ้าของ' } });
  otherLawyer = await createUser(db(), { profileType: 'lawyer', lawyer: { name: 'ทนายอื่น' } });
  outsiders = [
    ['a member', await createUser(db())],
    ['another lawyer', otherLawyer],
    ['an admin', await createUser(db(), { profileType: 'admin', twoFactorEnabled: true })],
  ];
  expect(outsiders[2]![1]?.isAdmin).toBe(true);
  const base = Date.now();
  for (const [i, name] of ['คุณแรก', 'คุณสอง', 'คุณสาม', 'คุณสี่'].entries()) {
    const row = await createAppointment(db(), {
      name,
      phone: `08100000${i}0`,
      email: i === 0 ? null : `own${i}@example.com`,
      description: `เรื่องของ${name}`,
      urgency: i === 3 ? 'urgent' : 'normal',
      meetingType: 'phone',
      ...(i === 3 ? { locale: 'en' } : {}),
      lawyerId: lawyer.lawyerId,
      createdAt: new Date(base - (10 - i) * 60_000),
    });
    own.push(row.id);
  }
  foreign = (
    await createAppointment(db(), {
      name: 'คุณของทนายอื่น',
      lawyerId: otherLawyer.lawyerId,
      createdAt: new Date(base),
    })
  ).id;
  unassigned = (await createAppointment(db(), { name: 'คุณไม่เลือกทนาย', createdAt: new Date(base) })).id;
  // A listing without an account: its requests are nobody's in this list.
  const unlinked = await createLawyer(db(), { name: 'ทนายไม่มีบัญชี' });
  await createAppointment(db(), { name: 'คุณของทนายไม่มีบัญชี', lawyerId: unlinked.id });
});
afterAll(() => server.close());

describe(`the linked lawyer's appointment requests on ${engineName()}`, () => {
  it("lists only the requests for the lawyer's own listing, newest first, with what the lawyer needs", async () => {
    const list = await listOwnAppointments(db(), lawyer);
    expect(list.map((r) => r.name)).toEqual(['คุณสี่', 'คุณสาม', 'คุณสอง', 'คุณแรก']);
    expect(list[0]).toMatchObject({
      id: own[3],
      phone: '0810000030',
      email: 'own3@example.com',
      specialty: 'แพ่ง',
      description: 'เรื่องของคุณสี่',
      urgency: 'urgent',
      preferredDate: '2030-01-07',
      timeSlot: '10:00',
      meetingType: 'phone',
      // Booked on the English page: the language to call back in.
      locale: 'en',
      status: 'requested',
    });
    expect(list[3]?.locale).toBe('th');
    expect(list[0]?.createdAt).toBeInstanceOf(Date);
    const other = await listOwnAppointments(db(), otherLawyer);
    expect(other.map((r) => r.id)).toEqual([foreign]);
  });

  it('refuses a visitor, and anyone without a linked listing (a member, an admin) with NOT_FOUND', async () => {
    expect((await refusal(() => listOwnAppointments(db(), null))).code).toBe('UNAUTHORIZED');
    for (const [who, actor] of outsiders.filter(([, a]) => a !== otherLawyer)) {
      expect((await refusal(() => listOwnAppointments(db(), actor))).code, who).toBe('NOT_FOUND');
    }
  });

  it('moves a request requested → confirmed → completed, and another requested → cancelled', async () => {
    const audits = await auditCount();
    expect(await setOwnAppointmentStatus(db(), lawyer, own[0]!, 'confirmed')).toEqual({
      id: own[0],
      status: 'confirmed',
      changed: true,
    });
    expect(await setOwnAppointmentStatus(db(), lawyer, own[0]!, 'completed')).toEqual({
      id: own[0],
      status: 'completed',
      changed: true,
    });
    expect(await setOwnAppointmentStatus(db(), lawyer, own[1]!, 'cancelled')).toMatchObject({
      status: 'cancelled',
      changed: true,
    });
    // confirmed → cancelled too.
    await setOwnAppointmentStatus(db(), lawyer, own[2]!, 'confirmed');
    expect(await setOwnAppointmentStatus(db(), lawyer, own[2]!, 'cancelled')).toMatchObject({
      status: 'cancelled',
    });
    // The status it already has: nothing to do, no error (a second click).
    expect((await setOwnAppointmentStatus(db(), lawyer, own[0]!, 'completed')).changed).toBe(false);
    expect(await statusOf(own[0]!)).toBe('completed');
    expect(await statusOf(own[1]!)).toBe('cancelled');
    // The admin log is the admins' own: a lawyer's move writes no entry in it.
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a move the statuses do not allow, or an unknown status, and changes nothing', async () => {
    const cases: [string, string, string, string][] = [
      // [request, to, code, message]
      [own[0]!, 'confirmed', 'CONFLICT', APPOINTMENT_MOVE_REFUSED], // completed is final
      [own[0]!, 'cancelled', 'CONFLICT', APPOINTMENT_MOVE_REFUSED],
      [own[0]!, 'requested', 'CONFLICT', APPOINTMENT_MOVE_REFUSED],
      [own[1]!, 'confirmed', 'CONFLICT', APPOINTMENT_MOVE_REFUSED], // cancelled is final
      [own[1]!, 'requested', 'CONFLICT', APPOINTMENT_MOVE_REFUSED],
      [own[3]!, 'completed', 'CONFLICT', APPOINTMENT_MOVE_REFUSED], // not confirmed yet
      [own[3]!, 'archived', 'INVALID_INPUT', APPOINTMENT_STATUS_INVALID],
      [own[3]!, '', 'INVALID_INPUT', APPOINTMENT_STATUS_INVALID],
    ];
    for (const [id, to, code, message] of cases) {
      const refused = await refusal(() => setOwnAppointmentStatus(db(), lawyer, id, to));
      expect([refused.code, refused.message], `${id} → ${to}`).toEqual([code, message]);
    }
    expect(await statusOf(own[0]!)).toBe('completed');
    expect(await statusOf(own[1]!)).toBe('cancelled');
    expect(await statusOf(own[3]!)).toBe('requested');
  });

  it("refuses another listing's request, one without a lawyer, or an unknown one with NOT_FOUND, whoever asks", async () => {
    for (const id of [foreign, unassigned, randomUUID(), 'not-a-uuid']) {
      expect((await refusal(() => setOwnAppointmentStatus(db(), lawyer, id, 'confirmed'))).code, id).toBe(
        'NOT_FOUND',
      );
    }
    for (const [who, actor] of outsiders) {
      const refused = await refusal(() => setOwnAppointmentStatus(db(), actor, own[3]!, 'confirmed'));
      expect(refused.code, who).toBe('NOT_FOUND');
      // Not even an invalid status tells the request exists.
      expect((await refusal(() => setOwnAppointmentStatus(db(), actor, own[3]!, 'x'))).code, who).toBe(
        'NOT_FOUND',
      );
    }
    expect((await refusal(() => setOwnAppointmentStatus(db(), null, own[3]!, 'confirmed'))).code).toBe(
      'UNAUTHORIZED',
    );
    expect(await statusOf(own[3]!)).toBe('requested');
    expect(await statusOf(foreign)).toBe('requested');
    expect(await statusOf(unassigned)).toBe('requested');
  });
});
