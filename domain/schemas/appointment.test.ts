import { describe, expect, it } from 'vitest';
import { bookingMoveSchema, lawyerBookingSchema } from './appointment.ts';
import { fieldErrors } from './form.ts';

const offer = {
  // A Sunday with half-hour slots: the lawyer's calendar, not the network's days and hours.
  days: [{ day: '2030-01-06', slots: ['09:30', '10:00'] }],
  meetingTypes: ['phone'],
};

const booking = (values: Record<string, string>) => ({
  name: 'Jane Booker',
  phone: '081-234-5678',
  specialty: 'ครอบครัว',
  date: '2030-01-06',
  time: '09:30',
  meetingType: 'phone',
  ...values,
});

const refused = (
  schema: ReturnType<typeof lawyerBookingSchema> | ReturnType<typeof bookingMoveSchema>,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the booking form for a lawyer, as the browser judges it', () => {
  it('accepts one of the offered slots, on the half hour, on a day the network is closed', () => {
    expect(lawyerBookingSchema(offer).safeParse(booking({})).success).toBe(true);
  });

  it('refuses a day without free slots, a time not offered that day, and a meeting type not offered', () => {
    const schema = lawyerBookingSchema(offer);
    expect(refused(schema, booking({ date: '2030-01-07' }))).toEqual({
      date: 'appointment.errors.dateNotBookable',
    });
    expect(refused(schema, booking({ time: '11:00' }))).toEqual({
      time: 'appointment.errors.timeNotBookable',
    });
    expect(refused(schema, booking({ meetingType: 'office' }))).toEqual({
      meetingType: 'appointment.errors.meetingTypeNotOffered',
    });
    expect(refused(schema, booking({ time: '' }))).toEqual({ time: 'appointment.errors.timeRequired' });
  });

  it('moves only to an offered slot in the browser; the server form needs a day and a half-hour time', () => {
    expect(bookingMoveSchema(offer.days).safeParse({ date: '2030-01-06', time: '10:00' }).success).toBe(true);
    expect(refused(bookingMoveSchema(offer.days), { date: '2030-01-06', time: '10:30' })).toEqual({
      time: 'appointment.errors.timeNotBookable',
    });
    expect(refused(bookingMoveSchema(), { date: '2030-02-30', time: '10:15' })).toEqual({
      date: 'appointment.errors.dateInvalid',
      time: 'appointment.errors.timeRequired',
    });
  });
});
