import { textsOf } from '#i18n/lookup.ts';

/** Emergency hotlines of the emergency page (docs/product-rules.md, "Pages and texts"). */
export const EMERGENCY_NUMBERS = [
  { number: '191', key: 'police', label: textsOf('contact.emergency.police') },
  { number: '1669', key: 'medical', label: textsOf('contact.emergency.medical') },
  { number: '1155', key: 'tourist_police', label: textsOf('contact.emergency.tourist_police') },
  { number: '1300', key: 'social_hotline', label: textsOf('contact.emergency.social_hotline') },
] as const;

export type EmergencyNumberKey = (typeof EMERGENCY_NUMBERS)[number]['key'];

/**
 * Public numbers for legal help and complaints on the emergency page, each checked against an official source:
 * - 1567, the Damrongdham Centre of the Ministry of Interior (complaints about unfair treatment): the history page
 *   of the Chonburi Damrongdham Centre, damrongdham.chonburi.go.th ("ทางโทรศัพท์หมายเลข 1567").
 * - 1111 then 77, the Ministry of Justice's line through the Government Contact Center 1111: the Ministry's own
 *   public service handbook (Office of the Permanent Secretary, Ministry of Justice, moj.go.th: "สายด่วนยุติธรรม
 *   1111 กด 77").
 * The Lawyers Council's 1167 is left out: no official source confirming it was found.
 */
export const LEGAL_HELP_NUMBERS = [
  { number: '1567', key: 'damrongdham', label: textsOf('contact.legalHelp.damrongdham.label'), note: null },
  {
    number: '1111',
    key: 'justice',
    label: textsOf('contact.legalHelp.justice.label'),
    note: textsOf('contact.legalHelp.justice.note'),
  },
] as const;

export type LegalHelpNumberKey = (typeof LEGAL_HELP_NUMBERS)[number]['key'];

/** The `tel:` link of a phone number as written ('02-000-0001' → 'tel:020000001'). */
export const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

/**
 * The link that adds a LINE account as a friend: an official account's id starts with '@' (URL-encoded: '%40'),
 * a personal id is written after '~' ('@tanai' → 'https://line.me/R/ti/p/%40tanai').
 */
export const lineHref = (lineId: string) =>
  `https://line.me/R/ti/p/${encodeURIComponent(lineId.startsWith('@') ? lineId : `~${lineId}`)}`;
