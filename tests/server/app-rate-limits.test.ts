import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApply } from '#app/features/applications/apply.server.ts';
import { submitQuestion } from '#app/features/questions/questions.server.ts';
import { AppError } from '#domain/errors.ts';
import {
  APPLICATION_RATE_LIMIT,
  ASK_RATE_LIMIT,
  MESSAGE_RATE_LIMIT,
  UPLOAD_RATE_LIMIT,
} from '#domain/limits.ts';
import { fixedT, resources } from '#i18n/index.ts';
import { lawyerApplications, messages, questions, rateLimits } from '#server/db/schema/index.ts';
import { createLocalBus } from '#server/events/bus.ts';
import { submitApplication } from '#server/services/applications/submit-application.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { postMessage } from '#server/services/questions/post-message.ts';
import {
  consumeRateLimit,
  RATE_LIMIT_MESSAGES,
  rateLimitKey,
} from '#server/services/rate-limits/consume-rate-limit.ts';
import { createQuestion, createUser } from '#tests/factories.ts';
import type { ViewerUser } from '../../app/context.ts';
import { jpeg } from '../fixtures/images.ts';
import { engineName } from './helpers/database.ts';
import { cookieHeader, createTestServer, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;
const T0 = new Date('2031-03-01T02:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const viewerOf = (u: { id: string; email: string }) =>
  ({
    id: u.id,
    email: u.email,
    fullName: 'ผู้ทดสอบ',
    isAdmin: false,
    adminNeedsTwoFactor: false,
    twoFactorEnabled: false,
    lawyerId: null,
  }) as ViewerUser;

/** The error a call throws (it must throw). */
async function refusal(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeInstanceOf(AppError);
  return error as AppError;
}

const expectRateLimited = (error: AppError, message: string) => {
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.retryAfter).toBeGreaterThan(0);
  expect(error.status).toBe(429);
  expect(error.message).toBe(message);
};

const counter = async (key: string) => {
  const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
};

/** Fills a user's counter of an action up to its limit, as that many writes would (real clock). */
async function exhaust(action: 'ask' | 'message' | 'upload' | 'apply', userId: string, max: number) {
  const rule = {
    ask: ASK_RATE_LIMIT,
    message: MESSAGE_RATE_LIMIT,
    upload: UPLOAD_RATE_LIMIT,
    apply: APPLICATION_RATE_LIMIT,
  }[action];
  for (let i = 0; i < max; i++) {
    const decision = await consumeRateLimit(db(), {
      key: rateLimitKey(action, userId),
      max: rule.max,
      windowSeconds: rule.windowSeconds,
    });
    expect(decision.allowed).toBe(true);
  }
}

const question = (title: string) => ({
  title,
  content: 'รายละเอียดคำถาม',
  specialties: ['แพ่ง'],
  consent: true,
});
const application = () => ({
  fullName: 'สมชาย ทนายดี',
  licenseNumber: '12345/2560',
  title: 'ทนายความ',
  areas: 'แพ่ง',
  languages: 'ไทย',
  feeMin: '1000',
});

const countQuestions = async (userId: string) =>
  (await db().select({ n: count() }).from(questions).where(eq(questions.createdBy, userId)))[0]!.n;
const countApplications = async (userId: string) =>
  (
    await db().select({ n: count() }).from(lawyerApplications).where(eq(lawyerApplications.userId, userId))
  )[0]!.n;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  // On PostgreSQL the race test leaves many pooled connections. pg-pool's end() resolves before they are
  // closed, and the helper's DROP DATABASE … WITH (FORCE) then kills them mid-goodbye (an uncaught 57P01);
  // close them here and wait until they are gone.
  const pool = server.database.pool;
  if (pool) {
    const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    await Promise.all(
      clients.map(
        (c) =>
          new Promise<void>((resolve) => {
            c.once('end', () => resolve());
            c.release(true);
          }),
      ),
    );
  }
  await server.close();
});

