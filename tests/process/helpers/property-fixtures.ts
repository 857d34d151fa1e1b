// Fixtures, HTTP client and answer/row checks of the hostile-input property tests (tests/process/hostile-*.test.ts).
// Rows come from tests/factories.ts (written directly through Drizzle). Sessions are written straight into the database
// with the cookie better-auth expects, so no sign-in (and no two-factor challenge) is needed for any fixture user.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isBookableDate } from '#domain/booking.ts';
import { isCaseType } from '#domain/case-types.ts';
import { LANGS } from '#domain/i18n.ts';
import { isLawyerLanguage } from '#domain/lawyer-languages.ts';
import { PRIVACY_NOTICE_VERSION, QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { bayesianRating } from '#domain/reviews.ts';
import { adminApplicationSchema } from '#domain/schemas/admin-application.ts';
import { adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import { appointmentRequestSchema, bookingDayInstant } from '#domain/schemas/appointment.ts';
import { fullNameSchema, signUpSchema } from '#domain/schemas/auth.ts';
import { categorySchema } from '#domain/schemas/category.ts';
import { featuredUpdateSchema } from '#domain/schemas/featured.ts';
import { askSchema, messageSchema } from '#domain/schemas/question.ts';
import {
  isApplicationStatus,
  isAppointmentStatus,
  isProfileType,
  isQuestionStatus,
  isRecipientStatus,
} from '#domain/statuses.ts';
import { parseFileKey } from '#domain/uploads.ts';
import type { Db } from '#server/db/client.ts';
import {
  accounts,
  appointmentRequests,
  caseCategories,
  featuredLawyers,
  lawyerApplications,
  lawyers,
  messages,
  profiles,
  questionRecipients,
  questions,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import {
  createApplication,
  createAppointment,
  createCategory,
  createFeatured,
  createLawyer,
  createLawyerWithUser,
  createQuestion,
  createSession,
  createUser,
  inviteLawyer,
} from '#tests/factories.ts';

// ------------------------------------------------------------------------------------------------ sessions

export interface SessionUser {
  id: string;
  email: string;
  cookie: string;
}

// ------------------------------------------------------------------------------------------------ world

/** A pool of users of one role; `pick(n)` rotates through them (rate limits are per user). */
export interface Pool {
  users: SessionUser[];
  pick(n: number): SessionUser;
}

const pool = (list: SessionUser[]): Pool => ({ users: list, pick: (n) => list[Math.abs(n) % list.length]! });

export interface HostileWorld {
  url: string;
  db: Db;
  tag: string;
  /** Confirmed members that ask questions (5 a user per 10 minutes). */
  askers: Pool;
  /** Confirmed members that apply (one pending application each: a valid one is stored once per user). */
  applicants: Pool;
  /** Confirmed members that create their own lawyer profile (one each). */
  owners: Pool;
  /** Confirmed members that upload (20 attempts a user per 10 minutes). */
  uploaders: Pool;
  /** The asker of the thread question (also posts messages). */
  asker: SessionUser;
  /** A lawyer with open invitations (accept / decline). */
  invitedLawyer: SessionUser & { lawyerId: string };
  /** A lawyer who accepted the thread question (posts messages). */
  acceptedLawyer: SessionUser & { lawyerId: string };
  /** A member whose account-deletion form is attacked (its password is never generated). */
  deleter: SessionUser;
  /** Profile type admin, confirmed, two-factor enabled. */
  admin: SessionUser;
  /** The open question with a thread (asker + accepted lawyer). */
  threadQuestionId: string;
  /** The accepted lawyer's invitation to the thread (never removed: the thread's messages need their author). */
  threadRecipientId: string;
  /** Ids of existing rows, for the `id` fields of the forms (real ids next to hostile ones). */
  ids: {
    questions: string[];
    recipients: string[];
    applications: string[];
    appointments: string[];
    /** Requests for the accepted lawyer's listing (also in `appointments`). */
    ownAppointments: string[];
    categories: string[];
    featured: string[];
    lawyers: string[];
    verifiedLinkedLawyers: string[];
    /** Lawyers without an account (safe to delete or unlink: no other property relies on them). */
    plainLawyers: string[];
    users: string[];
  };
  /** Every user made here (sign-up rows are checked against the sign-up rules; these are not). */
  fixtureUserIds: Set<string>;
  /** E-mail addresses of fixture users (for the admin forms' account fields). */
  emails: string[];
}

/** Valid, complete lawyer columns for a verified search fixture (every field as the admin form would store it). */
function lawyerColumns(i: number, tag: string) {
  const provinces = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ภูเก็ต', 'ขอนแก่น', 'ชลบุรี', 'สงขลา'];
  const areas = [['แพ่ง', 'อาญา'], ['ครอบครัว', 'มรดก'], ['ธุรกิจ', 'แรงงาน'], ['ที่ดิน'], ['ทรัพย์สินทางปัญญา']];
  const languages = [['ไทย'], ['ไทย', 'อังกฤษ'], ['ไทย', 'จีน'], ['อังกฤษ', 'พม่า']];
  const fees = [
    [1000, 5000],
    [10000, 30000],
    [50000, 90000],
    [null, null],
    [3000, 60000],
  ] as const;
  const [feeMin, feeMax] = fees[i % fees.length]!;
  return {
    name: `ทนายทดสอบ ${i} HX-${tag}`,
    title: 'ทนายความ',
    province: provinces[i % provinces.length]!,
    district: `เขต ${i}`,
    experience: 3 + i,
    experienceAreas: areas[i % areas.length]!,
    languages: languages[i % languages.length]!,
    feeMin,
    feeMax,
    feeUnit: feeMin === null ? null : ('per_session' as const),
    networkMember: i % 2 === 0,
    phone: '0812345678',
  };
}

/**
 * Everything the hostile forms need, written through a direct connection: user pools with sessions, verified
 * lawyers for search and matching, a question thread, invitations, and one row of each admin table.
 */
export async function buildHostileWorld(url: string, db: Db): Promise<HostileWorld> {
  const tag = randomUUID().slice(0, 8);
  const fixtureUserIds = new Set<string>();
  const emails: string[] = [];
  const member = async (label: string, options: { password?: string } = {}): Promise<SessionUser> => {
    const user = await createUser(db, {
      email: `hx-${label}-${tag}@example.com`,
      name: `HX ${label}`,
      ...options,
    });
    fixtureUserIds.add(user.id);
    emails.push(user.email);
    return { id: user.id, email: user.email, cookie: await createSession(db, user.id) };
  };
  const lawyerUser = async (label: string, i: number) => {
    const made = await createLawyerWithUser(db, {
      ...lawyerColumns(i, tag),
      email: `hx-${label}-${tag}@example.com`,
    });
    fixtureUserIds.add(made.user.id);
    emails.push(made.user.email);
    return {
      id: made.user.id,
      email: made.user.email,
      cookie: await createSession(db, made.user.id),
      lawyerId: made.id,
    };
  };

  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const askers = await Promise.all(range(8).map((i) => member(`asker${i}`)));
  const applicants = await Promise.all(range(16).map((i) => member(`applicant${i}`)));
  const owners = await Promise.all(range(16).map((i) => member(`owner${i}`)));
  const uploaders = await Promise.all(range(8).map((i) => member(`uploader${i}`)));
  const deleter = await member('deleter', { password: `never-generated-${randomUUID()}` });

  const adminUser = await createUser(db, {
    email: `hx-admin-${tag}@example.com`,
    name: 'HX admin',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  fixtureUserIds.add(adminUser.id);
  emails.push(adminUser.email);
  const admin = { id: adminUser.id, email: adminUser.email, cookie: await createSession(db, adminUser.id) };

  // Verified lawyers with accounts (search results, auto-match and admin invitations), and plain ones.
  const linked = [];
  for (const i of range(6)) linked.push(await lawyerUser(`lawyer${i}`, i));
  const invitedLawyer = linked[0]!;
  const acceptedLawyer = linked[1]!;
  const plain: string[] = [];
  for (const i of range(6)) {
    plain.push((await createLawyer(db, { ...lawyerColumns(i + 6, tag), verified: i % 3 !== 0 })).id);
  }

  // The thread: asked by askers[0], accepted by acceptedLawyer; more questions with invitations for the inbox.
  const asker = askers[0]!;
  const thread = await createQuestion(db, { askerId: asker.id, title: 'คำถามเธรด HX', status: 'assigned' });
  const recipients: string[] = [];
  recipients.push(
    (await inviteLawyer(db, thread.id, acceptedLawyer.lawyerId, acceptedLawyer.id, { status: 'accepted' }))
      .id,
  );
  const questionIds = [thread.id];
  for (const i of range(4)) {
    const q = await createQuestion(db, { askerId: askers[1 + i]!.id, title: `คำถาม HX ${i}` });
    questionIds.push(q.id);
    recipients.push((await inviteLawyer(db, q.id, invitedLawyer.lawyerId, invitedLawyer.id)).id);
    recipients.push((await inviteLawyer(db, q.id, linked[2 + i]!.lawyerId, linked[2 + i]!.id)).id);
  }

  const applications: string[] = [];
  for (const i of range(3)) {
    const application = await createApplication(db, {
      userId: applicants[i]!.id,
      fullName: `ผู้สมัคร HX ${i}`,
      licenseNumber: `LIC-${tag}-${i}`,
      status: i === 0 ? 'pending' : 'rejected',
      email: applicants[i]!.email,
    });
    applications.push(application.id);
  }

  const appointments: string[] = [];
  for (const i of range(3)) {
    appointments.push((await createAppointment(db, { name: `ผู้จอง HX ${i}` })).id);
  }
  const ownAppointments: string[] = [];
  for (const i of range(3)) {
    const row = await createAppointment(db, { name: `ผู้จองทนาย HX ${i}`, lawyerId: acceptedLawyer.lawyerId });
    ownAppointments.push(row.id);
    appointments.push(row.id);
  }

  const categories: string[] = [];
  for (const i of range(3)) {
    const category = await createCategory(db, {
      name: `หมวด HX ${i}`,
      slug: `hx-${tag}-${i}`,
      experienceAreas: ['แพ่ง'],
      displayOrder: i,
    });
    categories.push(category.id);
  }

  const featured: string[] = [];
  for (const i of range(2)) {
    const entry = await createFeatured(db, {
      lawyerId: linked[i + 2]!.lawyerId,
      displayOrder: i,
      pinPosition: i === 0 ? 1 : null,
    });
    featured.push(entry.id);
  }

  return {
    url,
    db,
    tag,
    askers: pool(askers),
    applicants: pool(applicants),
    owners: pool(owners),
    uploaders: pool(uploaders),
    asker,
    invitedLawyer,
    acceptedLawyer,
    deleter,
    admin,
    threadQuestionId: thread.id,
    threadRecipientId: recipients[0]!,
    ids: {
      questions: questionIds,
      recipients,
      applications,
      appointments,
      ownAppointments,
      categories,
      featured,
      lawyers: [...linked.map((l) => l.lawyerId), ...plain],
      verifiedLinkedLawyers: linked.map((l) => l.lawyerId),
      plainLawyers: plain,
      users: [...fixtureUserIds],
    },
    fixtureUserIds,
    emails,
  };
}

// ------------------------------------------------------------------------------------------------ HTTP

export type FormFields = Record<string, string | string[] | undefined>;

export interface Sent {
  method: 'GET' | 'POST';
  path: string;
  /** What was sent, for the failure report. */
  described: unknown;
}

export interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  text: string;
}

const TIMEOUT_MS = 20_000;

/** Connection-level failures retried once (a kept-alive socket the loaded server closed at the same moment). */
export const retriedRequests: string[] = [];

const causeOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${cause.code ?? ''} ${cause.message ?? ''}`.trim() : '';
};

/**
 * fetch with a timeout, the body read in full. A connection that fails (before the answer, or while its body
 * is read) is tried once more: a kept-alive socket the loaded server closed at that moment. A server that crashed
 * or cuts the request on purpose fails the second time too, and that error is thrown with its cause.
 */
async function send(url: string, init: RequestInit): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        location: res.headers.get('location'),
        text: await res.text(),
      };
    } catch (error) {
      const cause = causeOf(error);
      const connection = /UND_ERR_SOCKET|ECONNRESET|EPIPE|UND_ERR_CLOSED|other side closed/.test(cause);
      if (attempt === 1 && (connection || String(error).includes('terminated'))) {
        retriedRequests.push(`${init.method ?? 'GET'} ${url.slice(0, 120)}: ${String(error)} ${cause}`);
        continue;
      }
      throw new Error(`${String(error)}${cause ? ` (${cause})` : ''}`);
    }
  }
}

export async function getPage(url: string, path: string, cookie?: string): Promise<Answer> {
  return send(`${url}${path}`, { headers: cookie ? { cookie } : {} });
}

/** A urlencoded form, as a browser sends it (missing fields left out, repeated ones repeated). */
export function urlencoded(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return body;
}

/**
 * Posts a page form: `document` as a browser without JavaScript (the page's URL, HTML answer), `data` as React
 * Router's fetcher (`<path>.data`, turbo-stream answer). Same Origin, the user's session cookie.
 */
export async function postForm(
  url: string,
  path: string,
  cookie: string | null,
  fields: FormFields,
  mode: 'document' | 'data',
): Promise<Answer> {
  return send(`${url}${mode === 'data' ? `${path}.data` : path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: url,
      ...(cookie ? { cookie } : {}),
    },
    body: urlencoded(fields),
  });
}

/** POST of a raw body (JSON APIs, multipart uploads). */
export async function postRaw(
  url: string,
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
  cookie: string | null = null,
): Promise<Answer> {
  return send(`${url}${path}`, {
    method: 'POST',
    headers: { origin: url, ...headers, ...(cookie ? { cookie } : {}) },
    body,
  });
}

// ------------------------------------------------------------------------------------------------ answers

/**
 * Texts that only an error's internals produce: stack frames, source paths, PostgreSQL / driver / Drizzle error
 * messages. None of the generated inputs contains them (checked before use), so finding one in an answer means
 * the server leaked it.
 */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at [\w$.<>[\] ]+ \(/, // stack frame "    at fn ("
  /\bat (?:async )?[\w$.]+ \((?:file:\/\/)?\/[\w./-]+:\d+:\d+\)/,
  /node_modules\//,
  /\/work\/main\//,
  /\bbuild(?:-[\w-]+)?\/server\/(?:index|assets)/,
  /invalid input syntax for type/i,
  /invalid byte sequence for encoding/i,
  /violates (?:check|unique|foreign key|not-null) constraint/i,
  /duplicate key value/i,
  /syntax error at or near/i,
  /Failed query:/,
  /DrizzleQueryError|PostgresError|DatabaseError/,
  /\bSQLSTATE\b/,
  /ECONNREFUSED|ECONNRESET/,
  /TypeError: |ReferenceError: |RangeError: |SyntaxError: Unexpected/,
];

/** The leak patterns the request itself already contains (then they cannot tell a leak). */
export function leaksIn(text: string, sent: string): string[] {
  return LEAK_PATTERNS.filter((p) => p.test(text) && !p.test(sent)).map(String);
}

/** Shortened, readable form of a value for failure reports (long strings by length and head). */
export function describeValue(value: unknown, max = 300): unknown {
  if (typeof value === 'string') {
    const shown = JSON.stringify(value.length > max ? value.slice(0, max) : value);
    return value.length > max ? `${shown}… (${value.length} chars)` : JSON.parse(shown);
  }
  if (Array.isArray(value)) return value.map((v) => describeValue(v, max));
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describeValue(v, max)]));
  return value;
}

