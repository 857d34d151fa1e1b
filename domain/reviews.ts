import type { Lang } from './i18n.ts';
import { type JoinedLawyerNames, joinedLawyerName } from './lawyer-names.ts';
import { initialOf, nameWords } from './person-names.ts';
import { asciiDigits, truncateText } from './text.ts';

/**
 * Verified client reviews (docs/product-rules.md, "Reviews"): who may review, how a review is checked, and the
 * figure people see. Pure: the services, the pages and the tests share these rules.
 */

/** Where a review right comes from: a question the lawyer accepted and answered, or a completed appointment. */
export const REVIEW_SOURCES = ['question', 'appointment'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A review right lapses this many days after it opened. */
export const REVIEW_RIGHT_DAYS = 90;
/** When a right opened at `openedAt` lapses. */
export const reviewRightExpiresAt = (openedAt: Date) =>
  new Date(openedAt.getTime() + REVIEW_RIGHT_DAYS * 86_400_000);

/**
 * A review right as the pages that offer it show it (the account page, the member's space, a question page): its
 * lawyer by name in the page's language, where it came from, when it lapses.
 */
export function reviewRightView(
  right: JoinedLawyerNames & { id: string; lawyerName: string; source: ReviewSource; expiresAt: Date },
  lang: Lang,
) {
  return {
    id: right.id,
    lawyerName: joinedLawyerName(right, lang),
    source: right.source,
    expiresAt: right.expiresAt.toISOString(),
  };
}

/** Longest review text, lawyer's reply, dispute reason and rejection reason (characters, after trimming). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_DISPUTE_REASON_MAX = 1000;
export const REVIEW_DECISION_REASON_MAX = 500;

/** The three sub-ratings beside the overall stars, each 1–5. */
export const SUB_RATINGS = ['communication', 'responsiveness', 'valueForMoney'] as const;
export type SubRating = (typeof SUB_RATINGS)[number];
export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A burst: more than REVIEW_BURST_LIMIT reviews of one lawyer within REVIEW_BURST_WINDOW_HOURS holds all of them
 * for an administrator.
 */
export const REVIEW_BURST_LIMIT = 5;
export const REVIEW_BURST_WINDOW_HOURS = 24;

/**
 * A new account: one made less than NEW_ACCOUNT_DAYS before the question or the booking that earned its right.
 * Its reviews are held for an administrator, so that accounts made for the purpose (by the lawyer themselves,
 * say) publish nothing on their own (docs/decisions/0020-verified-reviews.md).
 */
export const NEW_ACCOUNT_DAYS = 30;
/** Whether an account made at `joinedAt` was new when it asked or booked at `engagedAt`. */
export const isNewAccount = (joinedAt: Date, engagedAt: Date) =>
  joinedAt.getTime() > engagedAt.getTime() - NEW_ACCOUNT_DAYS * 86_400_000;

/** A review's state: published; held for an administrator (burst, new account); rejected by one (with a reason). */
export const REVIEW_STATUSES = ['published', 'held', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Why a review was held: a burst of reviews of the lawyer, or an author's account new at the consultation. */
export const REVIEW_HOLD_REASONS = ['burst', 'newAccount'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];
/** A lawyer's dispute of a review: open until an administrator keeps the review (dismissed) or removes it (upheld). */
export const DISPUTE_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Published reviews per page of a profile. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * The figure people see (docs/product-rules.md, "Reviews"): a Bayesian average that starts every lawyer with
 * RATING_PRIOR_WEIGHT imaginary reviews of RATING_PRIOR_MEAN stars, so that a few five-star reviews do not outrank
 * many good ones:
 *
 *   rating = (RATING_PRIOR_WEIGHT × RATING_PRIOR_MEAN + sum of stars) / (RATING_PRIOR_WEIGHT + number of reviews)
 *
 * rounded to one decimal; below RATING_MIN_REVIEWS published reviews there is no figure (null).
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_MIN_REVIEWS = 3;

export function bayesianRating(count: number, starSum: number): number | null {
  if (count < RATING_MIN_REVIEWS) return null;
  // Tenths as a ratio of whole numbers, rounded half up exactly as PostgreSQL's round(numeric, 1) does (the
  // stored figure, server/services/reviews/refresh-lawyer-rating.ts), with no floating-point error.
  const tenths = Math.round(RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN * 10) + 10 * starSum;
  const divisor = RATING_PRIOR_WEIGHT + count;
  return Math.floor((2 * tenths + divisor) / (2 * divisor)) / 10;
}

// ---------------------------------------------------------------------------------------------------------------
// Personal data in public text (docs/product-rules.md, "Reviews"): a review and a lawyer's reply are public, so
// neither may carry a phone number, an e-mail address, a national ID number, a link or contact handle, or a court
// case number. The checks look for the shapes these take in Thai, English and Chinese text and leave ordinary
// figures alone (ratings "5/5", years "2567", prices "3,000 บาท", durations "10 วัน", times "14:00" or
// "09.00-12.00").

/** What `personalDataIn` finds, in the order it reports them. */
export const PERSONAL_DATA_KINDS = ['phone', 'email', 'nationalId', 'link', 'caseNumber'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** Thai digits (๐–๙) and full-width forms (０–９, ＠, ：, Ａ–ｚ…) as their ASCII equivalents. */
function normalized(text: string): string {
  return asciiDigits(text)
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

// E-mail addresses, also written "name(at)gmail.com" or "name at gmail dot com".
const DOT = String.raw`(?:\.|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const AT = String.raw`(?:\s*@\s*|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const EMAIL_TLDS = 'com|net|org|edu|gov|info|biz|io|me|co|th|cn|hk|tw|sg|jp|uk|us';
const EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])(?:[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+|[a-z0-9._%+-]+${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*?${DOT}(?:${EMAIL_TLDS})(?![a-z0-9-]))`,
  'gi',
);

// Links: an address with a scheme or www., a bare domain ending in a common top-level domain (facebook.com/…,
// example.co.th, bit.ly/…), the short link hosts (line.me, lin.ee, m.me, wa.me, t.me), a domain ending in a
// top-level domain that is also an English word (.me, .to, .us, .app…) only with a path ("great.To" is a
// missing space), LINE or WeChat IDs ("line: @abc", "ไลน์ @abc", "ID line abc"), a handle after a messenger's name
// or an "@handle" on its own, and a domain whose dot is written around.
const TLDS = 'com|net|org|edu|gov|info|biz|io|co|th|ly|gl|gg|cc|tv|xyz|asia|cn|hk|tw|sg|jp|uk';
const WORD_TLDS = 'me|to|us|app|dev|page|link|site|online|shop|store|ee';
/** A messenger's name, Thai, English or Chinese, as a word of its own. */
const MESSENGER =
  '(?:(?<![a-z])(?:line|telegram|tg|whatsapp|wechat|ig|instagram|facebook|fb|messenger|viber)(?![a-z])|ไลน์|เฟซบุ๊ก|เฟสบุ๊ค|ไอจี|อินสตาแกรม|เทเลแกรม|微信|脸书)';
const DOMAIN = String.raw`(?<![a-z0-9@._-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*`;
const LINKS = [
  /\b(?:https?|ftp):\/\/\S+/gi,
  /\bwww\.[a-z0-9-]+\S*/gi,
  new RegExp(String.raw`${DOMAIN}\.(?:${TLDS})(?![a-z0-9-])(?:\/\S*)?`, 'gi'),
  new RegExp(String.raw`${DOMAIN}\.(?:${WORD_TLDS})\/\S*`, 'gi'),
  /(?<![a-z0-9._-])(?:line\.me|lin\.ee|m\.me|wa\.me|t\.me|fb\.me)(?![a-z0-9-])\S*/gi,
  // LINE: an @ handle after the word ("line: @abc", "LINE @abc", "ไลน์ @abc"); any ID after the Thai word and a
  // colon ("ไลน์: abc"); an ID after the English word and a colon when it has a digit or . _ - ("line: abc_99",
  // not "Bottom line: great"); any ID after the word with "ID" ("line id abc", "ID line: abc", "ไอดีไลน์ abc").
  /(?<![a-z])(?:line|ไลน์)\s*(?:[:=]\s*)?@\s*[a-z0-9._-]{2,}/gi,
  /ไลน์\s*[:=]\s*[a-z0-9._-]{3,}/gi,
  /(?<![a-z])line\s*[:=]\s*(?=[a-z0-9._-]*[0-9._-])[a-z0-9._-]{3,}/gi,
  /(?<![a-z])(?:(?:line|ไลน์)\s*(?:id|ไอดี)|(?:id|ไอดี)\s*[:.]?\s*(?:line|ไลน์))(?![a-z])\s*[:=]?\s*@?[a-z0-9._-]{3,}/gi,
  // WeChat: "wechat: abc123", "微信号 abc123", "微信：abc123".
  /(?:(?<![a-z])wechat(?:\s*id)?|微信号?|weixin)\s*[:=]?\s*[a-z][a-z0-9_-]{4,}/gi,
  // A handle after a messenger's name, with or without a colon, when it cannot be an ordinary word: it has a
  // digit, "_" or an inner "." or "-" ("line hacker_99", "IG lawyer_bkk", "FB: somchai.law"; not "line quickly"),
  // or an "@" ("telegram @scam").
  new RegExp(
    String.raw`${MESSENGER}\s*(?:(?:id|ไอดี)\s*)?(?:[:=]\s*)?(?:@\s*[a-z0-9._-]{2,}|(?=[a-z0-9._-]*[a-z])(?=[a-z0-9._-]*(?:[0-9]|[_.-][a-z0-9]))[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?)`,
    'gi',
  ),
  // Any "@handle" on its own ("ทักมาที่ @scam"); e-mail addresses are taken out before.
  /(?<![a-z0-9._%+-])@[a-z_][a-z0-9._]*[a-z0-9_](?![a-z0-9])/gi,
  // A domain whose dot is written around ("example(.)com", "scam[.]co.th", "bit . ly/x", "example dot com").
  new RegExp(
    String.raw`${DOMAIN}(?:\s*[([{]\s*(?:\.|dot)\s*[)\]}]\s*|\s+dot\s+|\s+\.\s+)(?:${TLDS}|${WORD_TLDS})(?![a-z0-9-])`,
    'gi',
  ),
];

// National ID: 13 digits, together or as 1-2345-67890-12-3 (dashes, spaces or dots), never part of a longer run.
const NATIONAL_ID = /(?<!\d)(?:\d{13}|\d[-. ]\d{4}[-. ]\d{5}[-. ]\d{2}[-. ]\d)(?!\d)/g;

// Phone numbers: runs of digit groups joined by spaces, dashes or dots, the area code maybe in brackets and the
// whole maybe led by "+". Some consecutive groups (at most four, five with the country code, any number of groups
// of one digit) must read as a number.
const DIGIT_RUN =
  /(?<!\d)\(?\+?\s*\(?\d+\)?(?:(?:[ \t\u00a0]*[-–.][ \t\u00a0]*|[ \t\u00a0]{1,3})\(?\d+\)?)*/g;
/** A Thai number: mobile 0[689] + 8 digits, landline 0[2-57] + 7 digits; the same after the country code 66. */
const THAI_PHONE = /^(?:0|660?)(?:[689]\d{8}|[2-57]\d{7})$/;
/** A Chinese mobile number (11 digits, 13x–19x). */
const CHINESE_MOBILE = /^(?:86)?1[3-9]\d{9}$/;

function hasPhone(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = run.match(/\+?\d+/g) ?? [];
    for (let start = 0; start < groups.length; start++) {
      const plus = groups[start]!.startsWith('+');
      let digits = '';
      let spaced = true;
      for (let end = start; end < groups.length; end++) {
        const group = groups[end]!.replace('+', '');
        digits += group;
        const count = end - start + 1;
        // A number spelt out digit by digit ("0 8 1 2 3 4 5 6 7 8", "081 2 3 4 5 6 7 8") is read whatever its
        // number of groups.
        spaced &&= end === start || group.length === 1;
        if (!spaced && (count > 5 || (count === 5 && !digits.startsWith('66')))) break;
        if (digits.length > 15) break;
        if (THAI_PHONE.test(digits) || CHINESE_MOBILE.test(digits)) return true;
        // Any other international number written with its "+": 8 to 15 digits.
        if (plus && digits.length >= 8 && digits.length <= 15 && end === groups.length - 1) return true;
      }
    }
  }
  return false;
}

// Court case numbers. Thai: "คดีหมายเลขดำที่ อ.1234/2566", "คดีแดงที่ 55/2567", "หมายเลขคดี 123",
// "คดีที่ 123/2567", and a court's prefix before number/year: "อ.1234/2566", "ผบ 55/2567", "ฎ. 123/2565".
// English: "case no. 1234/2023", "black case 123/2566". Chinese: "案号：…", "(2023)京01民初123号".
const CASE_YEAR = String.raw`(?:25|20|19)\d{2}`;
const CASE_PREFIX = String.raw`(?:[ก-ฮ]{1,3}\.?\s*)`;
const CASE_NUMBERS = [
  new RegExp(
    String.raw`(?:(?:คดี\s*)?(?:หมายเลข|เลข(?:ที่)?)\s*(?:คดี\s*)?(?:ดำ|แดง)|คดี\s*(?:ดำ|แดง))(?=\s|ที่|เลข|[:.\d]|[ก-ฮ]{1,3}\.|$)\s*(?:เลข)?(?:ที่)?\s*[:：]?\s*${CASE_PREFIX}?\d`,
    'g',
  ),
  new RegExp(
    String.raw`(?:หมายเลขคดี|เลข(?:ที่)?\s*คดี|คดี\s*หมายเลข)(?:ความ)?\s*(?:ที่)?\s*[:：]?\s*${CASE_PREFIX}?\d`,
    'g',
  ),
  new RegExp(String.raw`คดี\s*(?:เลข)?ที่\s*${CASE_PREFIX}?\d{1,6}\s*\/\s*(?:${CASE_YEAR}|\d{2})(?!\d)`, 'g'),
  new RegExp(
    String.raw`(?<![\u0E00-\u0E7Fa-z])(?:ผบ|ผ|อ|พ|ฎ|ร|ม|ย|ฟ|คม|ยส|ปส|ชพ|พค)\.?\s*\d{1,6}\s*\/\s*${CASE_YEAR}(?!\d)`,
    'gi',
  ),
  /\b(?:black|red)\s+case\b[^\d\n]{0,20}\d/gi,
  /\bcase\s*(?:no\.?|number|num\.?|#)\s*[:.]?\s*(?:[a-z\u0E00-\u0E7F]{1,3}\.?\s*)?\d+(?:\s*\/\s*\d{2,4}|\d{2,})/gi,
  new RegExp(String.raw`\bcase\s+\d{1,6}\s*\/\s*${CASE_YEAR}(?!\d)`, 'gi'),
  new RegExp(
    String.raw`(?:案号|案件(?:编)?号|(?:黑|红)色?案(?:件)?(?:号|编号)?)(?:是|为)?\s*[:]?\s*\(?\s*${CASE_PREFIX}?\d`,
    'g',
  ),
  /\(\s*(?:19|20)\d{2}\s*\)[\u4e00-\u9fff]{1,3}\d{0,6}(?:民|刑|行|执|商|知|破|赔|劳)[\u4e00-\u9fff]{0,3}\d+\s*号/g,
];

const any = (patterns: readonly RegExp[], text: string) => patterns.some((p) => new RegExp(p).test(text));
const without = (patterns: readonly RegExp[], text: string) =>
  patterns.reduce((rest, p) => rest.replace(new RegExp(p), ' '), text);

/**
 * The kinds of personal data in a text, each once, in the order of PERSONAL_DATA_KINDS. Thai digits count as
 * digits. E-mail addresses and links are taken out before digits are read, so that an address's digits are not
 * also a phone number.
 */
export function personalDataIn(text: string): PersonalDataKind[] {
  const plain = normalized(text);
  const found = new Set<PersonalDataKind>();
  if (any([EMAIL], plain)) found.add('email');
  const noEmail = without([EMAIL], plain);
  if (any(LINKS, noEmail)) found.add('link');
  const digitsOnly = without(LINKS, noEmail);
  if (hasPhone(digitsOnly)) found.add('phone');
  if (any([NATIONAL_ID], digitsOnly)) found.add('nationalId');
  if (any(CASE_NUMBERS, digitsOnly)) found.add('caseNumber');
  return PERSONAL_DATA_KINDS.filter((kind) => found.has(kind));
}

// ---------------------------------------------------------------------------------------------------------------
// The name shown with a review.

/** Longest name shown with a review. */
export const REVIEWER_NAME_MAX = 40;

/**
 * The name shown with a review (docs/product-rules.md, "Reviews"): the first name and the first letter of the
 * last name with a dot ("สมชาย ใจดี" → "สมชาย จ.", "Jane Mary Doe" → "Jane D."), a single word as it is (a Chinese name
 * written without spaces: its family name, the first character, with 某, "a certain", as Chinese writes an anonymous
 * person: "王某");  titles
 * before the name left out (`nameWords` of domain/person-names.ts); the letter is `initialOf` the last word (a Thai
 * word's first consonant, as on a listing's initials); at most REVIEWER_NAME_MAX characters.
 */
export function reviewerName(fullName: string): string {
  const words = nameWords(fullName);
  const first = words[0] ?? '';
  // A name written without spaces in a script that writes none (王小明) shows its family name as 王某.
  if (words.length === 1 && /^\p{Script=Han}/u.test(first)) return `${[...first][0]}某`;
  if (words.length < 2) return truncateText(first, REVIEWER_NAME_MAX);
  const initial = ` ${initialOf(words[words.length - 1]!)}.`;
  return `${truncateText(first, REVIEWER_NAME_MAX - initial.length)}${initial}`;
}
