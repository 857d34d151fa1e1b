import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectionsLoadedBy, sectionsUsedBy } from '../scripts/lib/text-sections.ts';
import { CORE_SECTIONS, fixedT } from './texts.ts';
import './index.ts';

// The browser holds only the texts its pages load (i18n/texts.ts): every route module must load the feature
// sections its code (and what it imports) uses, or the page would show Thai or bare keys after it hydrates.
const routeFiles = [
  ...new Set(
    [...readFileSync('app/routes.ts', 'utf8').matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => m[1]!),
  ),
];

describe('texts in the browser', () => {
  it.each(routeFiles)('%s loads every feature section it uses', (file) => {
    const used = sectionsUsedBy(`app/${file}`).filter(
      (s) => !(CORE_SECTIONS as readonly string[]).includes(s),
    );
    expect(sectionsLoadedBy(`app/${file}`)).toEqual(used);
  });

  it('the layout and the root need only the core', () => {
    for (const file of ['app/root.tsx', 'app/routes/lang-layout.tsx'])
      expect(sectionsUsedBy(file).filter((s) => !(CORE_SECTIONS as readonly string[]).includes(s))).toEqual(
        [],
      );
  });
});

describe('fixedT', () => {
  it('interpolates, picks plural forms, falls back to Thai and then to the key', () => {
    const en = fixedT('en');
    expect(en('profile.experience', { count: 1 })).toBe('1 year of experience');
    expect(en('profile.experience', { count: 5 })).toBe('5 years of experience');
    expect(fixedT('th')('profile.experience', { count: 5 })).toContain('5');
    expect(en('no.such.key')).toBe('no.such.key');
    expect(fixedT('xx')('meta.brand')).toBe(fixedT('th')('meta.brand'));
  });
});