describe(`consumeRateLimit on ${engineName()}`, () => {
  it('allows max writes in a fixed window, then refuses until the window ends', async () => {
    const key = `app:test:${randomUUID()}`;
    const take = (seconds: number) =>
      consumeRateLimit(db(), { key, max: 3, windowSeconds: 60, now: at(seconds) });
    expect((await take(0)).allowed).toBe(true);
    expect((await take(10)).allowed).toBe(true);
    expect(await take(50)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // The window started at the first write (fixed window), not at the last one.
    expect(await take(55)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(await take(59.5)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await counter(key)).toMatchObject({ count: 4, lastRequest: at(60).getTime() });
    // Refusals do not push the window back; at its end a new one starts.
    expect(await take(60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await counter(key)).toMatchObject({ count: 1, lastRequest: at(120).getTime() });
    expect((await take(61)).allowed).toBe(true);
    expect((await take(62)).allowed).toBe(true);
    expect((await take(63)).allowed).toBe(false);
  });

  it('refuses keys that could meet better-auth’s own counters', async () => {
    await expect(
      consumeRateLimit(db(), { key: '10.0.0.1|/sign-in/email', max: 1, windowSeconds: 1 }),
    ).rejects.toThrow(/app:/);
  });

  it('keeps a long window through better-auth’s pruning of rows older than its own window', async () => {
    const key = rateLimitKey('ask', randomUUID());
    for (let i = 0; i < 2; i++) await consumeRateLimit(db(), { key, max: 2, windowSeconds: 600, now: at(i) });
    // better-auth deletes every rate_limits row whose last_request is older than its longest window (60 s).
    const cutoff = at(300).getTime() - 60_000;
    await db().execute(`delete from rate_limits where last_request < ${cutoff}`);
    const decision = await consumeRateLimit(db(), { key, max: 2, windowSeconds: 600, now: at(300) });
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('lets exactly max of many simultaneous callers through, on a new and on an expired counter', async () => {
    const key = rateLimitKey('message', randomUUID());
    const max = 7;
    const race = async (seconds: number) => {
      const decisions = await Promise.all(
        Array.from({ length: 40 }, () =>
          consumeRateLimit(db(), { key, max, windowSeconds: 60, now: at(seconds) }),
        ),
      );
      return decisions.filter((d) => d.allowed).length;
    };
    expect(await race(0)).toBe(max);
    expect(await race(30)).toBe(0);
    // The window is over: the reset branch is raced as well.
    expect(await race(60)).toBe(max);
    const rows = await db().select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: max + 1, lastRequest: at(120).getTime() });
  });

  it('counts per key: another user or another action is not affected', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const take = (key: string) => consumeRateLimit(db(), { key, max: 1, windowSeconds: 60, now: T0 });
    expect((await take(rateLimitKey('upload', a))).allowed).toBe(true);
    expect((await take(rateLimitKey('upload', a))).allowed).toBe(false);
    expect((await take(rateLimitKey('upload', b))).allowed).toBe(true);
    expect((await take(rateLimitKey('apply', a))).allowed).toBe(true);
  });
});

describe(`asking a question is limited on ${engineName()}`, () => {
  it(`refuses question ${ASK_RATE_LIMIT.max + 1} within ${ASK_RATE_LIMIT.windowSeconds} s, storing nothing`, async () => {
    const asker = await createUser(db(), { name: 'asker' });
    for (let i = 0; i < ASK_RATE_LIMIT.max; i++)
      await askQuestion(db(), asker, question(`คำถาม ${i}`), { now: at(i * 10) });
    const error = await refusal(askQuestion(db(), asker, question('อีกข้อ'), { now: at(100) }));
    expectRateLimited(error, 'ratelimit.ask');
    expect(error.retryAfter).toBe(ASK_RATE_LIMIT.windowSeconds - 100);
    expect(await countQuestions(asker.id)).toBe(ASK_RATE_LIMIT.max);

    // Another user is not affected; bad input is not counted.
    const other = await createUser(db(), { name: 'other-asker' });
    await refusal(askQuestion(db(), other, { ...question(''), title: '  ' }, { now: at(100) }));
    await askQuestion(db(), other, question('ของคนอื่น'), { now: at(100) });
    expect(await countQuestions(other.id)).toBe(1);

    // A new window.
    await askQuestion(db(), asker, question('รอบใหม่'), { now: at(ASK_RATE_LIMIT.windowSeconds) });
    expect(await countQuestions(asker.id)).toBe(ASK_RATE_LIMIT.max + 1);
  });

  it('answers the ask page with 429, Retry-After and a translated message', async () => {
    const asker = await createUser(db(), { name: 'page-asker' });
    await exhaust('ask', asker.id, ASK_RATE_LIMIT.max);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'หัวข้อ',
      content: 'เนื้อหา',
      specialties: 'แพ่ง',
      languages: 'ไทย',
      consent: 'on',
    }))
      form.append(k, v);
    const result = (await submitQuestion(
      server.context(viewerOf(asker)),
      new Request('http://localhost:3000/th/ask', { method: 'POST', body: form }),
    )) as unknown as { data: { ok: boolean; code: string }; init: ResponseInit };
    expect(result.data).toMatchObject({ ok: false, code: 'ratelimit.ask' });
    expect(result.init.status).toBe(429);
    const retryAfter = Number(new Headers(result.init.headers).get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ASK_RATE_LIMIT.windowSeconds);
    expect(fixedT('th').dynamic(result.data.code)).toBe('คุณส่งคำถามบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(await countQuestions(asker.id)).toBe(0);
  });
});

