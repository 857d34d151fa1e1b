import { describe, expect, it } from 'vitest';
import { languageName } from './lawyer-languages.ts';

describe('languageName: a language by its tag, in the interface language', () => {
  it.each([
    ['en', 'th', 'อังกฤษ'],
    ['zh', 'en', 'Chinese'],
    ['th', 'zh', '泰语'],
    ['zh', 'zh', '中文'],
  ] as const)('%s in %s is %s', (code, lang, name) => {
    expect(languageName(code, lang)).toBe(name);
  });

  it('gives an unknown tag back unchanged', () => {
    expect(languageName('fr', 'th')).toBe('fr');
  });
});
