import type { Lang } from '#domain/i18n.ts';
import type { LabelledQuestion } from './classifier.ts';
import { scriptOf } from './features.ts';
import { isNotRealTrouble, isSettled, urgencyCues, urgencyOf } from './urgency.ts';

/**
 * The learned urgency score (docs/decisions/0023-case-triage.md, "Urgency"): a logistic regression over the
 * classifier's features (`textFeatures` of server/triage/classifier.ts), trained on the labelled set's `urgent` flag.
 * It stands beside the rules (server/triage/urgency.ts): a text is urgent when the rules say so or its probability
 * reaches the threshold of the text's language (`thresholds`), chosen by 5-fold cross-validation on the training part
 * (`npm run eval:triage -- --tune`).
 */
export type UrgencyThresholds = Readonly<Record<Lang, number>>;

export interface UrgencyModel {
  bias: number;
  weights: Record<string, number>;
  /** How many words a lexicon feature counts as. */
  lexiconWeight: number;
  /** How many words a cue of the rules (`urgencyCues` of server/triage/urgency.ts) counts as. */
  cueWeight: number;
  /** By the script of the text (`scriptOf` of server/triage/features.ts). */
  thresholds: UrgencyThresholds;
  /** The probability below which the score overrules the rules: a text they call urgent is calm after all. */
  veto: number;
}

export interface UrgencyTrainOptions {
  minCount: number;
  lexiconWeight: number;
  cueWeight: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** How much an urgent question counts against a calm one in the regression's steps. */
  urgentWeight: number;
  /** The probability from which the score alone makes a text urgent, by the script of the text. */
  thresholds: UrgencyThresholds;
  /** The probability below which a text the rules call urgent is calm. */
  veto: number;
}

/**
 * The settings of the built model, chosen by 5-fold cross-validation on the training part (`eval:triage -- --tune`):
 * in each language the lowest threshold at which the score alone raises no more than 0.5% false alarms, so that the
 * alarms it adds to the rules' stay within the 2% allowed; the highest veto below which no urgent text the rules
 * find scores.
 */
export const URGENCY_TRAIN_OPTIONS: UrgencyTrainOptions = {
  minCount: 2,
  lexiconWeight: 3,
  cueWeight: 3,
  epochs: 30,
  learningRate: 0.2,
  l2: 3e-3,
  urgentWeight: 2,
  thresholds: { th: 0.85, en: 0.94, zh: 0.85 },
  veto: 0.02,
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * How much each feature counts: 1/√n (n of them in the vocabulary), a lexicon feature `lexiconWeight` times that, a
 * cue `cueWeight` times.
 */
const inputsOf = (
  features: readonly string[],
  { lexiconWeight, cueWeight }: Pick<UrgencyModel, 'lexiconWeight' | 'cueWeight'>,
) => {
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  return features.map(
    (f) => scale * (f.startsWith('lexicon:') ? lexiconWeight : f.startsWith('cue:') ? cueWeight : 1),
  );
};

/** The score's features of a text: the classifier's, and the cues of the rules (`urgencyCues`). */
export const urgencyFeatures = (features: readonly string[], normalised: string): string[] => [
  ...features,
  ...urgencyCues(normalised).keys(),
];

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Trains the urgency score on questions and their features, by stochastic gradient descent in the fixed order of
 * server/triage/classifier.ts (question (k·7919 + 31·pass) mod n), so the same set gives the same weights.
 */
export function trainUrgency(
  questions: readonly LabelledQuestion[],
  featuresOf: (q: LabelledQuestion) => readonly string[],
  options: UrgencyTrainOptions = URGENCY_TRAIN_OPTIONS,
): UrgencyModel {
  const { minCount, lexiconWeight, cueWeight, epochs, learningRate, l2, urgentWeight, thresholds, veto } =
    options;
  const all = questions.map(featuresOf);
  const seen = new Map<string, number>();
  for (const features of all) for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const examples = questions.map((q, i) => ({
    features: all[i]!.filter((f) => (seen.get(f) ?? 0) >= minCount),
    urgent: q.urgent,
  }));
  let bias = 0;
  const weights = new Map<string, number>();
  const n = examples.length;
  for (let pass = 0; pass < epochs; pass++)
    for (let k = 0; k < n; k++) {
      const { features, urgent } = examples[(k * 7919 + pass * 31) % n]!;
      const inputs = inputsOf(features, { lexiconWeight, cueWeight });
      const p = sigmoid(features.reduce((s, f, j) => s + (weights.get(f) ?? 0) * inputs[j]!, bias));
      const gradient = (p - (urgent ? 1 : 0)) * (urgent ? urgentWeight : 1);
      bias -= learningRate * gradient;
      features.forEach((f, j) => {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - learningRate * (gradient * inputs[j]! + l2 * w));
      });
    }
  const rounded: Record<string, number> = {};
  for (const f of [...weights.keys()].sort()) {
    const w = round(weights.get(f)!);
    if (w !== 0) rounded[f] = w;
  }
  return { bias: round(bias), weights: rounded, lexiconWeight, cueWeight, thresholds, veto };
}

/** The probability that a text with these features is urgent. */
export function urgencyProbability(model: UrgencyModel, features: readonly string[]): number {
  const present = features.filter((f) => Object.hasOwn(model.weights, f));
  const inputs = inputsOf(present, model);
  return sigmoid(present.reduce((s, f, j) => s + model.weights[f]! * inputs[j]!, model.bias));
}

/** How many words `because` names at most. */
const BECAUSE_MAX = 3;

/**
 * Whether a text needs help today: the rules' verdict and words unless the learned score is below its veto (the
 * rules' words in a text unlike any urgent one), or else the learned score at or above its threshold, with its
 * strongest words among `shown` (the text's whole words, `showableWords` of server/triage/classifier.ts) and the
 * words of its cues; the score alone with no such word to name does not make a text urgent.
 */
export function combinedUrgency(
  model: UrgencyModel,
  normalised: string,
  features: readonly string[],
  shown: (features: readonly string[]) => ReadonlyMap<string, string>,
): { urgent: boolean; because: string[] } {
  const rules = urgencyOf(normalised);
  const calm = { urgent: false, because: [] };
  const cues = urgencyCues(normalised);
  const all = [...features, ...cues.keys()];
  const p = urgencyProbability(model, all);
  if (rules.urgent) return p < model.veto ? calm : rules;
  if (isNotRealTrouble(normalised) || isSettled(normalised) || p < model.thresholds[scriptOf(normalised)])
    return calm;
  const words = new Map(shown(features));
  for (const [cue, word] of cues) if (!cue.includes('+')) words.set(cue, word);
  const ranked = all
    .filter((f) => words.has(f) && (model.weights[f] ?? 0) > 0)
    .sort((a, b) => model.weights[b]! - model.weights[a]! || b.length - a.length)
    .map((f) => words.get(f)!);
  const chosen: string[] = [];
  for (const word of ranked) {
    if (chosen.some((c) => c.includes(word) || word.includes(c))) continue;
    chosen.push(word);
    if (chosen.length === BECAUSE_MAX) break;
  }
  // Urgent only with words to show for it.
  return chosen.length > 0 ? { urgent: true, because: chosen } : calm;
}
