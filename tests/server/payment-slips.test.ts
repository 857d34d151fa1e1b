import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import en from '#i18n/question.en.json';
import th from '#i18n/question.th.json';
import zh from '#i18n/question.zh.json';
import type { Database } from '#server/db/client.ts';
import { paymentSlipDuplicates, questions } from '#server/db/schema/index.ts';
import { createLocalStorage } from '#server/files/local-storage.ts';
import { slipFingerprint } from '#server/files/slip-fingerprint.ts';
import type { FileStorage } from '#server/files/storage.ts';
import type { Actor } from '#server/services/actor.ts';
import { listQuestionsForAdmin } from '#server/services/admin/questions/list-questions-for-admin.ts';
import { getQuestionForViewer } from '#server/services/questions/get-question-for-viewer.ts';
import { SLIP_USED, sendPaymentSlip } from '#server/services/questions/send-payment-slip.ts';
import { uploadImage } from '#server/services/uploads/upload-image.ts';
import { createQuestion, createUser } from '#tests/factories.ts';
import { slipPicture } from '../fixtures/slips.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// A transfer slip counts for one question (docs/product-rules.md, "Paying for a question"): the same picture, or
// another picture of the same transfer (the same reference in its slip-verification QR), is refused on any other
// question, and the administrators see the attempt.

let database: Database;
let storage: FileStorage;
let filesDir: string;
let admin: NonNullable<Actor>;
let payer: NonNullable<Actor>;
let other: NonNullable<Actor>;
const NOW = new Date('2026-11-20T04:00:00Z');

const KBANK = { bank: '004', reference: '015324104512BPM01234' };
const SCB = { bank: '014', reference: '2026112012345678ABCD' };

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(path.join(tmpdir(), 'tanai-slips-'));
  storage = createLocalStorage(filesDir);
  admin = await createUser(database.db, {
    name: 'admin',
    email: 'slip-admin@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  payer = await createUser(database.db, { name: 'payer', email: 'slip-payer@example.com' });
  other = await createUser(database.db, { name: 'other', email: 'slip-other@example.com' });
});

