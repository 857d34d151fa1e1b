import {
  BOOKING_CALLBACK_HOURS,
  FREE_FIRST_CONSULTATION_MINUTES,
  MEETING_TYPES,
  URGENCY_LEVELS,
} from '#domain/booking.ts';
import { formatDate } from '#domain/dates.ts';
import type { Lang, Localized } from '#domain/i18n.ts';
import { languageName } from '#domain/lawyer-languages.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { fixedT } from '#i18n/index.ts';
import type { AppointmentDetails } from '../services/appointments/list-appointment-requests.ts';
import { type EmailContent, oneLine, renderBlocks } from './templates.ts';

/** What an appointment e-mail tells its reader about the request. */
export interface AppointmentMailData extends AppointmentDetails {
  /** The interface language the request was made in. */
  locale: Lang;
  /** The preselected lawyer, if any. */
  lawyerName: string | null;
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
  const callback = t('mail.appointmentRequest.callback', {
    hours: BOOKING_CALLBACK_HOURS,
    minutes: FREE_FIRST_CONSULTATION_MINUTES,
  });
  const subject = t('mail.appointmentRequest.subject', {
    tag: d.urgency === 'normal' ? '' : `[${urgency}] `,
    name: d.name,
    date: formatDate(day, lang),
    time,
  });
  return {
    subject: oneLine(subject),
    ...renderBlocks([
      { paragraphs: [t(`mail.appointmentRequest.intro.${audience}`)] },
      { fields },
      {
        heading: t('mail.appointmentRequest.labels.description'),
        typed: d.description,
        none: t('mail.none'),
      },
      { paragraphs: [callback] },
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
    ...renderBlocks([
      { paragraphs: [t('mail.hello', { name: d.name }), t(`mail.appointmentStatus.body.${d.status}`)] },
      { fields },
      ...(d.status === 'cancelled' ? [{ link }] : []),
      { paragraphs: [t('mail.appointmentStatus.call', { phone: d.networkPhone })] },
    ]),
  };
}
