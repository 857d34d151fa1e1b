import { describe, expect, it } from 'vitest';
import { headScript, pageHydrates, staticPage } from './page-scripts.ts';

describe('pageHydrates', () => {
  it('is true unless a route of the page says hydrate: false', () => {
    expect(pageHydrates([undefined, {}])).toBe(true);
    expect(pageHydrates([undefined, undefined, staticPage()])).toBe(false);
    expect(pageHydrates([{ hydrate: true }])).toBe(true);
  });
});

describe('headScript', () => {
  it('is one small self-contained script on pages without React (at most 3 KB)', () => {
    const script = headScript('th', false);
    expect(new TextEncoder().encode(script).length).toBeLessThanOrEqual(3 * 1024);
    // It compiles on its own: nothing in it refers to the module it came from.
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"th"');
    expect(script).not.toContain('jitless');
  });

  it('adds the zod setting on hydrating pages', () => {
    const script = headScript('en', true);
    expect(script).toContain('jitless');
    expect(() => new Function(script)).not.toThrow();
  });
});
