/**
 * The picture of a listing without one: its initials on a colour of its own, made here from the name (the same
 * name always gives the same initials and hue; no image is fetched). The hue is turned into a light background
 * with dark letters, or a dark background with light letters in the dark theme, by `.avatar-initials` in
 * app/app.css (both above 4.5:1).
 */

/** Titles written before a Thai or Latin name, longest first; a Thai one may be written joined to the name. */
const THAI_TITLES = ['ทนายความ', 'นางสาว', 'ทนาย', 'นาย', 'นาง', 'น.ส.', 'ดร.'];
const LATIN_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'khun']);

const THAI_CONSONANT = /[\u0E01-\u0E2E]/u;
const THAI_CHAR = /[\u0E00-\u0E7F]/u;
const LETTER = /[\p{L}\p{N}]/u;

/** The name's words without a leading title ('นายสมชาย ใจดี' → ['สมชาย', 'ใจดี']). */
function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first && words.length > 1 && LATIN_TITLES.has(first.toLowerCase().replace(/\.$/u, ''))) words.shift();
  const head = words[0];
  if (head) {
    const title = THAI_TITLES.find((t) => head.startsWith(t));
    if (title) {
      const rest = head.slice(title.length).replace(/^\.\s*/u, '');
      if (rest.length >= 2) words[0] = rest;
      else if (words.length > 1) words.shift();
    }
  }
  return words;
}

/**
 * The first letter of a word: for Thai its first consonant (a leading vowel such as เ แ โ ใ ไ is written before
 * the consonant it follows in speech: 'ใจดี' → 'จ'); otherwise its first letter, upper-case.
 */
function initialOf(word: string): string {
  if (THAI_CHAR.test(word)) return THAI_CONSONANT.exec(word)?.[0] ?? '';
  const letter = [...word].find((c) => LETTER.test(c));
  return letter ? letter.toLocaleUpperCase() : '';
}

/**
 * One or two initials: of the first name and of the surname (the last word). A name without spaces in a script
 * that writes none (Chinese) gives its first character.
 */
export function avatarInitials(name: string): string {
  const words = nameWords(name);
  if (words.length === 0) return '';
  const first = initialOf(words[0] ?? '');
  const last = words.length > 1 ? initialOf(words[words.length - 1] ?? '') : '';
  return `${first}${last}` || '';
}

/** A hue (0–359) from the name: FNV-1a over its UTF-16 code units, so every process and browser agrees. */
export function avatarHue(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}
