import type { Lang } from '#domain/i18n.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import {
  applicationApprovedContent,
  applicationRejectedContent,
} from '#server/mail/application-templates.ts';
import {
  type AppointmentStatusMailData,
  appointmentRequestContent,
  appointmentStatusContent,
  type BookingNoticeData,
  type BookingNoticeEvent,
  bookingNoticeContent,
} from '#server/mail/appointment-templates.ts';
import {
  claimApprovedContent,
  claimCodeContent,
  claimInvitationContent,
  claimRejectedContent,
} from '#server/mail/claim-templates.ts';
import { publicAnswerContent } from '#server/mail/public-answer-templates.ts';
import {
  acceptedContent,
  adminDigestContent,
  invitationContent,
  needsLawyerContent,
  newMessageContent,
} from '#server/mail/question-templates.ts';
import {
  disputeDecidedContent,
  reviewDecisionContent,
  reviewDisputedAdminContent,
} from '#server/mail/review-moderation-templates.ts';
import { reviewInvitationContent } from '#server/mail/review-templates.ts';
import {
  addEmailContent,
  type EmailContent,
  existingAccountContent,
  resetPasswordContent,
  verifyEmailContent,
} from '#server/mail/templates.ts';

// Every e-mail template with long, realistic values: a confirmation link as better-auth makes it (a signed token
// of several hundred characters), Thai names and addresses without a space for many characters, typed details
// with a long unbroken word. Used to render each e-mail's HTML in a browser (tests/process/email-render.test.ts).

