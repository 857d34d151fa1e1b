import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  canMoveAppointment,
  isQuestionStatus,
  PROFILE_TYPES,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  statusLabel,
} from './statuses.ts';

describe('status lists', () => {
  it('have the required values and Thai labels', () => {
    expect(QUESTION_STATUSES).toEqual(['open', 'assigned', 'closed']);
    expect(QUESTION_STATUSES.map((s) => QUESTION_STATUS_LABELS[s].th)).toEqual(['เปิด', 'จับคู่แล้ว', 'ปิดแล้ว']);
    expect(RECIPIENT_STATUSES.map((s) => RECIPIENT_STATUS_LABELS[s].th)).toEqual([
      'ได้รับเชิญ',
      'รับเคสแล้ว',
      'ปฏิเสธ',
      'หมดอายุ',
    ]);
    expect(APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_LABELS[s].th)).toEqual([
      'รอตรวจสอบ',
      'อนุมัติแล้ว',
      'ไม่อนุมัติ',
    ]);
    expect(APPOINTMENT_STATUSES).toEqual(['requested', 'confirmed', 'completed', 'cancelled']);
    expect(APPOINTMENT_STATUSES.map((s) => APPOINTMENT_STATUS_LABELS[s].th)).toEqual([
      'คำขอใหม่',
      'ยืนยันแล้ว',
      'เสร็จสิ้น',
      'ยกเลิกแล้ว',
    ]);
    expect(PROFILE_TYPES).toEqual(['member', 'lawyer', 'admin']);
    expect(isQuestionStatus('assigned')).toBe(true);
    expect(isQuestionStatus('invited')).toBe(false);
  });
});

describe('statusLabel', () => {
  it('translates known values', () => {
    expect(statusLabel('question', 'assigned', 'th')).toBe('จับคู่แล้ว');
    expect(statusLabel('question', 'assigned', 'en')).toBe('Matched');
    expect(statusLabel('recipient', 'accepted', 'th')).toBe('รับเคสแล้ว');
    expect(statusLabel('application', 'rejected', 'en')).toBe('Rejected');
    expect(statusLabel('appointment', 'confirmed', 'en')).toBe('Confirmed');
    expect(statusLabel('profile', 'admin', 'th')).toBe('ผู้ดูแลระบบ');
  });

  it('returns an unknown value raw', () => {
    expect(statusLabel('question', 'archived', 'th')).toBe('archived');
    expect(statusLabel('recipient', 'open', 'en')).toBe('open');
    expect(statusLabel('application', 'toString', 'en')).toBe('toString');
  });
});

describe('canMoveAppointment', () => {
  it('moves a request forward: requested → confirmed | cancelled, confirmed → completed | cancelled', () => {
    const moves = APPOINTMENT_STATUSES.flatMap((from) =>
      APPOINTMENT_STATUSES.filter((to) => canMoveAppointment(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual([
      'requested→confirmed',
      'requested→cancelled',
      'confirmed→completed',
      'confirmed→cancelled',
    ]);
  });

  it('never moves a completed or cancelled request, nor back, nor past confirmation', () => {
    for (const to of APPOINTMENT_STATUSES) {
      expect(canMoveAppointment('completed', to)).toBe(false);
      expect(canMoveAppointment('cancelled', to)).toBe(false);
    }
    expect(canMoveAppointment('requested', 'completed')).toBe(false);
    expect(canMoveAppointment('confirmed', 'requested')).toBe(false);
    expect(canMoveAppointment('requested', 'requested')).toBe(false);
  });
});