afterAll(async () => {
  await database?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** The slip uploaded as POST /api/uploads stores it: checked, re-encoded, under a new key of the user's own. */
async function upload(user: NonNullable<Actor>, picture: Buffer) {
  return (await uploadImage(storage, user, 'payment-slip', { name: 'slip.png', bytes: picture })).key;
}

const questionOf = async (asker: NonNullable<Actor>, title: string) =>
  (await createQuestion(database.db, { askerId: asker.id, title, feeBaht: 10 })).id;

const rowOf = async (id: string) =>
  (await database.db.select().from(questions).where(eq(questions.id, id)))[0]!;

const send = (asker: NonNullable<Actor>, questionId: string, key: string) =>
  sendPaymentSlip(database.db, asker, questionId, key, storage, { now: NOW });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeInstanceOf(AppError);
  return error as AppError;
}

const adminRow = async (id: string) =>
  (await listQuestionsForAdmin(database.db, admin)).rows.find((r) => r.id === id)!;

describe(`one transfer slip, one question on ${engineName()}`, () => {
  it('reads the bank and reference of the slip QR, and the same picture uploaded twice has one fingerprint', async () => {
    const picture = await slipPicture({ transfer: KBANK });
    const [first, second] = [await upload(payer, picture), await upload(payer, picture)];
    expect(first).not.toBe(second);
    const a = await slipFingerprint((await storage.get(first))!.body);
    const b = await slipFingerprint((await storage.get(second))!.body);
    expect(a).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      transferRef: '004:015324104512BPM01234',
    });
    expect(b).toEqual(a);
    // A photo-sized picture (scaled down to 2,000 px when stored) is read too; a slip without a QR has no reference.
    const big = await upload(payer, await slipPicture({ transfer: SCB, width: 2400, height: 4000 }));
    expect((await slipFingerprint((await storage.get(big))!.body)).transferRef).toBe(`014:${SCB.reference}`);
    const plain = await upload(payer, await slipPicture({ transfer: null }));
    expect((await slipFingerprint((await storage.get(plain))!.body)).transferRef).toBeNull();
  });

  it('refuses the same slip on a second question: translated, on the slip field, nothing stored, flagged to the admin', async () => {
    const picture = await slipPicture({
      transfer: { bank: '004', reference: '015324104512BPM00001' },
      look: 1,
    });
    const q1 = await questionOf(payer, 'slip-first');
    const q2 = await questionOf(payer, 'slip-second');
    expect(await send(payer, q1, await upload(payer, picture))).toEqual({ status: 'slip_sent' });

    // The same picture, uploaded again (a new key) for the second question.
    const before = await rowOf(q2);
    const error = await refusal(send(payer, q2, await upload(payer, picture)));
    expect(error.code).toBe('CONFLICT');
    expect(error.fields).toEqual({ slipKey: SLIP_USED });
    expect(SLIP_USED).toBe('question.payment.errors.slipUsed');
    const texts = [th, en, zh].map((catalogue) => catalogue.payment.errors.slipUsed);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text.length).toBeGreaterThan(10);
    expect(await rowOf(q2)).toEqual(before);
    expect(before).toMatchObject({ paymentStatus: 'unpaid', paymentSlipKey: null, paymentSlipSha256: null });

    // The admin's list and the question's payment view say which question holds the slip and how it matched.
    const flagged = await adminRow(q2);
    expect(flagged.duplicateSlip).toEqual({
      attempts: 1,
      matched: 'image',
      attemptedAt: NOW.toISOString(),
      duplicateOf: { id: q1, title: 'slip-first' },
    });
    expect((await adminRow(q1)).duplicateSlip).toBeNull();
    expect((await getQuestionForViewer(database.db, admin, q2))?.payment?.duplicateSlip).toEqual(
      flagged.duplicateSlip,
    );
    // The asker is told only the refusal.
    expect((await getQuestionForViewer(database.db, payer, q2))?.payment?.duplicateSlip).toBeNull();

    // The same storage key as the first question's is refused alike; each attempt is counted.
    await refusal(send(payer, q2, (await rowOf(q1)).paymentSlipKey!));
    expect((await adminRow(q2)).duplicateSlip?.attempts).toBe(2);
  });

  it('refuses another picture of the same transfer (same QR reference), whoever sends it', async () => {
    const transfer = { bank: '014', reference: '2026112000000000SAME' };
    const q1 = await questionOf(payer, 'transfer-first');
    const q2 = await questionOf(other, 'transfer-second');
    await send(payer, q1, await upload(payer, await slipPicture({ transfer, look: 2 })));
    const error = await refusal(
      send(other, q2, await upload(other, await slipPicture({ transfer, look: 3 }))),
    );
    expect(error.fields).toEqual({ slipKey: SLIP_USED });
    expect(await rowOf(q2)).toMatchObject({ paymentStatus: 'unpaid', paymentSlipKey: null });
    expect((await adminRow(q2)).duplicateSlip).toMatchObject({
      matched: 'transfer',
      duplicateOf: { id: q1, title: 'transfer-first' },
    });
  });

  it('accepts a slip without a readable QR, and a different slip, each for the admin to check', async () => {
    const q1 = await questionOf(payer, 'no-qr-first');
    const q2 = await questionOf(payer, 'no-qr-second');
    const q3 = await questionOf(payer, 'other-transfer');
    await send(payer, q1, await upload(payer, await slipPicture({ transfer: null, look: 0 })));
    await send(payer, q2, await upload(payer, await slipPicture({ transfer: null, look: 1 })));
    await send(
      payer,
      q3,
      await upload(
        payer,
        await slipPicture({ transfer: { bank: '004', reference: '015324104512BPM09999' } }),
      ),
    );
    for (const id of [q1, q2, q3]) {
      expect(await rowOf(id)).toMatchObject({ paymentStatus: 'slip_sent' });
      expect((await adminRow(id)).duplicateSlip).toBeNull();
    }
    expect((await rowOf(q1)).paymentSlipTransferRef).toBeNull();
    expect((await rowOf(q3)).paymentSlipTransferRef).toBe('004:015324104512BPM09999');
  });

  it('takes the same slip again for its own question without a change', async () => {
    const picture = await slipPicture({ transfer: { bank: '006', reference: 'KTB0000000000000AGAIN' } });
    const q = await questionOf(payer, 'again');
    const key = await upload(payer, picture);
    await send(payer, q, key);
    const sent = await rowOf(q);
    // Later, the same key and then the same picture uploaded again: the question keeps its slip as it was.
    const later = { now: new Date(NOW.getTime() + 3600_000) };
    expect(await sendPaymentSlip(database.db, payer, q, key, storage, later)).toEqual({
      status: 'slip_sent',
    });
    await sendPaymentSlip(database.db, payer, q, await upload(payer, picture), storage, later);
    expect(await rowOf(q)).toEqual(sent);
    expect((await adminRow(q)).duplicateSlip).toBeNull();
    // Another slip replaces it until the payment is confirmed.
    const next = await upload(payer, await slipPicture({ transfer: null, look: 2 }));
    await sendPaymentSlip(database.db, payer, q, next, storage, later);
    expect(await rowOf(q)).toMatchObject({ paymentSlipKey: next, paymentSlipTransferRef: null });
  });

  it('lets only one of two questions take one slip when both are sent at once, the database deciding', async () => {
    const picture = await slipPicture({ transfer: { bank: '025', reference: 'BAY20261120RACE00001' } });
    const q1 = await questionOf(payer, 'race-1');
    const q2 = await questionOf(payer, 'race-2');
    const [k1, k2] = [await upload(payer, picture), await upload(payer, picture)];
    const outcomes = await Promise.allSettled([send(payer, q1, k1), send(payer, q2, k2)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = [await rowOf(q1), await rowOf(q2)];
    expect(rows.filter((r) => r.paymentStatus === 'slip_sent')).toHaveLength(1);
    // The unique indexes hold even for a write that skips the service.
    const holder = rows.find((r) => r.paymentStatus === 'slip_sent')!;
    const loser = rows.find((r) => r !== holder)!;
    for (const column of ['payment_slip_sha256', 'payment_slip_transfer_ref'] as const) {
      const value =
        column === 'payment_slip_sha256' ? holder.paymentSlipSha256 : holder.paymentSlipTransferRef;
      const error = await database.db
        .execute(sql`UPDATE questions SET ${sql.identifier(column)} = ${value} WHERE id = ${loser.id}`)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error, column).not.toBeNull();
    }
  });

  it('refuses a slip that is not stored, on the slip field', async () => {
    const q = await questionOf(payer, 'missing-file');
    const error = await refusal(send(payer, q, `payment-slips/${payer.id}/${crypto.randomUUID()}.jpg`));
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.fields).toEqual({ slipKey: 'question.payment.errors.slipRequired' });
    expect(
      await database.db.select().from(paymentSlipDuplicates).where(eq(paymentSlipDuplicates.questionId, q)),
    ).toEqual([]);
  });
});

describe('a slip for a closed question', () => {
  it('is refused with a translated message and stores nothing', async () => {
    const q = (
      await createQuestion(database.db, {
        askerId: payer.id,
        title: 'slip-closed',
        feeBaht: 10,
        status: 'closed',
      })
    ).id;
    const key = await upload(payer, await slipPicture({ transfer: null, look: 3 }));
    const error = await refusal(send(payer, q, key));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('question.payment.errors.closed');
    const row = await rowOf(q);
    expect(row.paymentStatus).toBe('unpaid');
    expect(row.paymentSlipKey).toBeNull();
  });
});
