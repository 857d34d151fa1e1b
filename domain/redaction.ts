import { textsOf } from '#i18n/lookup.ts';
import type { Lang } from './i18n.ts';
import { escapeRegExp } from './text.ts';

/**
 * The automatic first pass of a public answer's redaction (docs/product-rules.md, "Public answers"): personal
 * details are replaced by neutral words in the text's language. A person checks the result (the asker before
 * publishing, an administrator before approving); this pass only makes their work smaller.
 */
export const REDACTION_KINDS = [
  'name',
  'phone',
  'nationalId',
  'email',
  'lineId',
  'plate',
  'houseNumber',
  'caseNumber',
] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];

/** The neutral word each kind is replaced by, in each language (texts `redaction.<kind>`). */
const NEUTRAL = Object.fromEntries(REDACTION_KINDS.map((k) => [k, textsOf(`redaction.${k}`)])) as Record<
  RedactionKind,
  Record<Lang, string>
>;

/** Details known to be the asker's own (their account's name, phone, LINE id, e-mail): replaced wherever they occur. */
export interface KnownDetails {
  names?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
  lineIds?: readonly (string | null | undefined)[];
  emails?: readonly (string | null | undefined)[];
}

export interface Redacted {
  text: string;
  /** How many details of each kind were replaced. */
  found: Partial<Record<RedactionKind, number>>;
}

/** Patterns in the order they are applied (the most specific first). */
const PATTERNS: ReadonlyArray<[RedactionKind, RegExp]> = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu],
  ['nationalId', /(?<!\d)\d[\s-]?\d{4}[\s-]?\d{5}[\s-]?\d{2}[\s-]?\d(?!\d)/g],
  ['phone', /(?<![\d])(?:\+?66[\s-]?|0)\d(?:[\s-]?\d){7,8}(?!\d)/g],
];

/** `text` with the personal details it holds replaced by neutral words in `lang`. */
export function redactPersonalDetails(text: string, lang: Lang, known: KnownDetails = {}): Redacted {
  const found: Partial<Record<RedactionKind, number>> = {};
  let out = text;
  const replace = (kind: RedactionKind, pattern: RegExp) => {
    out = out.replace(pattern, () => {
      found[kind] = (found[kind] ?? 0) + 1;
      return NEUTRAL[kind][lang];
    });
  };
  const knownOf = (values: KnownDetails[keyof KnownDetails]) =>
    (values ?? []).map((v) => v?.trim()).filter((v): v is string => !!v && v.length >= 2);
  for (const [kind, values] of [
    ['email', known.emails],
    ['lineId', known.lineIds],
    ['phone', known.phones],
    ['name', known.names],
  ] as const)
    for (const value of knownOf(values)) replace(kind, new RegExp(escapeRegExp(value), 'giu'));
  for (const [kind, pattern] of PATTERNS) replace(kind, pattern);
  return { text: out, found };
}
