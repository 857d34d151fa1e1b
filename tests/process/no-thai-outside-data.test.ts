import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarInitials } from '#app/components/lawyers/avatar.ts';
import { MEETING_TYPES, OFFICE_HOURS, URGENCY_LEVELS } from '#domain/booking.ts';
import { BUDGET_BANDS } from '#domain/budget.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { BAHT, FEE_UNIT_LABELS } from '#domain/fees.ts';
import { LANG_SWITCHER_LABELS, type Lang, type Localized } from '#domain/i18n.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { PROVINCES, REGIONS } from '#domain/provinces.ts';
import { reviewerName } from '#domain/reviews.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPOINTMENT_STATUS_LABELS,
  QUESTION_STATUS_LABELS,
  RECIPIENT_STATUS_LABELS,
} from '#domain/statuses.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/db/seed/demo.ts';
import { DEMO_FEATURED_LAWYER_NAME } from '#server/db/seed/demo-lawyers.ts';
import { triageText } from '#server/triage/triage.ts';
import {
  createApplication,
  createAppointment,
  createMessage,
  createQuestion,
  createReview,
  createReviewRight,
  createSession,
  inviteLawyer,
} from '#tests/factories.ts';
import { ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import { decodeActionData, postActionData } from './helpers/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/postgres.ts';
import { type ServerProcess, startServer, tempDataDir } from './helpers/server-process.ts';

// On /en and /zh, Thai may only appear as data (a lawyer's name, a question's text, an address...) or as
// the language switcher's own name for Thai. The production build runs on a PostgreSQL database holding the demo
// data plus a question thread; every text column of the data tables is the allowlist. Each page's visible text
// (text nodes, <title>, meta description/og, title/alt/aria-label/placeholder, field and button values, datalist
// options) is searched for runs of Thai characters; a run that is not a stored value, or that is the Thai name of
// something the site has in every language (province, case type, language, specialty, status, day...), is a finding.
// A second part measures how Thai is set on /th in Chromium (size, line height, the Thai font file).

// ---------------------------------------------------------------------------------------------------------------
// Visible text of an HTML page.

interface Piece {
  text: string;
  /** Where it was found: 'text', '<title>', or '<tag attr>'. */
  source: string;
  /** The language of the element it is in (its nearest `lang` attribute). */
  lang?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE))
    out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/** Attributes people or screen readers perceive, on any element. */
const SEEN_ATTRIBUTES = [
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'placeholder',
];
const META_NAMES = /^(description|og:.*|twitter:.*)$/;
/** Elements without an end tag. */
const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)$/;

/**
 * The texts a page shows or announces: text between tags (comments, which React puts between adjacent text
 * expressions, split it), <title>, meta description and og/twitter texts, the attributes above, values of buttons
 * and of datalist options (the browser lists them), labels of options. Scripts (including JSON-LD and the router's
 * data) and styles are left out.
 */
function visibleText(html: string): Piece[] {
  const pieces: Piece[] = [];
  // The open elements and their language: a text's language is its nearest `lang`.
  const open: { name: string; lang: string | undefined }[] = [];
  const langNow = () => open.findLast((e) => e.lang !== undefined)?.lang;
  let inTitle = false;
  const cleaned = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '\u0000')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '\u0000')
    .replace(/<!--[\s\S]*?-->/g, '\u0000')
    .replace(/<![^>]*>/g, '\u0000');
  const addText = (raw: string) => {
    // Each line is a text of its own (a textarea holds a stored list one item per line).
    for (const part of raw.split('\u0000').flatMap((piece) => piece.split('\n'))) {
      const text = decodeEntities(part).replace(/\s+/g, ' ').trim();
      if (text) pieces.push({ text, source: inTitle ? '<title>' : 'text', lang: langNow() });
    }
  };
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  let inDatalist = 0;
  for (const m of cleaned.matchAll(tag)) {
    addText(cleaned.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]!.toLowerCase();
    if (name === 'datalist') inDatalist += m[1] ? -1 : 1;
    if (name === 'title') inTitle = !m[1];
    if (m[1]) {
      const at = open.findLastIndex((e) => e.name === name);
      if (at >= 0) open.length = at;
      continue;
    }
    const attrs = attributes(m[3]!);
    const elementLang = attrs.lang ?? langNow();
    if (!VOID.test(name) && !m[3]!.trimEnd().endsWith('/')) open.push({ name, lang: attrs.lang });
    const add = (attr: string) => {
      const text = attrs[attr]?.replace(/\s+/g, ' ').trim();
      if (text) pieces.push({ text, source: `<${name} ${attr}>`, lang: elementLang });
    };
    for (const attr of SEEN_ATTRIBUTES) add(attr);
    if (name === 'meta' && META_NAMES.test(attrs.name ?? attrs.property ?? '')) add('content');
    // Button captions and what a field shows (not hidden fields, passwords or the values of boxes).
    const boxed = /^(hidden|password|checkbox|radio|file|image)$/i.test(attrs.type ?? '');
    if (name === 'button' || (name === 'input' && !boxed)) add('value');
    if (name === 'option' || name === 'optgroup') add('label');
    if (name === 'option' && inDatalist > 0) add('value');
  }
  addText(cleaned.slice(last));
  return pieces;
}

