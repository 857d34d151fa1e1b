import { describe, expect, it } from 'vitest';
import { formatDate } from '#domain/dates.ts';
import { LANGS } from '#domain/i18n.ts';
import {
  type AppointmentStatusMailData,
  appointmentRequestContent,
  appointmentStatusContent,
} from './appointment-templates.ts';

const data = (extra: Partial<AppointmentStatusMailData> = {}): AppointmentStatusMailData => ({
  status: 'confirmed',
  name: 'Jane <script>alert(1)</script> & Co',
  lawyerName: 'Somchai "Lawyer" Jaidee',
  preferredDate: '2030-01-07',
  timeSlot: '13:00',
  meetingType: 'office',
  bookAgainUrl: 'https://tanai.test/en/appointment?lawyer=00000000-0000-4000-8000-000000000001',
  networkPhone: '02-123-4567',
  reference: 'TN-ABC234',
  receiptUrl: 'https://tanai.test/en/booking/TN-ABC234?exp=1&sig=x',
  ...extra,
});

const noon = '2030-01-07T12:00:00+07:00';

describe('the e-mail telling the person who booked that their request is confirmed or cancelled', () => {
  it.each([
    ['th', 'ยืนยันนัดหมายของคุณแล้ว: ', ' 13:00 น. - ทนาย', 'พบที่สำนักงาน', 'สวัสดีคุณJane'],
    ['en', 'Your appointment is confirmed: ', ' 13:00 - Tanai', 'At the office', 'Hello Jane'],
    ['zh', '您的预约已确认：', ' 13:00 - Tanai', '到办公室面谈', 'Jane <script>'],
  ] as const)(
    'confirmed, in %s: subject, day, slot, meeting type, lawyer, phone; no link',
    (lang, subject, end, meeting, greeting) => {
      const mail = appointmentStatusContent(lang, data());
      expect(mail.subject).toBe(`${subject}${formatDate(noon, lang)}${end}`);
      expect(mail.text).toContain(greeting);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(formatDate(noon, lang, { dateStyle: 'full' }));
        expect(body).toContain('13:00');
        expect(body).toContain(meeting);
        expect(body).toContain('02-123-4567');
        expect(body).not.toContain('/appointment');
      }
      expect(mail.text).toContain('Somchai "Lawyer" Jaidee');
    },
  );

  it.each([
    ['th', 'นัดหมายของคุณถูกยกเลิก: ', 'จองนัดหมายใหม่', 'ศูนย์เครือข่ายทนาย'],
    ['en', 'Your appointment was cancelled: ', 'Book again', 'The Tanai network centre'],
    ['zh', '您的预约已取消：', '重新预约', 'Tanai 律师网络中心'],
  ] as const)(
    'cancelled, in %s: the link to book again and the network when no lawyer was chosen',
    (lang, subject, action, network) => {
      const url = `https://tanai.test/${lang}/appointment`;
      const mail = appointmentStatusContent(
        lang,
        data({ status: 'cancelled', lawyerName: null, bookAgainUrl: url }),
      );
      expect(mail.subject.startsWith(subject)).toBe(true);
      expect(mail.text).toContain(`${action}: ${url}`);
      expect(mail.text).toContain(network);
      expect(mail.text).toContain('02-123-4567');
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain(action);
      expect(mail.html).toContain(network);
    },
  );

  it('escapes what people typed in the HTML, in every language', () => {
    for (const lang of LANGS) {
      const mail = appointmentStatusContent(lang, data({ status: 'cancelled' }));
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Jane &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(mail.html).toContain('Somchai &quot;Lawyer&quot; Jaidee');
      expect(mail.html).toContain('?lawyer=00000000-0000-4000-8000-000000000001');
      expect(mail.subject).not.toContain('\n');
    }
  });
});

describe('the e-mail of a new request names the language it was booked in, in the reader’s language', () => {
  it.each([
    ['th', 'en', 'ภาษาที่ผู้ขอใช้: อังกฤษ'],
    ['en', 'zh', 'Language of the requester: Chinese'],
    ['zh', 'th', '预约人使用的语言: 泰语'],
  ] as const)('read in %s, booked in %s', (lang, locale, line) => {
    const mail = appointmentRequestContent(lang, 'lawyer', {
      name: 'Jane',
      phone: '0811112222',
      email: null,
      specialty: 'แพ่ง',
      description: null,
      urgency: 'normal',
      preferredDate: '2030-01-07',
      timeSlot: '10:00',
      meetingType: 'office',
      locale,
      lawyerName: null,
      reference: 'TN-ABC234',
      manageUrl: 'https://tanai.test/th/account/calendar',
    });
    expect(mail.text).toContain(line);
  });
});

describe('the text part never lets a typed value start a line of its own (a forged header)', () => {
  const hostile = {
    name: 'Jane\r\nBcc: victim@example.com',
    phone: '0811112222\u2028To: x@example.com',
    email: 'jane@example.com\nCc: y@example.com',
    specialty: 'แพ่ง',
    description: 'first line\r\nBcc: z@example.com\u2029Subject: hi',
    urgency: 'normal',
    preferredDate: '2030-01-07',
    timeSlot: '10:00',
    meetingType: 'office',
    locale: 'th' as const,
    lawyerName: 'Somchai\nReply-To: w@example.com',
    reference: 'TN-ABC234',
    receiptUrl: 'https://tanai.test/th/booking/TN-ABC234',
  };
  const forged = /^(Bcc|Cc|To|Subject|Reply-To):/m;

  it.each(['network', 'lawyer'] as const)(
    'the new request to the %s: values on their line, details quoted',
    (audience) => {
      for (const lang of LANGS) {
        const mail = appointmentRequestContent(lang, audience, hostile);
        expect(mail.text).not.toMatch(forged);
        expect(mail.text).not.toMatch(/[\r\u2028\u2029]/);
        expect(mail.text).toContain('Jane Bcc: victim@example.com');
        expect(mail.text).toContain('> first line\n> Bcc: z@example.com\n> Subject: hi');
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
    },
  );

  it('the confirmation or cancellation: the name and the lawyer on their line', () => {
    for (const lang of LANGS) {
      const mail = appointmentStatusContent(
        lang,
        data({ name: hostile.name, lawyerName: hostile.lawyerName }),
      );
      expect(mail.text).not.toMatch(forged);
      expect(mail.text).not.toMatch(/[\r\u2028\u2029]/);
    }
  });
});
