/** The question page's address parameter holding the cursor of "earlier messages" (listThreadPage). */
export const THREAD_BEFORE_PARAM = 'before';

/** A message of a thread as the page holds it: from the loader (a Date) or from the live stream (JSON, a string). */
interface ThreadMessage {
  id: string;
  createdAt: Date | string;
}

const timeOf = (value: Date | string) => new Date(value).getTime();

/**
 * The thread after the loader has answered: the loader's messages are the truth, plus the messages the live stream
 * added that are newer than the loader's newest one. The stream can deliver a message while a reload that started
 * before it was written is still on its way; replacing the list with that reload's answer would drop the message
 * until the next one. A message the page showed that the loader no longer has, and that is not newer, is dropped.
 */
export function mergeThread<M extends ThreadMessage>(loaded: M[], shown: M[]): M[] {
  const ids = new Set(loaded.map((m) => m.id));
  const newest = Math.max(Number.NEGATIVE_INFINITY, ...loaded.map((m) => timeOf(m.createdAt)));
  const live = shown.filter((m) => !ids.has(m.id) && timeOf(m.createdAt) >= newest);
  return live.length > 0 ? [...loaded, ...live] : loaded;
}
