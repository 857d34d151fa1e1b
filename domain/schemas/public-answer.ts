import { z } from 'zod';
import { isUuid } from '../ids.ts';
import { PUBLIC_ANSWER_LIMITS as L } from '../public-answers.ts';

/**
 * The forms of a public answer's life (docs/product-rules.md, "Public answers"), shared by the forms and the
 * services: the asker's opt-in (the redacted title and question they checked), the lawyer's public answer, and an
 * administrator's decision with the texts as they corrected them. Messages are i18n keys (section `publicAnswers`).
 */
export const PUBLIC_ANSWER_ERRORS = {
  titleRequired: 'publicAnswers.errors.titleRequired',
  titleTooLong: 'publicAnswers.errors.titleTooLong',
  questionTooShort: 'publicAnswers.errors.questionTooShort',
  questionTooLong: 'publicAnswers.errors.questionTooLong',
  answerTooShort: 'publicAnswers.errors.answerTooShort',
  answerTooLong: 'publicAnswers.errors.answerTooLong',
  fees: 'publicAnswers.errors.fees',
  reasonRequired: 'publicAnswers.errors.reasonRequired',
  reasonTooLong: 'publicAnswers.errors.reasonTooLong',
  decision: 'publicAnswers.errors.decision',
  noAnswer: 'publicAnswers.errors.noAnswer',
  erased: 'publicAnswers.errors.erased',
  alreadyOptedIn: 'publicAnswers.errors.alreadyOptedIn',
  notAwaitingLawyer: 'publicAnswers.errors.notAwaitingLawyer',
  notAwaitingReview: 'publicAnswers.errors.notAwaitingReview',
  notPublished: 'publicAnswers.errors.notPublished',
  notOptedIn: 'publicAnswers.errors.notOptedIn',
} as const;

const ERR = PUBLIC_ANSWER_ERRORS;

/** Words that name a lawyer's fee, in the three languages (the Lawyers Council's rules on advertising). */
const FEE_WORDS = [
  'ค่าทนาย',
  'ค่าวิชาชีพ',
  'ค่าว่าความ',
  'ค่าบริการทนาย',
  'ค่าจ้างทนาย',
  'legal fees?',
  "lawyer'?s? fees?",
  "attorney'?s? fees?",
  'professional fees?',
  'retainer',
  '律师费',
  '代理费',
  '咨询费',
].join('|');
/** A fee word and a number within 40 characters of it, either side (`3,000`, `5000`, `฿2000`, `三千` not read). */
const FEE_NEAR_NUMBER = new RegExp(`(?:${FEE_WORDS})[^\\n]{0,40}?\\d|\\d[^\\n]{0,40}?(?:${FEE_WORDS})`, 'iu');

/** Whether a text states a lawyer's fee: a fee word near an amount. */
export const statesFee = (text: string): boolean => FEE_NEAR_NUMBER.test(text);

const title = z.string(ERR.titleRequired).trim().min(1, ERR.titleRequired).max(L.titleMax, ERR.titleTooLong);
const questionText = z
  .string(ERR.questionTooShort)
  .trim()
  .min(L.questionMin, ERR.questionTooShort)
  .max(L.questionMax, ERR.questionTooLong);
const answerText = z
  .string(ERR.answerTooShort)
  .trim()
  .min(L.answerMin, ERR.answerTooShort)
  .max(L.answerMax, ERR.answerTooLong)
  .refine((v) => !statesFee(v), ERR.fees);

/** The asker's opt-in: the redacted title and question as they checked and perhaps edited them. */
export const publicAnswerOptInSchema = z.object({ title, questionText });

/** The accepted lawyer's public answer. */
export const publicAnswerWriteSchema = z.object({ answerText });

export const PUBLIC_ANSWER_DECISIONS = ['publish', 'reject', 'unpublish'] as const;
export type PublicAnswerDecision = (typeof PUBLIC_ANSWER_DECISIONS)[number];

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * An administrator's decision: publish (with the three texts as they corrected them), send back (a reason
 * required), or unpublish.
 */
export const publicAnswerDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('publish'),
      answerId: z.string(ERR.decision).refine(isUuid, ERR.decision),
      title,
      questionText,
      answerText,
    }),
    z.object({
      decision: z.literal('reject'),
      answerId: z.string(ERR.decision).refine(isUuid, ERR.decision),
      reason: z.preprocess(
        blankToUndefined,
        z.string(ERR.reasonRequired).trim().max(L.reasonMax, ERR.reasonTooLong),
      ),
    }),
    z.object({
      decision: z.literal('unpublish'),
      answerId: z.string(ERR.decision).refine(isUuid, ERR.decision),
    }),
  ],
  { error: ERR.decision },
);
export type PublicAnswerDecisionInput = z.infer<typeof publicAnswerDecisionSchema>;
