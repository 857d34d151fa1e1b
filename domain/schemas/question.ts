import { z } from 'zod';
import { isProvince } from '../provinces.ts';
import { isSpecialty } from '../specialties.ts';
import { listField } from './form.ts';
import { languagesField } from './practice.ts';
import { singleLineString } from './single-line.ts';

/** Longest title and details a question may have. */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_CONTENT_MAX = 5000;
export const MESSAGE_MAX = 4000;

/** An optional single-line text (domain/schemas/single-line.ts): blank → null. */
const optionalText = (max: number) =>
  singleLineString()
    .trim()
    .max(max, 'ask.errors.tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * The ask form (docs/product-rules.md, "Questions"): title and details required
 * ('กรุณากรอกหัวข้อและรายละเอียดคำถาม'), at least one specialty
 * ('กรุณาเลือกความถนัดที่เกี่ยวข้องอย่างน้อย 1 รายการ'), at least one language the asker can use; province, phone and LINE optional; every value trimmed, each one
 * a single line but the details; the consent checkbox ticked. Messages are i18n keys.
 */
export const askSchema = z.object({
  title: singleLineString('ask.errors.required')
    .trim()
    .min(1, 'ask.errors.required')
    .max(QUESTION_TITLE_MAX, 'ask.errors.tooLong'),
  content: z
    .string('ask.errors.required')
    .trim()
    .min(1, 'ask.errors.required')
    .max(QUESTION_CONTENT_MAX, 'ask.errors.tooLong'),
  province: optionalText(60).refine((v) => v === null || isProvince(v), 'ask.errors.province'),
  specialties: listField(
    z
      .array(z.string().trim())
      .transform((list) => [...new Set(list.filter((s) => s !== ''))])
      .refine((list) => list.length >= 1, 'ask.errors.specialties')
      .refine((list) => list.every(isSpecialty), 'ask.errors.specialties'),
  ),
  /**
   * The languages the asker can use (lawyers.languages values, domain/lawyer-languages.ts): at least one; the form
   * ticks the page's language first and always sends the list (empty when nothing is ticked). A caller that sends
   * no list at all (a service's caller, not the form) asks in Thai.
   */
  languages: listField(
    z.preprocess(
      (v) => (v === undefined ? ['ไทย'] : v),
      languagesField({
        required: 'ask.errors.languages',
        invalid: 'ask.errors.languages',
        tooLong: 'ask.errors.languages',
        tooMany: 'ask.errors.languages',
      }),
    ),
  ),
  contactPhone: optionalText(30),
  contactLine: optionalText(50),
  /**
   * The explicit consent to the handling of what the question tells (PDPA s.26; `QUESTION_CONSENT_VERSION` of
   * domain/privacy.ts): the form's own checkbox, posted as 'on' (or `true` by a service's caller); required.
   */
  consent: z.preprocess(
    (ticked) => ticked === 'on' || ticked === true,
    z.literal(true, 'ask.errors.consent'),
  ),
});

export type AskInput = z.infer<typeof askSchema>;

/** A thread message: non-empty after trimming. */
export const messageSchema = z.object({
  message: z
    .string('question.errors.emptyMessage')
    .trim()
    .min(1, 'question.errors.emptyMessage')
    .max(MESSAGE_MAX, 'question.errors.tooLong'),
});

/** The asker's transfer slip: the key of the picture they uploaded (the service checks it is theirs). */
export const paymentSlipSchema = z.object({
  slipKey: z
    .string('question.payment.errors.slipRequired')
    .trim()
    .min(1, 'question.payment.errors.slipRequired'),
});

/** An administrator's invitation of lawyers to a question: at least one lawyer (`lawyerId`, one per lawyer). */
export const inviteLawyersSchema = z.object({
  lawyerId: listField(z.array(z.string()).min(1, 'adminMatching.errors.noneSelected')),
});
