import { describe, expect, it } from 'vitest';
import { demoPortraitSvg, PORTRAIT_PX } from './demo-portraits.ts';

/** The skin tones a portrait may take (demo-portraits.ts), as the drawing fills them. */
const SKIN = ['f8dcc0', 'f1c9a5', 'eab98f', 'e0ac7e', 'd39a6a', 'c68a5a', 'b07448', '8d5a36'];
const skinOf = (svg: string) => SKIN.find((tone) => svg.toLowerCase().includes(`#${tone}`));

describe('the demo portraits', () => {
  it('draw the same person for the same listing every time, and another for another listing', () => {
    const first = demoPortraitSvg('demo.lawyer002');
    expect(first).toMatch(/^<svg[^>]*>/);
    expect(first).toContain(`width="${PORTRAIT_PX}"`);
    expect(demoPortraitSvg('demo.lawyer002')).toBe(first);
    expect(demoPortraitSvg('demo.lawyer003')).not.toBe(first);
  });

  it('vary the skin tone over the listings, and never fetch anything (no external reference)', () => {
    const svgs = Array.from({ length: 40 }, (_, i) =>
      demoPortraitSvg(`demo.lawyer${String(i + 2).padStart(3, '0')}`),
    );
    const tones = new Set(svgs.map(skinOf));
    expect(tones.has(undefined)).toBe(false);
    expect(tones.size).toBeGreaterThanOrEqual(5);
    for (const svg of svgs) expect(svg).not.toMatch(/(href|src)="https?:/);
  });
});
