import { FREE_FIRST_CONSULTATION_MINUTES, MEETING_TYPES, URGENCY_LEVELS } from '#domain/booking.ts';
import { formatDate } from '#domain/dates.ts';
import type { Lang, Localized } from '#domain/i18n.ts';
import { languageName } from '#domain/lawyer-languages.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { fixedT } from '#i18n/index.ts';
import type { AppointmentDetails } from '../services/appointments/list-appointment-requests.ts';
import { type EmailContent, type MailBlock, oneLine, renderBlocks } from './templates.ts';

/** What an appointment e-mail tells its reader about the request. */
export interface AppointmentMailData extends AppointmentDetails {
  /** The interface language the request was made in. */
  locale: Lang;
  /** The preselected lawyer, if any. */
  lawyerName: string | null;
  /** The booking's reference ('TN-…'). */
  reference: string;
  /**
   * Where the recipient handles the request: the linked lawyer's calendar, the administrators' requests screen for
   * the network; none for a listing's address without an account. Never the client's private receipt link, which
   * would let its holder cancel or move the booking as the client.
   */
  manageUrl?: string;
}

export type AppointmentMailAudience = 'network' | 'lawyer';

function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}

/** A stored value's label from a domain table (a meeting type, an urgency level), or the value itself. */
const labelIn = (list: readonly { value: string; label: Localized }[], value: string, lang: Lang): string =>
  list.find((x) => x.value === value)?.label[lang] ?? value;

/**
 * The e-mail about a new appointment request, for the network centre or for the preselected lawyer.
 * Both are sent in Thai; the texts exist in every interface language. In the text part each typed value stays on
 * its field's line (`oneLine`) and the details are quoted line by line (`quotedLines`): nothing typed starts a line.
 */
export function appointmentRequestContent(
  lang: Lang,
  audience: AppointmentMailAudience,
  d: AppointmentMailData,
): EmailContent {
  const t = fixedT(lang);
  const urgency = labelIn(URGENCY_LEVELS, d.urgency, lang);
  const time = t('mail.time', { time: d.timeSlot });
  const day = dayInstant(d.preferredDate);
  const fields: [string, string][] = [
    [t('mail.appointmentNotice.labels.reference'), d.reference],
    [t('mail.appointmentRequest.labels.name'), d.name],
    [t('mail.appointmentRequest.labels.phone'), d.phone],
    [t('mail.appointmentRequest.labels.email'), d.email ?? t('mail.none')],
    [t('mail.appointmentRequest.labels.specialty'), labelIn(SPECIALTIES, d.specialty, lang)],
    [t('mail.appointmentRequest.labels.urgency'), urgency],
    [t('mail.appointmentRequest.labels.date'), formatDate(day, lang, { dateStyle: 'full' })],
    [t('mail.appointmentRequest.labels.time'), time],
    [t('mail.appointmentRequest.labels.meetingType'), labelIn(MEETING_TYPES, d.meetingType, lang)],
    ...(audience === 'network'
      ? [
          [
            t('mail.appointmentRequest.labels.lawyer'),
            d.lawyerName ?? t('mail.appointmentRequest.noLawyer'),
          ] as [string, string],
        ]
      : []),
    [t('mail.appointmentRequest.labels.language'), languageName(d.locale, lang)],
  ];
  const callback = t('mail.appointmentRequest.callback', { minutes: FREE_FIRST_CONSULTATION_MINUTES });
  const subject = t('mail.appointmentRequest.subject', {
    tag: d.urgency === 'normal' ? '' : `[${urgency}] `,
    name: d.name,
    date: formatDate(day, lang),
    time,
  });
  return {
    subject: oneLine(subject),
    ...renderBlocks(lang, [
      { paragraphs: [t(`mail.appointmentRequest.intro.${audience}`)] },
      { fields },
      {
        heading: t('mail.appointmentRequest.labels.description'),
        typed: d.description,
        none: t('mail.none'),
      },
      { paragraphs: [callback] },
      ...(d.manageUrl
        ? [{ link: { url: d.manageUrl, label: t(`mail.appointmentRequest.manage.${audience}`) } }]
        : []),
    ]),
  };
}

