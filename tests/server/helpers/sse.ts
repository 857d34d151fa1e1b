/** Reading a server-sent-event stream in the server tests (tests/server/events.test.ts, waiting-events.test.ts). */

/**
 * One open stream read as it comes: `until` reads until the text so far matches (or the stream ends, or `ms`
 * pass); a read still pending at the deadline is kept for the next call, so nothing is lost.
 */
export function openReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const state = { text: '', ended: false };
  return {
    state,
    async until(predicate: (text: string) => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!state.ended && !predicate(state.text) && Date.now() < deadline) {
        pending ??= reader.read();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((r) => {
            timer = setTimeout(() => r('timeout'), deadline - Date.now());
          }),
        ]);
        clearTimeout(timer);
        if (chunk === 'timeout') break;
        pending = null;
        if (chunk.done) state.ended = true;
        else state.text += decoder.decode(chunk.value, { stream: true });
      }
      return predicate(state.text);
    },
    /** Reads until the stream ends (true), or `ms` pass (false). */
    async end(ms = 5000) {
      await this.until(() => false, ms);
      return state.ended;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
