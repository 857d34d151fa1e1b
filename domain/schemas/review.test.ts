import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  REVIEW_DECISION_REASON_MAX,
  REVIEW_DISPUTE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from '../reviews.ts';
import { reviewDecisionSchema, reviewDisputeSchema, reviewReplySchema, reviewSchema } from './review.ts';

const ID = '0b6f3c2e-8a4d-4f1b-9c3e-2d5a7b8c9d0e';

/** The message of each refused field (the first one), as the forms show them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const review = {
  rightId: ID,
  stars: '5',
  communication: '4',
  responsiveness: '5',
  valueForMoney: '3',
  text: '  ทนายอธิบายละเอียด ค่าบริการ 3,000 บาท คุ้มค่า ให้ 5/5  ',
  showName: 'on',
};

describe('reviewSchema', () => {
  it('reads a posted form: numbers from strings, trimmed text, the ticked checkbox', () => {
    expect(reviewSchema.parse(review)).toEqual({
      rightId: ID,
      stars: 5,
      communication: 4,
      responsiveness: 5,
      valueForMoney: 3,
      text: 'ทนายอธิบายละเอียด ค่าบริการ 3,000 บาท คุ้มค่า ให้ 5/5',
      showName: true,
    });
  });

  it('takes numbers and booleans as they are', () => {
    const parsed = reviewSchema.parse({ ...review, stars: 1, communication: 2, showName: true });
    expect([parsed.stars, parsed.communication, parsed.showName]).toEqual([1, 2, true]);
    expect(reviewSchema.parse({ ...review, showName: 'true' }).showName).toBe(true);
  });

  it('reads a missing or unticked checkbox as no', () => {
    const { showName: _, ...withoutName } = review;
    expect(reviewSchema.parse(withoutName).showName).toBe(false);
    expect(reviewSchema.parse({ ...review, showName: '' }).showName).toBe(false);
    expect(reviewSchema.parse({ ...review, showName: 'false' }).showName).toBe(false);
    expect(reviewSchema.parse({ ...review, showName: false }).showName).toBe(false);
  });

  it('reads a blank or missing text as none', () => {
    expect(reviewSchema.parse({ ...review, text: '   ' }).text).toBeNull();
    expect(reviewSchema.parse({ ...review, text: '' }).text).toBeNull();
    const { text: _, ...withoutText } = review;
    expect(reviewSchema.parse(withoutText).text).toBeNull();
  });

  it('refuses stars outside 1–5 or not whole', () => {
    for (const stars of ['0', '6', '4.5', '', 'abc', '-1', undefined, 3.5, 0])
      expect(fieldErrors(reviewSchema, { ...review, stars }), String(stars)).toEqual({
        stars: 'reviews.errors.stars',
      });
  });

  it('refuses each sub-rating outside 1–5 with its own message', () => {
    for (const field of ['communication', 'responsiveness', 'valueForMoney'])
      for (const value of ['0', '6', '2.5', '', undefined])
        expect(fieldErrors(reviewSchema, { ...review, [field]: value }), `${field} ${value}`).toEqual({
          [field]: 'reviews.errors.subRating',
        });
  });

  it('refuses a right that is no id', () => {
    expect(fieldErrors(reviewSchema, { ...review, rightId: 'abc' })).toEqual({
      rightId: 'reviews.errors.rightNotFound',
    });
    expect(fieldErrors(reviewSchema, { ...review, rightId: undefined })).toEqual({
      rightId: 'reviews.errors.rightNotFound',
    });
  });

  it('takes a text of the longest length after trimming and refuses a longer one', () => {
    const longest = 'ดี'.repeat(REVIEW_TEXT_MAX / 2);
    expect(reviewSchema.parse({ ...review, text: ` ${longest} ` }).text).toBe(longest);
    expect(fieldErrors(reviewSchema, { ...review, text: `${longest}ก` })).toEqual({
      text: 'reviews.errors.tooLong',
    });
  });

  it('refuses personal data in the text', () => {
    for (const text of [
      'ติดต่อทนายที่ 081-234-5678',
      'อีเมล somchai@gmail.com',
      'เลขบัตร 1-2345-67890-12-3',
      'ไลน์ @somchailaw',
      'คดีดำที่ อ.1234/2566',
    ])
      expect(fieldErrors(reviewSchema, { ...review, text }), text).toEqual({
        text: 'reviews.errors.personalData',
      });
  });

  it('reports every refused field at once', () => {
    expect(
      fieldErrors(reviewSchema, { rightId: 'x', stars: '9', communication: '', text: 'โทร 0812345678' }),
    ).toEqual({
      rightId: 'reviews.errors.rightNotFound',
      stars: 'reviews.errors.stars',
      communication: 'reviews.errors.subRating',
      responsiveness: 'reviews.errors.subRating',
      valueForMoney: 'reviews.errors.subRating',
      text: 'reviews.errors.personalData',
    });
  });
});

describe('reviewReplySchema', () => {
  it('takes a trimmed reply', () => {
    expect(reviewReplySchema.parse({ reviewId: ID, text: '  ขอบคุณที่ไว้วางใจครับ  ' })).toEqual({
      reviewId: ID,
      text: 'ขอบคุณที่ไว้วางใจครับ',
    });
  });

  it('needs a text', () => {
    for (const text of ['', '   ', undefined])
      expect(fieldErrors(reviewReplySchema, { reviewId: ID, text }), String(text)).toEqual({
        text: 'reviews.errors.replyRequired',
      });
  });

  it('refuses a longer text and personal data', () => {
    expect(fieldErrors(reviewReplySchema, { reviewId: ID, text: 'ก'.repeat(REVIEW_REPLY_MAX + 1) })).toEqual({
      text: 'reviews.errors.tooLong',
    });
    expect(reviewReplySchema.parse({ reviewId: ID, text: 'ก'.repeat(REVIEW_REPLY_MAX) }).text).toHaveLength(
      REVIEW_REPLY_MAX,
    );
    expect(
      fieldErrors(reviewReplySchema, { reviewId: ID, text: 'Thank you! Call me at 02-123-4567 anytime.' }),
    ).toEqual({ text: 'reviews.errors.personalData' });
    expect(fieldErrors(reviewReplySchema, { reviewId: ID, text: 'ดูเพิ่มเติมที่ www.somchai-law.com' })).toEqual({
      text: 'reviews.errors.personalData',
    });
  });

  it('refuses spelt-out phone numbers, messenger handles and bare domains in a review and a reply', () => {
    for (const text of [
      '0 8 1 2 3 4 5 6 7 8',
      'line hacker_99',
      'telegram @scam',
      'example.com',
      'scam.co.th',
      'bit.ly/x',
    ]) {
      expect(fieldErrors(reviewSchema, { ...review, text }), text).toEqual({
        text: 'reviews.errors.personalData',
      });
      expect(fieldErrors(reviewReplySchema, { reviewId: ID, text }), text).toEqual({
        text: 'reviews.errors.personalData',
      });
    }
  });

  it('refuses a review that is no id', () => {
    expect(fieldErrors(reviewReplySchema, { reviewId: 'not-a-uuid', text: 'ขอบคุณครับ' })).toEqual({
      reviewId: 'reviews.errors.notFound',
    });
  });
});

describe('reviewDisputeSchema', () => {
  it('takes a trimmed reason', () => {
    expect(reviewDisputeSchema.parse({ reviewId: ID, reason: ' ไม่เคยให้คำปรึกษาผู้รีวิวรายนี้ ' })).toEqual({
      reviewId: ID,
      reason: 'ไม่เคยให้คำปรึกษาผู้รีวิวรายนี้',
    });
  });

  it('needs a reason of at most the longest length', () => {
    for (const reason of ['', '  ', undefined])
      expect(fieldErrors(reviewDisputeSchema, { reviewId: ID, reason }), String(reason)).toEqual({
        reason: 'reviews.errors.reasonRequired',
      });
    expect(
      fieldErrors(reviewDisputeSchema, { reviewId: ID, reason: 'x'.repeat(REVIEW_DISPUTE_REASON_MAX + 1) }),
    ).toEqual({ reason: 'reviews.errors.tooLong' });
    expect(fieldErrors(reviewDisputeSchema, { reviewId: '', reason: 'x' })).toEqual({
      reviewId: 'reviews.errors.notFound',
    });
  });
});

describe('reviewDecisionSchema', () => {
  it('publishes or keeps without a reason', () => {
    expect(reviewDecisionSchema.parse({ reviewId: ID, decision: 'publish' })).toEqual({
      reviewId: ID,
      decision: 'publish',
      reason: null,
    });
    expect(reviewDecisionSchema.parse({ reviewId: ID, decision: 'keep', reason: '  ' }).reason).toBeNull();
    expect(reviewDecisionSchema.parse({ reviewId: ID, decision: 'keep', reason: ' ตรวจแล้ว ' }).reason).toBe(
      'ตรวจแล้ว',
    );
  });

  it('needs a reason to reject or remove', () => {
    for (const decision of ['reject', 'remove'])
      for (const reason of [undefined, '', '   '])
        expect(fieldErrors(reviewDecisionSchema, { reviewId: ID, decision, reason }), decision).toEqual({
          reason: 'reviews.errors.reasonRequired',
        });
    expect(
      reviewDecisionSchema.parse({ reviewId: ID, decision: 'remove', reason: ' ผู้รีวิวไม่ใช่ลูกความ ' }),
    ).toEqual({ reviewId: ID, decision: 'remove', reason: 'ผู้รีวิวไม่ใช่ลูกความ' });
  });

  it('refuses an unknown decision, a longer reason and a review that is no id', () => {
    expect(fieldErrors(reviewDecisionSchema, { reviewId: ID, decision: 'delete', reason: 'x' })).toEqual({
      decision: 'reviews.errors.decision',
    });
    expect(
      fieldErrors(reviewDecisionSchema, {
        reviewId: ID,
        decision: 'reject',
        reason: 'x'.repeat(REVIEW_DECISION_REASON_MAX + 1),
      }),
    ).toEqual({ reason: 'reviews.errors.tooLong' });
    expect(fieldErrors(reviewDecisionSchema, { reviewId: 'x', decision: 'publish' })).toEqual({
      reviewId: 'reviews.errors.notFound',
    });
  });
});
