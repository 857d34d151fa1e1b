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
  it('never carries a control character (a line break would break the redirect header)', () => {
    for (const bad of [
      '/th/\nenv',
      '/th/\renv',
      '/th/\r\nSet-Cookie: x=1',
      '/th/\0',
      '/en/a\tb',
      '/th/\u007f',
      '/th/\u0085',
    ])
      expect(safeNextPath(bad)).toBeNull();
    expect(safeNextPath(decodeURIComponent('/th/%0Aenv'))).toBeNull();
  });
});
