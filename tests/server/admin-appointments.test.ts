import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { resources } from '#i18n/index.ts';
import { adminAuditLog, appointmentRequests } from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import { listAdminAppointments } from '#server/services/admin/appointments/list-admin-appointments.ts';
import { setAppointmentStatus } from '#server/services/admin/appointments/set-appointment-status.ts';
import { listAuditLog } from '#server/services/admin/audit.ts';
import {
  APPOINTMENT_MOVE_REFUSED,
  APPOINTMENT_STATUS_INVALID,
} from '#server/services/appointments/move-appointment-status.ts';
import { createAppointment, createLawyer, createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const statusOf = async (id: string) =>
  (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]?.status;

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let admin: Actor;
let outsiders: [string, Actor][];
let lawyerId: string;
const ids: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { name: 'ผู้ดูแล ทดสอบ', profileType: 'admin', twoFactorEnabled: true });
  expect(admin?.isAdmin).toBe(true);
  const unconfirmed = await createUser(db(), {
    profileType: 'admin',
    confirmed: false,
    twoFactorEnabled: true,
  });
  expect(unconfirmed?.isAdmin).toBe(false);
  outsiders = [
    ['a visitor', null],
    ['a member', await createUser(db())],
    ['a lawyer', await createUser(db(), { profileType: 'lawyer', lawyer: {} })],
    ['an admin whose e-mail is unconfirmed', unconfirmed],
  ];
  lawyerId = (await createLawyer(db(), { name: 'ทนายสมชาย นัดหมาย' })).id;
  const base = Date.now();
  for (const [i, name] of ['คุณเก่า', 'คุณกลาง', 'คุณใหม่'].entries()) {
    const row = await createAppointment(db(), {
      name,
      phone: '081-234-5678',
      email: i === 0 ? null : `p${i}@example.com`,
      urgency: i === 2 ? 'urgent' : 'normal',
      meetingType: 'video',
      lawyerId: i === 1 ? lawyerId : null,
      createdAt: new Date(base - (3 - i) * 60_000),
    });
    ids.push(row.id);
  }
});
afterAll(() => server.close());

describe(`admin appointment requests on ${engineName()}`, () => {
  it('refuses visitors, members, lawyers and unconfirmed admins, and changes nothing', async () => {
    const audits = await auditCount();
    for (const [who, actor] of outsiders) {
      const expected = actor ? 'FORBIDDEN' : 'UNAUTHORIZED';
      expect((await refusal(() => listAdminAppointments(db(), actor))).code, `list by ${who}`).toBe(expected);
      expect(
        (await refusal(() => setAppointmentStatus(db(), actor, ids[0]!, 'confirmed'))).code,
        `status by ${who}`,
      ).toBe(expected);
      expect((await refusal(() => listAuditLog(db(), actor))).code, `audit log by ${who}`).toBe(expected);
    }
    expect(await statusOf(ids[0]!)).toBe('requested');
    expect(await auditCount()).toBe(audits);
  });

  it('lists the requests newest first with the chosen lawyer’s name', async () => {
    const { rows: list } = await listAdminAppointments(db(), admin);
    expect(list.map((r) => r.name)).toEqual(['คุณใหม่', 'คุณกลาง', 'คุณเก่า']);
    expect(list[1]).toMatchObject({
      lawyerId,
      lawyerName: 'ทนายสมชาย นัดหมาย',
      specialty: 'แพ่ง',
      preferredDate: '2030-01-07',
      timeSlot: '10:00',
      meetingType: 'video',
      status: 'requested',
    });
    expect(list[0]).toMatchObject({ lawyerName: null, urgency: 'urgent' });
  });

  it('moves a request through confirmed and completed with one audit entry per change', async () => {
    const id = ids[1]!;
    let audits = await auditCount();
    for (const status of ['confirmed', 'completed'] as const) {
      const result = await setAppointmentStatus(db(), admin, id, status);
      expect(result).toEqual({ id, status, changed: true });
      expect(await statusOf(id)).toBe(status);
      expect(await auditCount()).toBe(++audits);
    }
    const {
      rows: [entry],
    } = await listAuditLog(db(), admin, { size: 1 });
    expect(entry).toMatchObject({
      action: 'appointment.status',
      entityType: 'appointment_request',
      entityId: id,
      actorName: 'ผู้ดูแล ทดสอบ',
      details: { before: { status: 'confirmed' }, after: { status: 'completed' } },
    });
    // The status it already has: nothing changes, nothing is recorded.
    expect((await setAppointmentStatus(db(), admin, id, 'completed')).changed).toBe(false);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a move the statuses do not allow (a completed request is final) and records nothing', async () => {
    const completed = ids[1]!;
    expect(await statusOf(completed)).toBe('completed');
    const audits = await auditCount();
    for (const status of ['requested', 'confirmed', 'cancelled'] as const) {
      const refused = await refusal(() => setAppointmentStatus(db(), admin, completed, status));
      expect(refused.code, status).toBe('CONFLICT');
      expect(refused.message).toBe(APPOINTMENT_MOVE_REFUSED);
    }
    // A new request is confirmed before it is completed.
    expect((await refusal(() => setAppointmentStatus(db(), admin, ids[0]!, 'completed'))).code).toBe(
      'CONFLICT',
    );
    expect(await statusOf(completed)).toBe('completed');
    expect(await statusOf(ids[0]!)).toBe('requested');
    expect(await auditCount()).toBe(audits);
  });

  it('refuses an unknown status or request and writes no audit entry', async () => {
    const audits = await auditCount();
    const invalid = await refusal(() => setAppointmentStatus(db(), admin, ids[0]!, 'archived'));
    expect(invalid.code).toBe('INVALID_INPUT');
    const th = resources.th.common as unknown as { errors: Record<string, string> };
    expect(th.errors.appointmentStatusInvalid).not.toBe('');
    expect(invalid.message).toBe(APPOINTMENT_STATUS_INVALID);
    expect((await refusal(() => setAppointmentStatus(db(), admin, randomUUID(), 'confirmed'))).code).toBe(
      'NOT_FOUND',
    );
    expect((await refusal(() => setAppointmentStatus(db(), admin, 'x', 'confirmed'))).code).toBe('NOT_FOUND');
    expect(await statusOf(ids[0]!)).toBe('requested');
    expect(await auditCount()).toBe(audits);
  });

  it('a status change whose audit entry cannot be written is rolled back (one transaction)', async () => {
    const audits = await auditCount();
    const ghost: Actor = { id: randomUUID(), isAdmin: true };
    await expect(setAppointmentStatus(db(), ghost, ids[2]!, 'confirmed')).rejects.toThrow();
    expect(await statusOf(ids[2]!)).toBe('requested');
    expect(await auditCount()).toBe(audits);
  });
});