const ORIGIN = 'https://www.tanai-lawyers.example';
const TOKEN = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${'eyJlbWFpbCI6InNvbWNoYWkuamFpZGVlQGV4YW1wbGUuY29tIiwiaWF0IjoxNzY0'.repeat(4)}.Qm9vayBhIGxhd3llciBpbiBUaGFpbGFuZA`;
const VERIFY_URL = `${ORIGIN}/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fth%2Faccount%3Fflash%3Dverified%26from%3Dsign-up`;
const LAWYER = 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์กิจเจริญรุ่งเรืองทรัพย์ (ทนายความผู้เชี่ยวชาญคดีแพ่งและพาณิชย์)';
const PERSON = 'สมศักดิ์ เจริญผลพานิชย์วัฒนากุลธนาภิรมย์';
const EMAIL = 'somsak.charoenphonphanitwatthanakunthanaphirom@long-company-name.example.co.th';
const ADDRESS =
  'อาคารสาทรซิตี้ทาวเวอร์ ชั้น 27 ห้อง 2704 เลขที่ 175 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร 10120';
const TITLE = 'ข้อพิพาทเรื่องสัญญาเช่าอาคารพาณิชย์และการเรียกคืนเงินประกันความเสียหายจำนวนสามแสนบาท';
const TYPED = `ผู้ให้เช่าไม่คืนเงินประกัน\nสัญญาเลขที่ LEASE-2025-000123456789-BANGKOK-SATHORN-TOWER-A-FLOOR-27\n${'https://drive.example.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/view?usp=sharing'}`;
const url = (lang: Lang, path: string) =>
  `${ORIGIN}/${lang}${path}?exp=1767225600&sig=${'a1b2c3d4e5f6'.repeat(6)}`;

/** Every template's e-mail in `lang`, each with its name. */
export function everyEmail(lang: Lang): [string, EmailContent][] {
  const status = (extra: Partial<AppointmentStatusMailData>): AppointmentStatusMailData => ({
    status: 'confirmed',
    name: PERSON,
    lawyerName: LAWYER,
    preferredDate: '2030-01-07',
    timeSlot: '13:00',
    meetingType: 'office',
    bookAgainUrl: `${ORIGIN}/${lang}/appointment?lawyer=00000000-0000-4000-8000-000000000001`,
    networkPhone: '02-123-4567',
    reference: 'TN-ABC234',
    receiptUrl: url(lang, '/booking/TN-ABC234'),
    ...extra,
  });
  const notice = (audience: 'client' | 'lawyer'): BookingNoticeData => ({
    audience,
    reference: 'TN-ABC234',
    name: PERSON,
    phone: audience === 'lawyer' ? '081-234-5678' : null,
    lawyerName: LAWYER,
    preferredDate: '2030-01-07',
    timeSlot: '13:00',
    meetingType: 'office',
    address: ADDRESS,
    before: { date: '2030-01-06', time: '09:00' },
    receiptUrl: audience === 'client' ? url(lang, '/booking/TN-ABC234') : undefined,
    appointmentsUrl: audience === 'lawyer' ? `${ORIGIN}/${lang}/account/calendar` : undefined,
  });
  const request = {
    name: PERSON,
    phone: '081-234-5678',
    email: EMAIL,
    specialty: SPECIALTIES.find((s) => s.key === 'civil')!.value,
    description: TYPED,
    urgency: 'urgent',
    preferredDate: '2030-01-07',
    timeSlot: '13:00',
    meetingType: 'office',
    locale: lang,
    lawyerName: LAWYER,
    reference: 'TN-ABC234',
    manageUrl: `${ORIGIN}/${lang}/account/calendar`,
  };
  const events: BookingNoticeEvent[] = [
    'received',
    'moved',
    'clientMoved',
    'clientCancelled',
    'reminderTomorrow',
    'reminderToday',
  ];
  const queued = { reference: 'Q-7F3K9P', caseTypes: ['คดีแพ่ง', 'สัญญาเช่า', 'อสังหาริมทรัพย์'] };
  return [
    ['verify', verifyEmailContent(lang, PERSON, VERIFY_URL)],
    ['add-email', addEmailContent(lang, PERSON, VERIFY_URL)],
    ['reset-password', resetPasswordContent(lang, PERSON, VERIFY_URL)],
    ['existing-account', existingAccountContent(lang, PERSON, url(lang, '/sign-in'))],
    ['application-approved', applicationApprovedContent(lang, LAWYER, url(lang, '/lawyers/1'))],
    ['application-rejected', applicationRejectedContent(lang, LAWYER, url(lang, '/apply'))],
    ['appointment-request-network', appointmentRequestContent(lang, 'network', request)],
    ['appointment-request-lawyer', appointmentRequestContent(lang, 'lawyer', request)],
    ['appointment-confirmed', appointmentStatusContent(lang, status({}))],
    ['appointment-cancelled', appointmentStatusContent(lang, status({ status: 'cancelled' }))],
    ...events.flatMap((event) =>
      (['client', 'lawyer'] as const).map(
        (audience) =>
          [`booking-${event}-${audience}`, bookingNoticeContent(lang, event, notice(audience))] as [
            string,
            EmailContent,
          ],
      ),
    ),
    ['claim-code', claimCodeContent(lang, LAWYER, '482913', 30)],
    ['claim-invitation', claimInvitationContent(lang, LAWYER, url(lang, '/lawyers/1/claim'))],
    ['claim-approved', claimApprovedContent(lang, PERSON, url(lang, '/account'))],
    ['claim-rejected', claimRejectedContent(lang, PERSON, TYPED, url(lang, '/lawyers/1/claim'))],
    ...(['optedIn', 'published', 'sentBack'] as const).map(
      (which) =>
        [
          `public-answer-${which}`,
          publicAnswerContent(which, lang, LAWYER, { title: TITLE, reason: TYPED }, url(lang, '/answers')),
        ] as [string, EmailContent],
    ),
    ['question-invitation', invitationContent(lang, LAWYER, TITLE, url(lang, '/question/1'))],
    ['question-accepted', acceptedContent(lang, PERSON, LAWYER, TITLE, url(lang, '/question/1'))],
    ['message-asker', newMessageContent(lang, PERSON, LAWYER, TITLE, url(lang, '/question/1'), 'asker')],
    ['message-lawyer', newMessageContent(lang, LAWYER, PERSON, TITLE, url(lang, '/question/1'), 'lawyer')],
    ['needs-lawyer', needsLawyerContent(lang, PERSON, queued, url(lang, '/admin/questions'))],
    [
      'admin-digest',
      adminDigestContent(
        lang,
        PERSON,
        [1, 2, 3].map((i) => ({ ...queued, hours: 24 * i })),
        url(lang, '/admin/questions'),
      ),
    ],
    [
      'review-invitation',
      reviewInvitationContent(lang, PERSON, [
        { name: LAWYER, url: url(lang, '/review/1'), expiresAt: new Date('2030-01-07T00:00:00Z') },
        { name: PERSON, url: url(lang, '/review/2'), expiresAt: new Date('2030-01-08T00:00:00Z') },
      ]),
    ],
    ['review-disputed', reviewDisputedAdminContent(lang, PERSON, LAWYER, url(lang, '/admin/reviews'))],
    ...(['rejected', 'removed', 'kept'] as const).map(
      (decision) =>
        [
          `review-${decision}`,
          reviewDecisionContent(lang, PERSON, LAWYER, decision, TYPED, url(lang, '/account/reviews')),
        ] as [string, EmailContent],
    ),
    ['dispute-kept', disputeDecidedContent(lang, LAWYER, 'kept', url(lang, '/account/reviews'))],
    ['dispute-removed', disputeDecidedContent(lang, LAWYER, 'removed', url(lang, '/account/reviews'))],
  ];
}
