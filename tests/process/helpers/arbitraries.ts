// fast-check arbitraries of the hostile-input property tests: hostile strings, form fields (valid, hostile,
// missing, repeated), whole form bodies with "one field broken" cases, and the domain's valid values.
import fc from 'fast-check';
import { MEETING_TYPE_VALUES, TIME_SLOTS, URGENCY_LEVEL_VALUES } from '#domain/booking.ts';
import { BUDGET_BAND_VALUES } from '#domain/budget.ts';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { bangkokDateParts } from '#domain/dates.ts';
import { FEE_UNITS } from '#domain/fees.ts';
import { LANGS } from '#domain/i18n.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import { SPECIALTY_VALUES } from '#domain/specialties.ts';
import { APPLICATION_STATUSES, APPOINTMENT_STATUSES, QUESTION_STATUSES } from '#domain/statuses.ts';
import { KIND_STORAGE, type UploadKind } from '#domain/uploads.ts';
import type { FormFields } from './property-fixtures.ts';

export type FieldValue = string | string[] | undefined;

/** Marker of an injected element: an answer that contains it unescaped reflects markup. */
export const XSS_MARKER = 'tanai-xss-probe';

/** Payloads every text field gets: SQL, markup and script, unicode edge cases, numbers, paths, formats. */
export const HOSTILE_STRINGS: readonly string[] = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE lawyers; --",
  '" OR ""="',
  '1; SELECT pg_sleep(3)--',
  "%' AND 1=1 --",
  "\\'",
  '\\',
  '$1',
  '%',
  '_',
  '%_%',
  "E'\\x00'",
  "') UNION SELECT id, email FROM users --",
  '::uuid',
  // markup and script
  `<${XSS_MARKER}>`,
  `"><${XSS_MARKER} onerror=alert(1)>`,
  `</script><${XSS_MARKER}>`,
  `<script>alert(1)</script>`,
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${7*7}',
  '<!--',
  ']]>',
  // unicode
  '\u202Eevil\u202C',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u00A0',
  '\u3000',
  'e\u0301',
  'ก\u0E31\u0E49\u0E49\u0E49',
  '👩‍⚖️',
  '\u0000',
  'a\u0000b',
  '\u0001\u001F\u007F',
  '\uFFFF',
  '\uD800',
  '\r\n',
  '\t',
  '１２３',
  '๑๒๓',
  'مرحبا',
  'İı',
  // numbers
  '-1',
  '0',
  '-0',
  '+5',
  ' 5 ',
  '1.5',
  '2.50',
  '007',
  '1e309',
  '1e3',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '5abc',
  '1,000',
  // objects and paths
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'avatars/../../secret.webp',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '//evil.example',
  'https://evil.example/x',
  // formats and encodings
  '%s%s%s%n',
  '%00',
  '%zz',
  '%E0%A4%A',
  '+',
  '&',
  '=',
  '#',
  '?',
  ';',
];

const TRICKY_CHARS = ['a', 'ก', '😀', ' ', '\u0000', '<', "'", '%', '\u200B', 'é', '\n'];

/** Text of any code point, graphemes, ASCII with control characters. */
export const randomText = (maxLength = 40) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
  );

/** A long run of one character, up to `max` characters. */
export const longText = (max: number) =>
  fc.tuple(fc.constantFrom(...TRICKY_CHARS), fc.integer({ min: 1, max })).map(([c, n]) => c.repeat(n));

/** Exactly `limit - 1`, `limit` or `limit + 1` characters (and padded with spaces, which trimming removes). */
export const aroundLimit = (limit: number, char = 'ก') =>
  fc
    .tuple(fc.integer({ min: Math.max(0, limit - 1), max: limit + 1 }), fc.boolean())
    .map(([n, padded]) => (padded ? `  ${char.repeat(n)}  ` : char.repeat(n)));

/** Any hostile text: payloads, random text, payload mixes, long runs. */
/** The payloads that most often break a server (NUL, quotes, lone surrogates): drawn more often than the rest. */
export const CRITICAL_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  '\uD800',
  '\\',
  '%00',
];

export const hostileText = (options: { maxLong?: number } = {}) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...CRITICAL_STRINGS) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: randomText() },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), randomText(8)), { minLength: 2, maxLength: 4 })
        .map((parts) => parts.join('')),
    },
    { weight: 1, arbitrary: longText(options.maxLong ?? 6000) },
  );

/** A valid value with a payload or odd characters around it (often still "valid" after trimming). */
export const decorated = (valid: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '\u0000', '\u200B', '\t', '<b>', "'"),
      valid,
      fc.constantFrom('', ' ', '\u0000', '\n', '%', '"'),
    )
    .map(([a, v, b]) => `${a}${v}${b}`);

