import { describe, expect, it } from 'vitest';
import { mergeThread } from './thread.ts';

const msg = (id: string, at: string) => ({ id, createdAt: at, body: id });

describe('mergeThread', () => {
  const a = msg('a', '2026-11-22T02:00:00.000Z');
  const b = msg('b', '2026-11-22T02:00:05.000Z');
  const c = msg('c', '2026-11-22T02:00:09.000Z');

  it('keeps a live message that a reload which started before it was written does not have', () => {
    // The page showed a, b and the live c; the reload's answer has a and b only.
    expect(mergeThread([a, b], [a, b, c])).toEqual([a, b, c]);
  });

  it('takes the loader copy of a message it has, with no duplicate', () => {
    const edited = { ...b, body: 'from the loader' };
    expect(mergeThread([a, edited, c], [a, b, c])).toEqual([a, edited, c]);
  });

  it('takes the earlier messages a loader answers in place, keeping a live one newer than its answer', () => {
    // The page showed b and the live c; "earlier messages" answers a and b (up to the latest it knew).
    expect(mergeThread([a, b], [b, c])).toEqual([a, b, c]);
  });

  it('drops a message the loader no longer has when it is not newer than the loader', () => {
    expect(mergeThread([a, c], [a, b, c])).toEqual([a, c]);
  });

  it('compares a Date from the loader with a string from the stream', () => {
    const loaded = [{ id: 'a', createdAt: new Date('2026-11-22T02:00:00.000Z') }];
    const live = { id: 'b', createdAt: '2026-11-22T02:00:01.000Z' };
    expect(mergeThread<{ id: string; createdAt: Date | string }>(loaded, [...loaded, live])).toEqual([
      ...loaded,
      live,
    ]);
  });

  it('keeps live messages on an empty thread', () => {
    expect(mergeThread([], [a])).toEqual([a]);
  });
});
