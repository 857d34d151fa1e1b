import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#app/root.tsx';
import type { WaitingCounts, WaitingSnapshot } from '#domain/waiting.ts';

/**
 * The counts of what waits for the signed-in person (the header's badges): the root loader's, then, on a hydrated
 * page, those of the person's event stream (`GET /api/events/me`, server/http/waiting-events.ts), sent again
 * whenever they change: no polling. Whichever was counted last is shown. A visitor opens no stream; a plain page
 * (ADR 0015) runs no script and shows the counts it was rendered with.
 */
export function useWaitingCounts(): WaitingCounts | null {
  const root = useRouteLoaderData<RootData>('root');
  const loaded = root?.waiting ?? null;
  const userId = root?.viewer?.id ?? null;
  const [live, setLive] = useState<WaitingSnapshot | null>(null);
  useEffect(() => {
    if (!userId) return;
    const source = new EventSource('/api/events/me');
    source.addEventListener('counts', (e) => setLive(JSON.parse((e as MessageEvent<string>).data)));
    return () => {
      source.close();
      setLive(null);
    };
  }, [userId]);
  if (!userId) return null;
  const newest = live && (!loaded || live.at >= loaded.at) ? live : loaded;
  return newest?.counts ?? null;
}
