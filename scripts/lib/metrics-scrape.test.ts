import { describe, expect, it } from 'vitest';
import { metricsDelta, parseMetrics, summarizeHistogram } from './metrics-scrape.ts';

const text = (fast: number, slow: number) => `# HELP http_request_duration_seconds Time to answer a request
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.05",method="GET",route="/:lang/search",status="200"} ${fast}
http_request_duration_seconds_bucket{le="1",method="GET",route="/:lang/search",status="200"} ${fast + slow}
http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/:lang/search",status="200"} ${fast + slow}
http_request_duration_seconds_sum{method="GET",route="/:lang/search",status="200"} ${fast * 0.02 + slow * 0.8}
http_request_duration_seconds_count{method="GET",route="/:lang/search",status="200"} ${fast + slow}
http_request_duration_seconds_bucket{le="0.05",method="POST",route="/:lang/ask",status="302"} 0
http_request_duration_seconds_bucket{le="1",method="POST",route="/:lang/ask",status="302"} 4
http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/:lang/ask",status="302"} 4
http_request_duration_seconds_sum{method="POST",route="/:lang/ask",status="302"} 2
http_request_duration_seconds_count{method="POST",route="/:lang/ask",status="302"} 4
`;

describe('the server’s figures of a load phase, from /metrics', () => {
  it('sums the label sets a phase asks for, over what the phase added, with the buckets of p50 and p95', () => {
    const delta = metricsDelta(parseMetrics(text(10, 0)), parseMetrics(text(100, 10)));
    const reads = summarizeHistogram(delta, 'http_request_duration_seconds', (l) => l.method === 'GET');
    // 90 fast (20 ms) and 10 slow (800 ms) requests in the phase: the first 10 before it are not counted.
    expect(reads.count).toBe(100);
    expect(reads.meanMs).toBeCloseTo((90 * 20 + 10 * 800) / 100);
    expect(reads.p50Ms).toBe(50);
    expect(reads.p95Ms).toBe(1000);
    const all = summarizeHistogram(delta, 'http_request_duration_seconds');
    expect(all.count).toBe(100);
    expect(
      summarizeHistogram(
        parseMetrics(text(0, 0)),
        'http_request_duration_seconds',
        (l) => l.method === 'POST',
      ).count,
    ).toBe(4);
  });
});
