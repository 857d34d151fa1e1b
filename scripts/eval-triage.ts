// `npm run eval:triage`: trains the case-triage classifier on the labelled set without its held-out part (a fixed
// fifth, `isHeldOut`), then scores the held-out questions, which it never saw: top-1 accuracy by language and by case
// type, the pairs it confuses, province accuracy, and urgency recall and false alarms. `--tune` first compares
// settings by 5-fold cross-validation on the training part only (never the held-out part), the way TRAIN_OPTIONS
// of server/triage/classifier.ts were chosen. Urgency is also given by language, on the held-out part and on the
// urgency sets (URGENCY_SETS: texts written to test urgency, docs/triage-labelling.md), whole and held-out, for the
// rules alone and for the rules with the learned score (server/triage/urgency-model.ts); `--tune` also gives, by
// 5-fold cross-validation on the training part, the learned score's recall and false alarms at each threshold
// and what each veto would cost (urgent texts of the rules it would overrule);
// `--misses` lists the urgency misses and false alarms of the training part only (never the held-out part).
import { CASE_TYPES } from '../domain/case-types.ts';
import {
  classify,
  type LabelledQuestion,
  showableWords,
  TRAIN_OPTIONS,
  type TrainOptions,
  textFeatures,
  trainModel,
} from '../server/triage/classifier.ts';
import { normalise } from '../server/triage/features.ts';
import { isHeldOut, readLabelledSet } from '../server/triage/labelled-set.ts';
import { findProvince } from '../server/triage/places.ts';
import { urgencyOf } from '../server/triage/urgency.ts';
import {
  combinedUrgency,
  trainUrgency,
  URGENCY_TRAIN_OPTIONS,
  urgencyFeatures,
  urgencyProbability,
} from '../server/triage/urgency-model.ts';
import { parseCommandLine } from './lib/args.mjs';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run eval:triage -- [--tune]