/** What the e-mail to the person who booked says when their request is confirmed or cancelled. */
export interface AppointmentStatusMailData {
  status: 'confirmed' | 'cancelled';
  /** The name given on the booking. */
  name: string;
  /** The chosen lawyer's name in the e-mail's language (`lawyerName`), or null: the network centre. */
  lawyerName: string | null;
  /** 'YYYY-MM-DD' (a Bangkok calendar day). */
  preferredDate: string;
  timeSlot: string;
  meetingType: string;
  /** Where to book again (`{publicUrl}/{lang}/appointment`, with `?lawyer=` when a lawyer was chosen). */
  bookAgainUrl: string;
  /** The network centre's phone (config.contact.networkPhone). */
  networkPhone: string;
  /** The booking's reference ('TN-…'). */
  reference: string;
  /** The booking's receipt, with its private link. */
  receiptUrl: string;
}

/**
 * The e-mail to the person who booked when their request is confirmed or cancelled (kind `appointment-status`,
 * docs/product-rules.md, "Booking a consultation"), in the request's language: the lawyer (or the network centre),
 * the day, the slot and the meeting type; a cancellation links to booking again. The network's phone in both.
 * Never the description. Names (typed by people) are escaped in the HTML and kept on their line in the text.
 */
export function appointmentStatusContent(lang: Lang, d: AppointmentStatusMailData): EmailContent {
  const t = fixedT(lang);
  const day = dayInstant(d.preferredDate);
  const time = t('mail.time', { time: d.timeSlot });
  const fields: [string, string][] = [
    [t('mail.appointmentStatus.labels.reference'), d.reference],
    [t('mail.appointmentStatus.labels.lawyer'), d.lawyerName ?? t('mail.appointmentStatus.network')],
    [t('mail.appointmentStatus.labels.date'), formatDate(day, lang, { dateStyle: 'full' })],
    [t('mail.appointmentStatus.labels.time'), time],
    [t('mail.appointmentStatus.labels.meetingType'), labelIn(MEETING_TYPES, d.meetingType, lang)],
  ];
  const link = { url: d.bookAgainUrl, label: t('mail.appointmentStatus.action') };
  const subject = t('mail.appointmentStatus.subject', {
    status: t(`mail.appointmentStatus.status.${d.status}`),
    date: formatDate(day, lang),
    time,
  });
  return {
    subject: oneLine(subject),
    ...renderBlocks(lang, [
      { paragraphs: [t('mail.hello', { name: d.name }), t(`mail.appointmentStatus.body.${d.status}`)] },
      { fields },
      d.status === 'cancelled'
        ? { link }
        : { link: { url: d.receiptUrl, label: t('mail.appointmentNotice.receipt') } },
      ...(d.status === 'cancelled'
        ? [{ item: t('mail.appointmentNotice.receiptLine'), link: receiptLink(t, d.receiptUrl) }]
        : []),
      { paragraphs: [t('mail.appointmentStatus.call', { phone: d.networkPhone })] },
    ]),
  };
}

const receiptLink = (t: ReturnType<typeof fixedT>, url: string) => ({
  url,
  label: t('mail.appointmentNotice.receipt'),
});

/** The messages about a booking beside the request and the status (docs/product-rules.md, "Lawyers' calendars"). */
export type BookingNoticeEvent =
  | 'received'
  | 'moved'
  | 'clientMoved'
  | 'clientCancelled'
  | 'reminderTomorrow'
  | 'reminderToday';

