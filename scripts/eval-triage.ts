// `npm run eval:triage`: trains the case-triage classifier on the labelled set without its held-out part (a fixed
// fifth, `isHeldOut`), then scores the held-out questions, which it never saw: top-1 accuracy by language and by case
// type, the pairs it confuses, province accuracy, and urgency recall and false alarms. `--tune` first compares
// settings by 5-fold cross-validation on the training part only (never the held-out part), the way TRAIN_OPTIONS
// of server/triage/classifier.ts were chosen.
import { CASE_TYPES } from '../domain/case-types.ts';
import {
  classify,
  type LabelledQuestion,
  TRAIN_OPTIONS,
  type TrainOptions,
  trainModel,
} from '../server/triage/classifier.ts';
import { normalise } from '../server/triage/features.ts';
import { isHeldOut, readLabelledSet } from '../server/triage/labelled-set.ts';
import { findProvince } from '../server/triage/places.ts';
import { urgencyOf } from '../server/triage/urgency.ts';
import { parseCommandLine } from './lib/args.mjs';

const { values: args } = parseCommandLine({
  usage: `Usage: npm run eval:triage -- [--tune]

Trains the case-triage classifier on the labelled set without its held-out fifth and scores that fifth: top-1
accuracy by language and case type, the pairs it confuses, province accuracy, urgency recall and false alarms.
  --tune   first compare settings by 5-fold cross-validation on the training part`,
  options: { tune: { type: 'boolean', default: false } },
});

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

const model = trainModel(train);

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
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
let urgentFound = 0;
let urgentTotal = 0;
let falseAlarms = 0;
let calm = 0;
const started = performance.now();
for (const q of test) {
  const [best] = classify(model, q.text);
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
  const { urgent } = urgencyOf(normalised);
  if (q.urgent) {
    urgentTotal += 1;
    if (urgent) urgentFound += 1;
  } else {
    calm += 1;
    if (urgent) falseAlarms += 1;
  }
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
console.log(
  `urgency: recall ${pct(urgentFound, urgentTotal)} (${urgentFound}/${urgentTotal}), false alarms ${pct(falseAlarms, calm)} (${falseAlarms}/${calm})`,
);
console.log('confusions (label → answer):');
for (const [pair, n] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${n} × ${pair}`);
console.log(
  `time: ${(ms / Math.max(1, test.length)).toFixed(2)} ms per question (classify, province, urgency)`,
);
