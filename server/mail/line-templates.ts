import type { Lang } from '#domain/i18n.ts';
import { truncateText } from '#domain/text.ts';
import { fixedT } from '#i18n/index.ts';
import type { KeysUnder } from '#i18n/keys.ts';
import { ERASED_QUESTION_TITLE } from './question-templates.ts';

/**
 * The LINE texts of the notices (docs/product-rules.md, "LINE official account"), beside their e-mails: short, in the person's
 * language, with the link to the page, and never a legal detail (no message text, no description, no names of
 * the people involved): at most the question's title, shortened.
 */
export const lineTitle = (text: string) => `«${truncateText(text, 60)}»`;

/** The notices that have a LINE text: `mail.line.<which>` (i18n/mail.th.json and its siblings). */
export type LineText = KeysUnder<'mail.line'>;

/**
 * A notice's LINE text: one line of what happened, then the link. A question whose text its asker erased is named
 * by `ERASED_QUESTION_TITLE` (`questionTitle` null).
 */
export function lineContent(
  which: LineText,
  lang: Lang,
  url: string,
  questionTitle: string | null = '',
): string {
  const title = lineTitle(questionTitle ?? ERASED_QUESTION_TITLE[lang]);
  return `${fixedT(lang)(`mail.line.${which}`, { title })}\n${url}`;
}

/** The LINE texts of a booking's messages (`mail.line.*`): the reference and when, never a description. */
export type BookingLineText =
  | 'appointmentRequest'
  | 'bookingReceived'
  | 'bookingConfirmed'
  | 'bookingCancelled'
  | 'bookingMoved'
  | 'clientMoved'
  | 'clientCancelled'
  | 'reminderTomorrow'
  | 'reminderToday';

/**
 * A booking's LINE text: what happened with its reference and when ('when' is the day and time, 'time' the time
 * alone for the reminders), then the link to the receipt.
 */
export function bookingLineContent(
  which: BookingLineText,
  lang: Lang,
  url: string,
  vars: { reference: string; when: string; time: string },
): string {
  return `${fixedT(lang)(`mail.line.${which}`, vars)}\n${url}`;
}
