import { useCallback, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#app/root.tsx';
import type { WaitingCounts, WaitingSnapshot } from '#domain/waiting.ts';

/** The page's one stream of counts, shared by every component that shows them (the header, the admin tabs). */
const stream = {
  source: null as EventSource | null,
  userId: null as string | null,
  latest: null as WaitingSnapshot | null,
  listeners: new Set<() => void>(),
};

function subscribe(userId: string, listener: () => void): () => void {
  if (stream.userId !== userId) {
    stream.source?.close();
    stream.latest = null;
    stream.userId = userId;
    stream.source = new EventSource('/api/events/me');
    stream.source.addEventListener('counts', (e) => {
      stream.latest = JSON.parse((e as MessageEvent<string>).data);
      for (const notify of stream.listeners) notify();
    });
  }
  stream.listeners.add(listener);
  return () => {
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    stream.source?.close();
    Object.assign(stream, { source: null, userId: null, latest: null });
  };
}

/**
 * The counts of what waits for the signed-in person (the header's badges, the admin tabs): the root loader's,
 * then, on a hydrated page, those of the person's event stream (`GET /api/events/me`,
 * server/http/waiting-events.ts), one per page, sent again whenever they change: no polling. Whichever was counted
 * last is shown. A visitor opens no stream; a plain page (ADR 0015) runs no script and shows the counts it was
 * rendered with.
 */
export function useWaitingCounts(): WaitingCounts | null {
  const root = useRouteLoaderData<RootData>('root');
  const loaded = root?.waiting ?? null;
  const userId = root?.viewer?.id ?? null;
  const live = useSyncExternalStore(
    useCallback((listener: () => void) => (userId ? subscribe(userId, listener) : () => {}), [userId]),
    () => (stream.userId === userId ? stream.latest : null),
    () => null,
  );
  if (!userId) return null;
  const newest = live && (!loaded || live.at >= loaded.at) ? live : loaded;
  return newest?.counts ?? null;
}
