/**
 * Thai names in Latin letters, so that a client who has only a business card in Latin letters ("Somchai") finds
 * the lawyer. Rule-based (no npm package for Thai romanisation is kept up), made for personal names: the syllable
 * rules of the Royal Thai General System of Transcription (RTGS: initial and final consonant values, clusters,
 * leading vowels, the implicit a/o, silent letters under ์), plus a few name elements of Pali and Sanskrit origin
 * whose spelling does not follow them (วุฒิ, เกียรติ, ชาติ...).
 *
 * `romanizeThaiName` gives the RTGS spelling and the spelling people commonly print on cards (จ as j, พ/ภ/ผ as
 * p, เ-ิ as er, final ร as rn and ล as l, ศรี as sri: "Jantrapen", "Prasert", "Somsri"); both are stored
 * (`lawyers.name_latin`) and a Latin-letter search matches either.
 */

const CONSONANTS = 'กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ';
const LEADING = 'เแโใไ';
/** Vowel signs written above, below or after a consonant. */
const DEPENDENT = 'ัิีึืุู็ะาำ';
const KARAN = '์';

type Style = 'rtgs' | 'common';

const INITIAL: Record<string, string> = {
  ก: 'k',
  ข: 'kh',
  ฃ: 'kh',
  ค: 'kh',
  ฅ: 'kh',
  ฆ: 'kh',
  ง: 'ng',
  จ: 'ch',
  ฉ: 'ch',
  ช: 'ch',
  ซ: 's',
  ฌ: 'ch',
  ญ: 'y',
  ฎ: 'd',
  ฏ: 't',
  ฐ: 'th',
  ฑ: 'th',
  ฒ: 'th',
  ณ: 'n',
  ด: 'd',
  ต: 't',
  ถ: 'th',
  ท: 'th',
  ธ: 'th',
  น: 'n',
  บ: 'b',
  ป: 'p',
  ผ: 'ph',
  ฝ: 'f',
  พ: 'ph',
  ฟ: 'f',
  ภ: 'ph',
  ม: 'm',
  ย: 'y',
  ร: 'r',
  ล: 'l',
  ว: 'w',
  ศ: 's',
  ษ: 's',
  ส: 's',
  ห: 'h',
  ฬ: 'l',
  อ: '',
  ฮ: 'h',
};

const FINAL: Record<string, string> = {
  ก: 'k',
  ข: 'k',
  ฃ: 'k',
  ค: 'k',
  ฅ: 'k',
  ฆ: 'k',
  ง: 'ng',
  จ: 't',
  ฉ: 't',
  ช: 't',
  ซ: 't',
  ฌ: 't',
  ญ: 'n',
  ฎ: 't',
  ฏ: 't',
  ฐ: 't',
  ฑ: 't',
  ฒ: 't',
  ณ: 'n',
  ด: 't',
  ต: 't',
  ถ: 't',
  ท: 't',
  ธ: 't',
  น: 'n',
  บ: 'p',
  ป: 'p',
  ผ: 'p',
  ฝ: 'p',
  พ: 'p',
  ฟ: 'p',
  ภ: 'p',
  ม: 'm',
  ย: 'i',
  ร: 'n',
  ล: 'n',
  ว: 'o',
  ศ: 't',
  ษ: 't',
  ส: 't',
  ห: '',
  ฬ: 'n',
  อ: '',
  ฮ: '',
};

/** Name elements read otherwise than their letters say (matched at the start of a syllable), RTGS then common. */
const NAME_ELEMENTS: readonly [RegExp, string, string][] = [
  [/^ณัฐวุฒิ/, 'natthawut', 'nattawut'],
  [/^วุฒิ/, 'wut', 'wut'],
  [/^เกียรติ/, 'kiat', 'kiat'],
  [/^ชาติ/, 'chat', 'chat'],
  [/^ธนา/, 'thana', 'thana'],
  [/^ธน(?=[ก-ฮ])/, 'thana', 'thana'],
  [/^กมล/, 'kamon', 'kamol'],
  [/^รัตนา/, 'rattana', 'rattana'],
  [/^ธีร(?=[ก-ฮ])/, 'thira', 'thira'],
  [/^ศุภ(?=[ก-ฮ])/, 'supha', 'supa'],
  [/^สวัสดิ์/, 'sawat', 'sawat'],
];

const isConsonant = (c: string | undefined) => c !== undefined && CONSONANTS.includes(c);
const isDependent = (c: string | undefined) => c !== undefined && DEPENDENT.includes(c);
/** First letters of the true clusters kr, khr, tr, pr, phr, kl, khl, pl, phl, kw, khw. */
const clusterWith = (first: string | undefined, second: string | undefined) =>
  first !== undefined &&
  second !== undefined &&
  ((second === 'ร' && 'กขคตปพ'.includes(first)) ||
    (second === 'ล' && 'กขคปผพ'.includes(first)) ||
    (second === 'ว' && 'กขค'.includes(first)));

