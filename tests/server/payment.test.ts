import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPayment } from '#app/features/payment/payment.server.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { getPaymentDetails } from '#server/services/payments/payment-qr.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  // Configured from the environment, as in production.
  server = await createTestServer({
    PROMPTPAY_ID: '089-876-5432',
    BANK_NAME: 'ธนาคารทดสอบ',
    BANK_ACCOUNT_NAME: 'บริษัท ทดสอบ จำกัด',
    BANK_ACCOUNT_NUMBER: '987-6-54321-0',
  });
});
afterAll(() => server.close());

const tag54 = (payload: string) => /5802TH5303764(54(\d\d)([0-9.]+))?6304[0-9A-F]{4}$/.exec(payload);

describe('getPaymentDetails', () => {
  it('returns the configured bank account and both QR codes for a valid PromptPay id', async () => {
    const details = await getPaymentDetails(server.runtime.config.payment);
    expect(details.bank).toEqual({
      name: 'ธนาคารทดสอบ',
      accountName: 'บริษัท ทดสอบ จำกัด',
      accountNumber: '987-6-54321-0',
    });
    expect(details.promptPayId).toBe('0898765432');
    expect(details.qrError).toBeNull();
    const { consultation, transfer } = details.qr!;
    // Both codes pay the configured id (0066 + phone without its leading 0).
    for (const q of [consultation, transfer]) {
      expect(q.payload).toContain('29370016A00000067701011101130066898765432');
      expect(q.svg.trimStart()).toMatch(/^<svg[\s>]/);
      expect(q.png).toMatch(/^data:image\/png;base64,/);
    }
    expect(consultation.amount).toBe(CONSULTATION_FEE_PER_QUESTION);
    expect(tag54(consultation.payload)?.[3]).toBe('10.00');
    expect(consultation.payload.slice(0, 12)).toBe('000201010212');
    expect(transfer.amount).toBeNull();
    expect(tag54(transfer.payload)).not.toBeNull();
    expect(tag54(transfer.payload)?.[1]).toBeUndefined();
    expect(transfer.payload.slice(0, 12)).toBe('000201010211');
    // Two different codes, two different pictures.
    expect(consultation.svg).not.toBe(transfer.svg);
  });

  it('keeps the bank details and gives no QR for an invalid PromptPay id, without throwing', async () => {
    for (const promptPayId of ['not-an-id', '12345', '+66 89 876 5432', '']) {
      const details = await getPaymentDetails({ ...server.runtime.config.payment, promptPayId });
      expect(details.qr, promptPayId).toBeNull();
      expect(details.promptPayId).toBeNull();
      expect(details.qrError).toBe('invalid_promptpay_id');
      expect(details.bank.accountNumber).toBe('987-6-54321-0');
      expect(details.bank.name).toBe('ธนาคารทดสอบ');
    }
  });

  it('accepts a 13-digit national or tax id', async () => {
    const details = await getPaymentDetails({
      ...server.runtime.config.payment,
      promptPayId: '0-1055-12345-67-8',
    });
    expect(details.promptPayId).toBe('0105512345678');
    expect(details.qr?.transfer.payload).toContain('02130105512345678');
  });
});

describe('the payment page loader', () => {
  it('computes from the current configuration on every request (nothing cached)', async () => {
    const first = await loadPayment(server.context());
    expect(first.bank.accountNumber).toBe('987-6-54321-0');
    expect(first.qr?.consultation.svg).toContain('<svg');
    expect(first.qr?.transfer.svg).toContain('<svg');
    // The page gets pictures, not the raw payloads.
    expect(JSON.stringify(first)).not.toContain('A000000677010111');

    const original = server.runtime.config.payment;
    try {
      server.runtime.config.payment = {
        ...original,
        promptPayId: 'bad id',
        bankAccountNumber: '111-1-11111-1',
      };
      const broken = await loadPayment(server.context());
      expect(broken.qr).toBeNull();
      expect(broken.promptPayId).toBeNull();
      expect(broken.bank.accountNumber).toBe('111-1-11111-1');

      server.runtime.config.payment = { ...original, promptPayId: '0812345678' };
      const changed = await loadPayment(server.context());
      expect(changed.promptPayId).toBe('0812345678');
      expect(changed.qr?.consultation.svg).not.toBe(first.qr?.consultation.svg);
    } finally {
      server.runtime.config.payment = original;
    }
  });
});
