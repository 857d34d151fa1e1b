// The type of every text key: the Thai catalogue (the core `th.json` and each section file `<section>.th.json`) as
// dot paths, a plural key (`_one`, `_other`…) by its base name. `t('…')` with any other key does not compile
// (i18n/texts.ts); a key known only at run time goes through `t.dynamic`.

import type account from './account.th.json';
import type adminApplications from './adminApplications.th.json';
import type adminAppointments from './adminAppointments.th.json';
import type adminAudit from './adminAudit.th.json';
import type adminCategories from './adminCategories.th.json';
import type adminEmails from './adminEmails.th.json';
import type adminFeatured from './adminFeatured.th.json';
import type adminLawyers from './adminLawyers.th.json';
import type adminMatching from './adminMatching.th.json';
import type adminQuestions from './adminQuestions.th.json';
import type answers from './answers.th.json';
import type apply from './apply.th.json';
import type appointment from './appointment.th.json';
import type ask from './ask.th.json';
import type bookingReceipt from './bookingReceipt.th.json';
import type calendar from './calendar.th.json';
import type claim from './claim.th.json';
import type inbox from './inbox.th.json';
import type info from './info.th.json';
import type lawyerform from './lawyerform.th.json';
import type lawyerReviews from './lawyerReviews.th.json';
import type mail from './mail.th.json';
import type ownAppointments from './ownAppointments.th.json';
import type pager from './pager.th.json';
import type payment from './payment.th.json';
import type privacy from './privacy.th.json';
import type profile from './profile.th.json';
import type publicAnswers from './publicAnswers.th.json';
import type question from './question.th.json';
import type ratelimit from './ratelimit.th.json';
import type reviews from './reviews.th.json';
import type reviewsAdmin from './reviewsAdmin.th.json';
import type reviewsPublic from './reviewsPublic.th.json';
import type search from './search.th.json';
import type security from './security.th.json';
import type core from './th.json';
import type triage from './triage.th.json';
import type twoFactor from './twoFactor.th.json';
import type uploads from './uploads.th.json';

/** The Thai catalogue's shape: the core sections and one section per feature file. */
type Catalogue = typeof core & {
  account: typeof account;
  adminApplications: typeof adminApplications;
  adminAppointments: typeof adminAppointments;
  adminAudit: typeof adminAudit;
  adminCategories: typeof adminCategories;
  adminEmails: typeof adminEmails;
  adminFeatured: typeof adminFeatured;
  adminLawyers: typeof adminLawyers;
  adminMatching: typeof adminMatching;
  adminQuestions: typeof adminQuestions;
  answers: typeof answers;
  apply: typeof apply;
  appointment: typeof appointment;
  ask: typeof ask;
  calendar: typeof calendar;
  bookingReceipt: typeof bookingReceipt;
  claim: typeof claim;
  inbox: typeof inbox;
  info: typeof info;
  lawyerReviews: typeof lawyerReviews;
  lawyerform: typeof lawyerform;
  mail: typeof mail;
  ownAppointments: typeof ownAppointments;
  pager: typeof pager;
  payment: typeof payment;
  privacy: typeof privacy;
  profile: typeof profile;
  publicAnswers: typeof publicAnswers;
  question: typeof question;
  ratelimit: typeof ratelimit;
  reviews: typeof reviews;
  reviewsPublic: typeof reviewsPublic;
  reviewsAdmin: typeof reviewsAdmin;
  triage: typeof triage;
  search: typeof search;
  security: typeof security;
  twoFactor: typeof twoFactor;
  uploads: typeof uploads;
};

type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the text catalogue. */
export type TextKey = Paths<Catalogue>;

/** The feature sections (one per `<section>.th.json`; i18n/resources.test.ts checks the list is complete). */
export type Section = Exclude<keyof Catalogue, keyof typeof core>;

/** The keys under a prefix, without it: `KeysUnder<'nav'>` is `'home' | 'search' | …` of `nav.home`, `nav.search`. */
export type KeysUnder<Prefix extends string> = TextKey extends infer K
  ? K extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;