/**
 * One form field: mostly hostile (payloads, the valid value decorated, empty, missing, repeated), sometimes valid.
 * `undefined` leaves the field out of the body; an array repeats it.
 */
export function field(
  valid: fc.Arbitrary<string>,
  hostile: fc.Arbitrary<string> = hostileText(),
): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: hostile },
    { weight: 2, arbitrary: decorated(valid) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n') },
    { weight: 1, arbitrary: fc.array(fc.oneof(valid, hostile), { minLength: 2, maxLength: 3 }) },
  );
}

/** A multi-value field (repeated keys): valid choices, hostile ones, both, none. */
export function multiField(choices: readonly string[], max = 4): fc.Arbitrary<FieldValue> {
  const valid = fc.subarray([...choices], { minLength: 1, maxLength: max });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc.array(fc.oneof(fc.constantFrom(...choices), hostileText()), {
        minLength: 1,
        maxLength: 5,
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: fc.constantFrom(...choices).map((c) => Array.from({ length: 30 }, () => c)) },
    { weight: 1, arbitrary: hostileText() },
  );
}

export interface FieldSpec {
  valid: fc.Arbitrary<FieldValue>;
  any: fc.Arbitrary<FieldValue>;
}

/** A field described by its valid values (hostile ones generated). */
export const spec = (valid: fc.Arbitrary<string>, hostile?: fc.Arbitrary<string>): FieldSpec => ({
  valid,
  any: field(valid, hostile),
});

/** A multi-value field described by its choices. */
export const multiSpec = (choices: readonly string[], max?: number): FieldSpec => ({
  valid: fc.subarray([...choices], { minLength: 1, maxLength: max ?? 3 }),
  any: multiField(choices, max),
});

/** Field names a hostile client adds: framework names, prototype keys, bracket syntax, odd characters. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '_data',
  '_routes',
  'index',
  'redirectTo',
  'callbackURL',
  'userId',
  'verified',
  'status',
  'profileType',
  'a[b]',
  'x[]',
  '',
  ' ',
  '\u0000',
];

/** Unknown fields added to a body (none most of the time). */
export const extraFields = fc.oneof(
  { weight: 3, arbitrary: fc.constant({} as Record<string, string>) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      hostileText(),
      {
        maxKeys: 3,
      },
    ),
  },
);

/**
 * A whole form: all fields valid (rare), all valid but one broken (the broken field's value of any kind), or
 * every field drawn independently. Unknown fields are sometimes added (after the known ones, so a hostile
 * duplicate of a known name repeats it).
 */
export function formOf(fields: Record<string, FieldSpec>, fixed: FormFields = {}): fc.Arbitrary<FormFields> {
  const names = Object.keys(fields);
  const valid = fc.record(
    Object.fromEntries(names.map((n) => [n, fields[n]!.valid])),
  ) as fc.Arbitrary<FormFields>;
  const any = fc.record(
    Object.fromEntries(names.map((n) => [n, fields[n]!.any])),
  ) as fc.Arbitrary<FormFields>;
  const oneBroken = fc
    .tuple(valid, fc.constantFrom(...names))
    .chain(([base, name]) => fields[name]!.any.map((value) => ({ ...base, [name]: value })));
  const body = fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 3, arbitrary: oneBroken },
    { weight: 3, arbitrary: any },
  );
  return fc.tuple(body, extraFields).map(([b, extra]) => {
    const out: FormFields = { ...fixed, ...b };
    for (const [k, v] of Object.entries(extra)) {
      const known = out[k];
      out[k] = known === undefined ? v : [...(Array.isArray(known) ? known : [known]), v];
    }
    return out;
  });
}

// ------------------------------------------------------------------------------------------------ valid values

export const lang = fc.constantFrom(...LANGS);
export const province = fc.constantFrom(...PROVINCE_NAMES_TH);
export const caseType = fc.constantFrom(...CASE_TYPE_VALUES);
export const specialty = fc.constantFrom(...SPECIALTY_VALUES);
export const lawyerLanguage = fc.constantFrom(...LAWYER_LANGUAGE_VALUES);
export const budgetBand = fc.constantFrom(...BUDGET_BAND_VALUES);
export const timeSlot = fc.constantFrom(...TIME_SLOTS);
export const meetingType = fc.constantFrom(...MEETING_TYPE_VALUES);
export const urgency = fc.constantFrom(...URGENCY_LEVEL_VALUES);
export const feeUnit = fc.constantFrom(...FEE_UNITS);
export const applicationStatus = fc.constantFrom(...APPLICATION_STATUSES);
export const appointmentStatus = fc.constantFrom(...APPOINTMENT_STATUSES);
export const questionStatus = fc.constantFrom(...QUESTION_STATUSES);

