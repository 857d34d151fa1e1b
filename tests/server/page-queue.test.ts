import { describe, expect, it } from 'vitest';
import { pageQueue } from '#server/http/page-queue.ts';
import { registry } from '#server/metrics.ts';

// Pages take turns (server/http/page-queue.ts): at most N at once, the others in order of arrival with a form's
// post ahead of the waiting reads, and a request whose client left while it waited is not handled.

/** A page handler that answers when `release` is called, recording the order in which handlers started. */
function pages() {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const handle = (name: string) => () => {
    started.push(name);
    return new Promise<Response>((resolve) => {
      releases.push(() => resolve(new Response(name)));
    });
  };
  const releaseNext = async () => {
    releases.shift()?.();
    // Lets the queue start the next handler.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, handle, releaseNext };
}

const request = (method: string, init: RequestInit = {}) =>
  new Request('http://localhost/th/search', { method, ...init });

async function waitingGauge(): Promise<number> {
  const metric = await registry.getSingleMetric('page_queue_waiting')?.get();
  return metric?.values[0]?.value ?? Number.NaN;
}

describe('page turns', () => {
  it('handles at most N requests at once and the others in order of arrival', async () => {
    const inTurn = pageQueue(2);
    const { started, handle, releaseNext } = pages();
    const answers = ['a', 'b', 'c', 'd'].map((name) => inTurn(request('GET'), handle(name)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b']);
    expect(await waitingGauge()).toBe(2);
    await releaseNext();
    expect(started).toEqual(['a', 'b', 'c']);
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(await Promise.all(answers.map(async (a) => (await a).text()))).toEqual(['a', 'b', 'c', 'd']);
    expect(await waitingGauge()).toBe(0);
  });

  it("takes a form's post before the reads that wait, and reads in their order", async () => {
    const inTurn = pageQueue(1);
    const { started, handle, releaseNext } = pages();
    const answers = [
      inTurn(request('GET'), handle('first read')),
      inTurn(request('GET'), handle('second read')),
      inTurn(request('POST', { body: 'x=1' }), handle('post')),
      inTurn(request('HEAD'), handle('third read')),
    ];
    for (let i = 0; i < 4; i++) await releaseNext();
    await Promise.all(answers);
    expect(started).toEqual(['first read', 'post', 'second read', 'third read']);
  });

  it('answers 499 without handling a request whose client left while it waited', async () => {
    const inTurn = pageQueue(1);
    const { started, handle, releaseNext } = pages();
    const leaving = new AbortController();
    const first = inTurn(request('GET'), handle('first'));
    const left = inTurn(request('GET', { signal: leaving.signal }), handle('left'));
    const stayed = inTurn(request('GET'), handle('stayed'));
    leaving.abort();
    await releaseNext();
    expect((await left).status).toBe(499);
    await releaseNext();
    expect((await first).status).toBe(200);
    expect(await (await stayed).text()).toBe('stayed');
    expect(started).toEqual(['first', 'stayed']);
  });

  it('counts the waits in the page queue histogram', async () => {
    // This metric alone: collecting the whole registry would also ask other tests' databases for the outbox gauge.
    const count = async () => {
      const metric = await registry.getSingleMetric('page_queue_wait_seconds')?.get();
      const values = (metric?.values ?? []) as { metricName?: string; value: number }[];
      return values.find((v) => v.metricName === 'page_queue_wait_seconds_count')?.value ?? 0;
    };
    const before = await count();
    const inTurn = pageQueue(1);
    await inTurn(request('GET'), async () => new Response('ok'));
    expect(await count()).toBe(before + 1);
  });
});
