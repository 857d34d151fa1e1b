// The server's own view of a load phase, read from GET /metrics (server/metrics.ts) before and after it: where a
// request's time went on the server, beside the latency the load generator saw. The difference between the two is
// time spent before the server's handler ran (the listen backlog, a busy event loop); pool waits are time spent
// queued for a database connection inside the handler (server/db/request-fair-pool.ts).

/** Every sample of a Prometheus text exposition, keyed by `name{labels}` as written. */
export type Samples = Map<string, number>;

export function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    const value = Number(line.slice(space + 1));
    if (Number.isFinite(value)) samples.set(line.slice(0, space), value);
  }
  return samples;
}

export async function scrapeMetrics(url: string, token: string): Promise<Samples> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** after − before of every sample (counters and histogram buckets grow; a gauge's difference means little). */
export function metricsDelta(before: Samples, after: Samples): Samples {
  const delta: Samples = new Map();
  for (const [key, value] of after) delta.set(key, value - (before.get(key) ?? 0));
  return delta;
}

const labelsOf = (key: string): Record<string, string> => {
  const inside = /\{(.*)\}$/.exec(key)?.[1] ?? '';
  return Object.fromEntries([...inside.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
};

export interface HistogramSummary {
  count: number;
  meanMs: number;
  /** The upper bound of the bucket holding each quantile, in ms (Infinity past the last bucket). */
  p50Ms: number;
  p95Ms: number;
}

/**
 * A histogram's samples summed over the label sets `match` keeps (every `le` bucket added up), with its count, mean
 * and the bucket bounds of its p50 and p95.
 */
export function summarizeHistogram(
  samples: Samples,
  name: string,
  match: (labels: Record<string, string>) => boolean = () => true,
): HistogramSummary {
  const buckets = new Map<number, number>();
  let count = 0;
  let sum = 0;
  for (const [key, value] of samples) {
    if (!key.startsWith(name)) continue;
    const rest = key.slice(name.length);
    const labels = labelsOf(key);
    const { le, ...others } = labels;
    if (!match(others)) continue;
    if (rest.startsWith('_bucket')) {
      const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + value);
    } else if (rest.startsWith('_count')) count += value;
    else if (rest.startsWith('_sum')) sum += value;
  }
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const quantile = (q: number) => {
    for (const bound of bounds) if ((buckets.get(bound) ?? 0) >= q * count) return bound * 1000;
    return Number.NaN;
  };
  return {
    count,
    meanMs: count > 0 ? (sum / count) * 1000 : Number.NaN,
    p50Ms: quantile(0.5),
    p95Ms: quantile(0.95),
  };
}
