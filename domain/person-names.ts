/**
 * A person's name as the site shortens it: the words without a leading title, and the first letter of a word.
 * One rule for the initials of a listing without a picture (app/components/lawyers/avatar.ts) and the name shown
 * with a review (`reviewerName` in domain/reviews.ts).
 */

/** Thai titles before a name, longest first; also when joined to the name ("นายสมชาย"). */
const THAI_TITLES = ['ทนายความ', 'นางสาว', 'ทนาย', 'น.ส.', 'นาง', 'นาย', 'ดร.', 'ด.ช.', 'ด.ญ.'];
/** Thai titles left out only as a word of their own ("คุณวุฒิ" is a name). */
const THAI_WORD_TITLES = ['คุณ'];
const LATIN_TITLE = /^(?:mrs|mr|ms|miss|dr|khun)\.?$/i;
const LATIN_TITLE_JOINED = /^(?:mrs|mr|ms|miss|dr)\.(?=\p{L})/iu;
/** A Thai consonant or leading vowel: the start of a Thai syllable (what follows a title joined to a name). */
const THAI_SYLLABLE_START = /^[\u0E01-\u0E2E\u0E40-\u0E44]/;
const THAI_CONSONANT = /[\u0E01-\u0E2E]/u;
const THAI_CHAR = /[\u0E00-\u0E7F]/u;
const LETTER = /[\p{L}\p{N}]/u;

/** The word without the title it starts with ('' when it is only a title), or null when it has none. */
function withoutTitle(word: string): string | null {
  if (LATIN_TITLE.test(word) || THAI_WORD_TITLES.includes(word)) return '';
  const latin = LATIN_TITLE_JOINED.exec(word);
  if (latin) return word.slice(latin[0].length);
  for (const title of THAI_TITLES) {
    if (word === title) return '';
    const rest = word.slice(title.length);
    // "นายสมชาย" is a title and a name; "นายิกา" is a name.
    if (word.startsWith(title) && THAI_SYLLABLE_START.test(rest)) return rest;
  }
  return null;
}

/** The name's words without leading titles ('นายสมชาย ใจดี' → ['สมชาย', 'ใจดี']); a title alone stays. */
export function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  while (words.length > 0) {
    const rest = withoutTitle(words[0]!);
    if (rest === null || (rest === '' && words.length === 1)) break;
    if (rest === '') words.shift();
    else words[0] = rest;
  }
  return words;
}

/**
 * The first letter of a word: for Thai its first consonant (a leading vowel such as เ แ โ ใ ไ is written before
 * the consonant it follows in speech: 'ใจดี' → 'จ'); otherwise its first letter, upper-case.
 */
export function initialOf(word: string): string {
  if (THAI_CHAR.test(word)) return THAI_CONSONANT.exec(word)?.[0] ?? '';
  const letter = [...word].find((c) => LETTER.test(c));
  return letter ? letter.toLocaleUpperCase() : '';
}
