import { CASE_TYPES, type CaseType } from '#domain/case-types.ts';
import { featuresOf, normalise } from './features.ts';
import { lexiconFeatures } from './lexicon.ts';

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
 * The trained classifier: a naive Bayes over the features of `featuresOf` and `lexiconFeatures`, each counted once
 * per question (docs/decisions/0023-case-triage.md). `features[f][i]` is log P(f | class i), `unseen[i]` the same for
 * a feature of the vocabulary the class never had. Built by `npm run build:triage-model` (scripts/build-triage-model.ts).
 */
export interface TriageModel {
  version: 1;
  /** How many words a lexicon feature counts as (TrainOptions). */
  lexiconWeight: number;
  classes: CaseType[];
  logPriors: number[];
  unseen: number[];
  features: Record<string, number[]>;
}

export interface CaseTypeScore {
  value: CaseType;
  /** Its share of the probability over the ten case types (they sum to 1). */
  score: number;
  /** The words of the text that pointed to it most, strongest first. */
  because: string[];
}

export interface TrainOptions {
  /** Laplace smoothing of the counts. */
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
}

/** The settings of the committed model, chosen by cross-validation on the training part (`npm run eval:triage`). */
export const TRAIN_OPTIONS: TrainOptions = { alpha: 1, minCount: 2, secondWeight: 0.3, lexiconWeight: 3 };

const weightOf = (feature: string, lexiconWeight: number) =>
  feature.startsWith('lexicon:') ? lexiconWeight : 1;

/** Every feature of a text the classifier reads. */
export function textFeatures(text: string): string[] {
  return [...featuresOf(text), ...lexiconFeatures(normalise(text))];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Trains the classifier on labelled questions (the same set gives the same model, byte for byte). */
export function trainModel(
  questions: readonly LabelledQuestion[],
  options: TrainOptions = TRAIN_OPTIONS,
): TriageModel {
  const { alpha, minCount, secondWeight, lexiconWeight } = options;
  const classes = CASE_TYPES.map((c) => c.value) as CaseType[];
  const index = new Map(classes.map((c, i) => [c, i]));
  const counts = new Map<string, number[]>();
  const documents = classes.map(() => 0);
  const totals = classes.map(() => 0);
  const seen = new Map<string, number>();
  for (const question of questions) {
    const features = textFeatures(question.text);
    question.caseTypes.forEach((caseType, rank) => {
      const i = index.get(caseType);
      if (i === undefined) throw new Error(`${question.id}: unknown case type ${caseType}`);
      const weight = rank === 0 ? 1 : secondWeight;
      documents[i]! += weight;
      for (const feature of features) {
        let row = counts.get(feature);
        if (!row) {
          row = classes.map(() => 0);
          counts.set(feature, row);
        }
        row[i]! += weight * weightOf(feature, lexiconWeight);
        totals[i]! += weight * weightOf(feature, lexiconWeight);
      }
    });
    for (const feature of features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  }
  const vocabulary = [...counts.keys()].filter((f) => (seen.get(f) ?? 0) >= minCount).sort();
  const size = vocabulary.length;
  const denominators = totals.map((t) => t + alpha * size);
  const documentsTotal = documents.reduce((a, b) => a + b, 0);
  const features: Record<string, number[]> = {};
  for (const feature of vocabulary) {
    features[feature] = counts.get(feature)!.map((n, i) => round(Math.log((n + alpha) / denominators[i]!)));
  }
  return {
    version: 1,
    lexiconWeight,
    classes,
    logPriors: documents.map((d) => round(Math.log((d + alpha) / (documentsTotal + alpha * classes.length)))),
    unseen: denominators.map((d) => round(Math.log(alpha / d))),
    features,
  };
}

/** How many words `because` names at most. */
const BECAUSE_MAX = 3;

/**
 * The case types of a text, best first, with their shares and the words that decided; an empty list when no word
 * of the text is in the model's vocabulary (empty text, garbage, another language).
 */
export function classify(model: TriageModel, text: string): CaseTypeScore[] {
  const present = textFeatures(text).filter((f) => Object.hasOwn(model.features, f));
  if (present.length === 0) return [];
  const logPosterior = model.logPriors.map(
    (prior, i) =>
      prior + present.reduce((sum, f) => sum + weightOf(f, model.lexiconWeight) * model.features[f]![i]!, 0),
  );
  // The shares are a softmax of the log posteriors, tempered by the number of features (naive Bayes counts
  // correlated words as independent evidence, which makes its probabilities too sure).
  const temperature = Math.max(1, Math.sqrt(present.length));
  const best = Math.max(...logPosterior);
  const weights = logPosterior.map((l) => Math.exp((l - best) / temperature));
  const sum = weights.reduce((a, b) => a + b, 0);
  return model.classes
    .map((value, i) => ({ value, score: weights[i]! / sum, because: because(model, present, i) }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The words that point to class `i` most: the features of the text whose likelihood under it is highest against
 * their likelihood over all classes (log P(f | i) − log P(f)); lexicon features left out (they are not words of
 * the text); a word inside a longer one already named is not named again.
 */
function because(model: TriageModel, present: readonly string[], i: number): string[] {
  const lift = (f: string) => {
    const row = model.features[f]!;
    const marginal = row.reduce((sum, l, j) => sum + Math.exp(l + model.logPriors[j]!), 0);
    return row[i]! - Math.log(marginal);
  };
  const ranked = present
    .filter((f) => !f.startsWith('lexicon:') && lift(f) > 0)
    .sort((a, b) => lift(b) - lift(a) || b.length - a.length);
  const chosen: string[] = [];
  for (const feature of ranked) {
    if (chosen.some((c) => c.includes(feature) || feature.includes(c))) continue;
    chosen.push(feature);
    if (chosen.length === BECAUSE_MAX) break;
  }
  return chosen;
}
