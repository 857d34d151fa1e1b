import { textsOf } from '#i18n/lookup.ts';
import type { Lang } from './i18n.ts';

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

/**
 * Legal aid for people who cannot pay, and when each applies (docs/product-rules.md, "Case triage"; on the triage
 * and the emergency page):
 * - The Justice Fund (กองทุนยุติธรรม, Ministry of Justice): money for bail and court fees; reached through the
 *   Ministry's line, 1111 then 77 (the source above, `LEGAL_HELP_NUMBERS`).
 * - The Lawyers Council's legal aid (สภาทนายความ): free advice and a lawyer for people who cannot pay one. No
 *   number is given (1167 has no official source found, see above): its own site, lawyerscouncil.or.th.
 */
export const LEGAL_AID = [
  {
    key: 'justice_fund',
    number: '1111',
    press: '77',
    website: null,
    label: textsOf('contact.legalAid.justice_fund.label'),
    note: textsOf('contact.legalHelp.justice.note'),
    when: textsOf('contact.legalAid.justice_fund.when'),
  },
  {
    key: 'lawyers_council',
    number: null,
    press: null,
    website: 'https://www.lawyerscouncil.or.th',
    label: textsOf('contact.legalAid.lawyers_council.label'),
    note: null,
    when: textsOf('contact.legalAid.lawyers_council.when'),
  },
] as const;

export type LegalAidKey = (typeof LEGAL_AID)[number]['key'];

/** A kind of legal aid in one language, as the triage's API and pages give it. */
export interface LegalAidView {
  key: LegalAidKey;
  /** The number to call, or null (the Lawyers Council's: its site). */
  phone: string | null;
  /** The key to press after calling, or null. */
  press: string | null;
  label: string;
  /** When it applies. */
  when: string;
  website: string | null;
}

/** The given kinds of legal aid (all when none are given), in a language. */
export const legalAidViews = (
  keys: readonly LegalAidKey[] = LEGAL_AID.map((aid) => aid.key),
  lang: Lang = 'th',
): LegalAidView[] =>
  LEGAL_AID.filter((aid) => keys.includes(aid.key)).map((aid) => ({
    key: aid.key,
    phone: aid.number,
    press: aid.press,
    label: aid.label[lang],
    when: aid.when[lang],
    website: aid.website,
  }));

/** The `tel:` link of a phone number as written ('02-000-0001' → 'tel:020000001'). */
export const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;

/**
 * The link that adds a LINE account as a friend: an official account's id starts with '@' (URL-encoded: '%40'),
 * a personal id is written after '~' ('@tanai' → 'https://line.me/R/ti/p/%40tanai').
 */
export const lineHref = (lineId: string) =>
  `https://line.me/R/ti/p/${encodeURIComponent(lineId.startsWith('@') ? lineId : `~${lineId}`)}`;
