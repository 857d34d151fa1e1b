import { describe, expect, it } from 'vitest';
import { fixedT } from '#i18n/index.ts';
import { LANGS } from '../i18n.ts';
import { adminLawyerUpdateSchema } from './admin-lawyer.ts';
import { applicationSchema } from './application.ts';
import { appointmentRequestSchema } from './appointment.ts';
import { fullNameSchema } from './auth.ts';
import { fieldErrors } from './form.ts';
import { ownLawyerSchema } from './lawyer.ts';
import { askSchema } from './question.ts';
import { SINGLE_LINE_ERROR, singleLineString } from './single-line.ts';

/** Every kind of character a single-line field refuses, each between ordinary text. */
const HOSTILE = [
  ['CR LF', '\r\n'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['tab', '\t'],
  ['NUL', '\u0000'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['next line (C1)', '\u0085'],
  ['another C1 control', '\u009b'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['vertical tab', '\u000b'],
  ['form feed', '\u000c'],
] as const;

const booking = {
  name: 'สมหญิง ทดสอบ',
  phone: '081-234-5678',
  email: 'somying@example.com',
  specialty: 'ครอบครัว',
  description: 'บรรทัดแรก\r\nบรรทัดที่สอง',
  date: '2030-01-07',
  time: '10:00',
  meetingType: 'video',
};

const refusedFields = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('single-line fields (domain/schemas/single-line.ts)', () => {
  it.each(HOSTILE)('refuse a %s anywhere, the ends included, before trimming', (_, c) => {
    const schema = singleLineString().trim().min(1);
    for (const text of [`Jane${c}Bcc: x`, `${c}Bcc: x`, `Jane${c}`]) {
      const result = schema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_ERROR);
    }
  });

  it('accept Thai, Chinese, accented and spaced names, and trim ordinary spaces', () => {
    const schema = singleLineString().trim();
    for (const name of ['สมหญิง ทดสอบ', '王小明', 'José Müller-Łukasz', "O'Brien (Jr.)"])
      expect(schema.parse(`  ${name} `)).toBe(name);
  });

  it('the refusal is translated in th, en and zh', () => {
    const texts = LANGS.map((lang) => fixedT(lang)(SINGLE_LINE_ERROR));
    for (const text of texts) expect(text).not.toBe(SINGLE_LINE_ERROR);
    expect(new Set(texts).size).toBe(3);
  });

  it.each(['name', 'phone', 'email'] as const)(
    'the booking form refuses a line break in the %s with the field error',
    (field) => {
      const value = { name: 'Jane\r\nBcc: x@evil.test', phone: '0812345678\n', email: 'a@b.test\r\nBcc: x' }[
        field
      ];
      expect(refusedFields(appointmentRequestSchema.safeParse({ ...booking, [field]: value }))).toEqual({
        [field]: SINGLE_LINE_ERROR,
      });
    },
  );

  it('the booking form refuses a name that is only a line break and a header', () => {
    expect(refusedFields(appointmentRequestSchema.safeParse({ ...booking, name: '\r\nBcc: x' }))).toEqual({
      name: SINGLE_LINE_ERROR,
    });
  });

  it("the booking's details keep their lines", () => {
    const parsed = appointmentRequestSchema.parse(booking);
    expect(parsed.description).toBe('บรรทัดแรก\r\nบรรทัดที่สอง');
  });

  it('the full name (sign-up, account) refuses a line break', () => {
    expect(fullNameSchema.safeParse('Jane\nBcc: x').error?.issues[0]?.message).toBe(SINGLE_LINE_ERROR);
    expect(fullNameSchema.parse(' Jane Doe ')).toBe('Jane Doe');
  });

  it('the ask form refuses a line break in the title and the contact fields, not in the details', () => {
    const ask = {
      title: 'เรื่องมรดก',
      content: 'บรรทัดแรก\nบรรทัดที่สอง',
      specialties: ['ครอบครัว'],
      consent: 'on',
    };
    expect(askSchema.safeParse(ask).success).toBe(true);
    for (const field of ['title', 'contactPhone', 'contactLine'])
      expect(refusedFields(askSchema.safeParse({ ...ask, [field]: 'a\u2028Bcc: x' }))).toEqual({
        [field]: SINGLE_LINE_ERROR,
      });
  });

  it('the application form refuses a line break in its single-line fields, not in the address or description', () => {
    const application = {
      fullName: 'สมชาย ใจดี',
      licenseNumber: '12345/2560',
      title: 'ทนายความ',
      areas: 'ครอบครัว',
      languages: ['ไทย'],
      feeMin: '1000',
      feeUnit: 'per_hour',
      address: 'บ้านเลขที่ 1\nถนนสุขุมวิท',
      description: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
    };
    const base = applicationSchema.safeParse(application);
    expect(refusedFields(base)).toEqual({});
    for (const field of ['fullName', 'licenseNumber', 'title', 'phone', 'email', 'lineId', 'district'])
      expect(refusedFields(applicationSchema.safeParse({ ...application, [field]: 'x\r\nBcc: y' }))).toEqual({
        [field]: SINGLE_LINE_ERROR,
      });
  });

  it("the lawyer forms refuse a line break in a listing's name", () => {
    const own = ownLawyerSchema.safeParse({ name: 'ทนาย\nBcc: x', title: 'ทนายความ' });
    expect(refusedFields(own).name).toBe(SINGLE_LINE_ERROR);
    const admin = adminLawyerUpdateSchema.safeParse({ name: 'ทนาย', title: 'ทนายความ', nameEn: 'Lawyer\tX' });
    expect(refusedFields(admin).nameEn).toBe(SINGLE_LINE_ERROR);
  });
});