// ------------------------------------------------------------------------------------------------ rows

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const text = (v: string | null) => v ?? '';
const num = (v: number | null) => (v === null ? '' : String(v));

interface Violation {
  table: string;
  rule: string;
  row: unknown;
}

/** Where a schema's output differs from the stored values (the stored row is not what validation produces). */
function differences(
  stored: Record<string, unknown>,
  parsed: Record<string, unknown>,
  keys: string[],
): string[] {
  return keys
    .filter((k) => !same(stored[k], parsed[k]))
    .map((k) => `${k}: stored ${JSON.stringify(stored[k])} ≠ ${JSON.stringify(parsed[k])}`);
}

function zodProblems(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => `${i.path.map(String).join('.') || '(form)'}: ${i.message}`).join('; ');
}

const avatarKeyOfUrl = (url: string | null) =>
  url === null ? '' : url.startsWith('/files/public/') ? url.slice('/files/public/'.length) : url;

/**
 * Reads every row of the tables the forms write and checks each against the domain rules, reusing the shared
 * zod schemas: the stored values must parse, and parsing must give back exactly what is stored (so trimmed,
 * normalised, in range). Returns the rows that break a rule.
 */
export async function findHalfValidRows(db: Db, world: HostileWorld): Promise<Violation[]> {
  const out: Violation[] = [];
  const bad = (table: string, rule: string, row: unknown) =>
    out.push({ table, rule, row: describeValue(row, 120) });

  const adminIds = new Set(
    (await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.profileType, 'admin'))).map(
      (r) => r.id,
    ),
  );

  // questions: the ask form's rules, the explicit consent stored with the question; an erased one has no text.
  for (const q of await db.select().from(questions)) {
    if (!isQuestionStatus(q.status)) bad('questions', 'status', q);
    if (q.textErasedAt !== null) {
      if (q.title !== null || q.content !== null) bad('questions', 'erased text gone', q);
      continue;
    }
    const parsed = askSchema.safeParse({
      title: q.title,
      content: q.content,
      province: text(q.province),
      specialties: q.specialties,
      contactPhone: text(q.contactPhone),
      contactLine: text(q.contactLine),
      consent: q.consentVersion === QUESTION_CONSENT_VERSION && q.consentedAt !== null,
    });
    if (!parsed.success) {
      bad('questions', `ask schema: ${zodProblems(parsed.error)}`, q);
      continue;
    }
    const diff = differences(q, parsed.data, [
      'title',
      'content',
      'province',
      'specialties',
      'contactPhone',
      'contactLine',
    ]);
    if (diff.length) bad('questions', `not as validated: ${diff.join('; ')}`, q);
  }

  // question_recipients: statuses, expiry after invitation, order.
  for (const r of await db.select().from(questionRecipients)) {
    if (!isRecipientStatus(r.status)) bad('question_recipients', 'status', r);
    if (!(r.expiresAt > r.invitedAt)) bad('question_recipients', 'expires_at after invited_at', r);
    if (r.assignedOrder < 0) bad('question_recipients', 'assigned_order >= 0', r);
    if ((r.status === 'accepted' || r.status === 'declined') && r.respondedAt === null)
      bad('question_recipients', 'responded_at of an answered invitation', r);
  }

  // messages: the message rules, and only a participant (asker, accepted lawyer, admin) may have written one.
  const allQuestions = await db.select({ id: questions.id, createdBy: questions.createdBy }).from(questions);
  const askerOf = new Map(allQuestions.map((q) => [q.id, q.createdBy]));
  const accepted = await db
    .select({ questionId: questionRecipients.questionId, userId: questionRecipients.recipientUserId })
    .from(questionRecipients)
    .where(eq(questionRecipients.status, 'accepted'));
  for (const m of await db.select().from(messages)) {
    const parsed = messageSchema.safeParse({ message: m.message });
    if (!parsed.success) bad('messages', `message schema: ${zodProblems(parsed.error)}`, m);
    else if (parsed.data.message !== m.message) bad('messages', 'message not trimmed', m);
    const sender = m.senderUserId;
    if (
      sender !== null &&
      askerOf.get(m.questionId) !== sender &&
      !adminIds.has(sender) &&
      !accepted.some((a) => a.questionId === m.questionId && a.userId === sender)
    )
      bad('messages', 'written by someone who is not a participant', m);
  }

  // lawyer_applications: the application form's rules (the admin form adds the status).
  for (const a of await db.select().from(lawyerApplications)) {
    const input = {
      fullName: a.fullName,
      licenseNumber: a.licenseNumber,
      phone: text(a.phone),
      email: text(a.email),
      lineId: text(a.lineId),
      areas: a.experienceAreas,
      province: text(a.province),
      district: text(a.district),
      address: text(a.address),
      website: text(a.website),
      experience: String(a.experience),
      description: text(a.description),
      avatarKey: avatarKeyOfUrl(a.avatarUrl),
      businessCardKey: text(a.businessCardKey),
      status: a.status,
    };
    if (!isApplicationStatus(a.status)) bad('lawyer_applications', 'status', a);
    const parsed = adminApplicationSchema.safeParse(input);
    if (!parsed.success) {
      bad('lawyer_applications', `application schema: ${zodProblems(parsed.error)}`, a);
      continue;
    }
    const d = parsed.data;
    const diff = differences(
      { ...a, areas: a.experienceAreas, avatarKey: a.avatarUrl === null ? undefined : input.avatarKey },
      { ...d, avatarKey: d.avatarKey },
      [
        'fullName',
        'licenseNumber',
        'phone',
        'email',
        'lineId',
        'areas',
        'province',
        'district',
        'address',
        'website',
        'experience',
        'description',
        'avatarKey',
        'businessCardKey',
      ],
    );
    if (diff.length) bad('lawyer_applications', `not as validated: ${diff.join('; ')}`, a);
    for (const key of [d.avatarKey, d.businessCardKey]) {
      const owner = key ? parseFileKey(key)?.ownerId : undefined;
      if (owner !== undefined && owner !== a.userId && !adminIds.has(owner))
        bad('lawyer_applications', "a picture from another user's folder", a);
    }
  }

  // lawyers: every field by the admin edit form's rules (the most complete one), except that title and province
  // may be missing (an approved application copies neither: a stand-in value is checked then); fees and unit
  // together.
  const TITLE_STAND_IN = '-';
  const PROVINCE_STAND_IN = 'กรุงเทพมหานคร';
  const figures = new Map(
    (
      await db
        .select({
          lawyerId: reviews.lawyerId,
          n: sql<number>`count(*)::int`,
          sum: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
        })
        .from(reviews)
        .where(eq(reviews.status, 'published'))
        .groupBy(reviews.lawyerId)
    ).map((r) => [r.lawyerId, { n: Number(r.n), sum: Number(r.sum) }]),
  );
  for (const stored of await db.select().from(lawyers)) {
    const l = {
      ...stored,
      title: stored.title ?? TITLE_STAND_IN,
      province: stored.province ?? PROVINCE_STAND_IN,
    };
    const parsed = adminLawyerUpdateSchema.safeParse({
      name: l.name,
      title: l.title,
      province: l.province,
      district: text(l.district),
      experience: num(l.experience),
      feeMin: num(l.feeMin),
      feeMax: num(l.feeMax),
      feeUnit: text(l.feeUnit),
      experienceAreas: l.experienceAreas,
      languages: l.languages,
      description: text(l.description),
      phone: text(l.phone),
      email: text(l.email),
      lineId: text(l.lineId),
      website: text(l.website),
      address: text(l.address),
      education: l.education,
      achievements: l.achievements,
      availability: text(l.availability),
      licenseNumber: text(l.licenseNumber),
    });
    if (!parsed.success) {
      bad('lawyers', `lawyer schema: ${zodProblems(parsed.error)}`, stored);
      continue;
    }
    const diff = differences(l, parsed.data, [
      'name',
      'title',
      'province',
      'district',
      'experience',
      'feeMin',
      'feeMax',
      'experienceAreas',
      'languages',
      'description',
      'phone',
      'email',
      'lineId',
      'website',
      'address',
      'education',
      'achievements',
      'availability',
      'licenseNumber',
    ]);
    if (diff.length) bad('lawyers', `not as validated: ${diff.join('; ')}`, stored);
    // Languages only ever come from the admin forms' list; a lawyer without an account was made by an admin (or is
    // a fixture), whose experience areas are case types (own profiles and applications may name free specialties).
    if (!stored.languages.every(isLawyerLanguage)) bad('lawyers', 'a language outside the list', stored);
    // The rating and the number of reviews are derived from the published reviews (docs/product-rules.md,
    // "Reviews"): nothing else writes them.
    const published = figures.get(stored.id) ?? { n: 0, sum: 0 };
    if (stored.reviews !== published.n || stored.rating !== bayesianRating(published.n, published.sum))
      bad('lawyers', 'rating or reviews not derived from the published reviews', stored);
    if (stored.userId === null && !stored.experienceAreas.every(isCaseType))
      bad('lawyers', 'an experience area that is not a case type', stored);
    if ((l.feeMin === null && l.feeMax === null) !== (l.feeUnit === null))
      bad('lawyers', 'fee unit without a fee, or a fee without its unit', stored);
    if (l.avatarUrl !== null && parseFileKey(avatarKeyOfUrl(l.avatarUrl))?.folder !== 'avatars')
      bad('lawyers', 'avatar_url is not an avatar of this site', stored);
  }

  // appointment_requests: the booking form's rules; the day was bookable when the request was made.
  const bookingFields = appointmentRequestSchema.omit({ date: true });
  for (const r of await db.select().from(appointmentRequests)) {
    if (!isAppointmentStatus(r.status)) bad('appointment_requests', 'status', r);
    const parsed = bookingFields.safeParse({
      name: r.name,
      phone: r.phone,
      email: text(r.email),
      specialty: r.specialty,
      description: text(r.description),
      urgency: r.urgency,
      time: r.timeSlot,
      meetingType: r.meetingType,
      lawyerId: text(r.lawyerId),
    });
    if (!parsed.success) {
      bad('appointment_requests', `booking schema: ${zodProblems(parsed.error)}`, r);
      continue;
    }
    const diff = differences({ ...r, time: r.timeSlot }, parsed.data, [
      'name',
      'phone',
      'email',
      'specialty',
      'description',
      'urgency',
      'time',
      'meetingType',
    ]);
    if (diff.length) bad('appointment_requests', `not as validated: ${diff.join('; ')}`, r);
    const day = bookingDayInstant(r.preferredDate);
    if (!day) bad('appointment_requests', 'preferred_date is not a calendar date', r);
    else if (!isBookableDate(day, r.createdAt) && !world.ids.appointments.includes(r.id))
      bad('appointment_requests', 'preferred_date was not bookable when the request was made', r);
  }

  // case_categories: the category form's rules.
  for (const c of await db.select().from(caseCategories)) {
    const parsed = categorySchema.safeParse({
      name: c.name,
      slug: c.slug,
      description: text(c.description),
      keywords: c.keywords,
      experienceAreas: c.experienceAreas,
      icon: text(c.icon),
      displayOrder: String(c.displayOrder),
      active: c.active,
    });
    if (!parsed.success) {
      bad('case_categories', `category schema: ${zodProblems(parsed.error)}`, c);
      continue;
    }
    const diff = differences(c, parsed.data, [
      'name',
      'slug',
      'description',
      'keywords',
      'experienceAreas',
      'icon',
      'displayOrder',
    ]);
    if (diff.length) bad('case_categories', `not as validated: ${diff.join('; ')}`, c);
  }

  // featured_lawyers: display order and pin position ranges.
  for (const f of await db.select().from(featuredLawyers)) {
    const parsed = featuredUpdateSchema.safeParse({
      id: f.id,
      displayOrder: String(f.displayOrder),
      pinPosition: f.pinPosition === null ? '' : String(f.pinPosition),
      active: String(f.active),
    });
    if (!parsed.success) bad('featured_lawyers', `featured schema: ${zodProblems(parsed.error)}`, f);
  }

  // users and profiles: sign-up's rules for every account made over HTTP; nobody gains a role or a confirmed
  // e-mail through a form.
  const profileRows = await db.select().from(profiles);
  const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
  const credentialOwners = new Set(
    (
      await db.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.providerId, 'credential'))
    ).map((a) => a.userId),
  );
  for (const u of await db.select().from(users)) {
    const profile = profileOf.get(u.id);
    if (!profile) {
      bad('users', 'no profiles row', u);
      continue;
    }
    if (!isProfileType(profile.profileType)) bad('profiles', 'profile type', profile);
    if (!(LANGS as readonly string[]).includes(u.locale)) bad('users', 'locale is not th/en/zh', u);
    if (u.email !== u.email.toLowerCase()) bad('users', 'e-mail not lower-case', u);
    const parsed = signUpSchema
      .pick({ fullName: true, email: true })
      .safeParse({ fullName: profile.fullName, email: u.email });
    if (!parsed.success) bad('users', `sign-up schema: ${zodProblems(parsed.error)}`, { user: u, profile });
    else if (parsed.data.fullName !== profile.fullName) bad('profiles', 'full name not trimmed', profile);
    // The account's own name (update-user changes it) follows the same rule; no page sets a picture.
    const name = fullNameSchema.safeParse(u.name);
    if (!name.success || name.data !== u.name) bad('users', 'name breaks the full-name rule', u);
    if (u.image !== null) bad('users', 'an account picture', u);
    if (world.fixtureUserIds.has(u.id)) continue;
    // Made by sign-up through the API.
    if (profile.profileType !== 'member')
      bad('profiles', 'a new account that is not a member', { user: u, profile });
    if (u.emailVerified) bad('users', 'a new account with a confirmed e-mail', u);
    if (u.twoFactorEnabled) bad('users', 'a new account with two-factor enabled', u);
    if (u.privacyConsentVersion !== PRIVACY_NOTICE_VERSION) bad('users', 'no consent record', u);
    if (!credentialOwners.has(u.id)) bad('users', 'no password account', u);
    if (u.name.trim() !== u.name || u.name === '') bad('users', 'name not trimmed or blank', u);
  }

  return out;
}

/** Rows per table the forms write (the summary shows that valid writes happened, so the row check saw some). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = {
    questions,
    question_recipients: questionRecipients,
    messages,
    lawyer_applications: lawyerApplications,
    lawyers,
    appointment_requests: appointmentRequests,
    case_categories: caseCategories,
    featured_lawyers: featuredLawyers,
    users,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = await db.$count(table);
  return out;
}
