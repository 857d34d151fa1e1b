import { CASE_TYPES, type CaseType } from '#domain/case-types.ts';
import { featuresIn, isLatin, isWholeWordIn, normalise, showable, wordCuts } from './features.ts';
import { lexiconFeatures, TERM_PREFIX } from './lexicon.ts';
import { trainUrgency, type UrgencyModel, urgencyFeatures } from './urgency-model.ts';

/** One question of the labelled set (server/triage/labelled/*.jsonl, docs/triage-labelling.md). */
export interface LabelledQuestion {
  id: string;
  lang: 'th' | 'en' | 'zh';
  text: string;
  /** One or two case types, the main one first. */
  caseTypes: CaseType[];
  province: string | null;
  urgent: boolean;
}

/**
 * The trained classifier (docs/decisions/0023-case-triage.md): two models over the same features, each feature
 * counted once per question, whose shares are added.
 * - A naive Bayes: `features[f][i]` is log P(f | class i), `logPriors[i]` log P(class i).
 * - A logistic regression (softmax): `regression.weights[f][i]` and `regression.bias[i]`; a question's features
 *   count 1/√n each (n of them in the vocabulary), a lexicon feature `lexiconWeight` times that.
 * `urgency` is the learned urgency score (server/triage/urgency-model.ts), trained on the same features.
 * Built by `npm run build:triage-model` (scripts/build-triage-model.ts) at install and before every build; not
 * committed.
 */
export interface TriageModel {
  version: 4;
  /** How many words a lexicon feature counts as (TrainOptions). */
  lexiconWeight: number;
  /** How much the regression's shares count beside the naive Bayes' (TrainOptions). */
  regressionWeight: number;
  classes: CaseType[];
  logPriors: number[];
  features: Record<string, number[]>;
  regression: { bias: number[]; weights: Record<string, number[]> };
  urgency: UrgencyModel;
}

export interface CaseTypeScore {
  value: CaseType;
  /** Its share of the probability over the ten case types (they sum to 1). */
  score: number;
  /** The words of the text that pointed to it most, strongest first. */
  because: string[];
}

export interface TrainOptions {
  /** Laplace smoothing of the naive Bayes' counts. */
  alpha: number;
  /** Features seen in fewer questions of the set are not kept. */
  minCount: number;
  /** A second case type of a question counts for this much of a question. */
  secondWeight: number;
  /**
   * A lexicon feature counts as this many words: one curated word says more than any one word of a small set, and
   * it is the same feature in the three languages, so what the Thai questions teach helps the English and Chinese
   * ones.
   */
  lexiconWeight: number;
  /** How much the regression's shares count beside the naive Bayes' (0: the naive Bayes alone). */
  regressionWeight: number;
  /** The regression's passes over the set, its step and its L2 penalty. */
  epochs: number;
  learningRate: number;
  l2: number;
}

/** The settings of the committed model, chosen by cross-validation on the training part (`npm run eval:triage`). */
export const TRAIN_OPTIONS: TrainOptions = {
  alpha: 1,
  minCount: 2,
  secondWeight: 0.3,
  lexiconWeight: 3,
  regressionWeight: 0.5,
  epochs: 30,
  learningRate: 0.1,
  l2: 1e-4,
};

const weightOf = (feature: string, lexiconWeight: number) =>
  feature.startsWith('lexicon:') ? lexiconWeight : 1;

/** Every feature of a text the classifier reads (of its normalised form, when the caller has it). */
export function textFeatures(text: string, normalised = normalise(text)): string[] {
  return [...featuresIn(normalised), ...lexiconFeatures(normalised)];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The target of a question: its main case type 1, its second `secondWeight`, as shares that sum to 1. */
function targetOf(caseTypes: readonly number[], secondWeight: number, size: number): number[] {
  const target = Array.from({ length: size }, () => 0);
  caseTypes.forEach((i, rank) => {
    target[i]! += rank === 0 ? 1 : secondWeight;
  });
  const sum = target.reduce((a, b) => a + b, 0);
  return target.map((t) => t / sum);
}

/** Probabilities from scores, each divided by `temperature` first. */
function softmax(scores: readonly number[], temperature = 1): number[] {
  const best = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - best) / temperature));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** How much each feature of a question counts in the regression: 1/√n, a lexicon feature `lexiconWeight` times. */