describe(`posting a message is limited on ${engineName()}`, () => {
  it(`refuses message ${MESSAGE_RATE_LIMIT.max + 1} within ${MESSAGE_RATE_LIMIT.windowSeconds} s, storing nothing`, async () => {
    const asker = await createUser(db(), { name: 'talker' });
    const other = await createUser(db(), { name: 'other-talker' });
    const q = await createQuestion(db(), { askerId: asker.id, title: 'เรื่อง', content: 'รายละเอียด' });
    const q2 = await createQuestion(db(), { askerId: other.id, title: 'อีกเรื่อง', content: 'รายละเอียด' });
    const ctx = (seconds: number) => ({
      events: createLocalBus(),
      mailer: server.runtime.mailer,
      publicUrl: TEST_ORIGIN,
      now: at(seconds),
    });
    const stored = async () =>
      (await db().select({ n: count() }).from(messages).where(eq(messages.senderUserId, asker.id)))[0]!.n;
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i++)
      await postMessage(db(), asker, q.id, { message: `ข้อความ ${i}` }, ctx(i));
    const error = await refusal(postMessage(db(), asker, q.id, { message: 'เกิน' }, ctx(40)));
    expectRateLimited(error, 'ratelimit.message');
    expect(await stored()).toBe(MESSAGE_RATE_LIMIT.max);

    // Someone else may still write.
    await postMessage(db(), other, q2.id, { message: 'ของคนอื่น' }, ctx(41));

    await postMessage(db(), asker, q.id, { message: 'นาทีใหม่' }, ctx(MESSAGE_RATE_LIMIT.windowSeconds));
    expect(await stored()).toBe(MESSAGE_RATE_LIMIT.max + 1);
    expect(fixedT('en')('ratelimit.message')).toContain('too quickly');
  });
});

describe(`uploads are limited on ${engineName()}`, () => {
  /** A confirmed account written directly (as better-auth would), signed in through the real API. */
  async function signedInUser(name: string, ip: string) {
    const user = await createUser(db(), { name, password: 'secret-123' });
    const signedIn = await server.authPost(
      '/sign-in/email',
      { email: user.email, password: 'secret-123' },
      { ip },
    );
    expect(signedIn.status).toBe(200);
    return { id: user.id, cookie: cookieHeader(signedIn) };
  }

  const post = async (cookie: string) => {
    const form = new FormData();
    form.append('kind', 'avatar');
    form.append('file', new Blob([new Uint8Array(await jpeg(40, 40))]), 'face.jpg');
    return server.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie },
    });
  };

  const filesOf = (userId: string) => {
    const files = server.runtime.config.files;
    if (files.driver !== 'local') throw new Error('the test server should use local files');
    try {
      return readdirSync(path.join(files.dir, 'avatars', userId));
    } catch {
      return [];
    }
  };

  it(`answers upload ${UPLOAD_RATE_LIMIT.max + 1} within ${UPLOAD_RATE_LIMIT.windowSeconds} s with 429 and Retry-After, storing nothing`, async () => {
    const uploader = await signedInUser('limited-uploader', '10.9.0.1');
    const other = await signedInUser('other-uploader', '10.9.0.2');
    await exhaust('upload', uploader.id, UPLOAD_RATE_LIMIT.max - 1);
    // The last slot is taken by a real upload.
    expect((await post(uploader.cookie)).status).toBe(200);
    expect(filesOf(uploader.id)).toHaveLength(1);

    const refused = await post(uploader.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'ratelimit.upload' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowSeconds);
    expect(filesOf(uploader.id)).toHaveLength(1);

    expect((await post(other.cookie)).status).toBe(200);
    expect(fixedT('zh')('ratelimit.upload')).toBe('您上传图片过于频繁，请稍候再试。');
  });
});

