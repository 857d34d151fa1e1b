import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { decodeCursor, encodeCursor, PAGING_BAD_CURSOR, readCursor } from './paging.ts';

describe('page cursors', () => {
  it('round-trip as URL-safe text, a Thai sort key and a section included', () => {
    for (const cursor of [
      { page: 2, key: '2026-11-01T00:00:00.123456Z', id: '0b9f1c2e-8d7a-4c1b-9e3f-2a4b6c8d0e1f' },
      { page: 7, key: 'ทนายสมชาย ใจดี', id: '42', section: 'v' },
    ]) {
      const text = encodeCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text)).toEqual(cursor);
      expect(readCursor(text)).toEqual(cursor);
    }
  });

  it('refuses what it did not write: garbage, other JSON, a cut cursor, page 1 or a huge page', () => {
    const good = encodeCursor({ page: 2, key: 'k', id: 'i' });
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      'not a cursor!',
      json({ page: 2 }),
      json([2, 'k']),
      json([1, 'k', 'i']),
      json([2_000_000, 'k', 'i']),
      json([2, '', 'i']),
      json([2, 'k', 'i', 5]),
      good.slice(0, -3),
      'A'.repeat(3000),
    ]) {
      expect(decodeCursor(text), text).toBeNull();
      expect(() => readCursor(text)).toThrow(new AppError('INVALID_INPUT', PAGING_BAD_CURSOR));
    }
    expect(readCursor('')).toBeUndefined();
    expect(readCursor(null)).toBeUndefined();
  });
});