/**
 * Where a page's text (tags and comments taken out, so that "<span>收费</span>: " reads as one) puts an ASCII colon
 * or bracket right beside a Chinese character: Chinese text takes the full-width ones (：（）).
 */
function asciiPunctuationBesideHan(page: string, html: string): string[] {
  const text = decodeEntities(
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ' ')
      .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ''),
  );
  return [...text.matchAll(/\p{Script=Han}\s?[:(]|\(\s?\p{Script=Han}|\p{Script=Han}\s?\)/gu)].map(
    (m) =>
      `${page.split('?')[0]}: “${text.slice(Math.max(0, m.index - 15), m.index + 15).replace(/\s+/g, ' ')}”`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Thai runs and the rule for them.

/** Thai words, with the spaces between them: one run per stretch of Thai. */
const THAI_RUN = /[\u0E00-\u0E7F]+(?:[ \u00a0]+[\u0E00-\u0E7F]+)*/g;

const thaiRuns = (text: string) => [...text.matchAll(THAI_RUN)].map((m) => ({ run: m[0], index: m.index }));

interface Allowlist {
  /** Every Thai run of every stored value. */
  stored: Set<string>;
  /** Thai names of things the site has in every language: never data on /en or /zh. */
  translatable: Set<string>;
  /** The language switcher's endonyms. */
  endonyms: Set<string>;
}

interface Finding {
  page: string;
  run: string;
  source: string;
  context: string;
  reason: string;
}

/**
 * The Thai runs of a page's pieces that the rule does not allow: interface text, names the site has in every
 * language, and (in the page's text) stored Thai outside an element marked `lang="th"`, which would be set and read
 * out as the page's language. Attributes (alt, aria-label: a sentence of the page's language may hold a Thai
 * name) and the document title are only checked for being data.
 */
function findThai(page: string, pieces: Piece[], allow: Allowlist): Finding[] {
  const found: Finding[] = [];
  for (const piece of pieces) {
    for (const { run, index } of thaiRuns(piece.text)) {
      let reason: string | null = null;
      if (allow.endonyms.has(run)) continue;
      if (allow.translatable.has(run)) reason = 'has a name in every language: show the page language’s';
      else if (!allow.stored.has(run)) {
        // A stored text cut short on the server ends in an ellipsis.
        const truncated =
          piece.text.slice(index + run.length).startsWith('…') &&
          [...allow.stored].some((s) => s.startsWith(run));
        if (!truncated) reason = 'not a stored value: interface text?';
      }
      if (!reason && piece.source === 'text' && piece.lang !== 'th')
        reason = 'stored Thai text outside an element with lang="th"';
      if (reason) {
        const context = piece.text.slice(Math.max(0, index - 40), index + run.length + 40);
        found.push({ page, run, source: piece.source, context, reason });
      }
    }
  }
  return found;
}

const localizedTh = (list: readonly Localized[]) => list.map((l) => l.th);

/** Thai names that have translations (domain/): provinces, regions, case types, specialties, languages, days... */
const TRANSLATABLE_TH: readonly string[] = [
  ...PROVINCES.map((p) => p.th),
  ...localizedTh(REGIONS.map((r) => r.label)),
  ...CASE_TYPES.flatMap((c) => [c.value, c.label.th]),
  ...SPECIALTIES.flatMap((s) => [s.value, s.label.th]),
  ...LAWYER_LANGUAGES.flatMap((l) => [l.value, l.label.th]),
  ...localizedTh(BUDGET_BANDS.map((b) => b.label)),
  ...localizedTh(MEETING_TYPES.map((m) => m.label)),
  ...localizedTh(URGENCY_LEVELS.map((u) => u.label)),
  ...localizedTh(OFFICE_HOURS.flatMap((o) => [o.days, o.hours])),
  ...[
    QUESTION_STATUS_LABELS,
    RECIPIENT_STATUS_LABELS,
    APPLICATION_STATUS_LABELS,
    APPOINTMENT_STATUS_LABELS,
    FEE_UNIT_LABELS,
  ].flatMap((labels) => localizedTh(Object.values(labels))),
  BAHT.th,
  // (Profile type labels are left out: 'ทนายความ' is also the stored title of many lawyers.)
  // Days of the week (availability texts, dates).
  ...['จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'พฤหัส', 'ศุกร์', 'เสาร์', 'อาทิตย์', 'ทุกวัน'],
].flatMap((text) => thaiRuns(text).map((r) => r.run));

// ---------------------------------------------------------------------------------------------------------------

describe('the visible-text extractor and the Thai rule', () => {
  const html = `<!DOCTYPE html><html><head><title>Lawyers &amp; ทนาย</title>
    <meta name="description" content="คำอธิบาย"><meta property="og:title" content="หัวข้อ">
    <meta name="viewport" content="width=device-width"><style>.x::before{content:"ซ่อน"}</style>
    <script type="application/ld+json">{"name":"สคริปต์"}</script></head>
    <body><h1>สมชาย<!-- --> <!-- -->ใจดี</h1><p title="ชื่อเรื่อง">Hello <b>กรุงเทพมหานคร</b></p>
    <img alt="รูป" src="/ไฟล์.png"><a href="/th/ค้นหา" aria-label="ลิงก์">x</a><input placeholder="ค้นหา" value="พิมพ์"><input type="hidden" value="ซ่อนไว้">
    <button value="ปุ่ม">ok</button><select><option value="ค่า">Civil</option></select>
    <datalist><option value="เชียงใหม่">Chiang Mai</option></datalist><p>&#x0E01;&#3585; &lt;tag&gt;</p>
    <!-- ความเห็น --></body></html>`;
  const pieces = visibleText(html);
  const texts = pieces.map((p) => p.text);

  it('keeps what people see or hear and drops scripts, styles, comments, URLs and hidden values', () => {
    expect(texts).toEqual(
      expect.arrayContaining([
        'Lawyers & ทนาย',
        'คำอธิบาย',
        'หัวข้อ',
        'สมชาย',
        'ใจดี',
        'ชื่อเรื่อง',
        'กรุงเทพมหานคร',
        'รูป',
        'ลิงก์',
        'ค้นหา',
        'พิมพ์',
        'ปุ่ม',
        'เชียงใหม่',
        'กก <tag>',
      ]),
    );
    for (const hidden of ['ซ่อน', 'สคริปต์', 'ไฟล์', 'ค่า', 'ความเห็น', 'width=device-width'])
      expect(texts.join('|')).not.toContain(hidden);
    expect(pieces.find((p) => p.text === 'รูป')?.source).toBe('<img alt>');
  });

  it('allows stored runs and endonyms, and flags interface text and translatable names', () => {
    const allow: Allowlist = {
      stored: new Set(['สมชาย', 'ใจดี', 'กรุงเทพมหานคร', 'คำอธิบายยาวมาก']),
      translatable: new Set(TRANSLATABLE_TH),
      endonyms: new Set(['ไทย']),
    };
    const page = (body: string, lang = 'th') =>
      findThai('/en/x', [{ text: body, source: 'text', lang }], allow);
    expect(page('Lawyer: สมชาย (ใจดี) · ไทย')).toEqual([]);
    expect(page('คำอธิบาย…')).toEqual([]); // cut short on the server
    expect(page('คำอธิบาย').map((f) => f.run)).toEqual(['คำอธิบาย']);
    expect(page('Book ทนาย สมชาย').map((f) => f.run)).toEqual(['ทนาย สมชาย']);
    // Stored as data, but the site knows its English name.
    expect(page('Province: กรุงเทพมหานคร')).toMatchObject([{ run: 'กรุงเทพมหานคร', reason: /every language/ }]);
    expect(page('Areas: แพ่ง')).toHaveLength(1);
    // Stored, but in an element of the page's language: set and read out as English.
    expect(page('Lawyer: สมชาย', 'en')).toMatchObject([{ run: 'สมชาย', reason: /lang="th"/ }]);
    expect(findThai('/en/x', [{ text: 'Lawyer: สมชาย', source: 'text' }], allow)).toHaveLength(1);
    // An attribute or the document title only has to be data.
    expect(findThai('/en/x', [{ text: 'View: สมชาย', source: '<a aria-label>', lang: 'en' }], allow)).toEqual(
      [],
    );
    expect(findThai('/en/x', [{ text: 'สมชาย | Tanai', source: '<title>', lang: 'en' }], allow)).toEqual([]);
  });

  it('gives each text the language of its nearest lang attribute', () => {
    const marked = visibleText(
      '<html lang="en"><head><title>ชื่อ</title></head><body><p>Hi <span lang="th">สมชาย<br>ใจ</span> ดี</p>' +
        '<div lang="th"><img alt="รูป"><svg><use href="#x"/></svg><b>ทนาย</b></div><i>อื่น</i></body></html>',
    );
    const langOf = (text: string) => marked.find((p) => p.text === text);
    expect(langOf('ชื่อ')).toMatchObject({ source: '<title>', lang: 'en' });
    expect(langOf('สมชาย')?.lang).toBe('th');
    expect(langOf('ใจ')?.lang).toBe('th');
    expect(langOf('ดี')?.lang).toBe('en');
    expect(langOf('รูป')).toMatchObject({ source: '<img alt>', lang: 'th' });
    expect(langOf('ทนาย')?.lang).toBe('th');
    expect(langOf('อื่น')?.lang).toBe('en');
  });
});

// ---------------------------------------------------------------------------------------------------------------

interface Metric {
  size: number;
  /** Line height ÷ font size. */
  lineHeight: number;
  family: string;
  text: string;
  where: string;
}

/**
 * Runs in the page: per kind of element with Thai text of its own (visible, in <main>), the one with the smallest
 * line height relative to its size. Large text (19 px or more) counts as a heading, 'paragraph' is body-size text
 * (15-19 px), 'small' is smaller text.
 */
function measureThai(where: string): Record<string, Metric> {
  const out: Record<string, Metric> = {};
  const metric = (el: Element): Metric => {
    const s = getComputedStyle(el);
    const size = Number.parseFloat(s.fontSize);
    const lineHeight = s.lineHeight === 'normal' ? 1.2 : Number.parseFloat(s.lineHeight) / size;
    return {
      size,
      lineHeight,
      family: s.fontFamily,
      text: (el.textContent ?? '').trim().slice(0, 40),
      where,
    };
  };
  const keep = (kind: string, m: Metric) => {
    if (!out[kind] || m.lineHeight < out[kind].lineHeight) out[kind] = m;
  };
  const ownThai = (el: Element) =>
    [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && /[\u0E00-\u0E7F]/.test(n.textContent ?? ''),
    );
  keep('body', metric(document.body));
  for (const el of document.querySelectorAll('main *')) {
    if (!ownThai(el) || !(el as HTMLElement).offsetParent) continue;
    const m = metric(el);
    const button = el.closest('button, a');
    if (el.closest('h1, h2, h3')) keep('heading', m);
    else if (el.closest('label')) keep('label', m);
    else if (button?.tagName === 'BUTTON' || /rounded/.test(button?.className ?? '')) keep('button', m);
    else if (m.size >= 19) keep('heading', m);
    else if (m.size >= 15) keep('paragraph', m);
    else keep('small', m);
  }
  return out;
}

/** A request for the demo lawyer's listing (stored data, shown on their requests page). */
const APPOINTMENT_NAME = 'คุณสมชาย ขอนัดปรึกษา';

const DATA_TABLES = [
  'users',
  'profiles',
  'lawyers',
  'lawyer_applications',
  'case_categories',
  'questions',
  'messages',
  'appointment_requests',
  'reviews',
];

/** Every Thai run of every text value (text, varchar, text[]) of the data tables, and lawyers' initials. */
async function storedRuns(database: Database): Promise<Set<string>> {
  const columns = (await database.raw(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = ANY($1)
       AND (data_type IN ('text', 'character varying') OR udt_name IN ('_text', '_varchar'))`,
    [DATA_TABLES],
  )) as { table_name: string; column_name: string; data_type: string }[];
  expect(columns.length).toBeGreaterThan(30);
  const runs = new Set<string>();
  for (const { table_name, column_name, data_type } of columns) {
    const value =
      data_type === 'ARRAY' ? `array_to_string("${column_name}", E'\\n')` : `"${column_name}"::text`;
    const rows = (await database.raw(
      `SELECT DISTINCT ${value} AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
    )) as { v: string | null }[];
    for (const { v } of rows) {
      for (const { run } of thaiRuns(v ?? '')) runs.add(run);
      // A listing without a picture shows its name's initials (app/components/lawyers/avatar.ts): data too.
      if (table_name === 'lawyers' && column_name === 'name' && v) runs.add(avatarInitials(v));
      // A reviewer is shown as the first name and last initial of the account's name (domain/reviews.ts): data too.
      if (table_name === 'users' && column_name === 'name' && v)
        for (const { run } of thaiRuns(reviewerName(v))) runs.add(run);
    }
  }
  return runs;
}

/**
 * Operator configuration the payment page shows as it is: the bank and the account's registered (Thai) name, which
 * a transfer must match. Data, like the database's values.
 */
const CONFIGURED = {
  BANK_NAME: 'ธนาคารทดสอบไทย จำกัด (มหาชน)',
  BANK_ACCOUNT_NAME: 'บริษัท เครือข่ายทนายทดสอบ จำกัด',
};

const THREAD_TITLE = 'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย';
/** Free text of the featured demo lawyer's profile, shown as written on every page (server/db/seed/demo-lawyers.ts). */
const FEATURED_EDUCATION = 'นิติศาสตรบัณฑิต มหาวิทยาลัยตัวอย่าง';
const THREAD_MESSAGE = 'สวัสดีครับ ขอปรึกษาเรื่องค่าชดเชย';
/** What a person types into the case-triage assistant: shown back as theirs (the form, the words that decided). */
const TRIAGE_TYPED = 'สามีถูกตำรวจจับที่เชียงใหม่ ตอนนี้อยู่ที่สถานีตำรวจ';

interface PageCheck {
  path: string;
  /** Who asks: nobody, the demo member (asker of the thread) or the demo lawyer (accepted on it). */
  as?: 'member' | 'lawyer';
  status?: number;
  /** A no-script form submission (urlencoded POST). */
  form?: Record<string, string>;
  /** Stored Thai text the page must show. */
  shows?: string;
}

describe('no Thai outside the data on /en and /zh (production build, PostgreSQL, demo data)', () => {
  let scratch: ScratchDatabase | undefined;
  let database: Database | undefined;
  let server: ServerProcess | undefined;
  let allow: Allowlist;
  const cookies: Record<'member' | 'lawyer', string> = { member: '', lawyer: '' };
  let lawyerId = '';
  let threadId = '';
  let invitedId = '';
  let reviewRightId = '';
  /** A published Thai answer and its lawyer (the profile's "N public answers"). */
  let answer = { slug: '', lawyerId: '' };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ url: scratch.url });
    const { db } = database;
    expect(await seedDemoData(db)).toBe(true);
    const ids = (await database.raw(
      `SELECT u.email, u.id AS user_id, l.id AS lawyer_id FROM users u LEFT JOIN lawyers l ON l.user_id = u.id
       WHERE u.email = ANY($1)`,
      [[DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.lawyer.email]],
    )) as { email: string; user_id: string; lawyer_id: string | null }[];
    const member = ids.find((r) => r.email === DEMO_ACCOUNTS.member.email)!;
    const lawyer = ids.find((r) => r.email === DEMO_ACCOUNTS.lawyer.email)!;
    lawyerId = lawyer.lawyer_id!;
    const [thai] = (await database.raw(
      `SELECT slug, lawyer_id FROM public_answers WHERE status = 'published' AND lang = 'th' LIMIT 1`,
    )) as { slug: string; lawyer_id: string }[];
    answer = { slug: thai!.slug, lawyerId: thai!.lawyer_id };

    // A thread the lawyer accepted, a second question the lawyer is invited to, and a pending application.
    const thread = await createQuestion(db, {
      askerId: member.user_id,
      title: THREAD_TITLE,
      content: 'บริษัทเลิกจ้างผมโดยไม่บอกล่วงหน้า ควรทำอย่างไรดีครับ',
      province: 'เชียงใหม่',
      specialties: ['แรงงาน', 'แพ่ง'],
      contactPhone: '081-234-5678',
      status: 'assigned',
    });
    threadId = thread.id;
    await inviteLawyer(db, thread.id, lawyerId, lawyer.user_id, { status: 'accepted' });
    // The member's right to review the lawyer: the review page, and the lists of the account and question pages.
    ({ id: reviewRightId } = await createReviewRight(db, {
      userId: member.user_id,
      lawyerId,
      questionId: thread.id,
    }));
    await createMessage(db, { questionId: thread.id, senderUserId: member.user_id, message: THREAD_MESSAGE });
    await createMessage(db, {
      questionId: thread.id,
      senderUserId: lawyer.user_id,
      message: 'ยินดีครับ กรุณาส่งสัญญาจ้างมาให้ดู',
    });
    const invited = await createQuestion(db, {
      askerId: member.user_id,
      title: 'ข้อพิพาทเรื่องมรดกที่ดิน',
      content: 'พี่น้องแบ่งที่ดินมรดกไม่ลงตัว',
      province: 'ขอนแก่น',
      specialties: ['มรดก', 'ที่ดิน'],
    });
    invitedId = invited.id;
    await inviteLawyer(db, invited.id, lawyerId, lawyer.user_id);
    await createApplication(db, {
      userId: member.user_id,
      fullName: DEMO_ACCOUNTS.member.fullName,
      licenseNumber: 'ท.12345/2560',
      experienceAreas: ['ครอบครัว'],
      province: 'ภูเก็ต',
      district: 'เมืองภูเก็ต',
      experience: 5,
      description: 'ทนายความด้านครอบครัว',
    });
    // Appointment requests for the lawyer's listing: one to confirm, one completed (its status is final).
    await createAppointment(db, {
      name: APPOINTMENT_NAME,
      description: 'ต้องการปรึกษาเรื่องสัญญาเช่า',
      urgency: 'urgent',
      lawyerId,
    });
    await createAppointment(db, { name: 'คุณสมศรี นัดเสร็จแล้ว', lawyerId, status: 'completed' });
    // Reviews of the lawyer's listing: one to reply to, one replied and disputed (the lawyer's reviews page).
    await createReview(db, { lawyerId, authorId: member.user_id, text: 'ทนายอธิบายขั้นตอนชัดเจน ตอบเร็ว' });
    await createReview(db, {
      lawyerId,
      authorId: null,
      authorName: null,
      reply: 'ขอบคุณสำหรับรีวิวครับ',
      repliedAt: new Date(),
      disputeStatus: 'open',
      disputeReason: 'ไม่เคยเป็นลูกความของผม',
      disputedAt: new Date(),
    });
    cookies.member = await createSession(db, member.user_id);
    cookies.lawyer = await createSession(db, lawyer.user_id);

    allow = {
      stored: new Set([
        ...(await storedRuns(database)),
        ...Object.values(CONFIGURED).flatMap((v) => thaiRuns(v).map((r) => r.run)),
        ...[
          TRIAGE_TYPED,
          ...triageText(TRIAGE_TYPED).caseTypes.flatMap((c) => c.because),
          ...triageText(TRIAGE_TYPED).urgentBecause,
        ].flatMap((v) => thaiRuns(v).map((r) => r.run)),
      ]),
      translatable: new Set(TRANSLATABLE_TH),
      endonyms: new Set(Object.values(LANG_SWITCHER_LABELS).flatMap((l) => thaiRuns(l).map((r) => r.run))),
    };
    server = await startServer({ DATABASE_URL: scratch.url, DATA_DIR: tempDataDir(), ...CONFIGURED });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  });

  const pages = (): PageCheck[] => [
    { path: '' },
    { path: '/search' },
    { path: `/search?case=${enc('แพ่ง')}&province=${enc('เชียงใหม่')}&language=${enc('อังกฤษ')}&budget=low` },
    { path: `/search?case=${enc('ครอบครัว')}&page=2` },
    { path: '/search?q=no-such-lawyer-zzz' },
    { path: `/lawyers/${lawyerId}`, shows: FEATURED_EDUCATION },
    { path: `/profile/${lawyerId}`, shows: FEATURED_EDUCATION },
    { path: '/services' },
    { path: '/about' },
    { path: '/how-we-verify' },
    { path: '/knowledge' },
    { path: '/answers' },
    { path: `/answers?case=${enc('มรดก')}&province=${enc('เชียงใหม่')}` },
    { path: `/answers/${answer.slug}` },
    { path: `/lawyers/${answer.lawyerId}` },
    { path: '/news' },
    { path: '/emergency' },
    { path: '/ai' },
    { path: '/ai', form: { text: TRIAGE_TYPED } },
    { path: '/ai', form: { text: 'I was fired in Chiang Mai and not paid' } },
    { path: '/ai', form: { text: 'a'.repeat(2001) }, status: 400 },
    { path: '/payment' },
    { path: '/appointment' },
    { path: `/appointment?lawyer=${lawyerId}` },
    {
      path: '/appointment',
      form: { name: '', phone: 'abc', email: 'not-an-email', date: '2000-01-01' },
      status: 400,
    },
    { path: '/auth' },
    { path: '/auth/reset?token=nonsense' },
    { path: '/auth/two-factor' },
    { path: '/privacy' },
    { path: '/ask' },
    { path: '/no-such-page', status: 404 },
    { path: '/lawyers/00000000-0000-4000-8000-000000000000', status: 404 },
    { path: '/ask', as: 'member' },
    { path: '/inbox', as: 'member', shows: THREAD_TITLE },
    { path: `/question/${threadId}`, as: 'member', shows: THREAD_MESSAGE },
    { path: '/account', as: 'member', shows: DEMO_ACCOUNTS.member.fullName },
    { path: '/account/security', as: 'member' },
    { path: `/review/${reviewRightId}`, as: 'member' },
    { path: '/apply', as: 'member' },
    { path: '/lawyers/new', as: 'member' },
    { path: '/inbox', as: 'lawyer', shows: THREAD_TITLE },
    { path: `/question/${threadId}`, as: 'lawyer', shows: THREAD_MESSAGE },
    { path: `/question/${invitedId}`, as: 'lawyer', shows: 'พี่น้องแบ่งที่ดินมรดกไม่ลงตัว' },
    { path: '/account', as: 'lawyer', shows: DEMO_ACCOUNTS.lawyer.fullName },
    { path: '/account/lawyer', as: 'lawyer' },
    { path: '/account/appointments', as: 'lawyer', shows: APPOINTMENT_NAME },
    { path: '/account/reviews', as: 'lawyer', shows: 'ไม่เคยเป็นลูกความของผม' },
    { path: '/apply', as: 'lawyer' },
  ];
  const enc = encodeURIComponent;

  for (const lang of ['en', 'zh'] as const satisfies readonly Lang[]) {
    it(`${lang}: public, signed-in and error pages show Thai only as data`, async () => {
      const findings: Finding[] = [];
      const problems: string[] = [];
      /** On /zh: an ASCII colon or bracket beside Chinese, as the interface composes it ("收费:", "(必填)"). */
      const punctuation: string[] = [];
      let checked = 0;
      for (const page of pages()) {
        const url = `${server!.url}/${lang}${page.path}`;
        const cookie = page.as ? cookies[page.as] : '';
        const res = page.form
          ? await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server!.url, cookie },
              body: new URLSearchParams(page.form),
              redirect: 'manual',
            })
          : await fetch(url, { headers: { cookie }, redirect: 'manual' });
        const name = `${page.form ? 'POST ' : ''}/${lang}${decodeURIComponent(page.path)}${page.as ? ` (${page.as})` : ''}`;
        if (res.status !== (page.status ?? 200)) problems.push(`${name}: HTTP ${res.status}`);
        if (res.headers.has('location')) problems.push(`${name}: sent to ${res.headers.get('location')}`);
        const html = await res.text();
        const pieces = visibleText(html);
        if (lang === 'zh') punctuation.push(...asciiPunctuationBesideHan(name, html));
        // The page really showed its data (a signed-in page that fell back to a sign-in form would not).
        if (page.shows && !pieces.some((p) => p.text.includes(page.shows!)))
          problems.push(`${name}: does not show “${page.shows}”`);
        findings.push(...findThai(name, pieces, allow));
        checked++;
      }
      // Form errors the browser gets as data (the ask form and the thread's message form), translated on the page.
      for (const [path, fields] of [
        ['/ask', { title: '', content: 'x', province: 'nowhere' }],
        [`/question/${threadId}`, { intent: 'post', message: '' }],
      ] as const) {
        const res = await postActionData(server!.url, `/${lang}${path}`, cookies.member, fields);
        const strings = JSON.stringify(decodeActionData(await res.text()));
        if (res.status !== 400) problems.push(`POST /${lang}${path}.data: HTTP ${res.status} ${strings}`);
        findings.push(
          ...findThai(`POST /${lang}${path}.data`, [{ text: strings, source: 'action data' }], allow),
        );
      }
      expect(checked).toBeGreaterThan(30);
      expect(problems).toEqual([]);
      // One line per place and reason: the Thai runs found there and the pages.
      const grouped = new Map<string, { finding: Finding; runs: Set<string>; pages: Set<string> }>();
      for (const f of findings) {
        const key = `${f.source}|${f.reason}|${f.page.split('?')[0]}`;
        const entry = grouped.get(key) ?? { finding: f, runs: new Set<string>(), pages: new Set<string>() };
        entry.runs.add(f.run);
        entry.pages.add(f.page);
        grouped.set(key, entry);
      }
      const some = (set: Set<string>, n: number) =>
        `${[...set].slice(0, n).join(', ')}${set.size > n ? ` (+${set.size - n})` : ''}`;
      const report = [...grouped.values()].map(
        ({ finding: f, runs, pages }) =>
          `${some(pages, 2)} ${f.source}: «${some(runs, 4)}», e.g. in “${f.context}” — ${f.reason}`,
      );
      expect(report, `Thai outside the data on /${lang}:\n${report.join('\n')}`).toEqual([]);
      expect([...new Set(punctuation)]).toEqual([]);
    });
  }

  it('en: the province field shows and takes English names; a form sent without JavaScript finds the same lawyers', async () => {
    const profiles = async (query: string) => {
      const html = await (await fetch(`${server!.url}/en/search?${query}`)).text();
      return [...new Set(html.match(/\/en\/profile\/[0-9a-f-]{36}/g) ?? [])].sort();
    };
    const thai = await profiles(`province=${encodeURIComponent('เชียงใหม่')}`);
    expect(thai.length).toBeGreaterThan(0);
    expect(await profiles('province=Chiang+Mai')).toEqual(thai);
    expect(await profiles('province=chiang+mai')).toEqual(thai);
    const field = visibleText(await (await fetch(`${server!.url}/en/search?province=Chiang+Mai`)).text());
    expect(field).toContainEqual({ text: 'Chiang Mai', source: '<input value>', lang: 'en' });
  });

  it('zh: provinces and districts in Chinese, names and titles in the page language, Latin-letter search', async () => {
    const page = async (path: string) => visibleText(await (await fetch(`${server!.url}${path}`)).text());
    const search = await page(`/zh/search?province=${encodeURIComponent('เชียงใหม่')}`);
    expect(search).toContainEqual({ text: '清迈', source: '<input value>', lang: 'zh-CN' });
    expect(search.filter((p) => p.text === '清迈' && p.source === 'text').length).toBeGreaterThan(0);
    expect(search.some((p) => p.text === 'Chiang Mai')).toBe(false);
    expect(
      (await page('/zh/search?province=%E6%B8%85%E8%BF%88')).filter((p) => p.text === '清迈').length,
    ).toBe(search.filter((p) => p.text === '清迈').length);

    const zh = (await page(`/zh/lawyers/${lawyerId}`)).map((p) => p.text);
    expect(zh).toEqual(expect.arrayContaining(['沙迪·杜阳迪', '资深律师', '巴吞旺区', '曼谷']));
    expect(zh.join('|')).not.toContain(DEMO_FEATURED_LAWYER_NAME);
    const en = (await page(`/en/lawyers/${lawyerId}`)).map((p) => p.text);
    expect(en).toEqual(
      expect.arrayContaining(['Sathit Tuayangdee', 'Senior lawyer', 'Pathum Wan', 'Bangkok']),
    );

    // A client with only a business card in Latin letters finds the lawyer.
    const profiles = async (q: string) => {
      const html = await (await fetch(`${server!.url}/en/search?q=${encodeURIComponent(q)}`)).text();
      return new Set(html.match(/\/en\/profile\/[0-9a-f-]{36}/g) ?? []);
    };
    expect(await profiles('Sathit Tuayangdee')).toContain(`/en/profile/${lawyerId}`);
    expect((await profiles('Somchai')).size).toBeGreaterThan(0);
    expect(await profiles('Somchai')).toEqual(await profiles('สมชาย'));
  });

  it('th: Thai text is set in IBM Plex Sans Thai, 16 px or more, with room for the marks above and below', async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: ensureHeadlessShell(),
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      const fonts = new Set<string>();
      page.on('response', (r) => {
        if (/\.woff2?(\?|$)/.test(r.url())) fonts.add(new URL(r.url()).pathname.replace(/^\/assets\//, ''));
      });
      const measured: Record<string, Metric> = {};
      // The booking form has labels, buttons, headings and paragraphs; the search page cards with small text.
      for (const path of [`/th/appointment?lawyer=${lawyerId}`, '/th/search']) {
        await page.goto(`${server!.url}${path}`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        for (const [kind, metric] of Object.entries(await page.evaluate(measureThai, path)))
          if (!measured[kind] || metric.lineHeight < measured[kind].lineHeight) measured[kind] = metric;
      }
      const thaiFaces = await page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'IBM Plex Sans Thai' && f.status === 'loaded')
          .filter((f) => /U\+E01/i.test(f.unicodeRange))
          .map((f) => f.weight),
      );
      console.log(
        `Thai typography at 360 px (tightest of each kind):\n${Object.entries(measured)
          .map(([k, m]) => `  ${k}: ${m.size}px / ${m.lineHeight.toFixed(2)} “${m.text}” (${m.where})`)
          .join('\n')}\nThai faces used: ${thaiFaces.join(', ')}; font files: ${[...fonts].join(', ')}`,
      );
      expect(Object.keys(measured).sort()).toEqual([
        'body',
        'button',
        'heading',
        'label',
        'paragraph',
        'small',
      ]);
      for (const [kind, m] of Object.entries(measured))
        expect(m.family, kind).toMatch(/^"?IBM Plex Sans Thai"?,/);
      // Body text: 16 px or more on a phone, line height about 1.7.
      expect(measured.body!.size).toBeGreaterThanOrEqual(16);
      expect(measured.body!.lineHeight).toBeGreaterThanOrEqual(1.65);
      expect(measured.paragraph!.size).toBeGreaterThanOrEqual(16);
      expect(measured.paragraph!.lineHeight, measured.paragraph!.text).toBeGreaterThanOrEqual(1.6);
      // Smaller text (hints, badges, card details) keeps the same room; headings, labels and buttons a little less.
      expect(measured.small!.size).toBeGreaterThanOrEqual(13);
      expect(measured.small!.lineHeight, measured.small!.text).toBeGreaterThanOrEqual(1.55);
      expect(measured.heading!.lineHeight, measured.heading!.text).toBeGreaterThanOrEqual(1.35);
      expect(measured.label!.lineHeight, measured.label!.text).toBeGreaterThanOrEqual(1.45);
      expect(measured.button!.lineHeight, measured.button!.text).toBeGreaterThanOrEqual(1.45);
      // The Thai subset of the font is downloaded and used (regular and the heading weight).
      expect(thaiFaces).toEqual(expect.arrayContaining(['400', '600']));
      expect(
        [...fonts].some((f) => /ibm-plex-sans-thai-thai-400-normal/.test(f)),
        [...fonts].join('\n'),
      ).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