const regressionInputs = (features: readonly string[], lexiconWeight: number) => {
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  return features.map((f) => scale * weightOf(f, lexiconWeight));
};

/**
 * The softmax regression, by stochastic gradient descent: every pass visits the questions in a fixed order
 * (question (k·7919 + 31·pass) mod n, a permutation), so the same set gives the same weights.
 */
function trainRegression(
  examples: readonly { features: string[]; target: number[] }[],
  size: number,
  options: TrainOptions,
) {
  const { epochs, learningRate, l2, lexiconWeight } = options;
  const bias = Array.from({ length: size }, () => 0);
  const weights = new Map<string, Float64Array>();
  const rowOf = (f: string) => {
    let row = weights.get(f);
    if (!row) {
      row = new Float64Array(size);
      weights.set(f, row);
    }
    return row;
  };
  const n = examples.length;
  for (let pass = 0; pass < epochs; pass++) {
    for (let k = 0; k < n; k++) {
      const { features, target } = examples[(k * 7919 + pass * 31) % n]!;
      const inputs = regressionInputs(features, lexiconWeight);
      const rows = features.map(rowOf);
      const scores = [...bias];
      rows.forEach((row, j) => {
        for (let i = 0; i < size; i++) scores[i]! += row[i]! * inputs[j]!;
      });
      const probabilities = softmax(scores);
      for (let i = 0; i < size; i++) {
        const gradient = probabilities[i]! - target[i]!;
        bias[i]! -= learningRate * gradient;
        rows.forEach((row, j) => {
          row[i]! -= learningRate * (gradient * inputs[j]! + l2 * row[i]!);
        });
      }
    }
  }
  return { bias, weights };
}

/** Trains the classifier on labelled questions (the same set gives the same model, byte for byte). */
export function trainModel(
  questions: readonly LabelledQuestion[],
  options: TrainOptions = TRAIN_OPTIONS,
): TriageModel {
  const { alpha, minCount, secondWeight, lexiconWeight, regressionWeight } = options;
  const classes = CASE_TYPES.map((c) => c.value) as CaseType[];
  const index = new Map(classes.map((c, i) => [c, i]));
  const labelled = questions.map((question) => ({
    features: textFeatures(question.text),
    classes: question.caseTypes.map((caseType) => {
      const i = index.get(caseType);
      if (i === undefined) throw new Error(`${question.id}: unknown case type ${caseType}`);
      return i;
    }),
  }));
  const seen = new Map<string, number>();
  for (const { features } of labelled) for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const kept = (f: string) => (seen.get(f) ?? 0) >= minCount;
  const vocabulary = [...seen.keys()].filter(kept).sort();

  // The naive Bayes: counts of each feature by class, a second case type counting `secondWeight`.
  const counts = new Map(vocabulary.map((f) => [f, classes.map(() => 0)]));
  const documents = classes.map(() => 0);
  const totals = classes.map(() => 0);
  for (const question of labelled)
    question.classes.forEach((i, rank) => {
      const weight = rank === 0 ? 1 : secondWeight;
      documents[i]! += weight;
      for (const feature of question.features) {
        const row = counts.get(feature);
        if (!row) continue;
        row[i]! += weight * weightOf(feature, lexiconWeight);
        totals[i]! += weight * weightOf(feature, lexiconWeight);
      }
    });
  const denominators = totals.map((t) => t + alpha * vocabulary.length);
  const documentsTotal = documents.reduce((a, b) => a + b, 0);
  const features: Record<string, number[]> = {};
  for (const feature of vocabulary)
    features[feature] = counts.get(feature)!.map((n, i) => round(Math.log((n + alpha) / denominators[i]!)));

  const regression =
    regressionWeight > 0
      ? trainRegression(
          labelled.map((q) => ({
            features: q.features.filter(kept),
            target: targetOf(q.classes, secondWeight, classes.length),
          })),
          classes.length,
          options,
        )
      : { bias: classes.map(() => 0), weights: new Map<string, Float64Array>() };
  const weights: Record<string, number[]> = {};
  for (const feature of vocabulary) {
    const row = regression.weights.get(feature);
    if (row?.some((w) => round(w) !== 0)) weights[feature] = [...row].map(round);
  }
  const featuresById = new Map(questions.map((q, i) => [q.id, labelled[i]!.features]));
  return {
    version: 4,
    lexiconWeight,
    regressionWeight,
    classes,
    logPriors: documents.map((d) => round(Math.log((d + alpha) / (documentsTotal + alpha * classes.length)))),
    features,
    regression: { bias: regression.bias.map(round), weights },
    urgency: trainUrgency(questions, (q) => urgencyFeatures(featuresById.get(q.id)!, normalise(q.text))),
  };
}

