import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#domain/i18n.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/db/seed/demo.ts';
import { receiptPath } from '#server/services/appointments/appointment-links.ts';
import {
  createAppointment,
  createEmail,
  createReview,
  createReviewRight,
  createSession,
} from '#tests/factories.ts';
import { ensureJava } from '../../scripts/ensure-java.mjs';
import { migratedDataDir } from './helpers/fixtures.ts';
import { PROCESS_AUTH_SECRET, type ServerProcess, startServer } from './helpers/server-process.ts';

// The HTML of every kind of page, as the production build sends it in th, en and zh, signed out and signed in
// (member, lawyer, admin), is valid HTML according to the W3C Nu HTML Checker (vnu-jar, run by the Java runtime
// that scripts/ensure-java.mjs provides). vnu starts slowly, so the pages are written to a temporary folder and
// checked by one Java process.

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

type As = 'member' | 'lawyer' | 'admin';
interface Page {
  path: string;
  as?: As;
  status?: number;
  /** A no-script form submission (urlencoded POST to the page's action). */
  form?: Record<string, string>;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

let server: ServerProcess;
let pages: Page[] = [];
const cookies: Record<As, string> = { member: '', lawyer: '', admin: '' };

beforeAll(async () => {
  // The demo data, and sessions for the demo member, lawyer and admin, written before the server opens the
  // embedded database (one process at a time).
  const dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  let lawyerId: string;
  /** A booking's receipt with its signed link, without the language prefix. */
  let receiptLink: string;
  let questionId: string;
  let queuedQuestionId: string;
  let reviewRightId: string;
  /** A published answer's address, without the language prefix. */
  let answerPath: string;
  let answerLawyerId: string;
  try {
    const { db } = database;
    expect(await seedDemoData(db)).toBe(true);
    const ids = (await database.raw(
      `SELECT u.email, u.id AS user_id, l.id AS lawyer_id FROM users u LEFT JOIN lawyers l ON l.user_id = u.id
       WHERE u.email = ANY($1)`,
      [Object.values(DEMO_ACCOUNTS).map((a) => a.email)],
    )) as { email: string; user_id: string; lawyer_id: string | null }[];
    const id = (email: string) => ids.find((r) => r.email === email)!;
    const member = id(DEMO_ACCOUNTS.member.email);
    const lawyer = id(DEMO_ACCOUNTS.lawyer.email);
    const admin = id(DEMO_ACCOUNTS.admin.email);
    lawyerId = lawyer.lawyer_id!;
    // The member's question with the most messages: a thread with both sides.
    const [thread] = (await database.raw(
      `SELECT q.id FROM questions q LEFT JOIN messages m ON m.question_id = q.id
       WHERE q.created_by = $1 GROUP BY q.id ORDER BY count(m.id) DESC LIMIT 1`,
      [member.user_id],
    )) as { id: string }[];
    questionId = thread!.id;
    const [queued] = (await database.raw('SELECT id FROM questions ORDER BY created_at LIMIT 1')) as {
      id: string;
    }[];
    queuedQuestionId = queued!.id;
    const [answer] = (await database.raw(
      `SELECT slug, lawyer_id FROM public_answers WHERE status = 'published' ORDER BY published_at DESC LIMIT 1`,
    )) as { slug: string; lawyer_id: string }[];
    answerPath = `/answers/${answer!.slug}`;
    // A profile with its "N public answers" link.
    answerLawyerId = answer!.lawyer_id;
    // An admin opens admin pages only with two-factor sign-in on (server/services/accounts/session-user.ts).
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.user_id));
    // A right of the member to review the demo lawyer: the review page's form, and the account page's list.
    ({ id: reviewRightId } = await createReviewRight(db, { userId: member.user_id, lawyerId }));
    cookies.member = await createSession(db, member.user_id);
    cookies.lawyer = await createSession(db, lawyer.user_id);
    cookies.admin = await createSession(db, admin.user_id);
    // Requests for the lawyer's listing: one with its buttons, one completed (final).
    const booking = await createAppointment(db, { lawyerId, description: 'ปรึกษาเรื่องสัญญา' });
    receiptLink = receiptPath(PROCESS_AUTH_SECRET, 'th', booking.reference).slice('/th'.length);
    await createAppointment(db, { lawyerId, status: 'completed' });
    // One undelivered e-mail, so the admin's e-mail list has a row.
    await createEmail(db, { toAddress: 'undelivered@tanai.example', subject: 'MX failed e-mail' });
    // Reviews of the demo lawyer: one to reply to, one replied and disputed, one held (the lawyer's reviews page
    // and both lists of the admin reviews screen have rows).
    await createReview(db, { lawyerId, authorId: member.user_id });
    await createReview(db, {
      lawyerId,
      authorId: member.user_id,
      reply: 'ขอบคุณครับ',
      repliedAt: new Date(),
      disputeStatus: 'open',
      disputeReason: 'ไม่ใช่ลูกความ',
      disputedAt: new Date(),
    });
    await createReview(db, { lawyerId, authorId: null, authorName: null, status: 'held' });
  } finally {
    await database.close();
  }
  server = await startServer({ DATA_DIR: dataDir });

