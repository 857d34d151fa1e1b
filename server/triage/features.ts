import { Converter } from 'opencc-js/t2cn';
import { TRIAGE_TEXT_MAX } from '#domain/limits.ts';

/**
 * What the triage reads of a text (docs/decisions/0023-case-triage.md): its words, as `Intl.Segmenter` cuts them
 * (Node's full ICU segments Thai with a dictionary and Chinese into words), and the runs of two and three words,
 * written as people write them (Thai and Chinese without spaces, English with one). A dictionary cuts compounds —
 * เลิกจ้าง into เลิก|จ้าง, ค่าส่วนกลาง into ค่า|ส่วน|กลาง, 物业费 into 物业|费 — so the runs bring them back as features.
 */

const THAI = /[\u0E00-\u0E7F]/;
const CJK = /[\u3400-\u9FFF]/;
const LATIN = /[a-z]/i;

/** How many of a text's letters are Thai, Chinese and Latin (a–z in either case). */
export function lettersOf(text: string): { thai: number; cjk: number; latin: number } {
  const letters = { thai: 0, cjk: 0, latin: 0 };
  for (const ch of text) {
    if (THAI.test(ch)) letters.thai += 1;
    else if (CJK.test(ch)) letters.cjk += 1;
    else if (LATIN.test(ch)) letters.latin += 1;
  }
  return letters;
}

/** The script a text is mostly written in: its segmenter and how its words join. */
export function scriptOf(text: string): 'th' | 'zh' | 'en' {
  const { thai, cjk } = lettersOf(text);
  if (thai === 0 && cjk === 0) return 'en';
  return thai >= cjk ? 'th' : 'zh';
}

const SEGMENTERS = {
  th: new Intl.Segmenter('th', { granularity: 'word' }),
  zh: new Intl.Segmenter('zh', { granularity: 'word' }),
  en: new Intl.Segmenter('en', { granularity: 'word' }),
};

/** Words that say nothing about a case: Thai particles and pronouns, English and Chinese function words. */
const STOPWORDS = new Set([
  'ครับ',
  'ค่ะ',
  'คะ',
  'นะ',
  'จ้า',
  'จ๊ะ',
  'ผม',
  'ฉัน',
  'ดิฉัน',
  'หนู',
  'เรา',
  'เขา',
  'ที่',
  'และ',
  'แต่',
  'ก็',
  'ได้',
  'ไหม',
  'มั้ย',
  'อยาก',
  'ทราบ',
  'ว่า',
  'จะ',
  'ให้',
  'ของ',
  'กับ',
  'ใน',
  'มี',
  'เป็น',
  'แล้ว',
  'อยู่',
  'the',
  'a',
  'an',
  'and',
  'or',
  'but',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'is',
  'are',
  'was',
  'were',
  'be',
  'i',
  'my',
  'me',
  'we',
  'our',
  'he',
  'she',
  'it',
  'they',
  'his',
  'her',
  'their',
  'you',
  'your',
  'this',
  'that',
  'with',
  'from',
  'what',
  'can',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'will',
  'would',
  'should',
  'how',
  '的',
  '了',
  '我',
  '我们',
  '他',
  '她',
  '是',
  '在',
  '有',
  '和',
  '吗',
  '呢',
  '吧',
  '也',
  '就',
  '都',
  '要',
  '请问',
  '我能',
  '能',
  '可以',
  '怎么',
  '怎么办',
  '什么',
  '这个',
  '一个',
  '他们',
  '你们',
  '没有',
  '还',
  '说',
  '把',
  '会',
  '想',
  '让',
  '给',
  '对',
  '从',
  '到',
  '个',
  '这',
  '那',
  '不',
  '很',
  '已经',
]);

/** Traditional Chinese as Simplified (OpenCC's tables, with Taiwan's words): made for the first Chinese text. */
let toSimplified: ((text: string) => string) | undefined;

/**
 * The text as the triage reads it: NFC, lower case, at most TRIAGE_TEXT_MAX characters, Chinese in simplified
 * characters (the labelled set and the rules are written in them; 後天開庭 reads as 后天开庭, 清邁 as 清迈).
 */
export function normalise(text: string): string {
  const normalised = text.normalize('NFC').slice(0, TRIAGE_TEXT_MAX).toLowerCase();
  if (!CJK.test(normalised)) return normalised;
  toSimplified ??= Converter({ from: 'twp', to: 'cn' });
  return toSimplified(normalised);
}