Trains the case-triage classifier on the labelled set without its held-out fifth and scores that fifth: top-1
accuracy by language and case type, the pairs it confuses, province accuracy, urgency recall and false alarms.
  --tune     first compare settings (and the urgency score's thresholds) by 5-fold cross-validation on the
             training part
  --misses   list the urgency misses and false alarms of the training part (the held-out part stays blind)`,
  options: {
    tune: { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
  },
});

/**
 * The urgency sets (texts written to test urgency, each blind and committed before the rules changed for it:
 * docs/triage-labelling.md), by the prefix of their files' ids, in the order they were written.
 */
const URGENCY_SETS: readonly (readonly [name: string, ids: RegExp])[] = [
  ['first', /^(?:th-g|en-f|zh-f)-/],
  ['second', /^(?:th-h|en-g|zh-g)-/],
  // Written before the learned score took the rules' cues.
  ['third', /^(?:th-i|en-h|zh-h)-/],
  // English most.
  ['fourth', /^(?:th-j|en-i|zh-i)-/],
  // Calm look-alikes most.
  ['fifth', /^(?:th-k|en-j|zh-j)-/],
  // Scored blind with the veto's first measure.
  ['sixth', /^(?:th-l|en-k|zh-k)-/],
  // English most, calm look-alikes most.
  ['seventh', /^(?:th-m|en-l|zh-l)-/],
  // Thai as much as English, each urgent text with a calm twin.
  ['eighth', /^(?:th-n|en-m|zh-m)-/],
  // English and Thai, calm look-alikes most.
  ['ninth', /^(?:th-o|en-n)-/],
  // Half urgent, each with a calm twin where one fits.
  ['tenth', /^(?:th-p|en-o|zh-n)-/],
  // Calm look-alikes most, urgency told by the scene.
  ['eleventh', /^(?:th-q|en-p|zh-o)-/],
  // Half urgent in twins, urgency told by the scene: held by officials or an employer, violence just fled.
  ['twelfth', /^(?:th-r|en-q|zh-p)-/],
  // Calm look-alikes most (two in three), English most.
  ['thirteenth', /^(?:th-s|en-r|zh-q)-/],
  // Urgent most, told by the scene.
  ['fourteenth', /^(?:th-t|en-s|zh-r)-/],
  // Half urgent in twins with calm look-alikes of the same words.
  ['fifteenth', /^(?:th-u|en-t|zh-s)-/],
  // Many voices, the urgent part at the end of a long story or in a line.
  ['sixteenth', /^(?:th-v|en-u|zh-t)-/],
  // Half urgent: the urgency one clause in an ordinary question, or told by its consequences; calm texts of
  // figures of speech and past events.
  ['seventeenth', /^(?:th-w|en-v|zh-u)-/],
  // Half urgent in twins, situations rarely written about.
  ['eighteenth', /^(?:th-x|en-w|zh-v)-/],
  // Half urgent in twins, short and messy, often written by someone else; urgency in a practical question.
  ['nineteenth', /^(?:th-y|en-x|zh-w)-/],
  // Half urgent in twins, the urgency told by clock times, hours and dates; calm twins with the same clock words.
  ['twentieth', /^(?:th-z|en-y|zh-x)-/],
  // Half urgent in twins, the urgency told in quoted words: a message, a voice note, a call from the police.
  ['twenty-first', /^(?:th-aa|en-z|zh-y)-/],
  // Half urgent in twins, long stories from every domain with the urgent part in the middle.
  ['twenty-second', /^(?:th-ab|en-aa|zh-z)-/],
  // Calm look-alikes most (two in three), English most: the words of urgency attached to calm matters.
  ['twenty-third', /^(?:th-ac|en-ab|zh-aa)-/],
  // Half urgent in twins, the core kinds of urgency in two registers: formal letters and panicked fragments.
  ['twenty-fourth', /^(?:th-ad|en-ac|zh-ab)-/],
  // Half urgent in twins, migrant workers and their families: held without the word for an arrest.
  ['twenty-fifth', /^(?:th-ae|en-ad|zh-ac)-/],
  // Half urgent in twins, regional voices: Isan, Northern and Southern Thai, English and Chinese slang.
  ['twenty-sixth', /^(?:th-af|en-ae|zh-ad)-/],
  // Calm most (two in three), English most: the day after, written just after the trouble ended.
  ['twenty-seventh', /^(?:th-ag|en-af|zh-ae)-/],
  // Half urgent in twins, mixed languages: Thai with English words or in Latin letters, English with Thai words,
  // Chinese with English and Thai words.
  ['twenty-eighth', /^(?:th-ah|en-ag|zh-af)-/],
  // Half urgent in twins, written for another person in a role: HR, a school, a hotel, a caseworker, a ship's agent.
  ['twenty-ninth', /^(?:th-ai|en-ah|zh-ag)-/],
  // Half urgent in twins, stories told in the present tense.
  ['thirtieth', /^(?:th-aj|en-ai|zh-ah)-/],
  // Half urgent in twins, in the words of legal procedure.
  ['thirty-first', /^(?:th-ak|en-aj|zh-ai)-/],
  // Half urgent in twins, dictated by voice: no stops, fillers, words misheard.
  ['thirty-second', /^(?:th-al|en-ak|zh-aj)-/],
  // Half urgent in twins, written by young people in their own register.
  ['thirty-third', /^(?:th-am|en-al|zh-ak)-/],
  // Half urgent in twins, told by bystanders and neighbours of what happens to others.
  ['thirty-fourth', /^(?:th-an|en-am|zh-al)-/],
  // Half urgent in twins, written on behalf of someone the writer knows (a parent, a brother, an employee).
  ['thirty-fifth', /^(?:th-ao|en-an|zh-am)-/],
  // English only, calm look-alikes most: routine requests in the words of urgency.
  ['thirty-sixth', /^en-ao-/],
  // Calm look-alikes in Thai and English, written blind after the thirty-sixth set's rules.
  ['thirty-seventh', /^(?:th-ap|en-ap)-/],
  // Urgency said without its usual words, in English (held, remanded, a countdown), and Chinese calm look-alikes.
  ['thirty-eighth', /^(?:en-aq|zh-an)-/],
  // Urgency said without its usual words, in English and in everyday and regional Thai, with calm twins.
  ['thirty-ninth', /^(?:en-ar|th-aq)-/],
  // Twins again, the calm one in the urgent one's words.
  ['fortieth', /^(?:en-as|th-ar|zh-ao)-/],
  // The day after: calm most, written just after the trouble ended, in its words and today's.
  ['forty-first', /^(?:en-at|th-as|zh-ap)-/],
  // After the storm: calm most, over or someone else's, in English and Thai.
  ['forty-second', /^(?:en-au|th-at)-/],
];

const all = readLabelledSet();
const train = all.filter((q) => !isHeldOut(q.id));
const test = all.filter((q) => isHeldOut(q.id));

/** Top-1 accuracy of 5-fold cross-validation on `questions` with `options`. */
function crossValidated(questions: readonly LabelledQuestion[], options: TrainOptions): number {
  let right = 0;
  for (let fold = 0; fold < 5; fold++) {
    const model = trainModel(
      questions.filter((_, i) => i % 5 !== fold),
      options,
    );
    for (const q of questions.filter((_, i) => i % 5 === fold)) {
      const [best] = classify(model, q.text);
      if (best && q.caseTypes.includes(best.value)) right += 1;
    }
  }
  return right / questions.length;
}

if (args.tune) {
  console.log('5-fold cross-validation on the training part:');
  for (const alpha of [0.5, 1])
    for (const lexiconWeight of [1, 3, 5])
      for (const regressionWeight of [0, 0.5, 1]) {
        const options = { ...TRAIN_OPTIONS, alpha, lexiconWeight, regressionWeight };
        console.log(`  ${JSON.stringify(options)}: ${(100 * crossValidated(train, options)).toFixed(1)}%`);
      }
}

/**
 * The learned urgency score's recall and false alarms by language at each threshold, alone and with the rules, by
 * 5-fold cross-validation on `questions` (the training part).
 */
function tuneUrgency(questions: readonly LabelledQuestion[]) {
  const features = new Map(
    questions.map((q) => [q.id, urgencyFeatures(textFeatures(q.text), normalise(q.text))]),
  );
  const rules = questions.map((q) => urgencyOf(normalise(q.text)).urgent);
  for (const urgentWeight of [1, 2])
    for (const l2 of [1e-3, 3e-3]) {
      const options = { ...URGENCY_TRAIN_OPTIONS, urgentWeight, l2 };
      const p: number[] = [];
      for (let fold = 0; fold < 5; fold++) {
        const m = trainUrgency(
          questions.filter((_, i) => i % 5 !== fold),
          (q) => features.get(q.id)!,
          options,
        );
        questions.forEach((q, i) => {
          if (i % 5 === fold) p[i] = urgencyProbability(m, features.get(q.id)!);
        });
      }
      console.log(
        `  urgency score ${JSON.stringify({ urgentWeight, l2 })}: recall/false alarms, alone | with the rules`,
      );
      for (const threshold of [
        0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.91, 0.92, 0.93, 0.94, 0.95, 0.96, 0.97,
      ]) {
        const cells = ['all', 'th', 'en', 'zh'].map((lang) => {
          const c = { found: 0, urgent: 0, alarms: 0, calm: 0, foundBoth: 0, alarmsBoth: 0 };
          questions.forEach((q, i) => {
            if (lang !== 'all' && q.lang !== lang) return;
            const alone = p[i]! >= threshold;
            const both = alone || rules[i]!;
            if (q.urgent) {
              c.urgent += 1;
              c.found += Number(alone);
              c.foundBoth += Number(both);
            } else {
              c.calm += 1;
              c.alarms += Number(alone);
              c.alarmsBoth += Number(both);
            }
          });
          return `${lang} ${pct(c.found, c.urgent)}/${pct(c.alarms, c.calm)} | ${pct(c.foundBoth, c.urgent)}/${pct(c.alarmsBoth, c.calm)}`;
        });
        console.log(`    ≥ ${threshold}: ${cells.join('  ')}`);
      }
      // The veto: urgent texts the rules find that the score would overrule, and the rules' false alarms it would
      // silence (few on the training part, where the rules fit).
      const vetoes = [0.01, 0.02, 0.03, 0.04, 0.05, 0.1].map((veto) => {
        let lost = 0;
        let found = 0;
        let silenced = 0;
        let alarms = 0;
        questions.forEach((q, i) => {
          if (!rules[i]) return;
          if (q.urgent) {
            found += 1;
            lost += Number(p[i]! < veto);
          } else {
            alarms += 1;
            silenced += Number(p[i]! < veto);
          }
        });
        return `< ${veto}: ${lost}/${found} urgent lost, ${silenced}/${alarms} alarms silenced`;
      });
      console.log(`    veto ${vetoes.join('  ')}`);
    }
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
if (args.tune) tuneUrgency(train);

const model = trainModel(train);

const tally = () => new Map<string, { right: number; total: number }>();
const add = (map: ReturnType<typeof tally>, key: string, right: boolean) => {
  const t = map.get(key) ?? { right: 0, total: 0 };
  t.total += 1;
  if (right) t.right += 1;
  map.set(key, t);
};

const byLang = tally();
const byType = tally();
const confusions = new Map<string, number>();
let right = 0;
let provinceRight = 0;
const started = performance.now();
for (const q of test) {
  const features = textFeatures(q.text);
  const [best] = classify(model, q.text, features);
  // Right when the best case type is one of the question's labels (its main one or its second).
  const ok = best !== undefined && q.caseTypes.includes(best.value);
  if (ok) right += 1;
  else
    confusions.set(
      `${q.caseTypes[0]} → ${best?.value ?? '(none)'}`,
      (confusions.get(`${q.caseTypes[0]} → ${best?.value ?? '(none)'}`) ?? 0) + 1,
    );
  add(byLang, q.lang, ok);
  add(byType, q.caseTypes[0]!, ok);
  const normalised = normalise(q.text);
  if (findProvince(normalised) === q.province) provinceRight += 1;
  combinedUrgency(model.urgency, normalised, features, (present) => showableWords(present, normalised));
}
const ms = performance.now() - started;

console.log(
  `labelled set: ${all.length} questions; trained on ${train.length}, scored on ${test.length} held out`,
);
console.log(`top-1 accuracy: ${pct(right, test.length)} (${right}/${test.length})`);
for (const [lang, t] of [...byLang].sort())
  console.log(`  ${lang}: ${pct(t.right, t.total)} (${t.right}/${t.total})`);
console.log('by case type (main label):');
for (const c of CASE_TYPES) {
  const t = byType.get(c.value);
  if (t) console.log(`  ${c.key.padEnd(12)} ${pct(t.right, t.total).padStart(6)} (${t.right}/${t.total})`);
}
console.log(`province: ${pct(provinceRight, test.length)} (${provinceRight}/${test.length}, null included)`);
/** Urgency recall (urgent texts found) and false alarms (calm texts called urgent), in all and by language. */
function urgencyReport(title: string, questions: readonly LabelledQuestion[], learned = true) {
  const counts = new Map<string, { found: number; urgent: number; alarms: number; calm: number }>();
  for (const q of questions) {
    const normalised = normalise(q.text);
    const { urgent } = learned
      ? combinedUrgency(model.urgency, normalised, textFeatures(q.text), (present) =>
          showableWords(present, normalised),
        )
      : urgencyOf(normalised);
    for (const key of ['all', q.lang]) {
      const c = counts.get(key) ?? { found: 0, urgent: 0, alarms: 0, calm: 0 };
      if (q.urgent) {
        c.urgent += 1;
        if (urgent) c.found += 1;
      } else {
        c.calm += 1;
        if (urgent) c.alarms += 1;
      }
      counts.set(key, c);
    }
  }
  console.log(`urgency, ${title}${learned ? ', rules and learned score' : ', rules alone'}:`);
  for (const key of ['all', 'th', 'en', 'zh']) {
    const c = counts.get(key);
    if (c)
      console.log(
        `  ${key.padEnd(3)} recall ${pct(c.found, c.urgent).padStart(6)} (${c.found}/${c.urgent}), false alarms ${pct(c.alarms, c.calm).padStart(5)} (${c.alarms}/${c.calm})`,
      );
  }
}
urgencyReport('held-out part', test, false);
urgencyReport('held-out part', test);
for (const [name, pattern] of URGENCY_SETS) {
  const set = all.filter((q) => pattern.test(q.id));
  urgencyReport(`${name} urgency set, all of it`, set);
  urgencyReport(
    `${name} urgency set, its held-out part`,
    set.filter((q) => isHeldOut(q.id)),
  );
}
if (args.misses) {
  console.log('urgency, training part: misses (−) and false alarms (+):');
  for (const q of train) {
    const { urgent, because } = urgencyOf(normalise(q.text));
    if (urgent !== q.urgent)
      console.log(`  ${q.urgent ? '−' : '+'} ${q.id} ${because.join(' | ')} ${q.text.slice(0, 160)}`);
  }
}
console.log('confusions (label → answer):');
for (const [pair, n] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${n} × ${pair}`);
console.log(
  `time: ${(ms / Math.max(1, test.length)).toFixed(2)} ms per question (classify, province, urgency)`,
);
