import { describe, expect, test } from 'vitest';
import { formInput, parseInput } from './form.ts';
import { askSchema, inviteLawyersSchema, messageSchema, paymentSlipSchema } from './question.ts';

/** A posted form with these fields (a name given twice posts both values). */
const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

/** The field messages (i18n keys) a schema refuses a posted form with, or {} when it takes it. */
const refusal = (schema: Parameters<typeof parseInput>[0], fields: [string, string][]) => {
  try {
    parseInput(schema, formInput(form(fields), schema));
    return {};
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields;
  }
};

describe('the question forms posted with fields left out (a hand-made post)', () => {
  test('the ask form without details refuses them with the translated message, not a parser text', () => {
    expect(refusal(askSchema, [['title', 'หัวข้อ']])).toMatchObject({
      content: 'ask.errors.required',
      specialties: 'ask.errors.specialties',
      consent: 'ask.errors.consent',
    });
  });

  test('a thread message without its text is refused as empty', () => {
    expect(refusal(messageSchema, [['intent', 'post']])).toEqual({ message: 'question.errors.emptyMessage' });
  });

  test('a payment slip form without the uploaded slip is refused on the slip field', () => {
    expect(refusal(paymentSlipSchema, [['intent', 'slip']])).toEqual({
      slipKey: 'question.payment.errors.slipRequired',
    });
    expect(refusal(paymentSlipSchema, [['slipKey', 'payment-slip/u/x.png']])).toEqual({});
  });

  test('an invitation names at least one lawyer, each `lawyerId` posted kept', () => {
    expect(refusal(inviteLawyersSchema, [['intent', 'invite']])).toEqual({
      lawyerId: 'adminMatching.errors.noneSelected',
    });
    const two = form([
      ['lawyerId', 'a'],
      ['lawyerId', 'b'],
    ]);
    expect(parseInput(inviteLawyersSchema, formInput(two, inviteLawyersSchema))).toEqual({
      lawyerId: ['a', 'b'],
    });
  });
});