/** Whether the consonant at k begins a syllable (rather than closing the one before it). */
function beginsSyllable(s: readonly string[], k: number): boolean {
  const n = s.length;
  if (!isConsonant(s[k])) return false;
  const next = s[k + 1];
  if (next === KARAN) return false;
  if (isDependent(next)) return true;
  // ร after a short or long i/u, before a syllable: a linking "ra" (สุรชัย), hardly ever a final.
  if (s[k] === 'ร' && 'ิีุู'.includes(s[k - 1] ?? '') && isConsonant(next) && isDependent(s[k + 2])) return true;
  // A name element of its own (ศรี|สวัสดิ์).
  if (NAME_ELEMENTS.some(([pattern]) => pattern.test(s.slice(k).join('')))) return true;
  if (clusterWith(s[k], next) && isDependent(s[k + 2])) return true;
  if (next === 'อ' && !isDependent(s[k + 2])) return true;
  if (next === 'ว' && isConsonant(s[k + 2]) && !isDependent(s[k + 3])) return true;
  if (next === 'ร' && s[k + 2] === 'ร') return true;
  // A consonant, then one more that ends the word: a closed syllable of its own (พร in นภาพร); so is one
  // followed by a silent letter (พงษ์ in กิตติพงษ์).
  if (isConsonant(next) && k + 2 >= n) return true;
  if (isConsonant(next) && isConsonant(s[k + 2]) && s[k + 3] === KARAN) return true;
  return false;
}

/** Letters made silent by ์: a consonant, a consonant with ิ or ุ, or two consonants (ทร์ in จันทร์). */
function silentAt(s: readonly string[], k: number): number {
  if (!isConsonant(s[k])) return 0;
  if (s[k + 1] === KARAN) return 2;
  if ((s[k + 1] === 'ิ' || s[k + 1] === 'ุ') && s[k + 2] === KARAN) return 3;
  if (isConsonant(s[k + 1]) && s[k + 2] === KARAN) return 3;
  return 0;
}

/**
 * The vowel after a syllable's first consonant(s), which end before `start` (`lead`: its leading vowel, if any):
 * its Latin letters, where the syllable goes on (`j`), and whether a final consonant may still close it.
 */
function readVowel(
  s: readonly string[],
  start: number,
  lead: string,
  common: boolean,
): { vowel: string; j: number; closes: boolean } {
  let j = start;
  let vowel: string;
  let closes = true;
  const at = (k: number) => s[j + k];
  if (lead === 'เ') {
    if (at(0) === 'ี' && at(1) === 'ย' && at(2) === 'ว') [vowel, j, closes] = ['iao', j + 3, false];
    else if (at(0) === 'ี' && at(1) === 'ย') [vowel, j] = ['ia', j + 2];
    else if (at(0) === 'ื' && at(1) === 'อ') [vowel, j] = ['uea', j + 2];
    else if (at(0) === 'า' && at(1) === 'ะ') [vowel, j, closes] = ['o', j + 2, false];
    else if (at(0) === 'า') [vowel, j, closes] = ['ao', j + 1, false];
    else if (at(0) === 'อ' && at(1) === 'ะ') [vowel, j, closes] = ['oe', j + 2, false];
    else if (at(0) === 'อ' || at(0) === 'ิ') [vowel, j] = ['oe', j + 1];
    else if (at(0) === '็') [vowel, j] = ['e', j + 1];
    else if (at(0) === 'ะ') [vowel, j, closes] = ['e', j + 1, false];
    else if (at(0) === 'ย' && !isDependent(at(1))) [vowel, j, closes] = ['oei', j + 1, false];
    else vowel = 'e';
    if (common && vowel === 'oe') vowel = 'er';
  } else if (lead === 'แ') {
    if (at(0) === '็') [vowel, j] = ['ae', j + 1];
    else if (at(0) === 'ะ') [vowel, j, closes] = ['ae', j + 1, false];
    else vowel = 'ae';
  } else if (lead === 'โ') {
    if (at(0) === 'ะ') [vowel, j, closes] = ['o', j + 1, false];
    else vowel = 'o';
  } else if (lead) {
    // ใ, ไ (a ย after them is silent: ไทย)
    vowel = 'ai';
    closes = false;
    if (at(0) === 'ย' && !isDependent(at(1))) j++;
  } else {
    const v = at(0);
    if (v === 'ั' && at(1) === 'ว') [vowel, j] = ['ua', j + 2];
    else if (v === 'ั' || v === 'า') [vowel, j] = ['a', j + 1];
    else if (v === 'ำ') [vowel, j, closes] = ['am', j + 1, false];
    else if (v === 'ะ') [vowel, j, closes] = ['a', j + 1, false];
    else if (v === 'ิ' || v === 'ี') [vowel, j] = ['i', j + 1];
    else if (v === 'ึ') [vowel, j] = ['ue', j + 1];
    else if (v === 'ื') [vowel, j] = ['ue', at(1) === 'อ' ? j + 2 : j + 1];
    else if (v === 'ุ' || v === 'ู') [vowel, j] = ['u', j + 1];
    else if (v === '็') [vowel, j] = ['o', j + 1];
    else if (v === 'อ' && !isDependent(at(1))) [vowel, j] = ['o', j + 1];
    else if (v === 'ว' && (at(1) === 'ย' || (isConsonant(at(1)) && !isDependent(at(2)))))
      [vowel, j] = ['ua', j + 1];
    else if (v === 'ร' && at(1) === 'ร') {
      // รร: "an", or "a" before a final consonant (วรรณ wan, ธรรม tham)
      j += 2;
      vowel = isConsonant(s[j]) && !beginsSyllable(s, j) ? 'a' : 'an';
      if (vowel === 'an') closes = false;
    } else if (isConsonant(v) && !beginsSyllable(s, j)) vowel = 'o';
    else [vowel, closes] = ['a', false];
  }
  return { vowel, j, closes };
}