/** Readable text of 1..max characters (Thai, Latin, digits, inner spaces). */
export const plainText = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('ก', 'ข', 'า', 'น', 'a', 'b', 'Z', '1', ' ', '.', '-'),
      minLength: 1,
      maxLength: Math.min(max, 60),
    })
    .map((s) => s.trim() || 'ก')
    .chain((s) =>
      fc.oneof(
        { weight: 5, arbitrary: fc.constant(s) },
        { weight: 1, arbitrary: aroundLimit(max).filter((t) => t.trim().length <= max) },
      ),
    );

export const wholeNumber = (min: number, max: number) => fc.integer({ min, max }).map(String);
export const phoneNumber = fc.constantFrom('0812345678', '+66 81 234 5678', '02-123-4567', '(02) 123 4567');
/** An address every e-mail check accepts. */
export const emailAddress = fc.stringMatching(
  /^[a-z0-9]{1,12}(\.[a-z0-9]{1,6})?@[a-z0-9]{1,12}\.(com|co\.th|org)$/,
);
/** Any address RFC 5322 allows (quotes, #, $, `...): some pass the form's check, some not. */
export const oddEmailAddress = fc.emailAddress().filter((e) => e.length <= 254);
export const website = fc.constantFrom('example.com', 'https://example.co.th/path', 'http://www.tanai.test');
export const lineId = fc.stringMatching(/^[a-z0-9._-]{1,20}$/);
export const uuidText = fc.uuid({ version: 4 });

const dayText = (d: Date) => {
  const p = bangkokDateParts(d);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};
const inDays = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000);

/** A bookable YYYY-MM-DD day: tomorrow up to two months ahead, not a Sunday (Bangkok calendar). */
export const bookableDay = (now = new Date()) =>
  fc
    .integer({ min: 1, max: 60 })
    .map((n) => inDays(now, n))
    .filter((d) => bangkokDateParts(d).weekday !== 0)
    .map(dayText);

/** A day that cannot be booked: a Sunday, a past day, impossible or badly formatted dates. */
export const unbookableDay = (now = new Date()) =>
  fc.oneof(
    fc
      .integer({ min: 1, max: 60 })
      .map((n) => inDays(now, n))
      .filter((d) => bangkokDateParts(d).weekday === 0)
      .map(dayText),
    fc.integer({ min: 1, max: 4000 }).map((n) => dayText(inDays(now, -n))),
    fc.constantFrom(
      '2030-02-30',
      '2030-13-01',
      '0000-01-01',
      '2030-1-5',
      '20300105',
      '2030-01-05T00:00:00Z',
      '+275760-09-13',
      '-001000-01-01',
    ),
  );

/** A well-formed storage key in the given users' folder (the only kind a form may hand back). */
export function uploadKey(kind: UploadKind, ownerIds: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const { folder, ext } = KIND_STORAGE[kind];
  return fc.tuple(ownerIds, uuidText).map(([o, u]) => `${folder}/${o}/${u}.${ext}`);
}

/** Keys a form must refuse: someone else's folder, the other kind, traversal, a URL instead of a key. */
export function badUploadKey(kind: UploadKind, ownerId: string): fc.Arbitrary<string> {
  const { folder, ext } = KIND_STORAGE[kind];
  const other = kind === 'avatar' ? KIND_STORAGE['business-card'].folder : KIND_STORAGE.avatar.folder;
  return fc.oneof(
    uuidText.map((u) => `${folder}/${u}/${u}.${ext}`),
    uuidText.map((u) => `${other}/${ownerId}/${u}.${ext}`),
    uuidText.map((u) => `${folder}/${ownerId}/../${u}.${ext}`),
    uuidText.map((u) => `/files/public/${folder}/${ownerId}/${u}.${ext}`),
    uuidText.map((u) => `${folder}/${ownerId}/${u}.png`),
    hostileText(),
  );
}

/** A real id of an existing row. */
export const realId = (ids: readonly string[]) => fc.constantFrom(...ids);

/** An id that names no row: other uuids (also upper-case, nil, max) or hostile text. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: uuidText },
  { weight: 1, arbitrary: uuidText.map((u) => u.toUpperCase()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ),
  },
  { weight: 3, arbitrary: hostileText({ maxLong: 300 }) },
);

/** An id in a path or a parameter: a real one (from `ids`) or one that names no row. */
export const idValue = (ids: readonly string[]): fc.Arbitrary<string> =>
  ids.length
    ? fc.oneof({ weight: 1, arbitrary: realId(ids) }, { weight: 1, arbitrary: hostileId })
    : hostileId;

/** The text with lone surrogates replaced by U+FFFD (what a browser sends for them; encodeURIComponent throws). */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
