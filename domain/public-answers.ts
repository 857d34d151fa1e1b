import { labelsOf } from '#i18n/lookup.ts';
import { romanizeThai } from './romanize.ts';

/**
 * Public answers (docs/product-rules.md, "Public answers"): an answered question becomes a public page only when its
 * asker opts in and an administrator approves the redacted text; the thread itself never becomes public.
 */
export const PUBLIC_ANSWER_STATUSES = [
  'awaiting_lawyer',
  'awaiting_review',
  'published',
  'rejected',
  'withdrawn',
] as const;
export type PublicAnswerStatus = (typeof PUBLIC_ANSWER_STATUSES)[number];
export const PUBLIC_ANSWER_STATUS_LABELS = labelsOf('status.publicAnswer', PUBLIC_ANSWER_STATUSES);

/** The statuses in which a public answer is still on its way: the asker can withdraw it, nobody else opts in again. */
export const PUBLIC_ANSWER_OPEN_STATUSES: readonly PublicAnswerStatus[] = [
  'awaiting_lawyer',
  'awaiting_review',
  'published',
  'rejected',
];

/** Lengths of the public texts, in characters. */
export const PUBLIC_ANSWER_LIMITS = {
  titleMax: 160,
  questionMin: 30,
  questionMax: 4000,
  answerMin: 80,
  answerMax: 8000,
  reasonMax: 1000,
} as const;

/** How many similar published answers a page or the triage shows. */
export const SIMILAR_ANSWERS_LIMIT = 3;
/** Published answers per page of `/{lang}/answers`. */
export const ANSWERS_PAGE_SIZE = 20;

/**
 * The slug of a published answer: the title in Latin letters (Thai romanised, RTGS), lower case, at most 8 words,
 * then the first 8 hex digits of its id so that it is unique; Chinese or other titles keep only the id part.
 */
export function publicAnswerSlug(title: string, id: string): string {
  const words = romanizeThai(title)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 8);
  const suffix = id.replace(/-/g, '').slice(0, 8).toLowerCase();
  return [...words, suffix].join('-');
}