describe(`lawyer applications are limited on ${engineName()}`, () => {
  const rejectAll = (userId: string) =>
    db()
      .update(lawyerApplications)
      .set({ status: 'rejected' })
      .where(and(eq(lawyerApplications.userId, userId), eq(lawyerApplications.status, 'pending')));

  it('refuses an application past the limit, storing nothing; a refused one costs no slot', async () => {
    const applicant = await createUser(db(), { name: 'applicant' });
    const rule = { max: 2, windowSeconds: 3600 };
    await submitApplication(db(), applicant, application(), { rateLimit: rule, now: at(0) });
    // Refused while one is pending: the transaction rolls back, the slot is given back.
    const pending = await refusal(
      submitApplication(db(), applicant, application(), { rateLimit: rule, now: at(1) }),
    );
    expect(pending.code).toBe('CONFLICT');
    await rejectAll(applicant.id);
    await submitApplication(db(), applicant, application(), { rateLimit: rule, now: at(2) });
    await rejectAll(applicant.id);
    const error = await refusal(
      submitApplication(db(), applicant, application(), { rateLimit: rule, now: at(3) }),
    );
    expectRateLimited(error, 'ratelimit.apply');
    expect(await countApplications(applicant.id)).toBe(2);

    const other = await createUser(db(), { name: 'other-applicant' });
    await submitApplication(db(), other, application(), { rateLimit: rule, now: at(3) });
    // A new window.
    await submitApplication(db(), applicant, application(), { rateLimit: rule, now: at(3600) });
    expect(await countApplications(applicant.id)).toBe(3);
  });

  it('answers the apply page with 429, Retry-After and a translated message', async () => {
    const applicant = await createUser(db(), { name: 'page-applicant' });
    await exhaust('apply', applicant.id, APPLICATION_RATE_LIMIT.max);
    const form = new FormData();
    for (const [k, v] of Object.entries(application())) form.append(k, v);
    const result = (await submitApply(
      server.context(viewerOf(applicant)),
      new Request('http://localhost:3000/th/apply', { method: 'POST', body: form }),
    )) as unknown as { data: { ok: boolean; code?: string }; init: ResponseInit };
    expect(result.data).toMatchObject({ ok: false, code: 'ratelimit.apply' });
    expect(result.init.status).toBe(429);
    expect(Number(new Headers(result.init.headers).get('retry-after'))).toBeGreaterThan(0);
    expect(fixedT('th')('ratelimit.apply')).toBe('คุณส่งใบสมัครบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(await countApplications(applicant.id)).toBe(0);
  });
});

describe('rate-limit messages', () => {
  it('exist in th, en and zh, and app counters never use better-auth’s key form', async () => {
    for (const key of Object.values(RATE_LIMIT_MESSAGES)) {
      for (const lang of ['th', 'en', 'zh'] as const) {
        const [group, name] = key.split('.') as [string, string];
        const texts = (resources[lang].common as Record<string, Record<string, string> | string>)[group];
        expect(typeof texts === 'object' && texts[name], `${lang}: ${key}`).toBeTruthy();
      }
    }
    const appRows = await db().select().from(rateLimits).where(like(rateLimits.key, 'app:%'));
    expect(appRows.length).toBeGreaterThan(0);
    expect(appRows.every((r) => !r.key.includes('|'))).toBe(true);
  });
});