  pages = [
    { path: '' },
    { path: '/search' },
    { path: `/search?case=${encodeURIComponent('แพ่ง')}&page=2` },
    { path: `/lawyers/${lawyerId}` },
    { path: `/lawyers/${answerLawyerId}` },
    { path: '/services' },
    { path: '/about' },
    { path: '/how-we-verify' },
    { path: '/knowledge' },
    { path: '/answers' },
    { path: `/answers?case=${encodeURIComponent('แรงงาน')}&province=${encodeURIComponent('กรุงเทพมหานคร')}` },
    { path: '/answers?page=2' },
    { path: '/answers?q=nothing-matches-this' },
    { path: answerPath },
    { path: '/answers/no-such-answer', status: 404 },
    { path: '/news' },
    { path: '/emergency' },
    { path: '/ai' },
    { path: '/ai', form: { text: 'สามีถูกตำรวจจับที่เชียงใหม่ ตอนนี้อยู่ที่สถานีตำรวจ ไม่จ่ายค่าจ้าง' } },
    { path: '/ai', form: { text: 'a'.repeat(2001) }, status: 400 },
    { path: '/privacy' },
    { path: '/payment' },
    { path: '/appointment' },
    { path: `/appointment?lawyer=${lawyerId}` },
    { path: receiptLink },
    { path: '/auth' },
    { path: '/auth?tab=signUp' },
    { path: '/auth/reset?token=nonsense' },
    { path: '/no-such-page', status: 404 },
    { path: '/ask', as: 'member' },
    { path: '/inbox', as: 'member' },
    { path: `/question/${questionId}`, as: 'member' },
    { path: '/account', as: 'member' },
    { path: `/review/${reviewRightId}`, as: 'member' },
    { path: '/account/security', as: 'member' },
    { path: '/apply', as: 'member' },
    { path: '/inbox', as: 'lawyer' },
    { path: `/question/${questionId}`, as: 'lawyer' },
    { path: '/account/lawyer', as: 'lawyer' },
    { path: '/account/appointments', as: 'lawyer' },
    { path: '/account/reviews', as: 'lawyer' },
    { path: '/admin/applications', as: 'admin' },
    { path: '/admin/lawyers', as: 'admin' },
    { path: '/admin/questions', as: 'admin' },
    { path: `/admin/question-matching/${queuedQuestionId}`, as: 'admin' },
    { path: '/admin/appointments', as: 'admin' },
    { path: '/admin/cases', as: 'admin' },
    { path: '/admin/featured', as: 'admin' },
    { path: '/admin/emails', as: 'admin' },
    { path: '/admin/reviews', as: 'admin' },
    { path: '/admin/audit', as: 'admin' },
  ];
});
afterAll(() => server?.kill());

/** Runs vnu once over every file; its JSON report is written to stderr. */
function vnu(files: string[]): Promise<VnuMessage[]> {
  const java = ensureJava();
  return new Promise((resolve, reject) => {
    execFile(
      java,
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu gave no JSON report (${error?.message ?? 'no error'}):\n${stderr}`));
        }
      },
    );
  });
}

/**
 * The forms of a page that a browser would send with what was typed in the address (a GET, stated or by
 * default, or no method before the page is hydrated) although they hold a password or a text area. Every form
 * states its method; only short searches and filters are GET (docs/decisions/0003-accounts.md).
 */
function formsSentInTheAddress(html: string): string[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(
    ([, attributes = '', body = '']) => {
      const method = /\bmethod="(\w+)"/.exec(attributes)?.[1]?.toLowerCase();
      if (method === 'post' || method === 'dialog') return [];
      if (!method) return [`a form without a method: <form${attributes}>`];
      return /<textarea\b|type="password"/.test(body)
        ? [`a GET form with a password or text area: <form${attributes}>`]
        : [];
    },
  );
}

describe('HTML validity (W3C Nu HTML Checker) of the production build', () => {
  it('every kind of page in th, en and zh, signed out and signed in, has no error, and no form sends a password or text in the address', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tanai-html-'));
    try {
      const files = new Map<string, string>();
      const problems: string[] = [];
      await Promise.all(
        LANGS.flatMap((lang) =>
          pages.map(async (page, index) => {
            const url = `/${lang}${page.path}`;
            const res = await fetch(`${server.url}${url}`, {
              headers: {
                ...(page.as ? { cookie: cookies[page.as] } : {}),
                ...(page.form
                  ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }
                  : {}),
              },
              ...(page.form ? { method: 'POST', body: new URLSearchParams(page.form) } : {}),
              redirect: 'manual',
            });
            const name = `${page.form ? 'POST ' : ''}${url}${page.as ? ` (${page.as})` : ''}`;
            if (res.status !== (page.status ?? 200)) problems.push(`${name}: HTTP ${res.status}`);
            const file = path.join(dir, lang, `${String(index).padStart(2, '0')}.html`);
            mkdirSync(path.dirname(file), { recursive: true });
            const html = await res.text();
            writeFileSync(file, html);
            files.set(file, name);
            problems.push(...formsSentInTheAddress(html).map((form) => `${name}: ${form}`));
          }),
        ),
      );
      expect(problems).toEqual([]);

      const messages = await vnu([...files.keys()]);
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map((m) => {
          const page = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url;
          return `${page} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`;
        });
      if (errors.length > 0) console.log(errors.join('\n'));
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