function romanizeWord(word: string, style: Style): string {
  // Tone marks and signs of repetition and abbreviation do not change the letters.
  const s = [...word.replace(/[่้๊๋ํ๎ฯๆ]/g, '')];
  const n = s.length;
  const common = style === 'common';
  const initial = (c: string) => {
    if (common && c === 'จ') return 'j';
    if (common && 'พภผ'.includes(c)) return 'p';
    return INITIAL[c] ?? '';
  };
  const final = (c: string, vowel: string) => {
    if (common && c === 'ล') return 'l';
    if (common && c === 'ร' && vowel.endsWith('o')) return 'rn';
    return FINAL[c] ?? '';
  };

  let out = '';
  let i = 0;
  while (i < n) {
    const silent = silentAt(s, i);
    if (silent) {
      i += silent;
      continue;
    }
    const rest = s.slice(i).join('');
    const element = NAME_ELEMENTS.find(([pattern]) => pattern.test(rest));
    if (element) {
      out += common ? element[2] : element[1];
      i += rest.match(element[0])![0].length;
      continue;
    }

    let lead = '';
    if (LEADING.includes(s[i]!)) {
      lead = s[i]!;
      i++;
    }
    if (!isConsonant(s[i])) {
      i++;
      continue;
    }
    let init = initial(s[i]!);
    let j = i + 1;
    const afterLead = (k: number) =>
      s[k] === undefined ||
      isConsonant(s[k]) ||
      (s[k] === 'ี' && s[k + 1] === 'ย') ||
      (s[k] === 'ื' && s[k + 1] === 'อ') ||
      'ิ็าะอ'.includes(s[k]!);
    const clusterFollows = (k: number) => (lead ? afterLead(k) : isDependent(s[k]));
    if (s[i] === 'ห' && s[j] !== undefined && 'งญนมยรลว'.includes(s[j]!) && clusterFollows(j + 1)) {
      init = initial(s[j]!); // ห leading a low consonant is silent
      j++;
    } else if (s[i] === 'อ' && s[j] === 'ย' && clusterFollows(j + 1)) {
      init = 'y';
      j++;
    } else if ('ทศสซ'.includes(s[i]!) && s[j] === 'ร' && clusterFollows(j + 1)) {
      init = common && 'ศส'.includes(s[i]!) && s[j + 1] === 'ี' ? 'sr' : 's'; // ทร, ศร, สร read s
      j++;
    } else if (clusterWith(s[i], s[j]) && clusterFollows(j + 1)) {
      init += initial(s[j]!);
      j++;
    } else if (
      lead &&
      isConsonant(s[j]) &&
      (s[j + 1] === 'ิ' || (s[j + 1] === 'ี' && s[j + 2] === 'ย') || (s[j + 1] === 'ื' && s[j + 2] === 'อ'))
    ) {
      // เจริญ, เฉลิม: the first consonant has an implicit a, the leading vowel belongs to the second.
      out += `${init}a`;
      init = initial(s[j]!);
      j++;
    }

    const { vowel, j: next, closes } = readVowel(s, j, lead, common);
    j = next;
    out += init + vowel;

    // ั always closes its syllable (จัน|ทร์); other vowels take a consonant that does not begin the next one.
    if (closes && isConsonant(s[j]) && (s[j - 1] === 'ั' || !beginsSyllable(s, j))) {
      if (s[j + 1] === KARAN) j += 2;
      else {
        out += final(s[j]!, vowel);
        j++;
      }
    }
    i = j;
  }
  return out;
}

/** A Thai text (a name) in Latin letters, lower case, words kept apart; Latin letters and digits are kept. */
export function romanizeThai(text: string, style: Style = 'rtgs'): string {
  return text
    .normalize('NFC')
    .split(/\s+/)
    .map((word) =>
      word
        .split(/([^\u0E00-\u0E7F]+)/)
        .map((part) => (/^[\u0E00-\u0E7F]/.test(part) ? romanizeWord(part, style) : part.toLowerCase()))
        .join(''),
    )
    .filter(Boolean)
    .join(' ');
}

/**
 * What a Latin-letter search matches for a Thai name: its RTGS spelling and the common one when it differs, one
 * after the other ("somsi thotsopsi somsri thotsopsri"). Null for a name without Thai letters.
 */
export function latinSpellings(name: string): string | null {
  if (!/[\u0E00-\u0E7F]/.test(name)) return null;
  const spellings = [romanizeThai(name, 'rtgs'), romanizeThai(name, 'common')];
  return [...new Set(spellings)].join(' ');
}
