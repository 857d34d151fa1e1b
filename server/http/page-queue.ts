import PQueue from 'p-queue';
import { pageQueueWait, trackPageQueue } from '../metrics.ts';

/**
 * Pages take turns (docs/decisions/0013-processes-and-database-pool.md, "Pages take turns"): at most `concurrency`
 * page requests of a process are handled at once, and the others wait for their turn in order of arrival, a form's
 * post (a write: asking, a message) ahead of the reads that wait. Without it an overloaded process starts every
 * request as it arrives and interleaves them all: a page kept whole (server/cache/public-pages.ts) is answered in
 * one turn of the event loop while a page that is rendered waits behind all the others at each of its database
 * round trips, so half the reads took 50 ms and the slowest 2.4 s. In turns, every request waits about as long as
 * the others and then finishes what it started.
 *
 * A request whose client went away while it waited is not handled (nobody would read the answer). Files, event
 * streams and the APIs do not wait here: only the pages' handler (server/app.ts) does.
 */
export function pageQueue(concurrency: number) {
  const queue = new PQueue({ concurrency });
  trackPageQueue(() => queue.size);
  return (request: Request, handle: () => Promise<Response>): Promise<Response> => {
    const waited = pageQueueWait.startTimer();
    const read = request.method === 'GET' || request.method === 'HEAD';
    return queue.add(
      () => {
        waited();
        // 499: the client closed the request (nginx's code); only the log and the metrics see it.
        if (request.signal.aborted) return Promise.resolve(new Response(null, { status: 499 }));
        return handle();
      },
      { priority: read ? 0 : 1 },
    );
  };
}
