// `npm run bench:triage`: the server time of one case triage (case types, province, urgency; the model already
// loaded, as on a running server) over every text of the labelled set, BENCH_RUNS times: p50, p95 and the slowest,
// and the same for a text of the 2,000-character limit. Prints figures only; it asserts nothing.
import { parseCommandLine } from './lib/args.mjs';

parseCommandLine({
  usage: `Usage: npm run bench:triage

The server time of one case triage (case types, province, urgency) over every text of the labelled set, and for a
text of 2,000 characters: p50, p95 and the slowest. BENCH_RUNS (default 20) sets the rounds.`,
});

// The modules load once the command line is read: --help answers at once.
const { readLabelledSet } = await import('../server/triage/labelled-set.ts');
const { triageText } = await import('../server/triage/triage.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const texts = readLabelledSet().map((q) => q.text);

function measure(samples: readonly string[], runs: number): number[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const text of samples) {
      const started = process.hrtime.bigint();
      triageText(text);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const line = (name: string, sorted: readonly number[]) =>
  console.log(
    `${name}: ${sorted.length} calls, p50 ${at(sorted, 0.5).toFixed(3)} ms, p95 ${at(sorted, 0.95).toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(3)} ms`,
  );

measure(texts, 1); // warm-up: the segmenters and the model's pages
line('labelled set texts', measure(texts, RUNS));
const longest = texts.reduce((a, b) => (b.length > a.length ? b : a));
const atLimit = longest.repeat(Math.ceil(2000 / longest.length)).slice(0, 2000);
line('2,000-character text', measure([atLimit], RUNS * 20));