/** What a booking's message says: the client's messages greet them, the lawyer's name the client. */
export interface BookingNoticeData {
  audience: 'client' | 'lawyer';
  reference: string;
  /** The name given on the booking. */
  name: string;
  /** The client's phone, in the lawyer's e-mails only. */
  phone: string | null;
  /** The lawyer's name in the message's language, or null: the network centre. */
  lawyerName: string | null;
  preferredDate: string;
  timeSlot: string;
  meetingType: string;
  /** The lawyer's office address, for a meeting at the office. */
  address: string | null;
  /** Where a moved booking was before. */
  before?: { date: string; time: string };
  /** The client's private receipt link, in the client's messages only. */
  receiptUrl?: string;
  /** The lawyer's calendar (`/{lang}/account/calendar`), in the lawyer's e-mails. */
  appointmentsUrl?: string;
}

/** How and where the meeting takes place, in a line (the office's address when it is known). */
export function meetingPlace(lang: Lang, meetingType: string, address: string | null): string {
  const t = fixedT(lang);
  if (meetingType === 'video') return t('mail.appointmentNotice.where.video');
  if (meetingType === 'phone') return t('mail.appointmentNotice.where.phone');
  const where = address?.trim();
  return where
    ? t('mail.appointmentNotice.where.office', { address: where })
    : t('mail.appointmentNotice.where.officeUnknown');
}

/**
 * The e-mail of a booking's message other than the request and the status: received (to the client, with what
 * happens next; no promise of a call back), moved by the lawyer (to the client), moved or cancelled by the client
 * (to the lawyer), and the day-before reminder (to both). Every one names the reference; the client's link to the
 * receipt, the lawyer's to their calendar.
 * Never the description. Typed values are escaped in the HTML and kept on their line in the text.
 */
export function bookingNoticeContent(
  lang: Lang,
  event: BookingNoticeEvent,
  d: BookingNoticeData,
): EmailContent {
  const t = fixedT(lang);
  const day = dayInstant(d.preferredDate);
  const time = t('mail.time', { time: d.timeSlot });
  const vars = { reference: d.reference, date: formatDate(day, lang), time };
  const client = d.audience === 'client';
  const fields: [string, string][] = [
    [t('mail.appointmentNotice.labels.reference'), d.reference],
    ...(client
      ? [
          [
            t('mail.appointmentNotice.labels.lawyer'),
            d.lawyerName ?? t('mail.appointmentStatus.network'),
          ] as [string, string],
        ]
      : [
          [t('mail.appointmentNotice.labels.client'), d.name] as [string, string],
          [t('mail.appointmentNotice.labels.phone'), d.phone ?? t('mail.none')] as [string, string],
        ]),
    [t('mail.appointmentNotice.labels.date'), formatDate(day, lang, { dateStyle: 'full' })],
    [t('mail.appointmentNotice.labels.time'), time],
    [t('mail.appointmentNotice.labels.where'), meetingPlace(lang, d.meetingType, d.address)],
    ...(d.before
      ? [
          [
            t('mail.appointmentNotice.labels.before'),
            `${formatDate(dayInstant(d.before.date), lang)} ${t('mail.time', { time: d.before.time })}`,
          ] as [string, string],
        ]
      : []),
  ];
  const body = t(`mail.appointmentNotice.body.${event}`, { time });
  const next =
    event === 'received' ? [t(`mail.appointmentNotice.next.${d.lawyerName ? 'lawyer' : 'network'}`)] : [];
  const blocks: MailBlock[] = [
    { paragraphs: client ? [t('mail.hello', { name: d.name }), body] : [body] },
    { fields },
    ...(next.length ? [{ paragraphs: next }] : []),
    ...(d.receiptUrl ? [{ link: receiptLink(t, d.receiptUrl) }] : []),
  ];
  if (d.appointmentsUrl)
    blocks.push({
      item: t('mail.appointmentNotice.appointments'),
      link: { url: d.appointmentsUrl, label: t('mail.appointmentNotice.appointments') },
    });
  return {
    subject: oneLine(t(`mail.appointmentNotice.subject.${event}`, vars)),
    ...renderBlocks(lang, blocks),
  };
}