/** How many words `because` names at most. */
const BECAUSE_MAX = 3;

/**
 * The case types of a text, best first, with their shares and the words that decided; an empty list when no word
 * of the text is in the model's vocabulary (empty text, garbage, another language).
 */
export function classify(
  model: TriageModel,
  text: string,
  features: readonly string[] = textFeatures(text),
  normalised = normalise(text),
): CaseTypeScore[] {
  const present = features.filter((f) => Object.hasOwn(model.features, f));
  if (present.length === 0) return [];
  // The naive Bayes' shares are a softmax of its log posteriors, tempered by the number of features (it counts
  // correlated words as independent evidence, which makes its probabilities too sure).
  const bayes = softmax(
    model.logPriors.map(
      (prior, i) =>
        prior +
        present.reduce((sum, f) => sum + weightOf(f, model.lexiconWeight) * model.features[f]![i]!, 0),
    ),
    Math.max(1, Math.sqrt(present.length)),
  );
  const inputs = regressionInputs(present, model.lexiconWeight);
  const regression = softmax(
    model.regression.bias.map((bias, i) =>
      present.reduce((sum, f, j) => sum + (model.regression.weights[f]?.[i] ?? 0) * inputs[j]!, bias),
    ),
  );
  const { regressionWeight } = model;
  const shownWords = showableWords(present, normalised);
  return model.classes
    .map((value, i) => ({
      value,
      score: (bayes[i]! + regressionWeight * regression[i]!) / (1 + regressionWeight),
      because: because(model, present, i, shownWords),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The features of a text that can be shown as words that decided, each with its word: the lexicon's words
 * (`term:…`) that stand in the text as whole words (in Thai and Chinese, on the segmenter's cuts: no fragment such
 * as ได้ค่า or 一家), and the features that are whole Latin words or runs of them; not the Thai and Chinese words
 * and runs of the segmenter alone (a run cuts across words), the Chinese pairs, `lexicon:<case type>`, stopwords or
 * single characters (`showable`).
 */
export function showableWords(present: readonly string[], normalised: string): Map<string, string> {
  let cuts: Set<number> | undefined;
  const shown = new Map<string, string>();
  for (const feature of present) {
    if (feature.startsWith(TERM_PREFIX)) {
      const word = feature.slice(TERM_PREFIX.length);
      cuts ??= wordCuts(normalised);
      if (showable(word) && (isLatin(word) || isWholeWordIn(word, normalised, cuts)))
        shown.set(feature, word);
    } else if (!feature.includes(':') && isLatin(feature) && showable(feature)) shown.set(feature, feature);
  }
  return shown;
}

/**
 * The words that point to class `i` most: the showable features of the text (`showableWords`) whose likelihood under
 * it is highest against their likelihood over all classes (log P(f | i) − log P(f)); a word inside a longer one
 * already named is not named again.
 */
function because(
  model: TriageModel,
  present: readonly string[],
  i: number,
  shown: ReadonlyMap<string, string>,
): string[] {
  const lift = (f: string) => {
    const row = model.features[f]!;
    const marginal = row.reduce((sum, l, j) => sum + Math.exp(l + model.logPriors[j]!), 0);
    return row[i]! - Math.log(marginal);
  };
  const ranked = present
    .filter((f) => shown.has(f) && lift(f) > 0)
    .sort((a, b) => lift(b) - lift(a) || b.length - a.length)
    .map((f) => shown.get(f)!);
  const chosen: string[] = [];
  for (const words of ranked) {
    if (chosen.some((c) => c.includes(words) || words.includes(c))) continue;
    chosen.push(words);
    if (chosen.length === BECAUSE_MAX) break;
  }
  return chosen;
}