/** A text with the spaces between two Thai letters taken out: Thai writes its words without spaces between them. */
export const withoutSpacesInThai = (text: string) =>
  text.replace(/(?<=[\u0E01-\u0E4E])\s+(?=[\u0E01-\u0E4E])/gu, '');

/**
 * The words of `normalise(text)` as the person wrote them: a word of the normalised text becomes the same span of the
 * text (its capitals, Traditional characters), where normalising kept every offset; else the word stays as it is.
 */
export function asWrittenIn(text: string, normalised = normalise(text)): (word: string) => string {
  const written = text.normalize('NFC').slice(0, TRIAGE_TEXT_MAX);
  if (written.length !== normalised.length) return (word) => word;
  return (word) => {
    const at = normalised.indexOf(word);
    return at < 0 ? word : written.slice(at, at + word.length);
  };
}

/** The words of a text, in order, without punctuation or numbers alone (stopwords kept: runs read them). */
export const wordsOf = (text: string): string[] => wordsIn(normalise(text));

/** `wordsOf` of a text already normalised (`normalise`). */
function wordsIn(normalised: string): string[] {
  const segmenter = SEGMENTERS[scriptOf(normalised)];
  const words: string[] = [];
  for (const part of segmenter.segment(normalised)) {
    if (!part.isWordLike) continue;
    const word = part.segment.trim();
    if (!word || /^\d+$/.test(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * Where the segmenter cuts a normalised text into words: the offsets at which a word starts or ends. A word of a
 * Thai or Chinese text is a whole word there when it starts and ends on such cuts (ค่าชดเชย in ไม่ได้ค่าชดเชย, ตาย
 * in ผู้ตาย but not inside ตายาย, grandparents).
 */
export function wordCuts(normalised: string): Set<number> {
  const cuts = new Set<number>([0, normalised.length]);
  for (const part of SEGMENTERS[scriptOf(normalised)].segment(normalised)) {
    cuts.add(part.index);
    cuts.add(part.index + part.segment.length);
  }
  return cuts;
}

/** Whether `word` stands in the normalised text as a whole word: somewhere it starts and ends on the cuts. */
export function isWholeWordIn(word: string, normalised: string, cuts: Set<number>): boolean {
  for (let at = normalised.indexOf(word); at !== -1; at = normalised.indexOf(word, at + 1))
    if (cuts.has(at) && cuts.has(at + word.length)) return true;
  return false;
}

/** Latin letters, digits and the marks of Latin words only: an English word or a run of them. */
export const isLatin = (word: string) => /^[a-z0-9][a-z0-9 .'&/-]*$/.test(word);

/** A run of words as people write it: with a space between Latin words, joined otherwise. */
const join = (words: readonly string[]) =>
  words.reduce(
    (text, word) =>
      text && /[a-z0-9]$/.test(text) && /^[a-z0-9]/.test(word) ? `${text} ${word}` : text + word,
    '',
  );

const meaningful = (words: readonly string[]) => words.some((w) => !STOPWORDS.has(w));

/** Whether a word can be shown as one that decided: no stopword, no single letter or character. */
export const showable = (word: string) => !STOPWORDS.has(word) && [...word].length > 1;

/** The prefix of a Chinese character pair: `pair:物业`. */
export const PAIR_PREFIX = 'pair:';

const HAN_PAIR = /(?=([\u3400-\u9FFF]{2}))/gu;

/**
 * The features of a text: each word that is no stopword (English ones of three letters or more), and each run of
 * two and three words with at least one such word; in a Chinese text also each pair of characters side by side
 * (`pair:物业`), which holds where the segmenter cuts a word one way in one question and another way in the next;
 * each once.
 */
export const featuresOf = (text: string): string[] => featuresIn(normalise(text));

/** `featuresOf` of a text already normalised (`normalise`): the triage normalises a text once. */
export function featuresIn(normalised: string): string[] {
  const words = wordsIn(normalised);
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!STOPWORDS.has(word) && !/^[a-z]{1,2}$/.test(word)) features.add(word);
    for (const n of [2, 3]) {
      const run = words.slice(i, i + n);
      if (run.length === n && meaningful(run)) features.add(join(run));
    }
  }
  if (scriptOf(normalised) === 'zh')
    for (const [, pair] of normalised.matchAll(HAN_PAIR)) features.add(PAIR_PREFIX + pair);
  return [...features];
}
