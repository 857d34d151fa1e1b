import {
  BOOKING_CALLBACK_HOURS,
  FREE_FIRST_CONSULTATION_MINUTES,
  MEETING_TYPES,
  URGENCY_LEVELS,
} from '#domain/booking.ts';
import { formatDate } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';
import { languageName } from '#domain/lawyer-languages.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import type { AppointmentDetails } from '../services/appointments/list-appointment-requests.ts';
import { type EmailContent, escapeHtml, hello, oneLine, quotedLines } from './templates.ts';

/** What an appointment e-mail tells its reader about the request. */
export interface AppointmentMailData extends AppointmentDetails {
  /** The interface language the request was made in. */
  locale: Lang;
  /** The preselected lawyer, if any. */
  lawyerName: string | null;
}

export type AppointmentMailAudience = 'network' | 'lawyer';

const text = {
  th: {
    subject: (d: AppointmentMailData, tag: string) =>
      `${tag}คำขอนัดหมายใหม่: ${d.name} - ${formatDate(dayInstant(d.preferredDate), 'th')} ${d.timeSlot} น.`,
    intro: {
      network: 'มีคำขอนัดหมายปรึกษาทนายความใหม่จากเว็บไซต์ทนาย',
      lawyer: 'มีผู้ขอนัดหมายปรึกษากับคุณผ่านเว็บไซต์ทนาย ศูนย์เครือข่ายได้รับสำเนาคำขอนี้แล้ว',
    },
    callback: (h: number, m: number) =>
      `กรุณาโทรกลับผู้ขอนัดหมายเพื่อยืนยันภายใน ${h} ชั่วโมง (เราได้แจ้งผู้ขอนัดหมายไว้เช่นนั้น) การปรึกษาครั้งแรก ${m} นาทีไม่มีค่าใช้จ่าย`,
    labels: {
      name: 'ชื่อ',
      phone: 'เบอร์โทรศัพท์',
      email: 'อีเมล',
      specialty: 'ประเภทคดี',
      urgency: 'ความเร่งด่วน',
      date: 'วันที่',
      time: 'เวลา',
      meetingType: 'รูปแบบการนัดหมาย',
      lawyer: 'ทนายความที่เลือก',
      language: 'ภาษาที่ผู้ขอใช้',
      description: 'รายละเอียด',
    },
    none: '-',
    noLawyer: 'ไม่ได้เลือก (ให้ศูนย์เครือข่ายจัดหาทนายความ)',
    timeSuffix: ' น.',
  },
  en: {
    subject: (d: AppointmentMailData, tag: string) =>
      `${tag}New appointment request: ${d.name} - ${formatDate(dayInstant(d.preferredDate), 'en')} ${d.timeSlot}`,
    intro: {
      network: 'A new consultation appointment was requested on the Tanai website.',
      lawyer:
        'Someone asked for a consultation appointment with you on the Tanai website. The network centre has a copy of this request.',
    },
    callback: (h: number, m: number) =>
      `Please call the person back to confirm within ${h} hours (this is what we promised them). The first ${m}-minute consultation is free.`,
    labels: {
      name: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      specialty: 'Legal area',
      urgency: 'Urgency',
      date: 'Date',
      time: 'Time',
      meetingType: 'Meeting type',
      lawyer: 'Chosen lawyer',
      language: 'Language of the requester',
      description: 'Details',
    },
    none: '-',
    noLawyer: 'None (the network centre assigns a lawyer)',
    timeSuffix: '',
  },
  zh: {
    subject: (d: AppointmentMailData, tag: string) =>
      `${tag}新的预约请求：${d.name} - ${formatDate(dayInstant(d.preferredDate), 'zh')} ${d.timeSlot}`,
    intro: {
      network: 'Tanai 网站收到一条新的律师咨询预约请求。',
      lawyer: '有人通过 Tanai 网站预约向您咨询。律师网络中心已收到此请求的副本。',
    },
    callback: (h: number, m: number) =>
      `请在 ${h} 小时内回电确认（我们已向预约人作此承诺）。首次 ${m} 分钟咨询免费。`,
    labels: {
      name: '姓名',
      phone: '电话',
      email: '电子邮箱',
      specialty: '法律领域',
      urgency: '紧急程度',
      date: '日期',
      time: '时间',
      meetingType: '预约方式',
      lawyer: '所选律师',
      language: '预约人使用的语言',
      description: '详情',
    },
    none: '-',
    noLawyer: '未选择（由律师网络中心安排律师）',
    timeSuffix: '',
  },
} as const;

