import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('the page to return to after signing in', () => {
  it('is a page of this site under a language prefix', () => {
    for (const ok of ['/th', '/en/admin/questions', '/zh/question/1?x=1']) expect(safeNextPath(ok)).toBe(ok);
  });
  it('is never another host, a path without a language or nothing', () => {
    for (const bad of [
      null,
      '',
      '//evil.example',
      '/th//evil.example',
      '/th/\\evil',
      'https://evil.example/th',
      '/de/x',
      '/thx',
    ])
      expect(safeNextPath(bad)).toBeNull();
  });
});