function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}

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
  const t = text[lang];
  const specialty = SPECIALTIES.find((s) => s.value === d.specialty)?.label[lang] ?? d.specialty;
  const urgency = URGENCY_LEVELS.find((u) => u.value === d.urgency)?.label[lang] ?? d.urgency;
  const meetingType = MEETING_TYPES.find((m) => m.value === d.meetingType)?.label[lang] ?? d.meetingType;
  const tag = d.urgency === 'normal' ? '' : `[${urgency}] `;
  const fields: [string, string][] = [
    [t.labels.name, d.name],
    [t.labels.phone, d.phone],
    [t.labels.email, d.email ?? t.none],
    [t.labels.specialty, specialty],
    [t.labels.urgency, urgency],
    [t.labels.date, formatDate(dayInstant(d.preferredDate), lang, { dateStyle: 'full' })],
    [t.labels.time, `${d.timeSlot}${t.timeSuffix}`],
    [t.labels.meetingType, meetingType],
    ...(audience === 'network' ? [[t.labels.lawyer, d.lawyerName ?? t.noLawyer] as [string, string]] : []),
    [t.labels.language, languageName(d.locale, lang)],
  ];
  const description = d.description ?? t.none;
  const callback = t.callback(BOOKING_CALLBACK_HOURS, FREE_FIRST_CONSULTATION_MINUTES);
  const textBody = [
    t.intro[audience],
    '',
    ...fields.map(([k, v]) => `${k}: ${oneLine(v)}`),
    '',
    `${t.labels.description}:`,
    ...(d.description ? quotedLines(d.description) : [t.none]),
    '',
    callback,
    '',
    'Tanai · ทนาย',
  ].join('\n');
  const html = [
    '<div style="font-family:sans-serif;line-height:1.7;max-width:560px">',
    `<p>${escapeHtml(t.intro[audience])}</p>`,
    '<table style="border-collapse:collapse">',
    ...fields.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>${escapeHtml(t.labels.description)}</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(description)}</p>`,
    `<p>${escapeHtml(callback)}</p>`,
    '<p style="color:#777">Tanai · ทนาย</p></div>',
  ].join('');
  return { subject: oneLine(t.subject(d, tag)), text: textBody, html };
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

const statusText = {
  th: {
    subject: { confirmed: 'ยืนยันนัดหมายของคุณแล้ว', cancelled: 'นัดหมายของคุณถูกยกเลิก' },
    body: {
      confirmed: 'นัดหมายปรึกษาทนายความที่คุณขอผ่านเว็บไซต์ทนายได้รับการยืนยันแล้ว',
      cancelled: 'นัดหมายปรึกษาทนายความที่คุณขอผ่านเว็บไซต์ทนายถูกยกเลิกแล้ว หากยังต้องการปรึกษา คุณสามารถจองนัดหมายใหม่ได้',
    },
    call: (phone: string) => `หากมีข้อสงสัย โทรหาศูนย์เครือข่ายได้ที่ ${phone}`,
    labels: { lawyer: 'ทนายความ', date: 'วันที่', time: 'เวลา', meetingType: 'รูปแบบการนัดหมาย' },
    network: 'ศูนย์เครือข่ายทนาย',
    action: 'จองนัดหมายใหม่',
    timeSuffix: ' น.',
    colon: ': ',
    brand: 'ทนาย',
  },
  en: {
    subject: { confirmed: 'Your appointment is confirmed', cancelled: 'Your appointment was cancelled' },
    body: {
      confirmed: 'The consultation appointment you requested on the Tanai website is confirmed.',
      cancelled:
        'The consultation appointment you requested on the Tanai website was cancelled. If you still need advice, you can book again.',
    },
    call: (phone: string) => `If you have any questions, call the network centre on ${phone}.`,
    labels: { lawyer: 'Lawyer', date: 'Date', time: 'Time', meetingType: 'Meeting type' },
    network: 'The Tanai network centre',
    action: 'Book again',
    timeSuffix: '',
    colon: ': ',
    brand: 'Tanai',
  },
  zh: {
    subject: { confirmed: '您的预约已确认', cancelled: '您的预约已取消' },
    body: {
      confirmed: '您在 Tanai 网站申请的律师咨询预约已确认。',
      cancelled: '您在 Tanai 网站申请的律师咨询预约已取消。如仍需咨询，您可以重新预约。',
    },
    call: (phone: string) => `如有疑问，请致电律师网络中心：${phone}`,
    labels: { lawyer: '律师', date: '日期', time: '时间', meetingType: '预约方式' },
    network: 'Tanai 律师网络中心',
    action: '重新预约',
    timeSuffix: '',
    colon: '：',
    brand: 'Tanai',
  },
} as const;

/**
 * The e-mail to the person who booked when their request is confirmed or cancelled (kind `appointment-status`,
 * docs/product-rules.md, "Booking a consultation"), in the request's language: the lawyer (or the network centre),
 * the day, the slot and the meeting type; a cancellation links to booking again. The network's phone in both.
 * Never the description. Names (typed by people) are escaped in the HTML and kept on their line in the text.
 */
export function appointmentStatusContent(lang: Lang, d: AppointmentStatusMailData): EmailContent {
  const t = statusText[lang];
  const meetingType = MEETING_TYPES.find((m) => m.value === d.meetingType)?.label[lang] ?? d.meetingType;
  const day = dayInstant(d.preferredDate);
  const fields: [string, string][] = [
    [t.labels.lawyer, d.lawyerName ?? t.network],
    [t.labels.date, formatDate(day, lang, { dateStyle: 'full' })],
    [t.labels.time, `${d.timeSlot}${t.timeSuffix}`],
    [t.labels.meetingType, meetingType],
  ];
  const lines = [hello[lang](d.name), t.body[d.status]];
  const call = t.call(d.networkPhone);
  const link = d.status === 'cancelled' ? { url: d.bookAgainUrl, label: t.action } : null;
  const subject = `${t.subject[d.status]}${t.colon}${formatDate(day, lang)} ${d.timeSlot}${t.timeSuffix} - ${t.brand}`;
  const text = [
    ...lines.map(oneLine),
    '',
    ...fields.map(([k, v]) => `${k}: ${oneLine(v)}`),
    '',
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    call,
    '',
    'Tanai · ทนาย',
  ].join('\n');
  const html = [
    '<div style="font-family:sans-serif;line-height:1.7;max-width:560px">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    '<table style="border-collapse:collapse">',
    ...fields.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1e3a5f;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`
      : '',
    `<p>${escapeHtml(call)}</p>`,
    '<p style="color:#777">Tanai · ทนาย</p></div>',
  ].join('');
  return { subject: oneLine(subject), text, html };
}
