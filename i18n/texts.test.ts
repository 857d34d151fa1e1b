import { describe, expect, it } from 'vitest';
import { fixedT, pageTexts, renderT } from './texts.ts';
import { collectUsedSections } from './used-sections.server.ts';
import './index.ts';

describe('fixedT', () => {
  it('interpolates, picks plural forms, falls back to Thai and then to the key', () => {
    const en = fixedT('en');
    expect(en('profile.experience', { count: 1 })).toBe('1 year of experience');
    expect(en('profile.experience', { count: 5 })).toBe('5 years of experience');
    expect(fixedT('th')('profile.experience', { count: 5 })).toContain('5');
    expect(en.dynamic('no.such.key')).toBe('no.such.key');
    expect(fixedT('xx')('meta.brand')).toBe(fixedT('th')('meta.brand'));
  });

  it('accepts only keys of the Thai catalogue when compiling (npx tsc checks these lines)', () => {
    const t = fixedT('en');
    // @ts-expect-error: no such key
    t('no.such.key');
    // @ts-expect-error: a section file's key needs its section
    t('experience');
    // A plural key by its base name; a core key; a section file's key.
    expect([t('profile.experience', { count: 2 }), t('nav.search'), t('search.title')]).not.toContain('');
  });
});

describe('the texts of a page render', () => {
  it('notes the feature sections a render reads, and the page carries only those with the core', async () => {
    const used = new Set<string>();
    await collectUsedSections(used, async () => {
      const t = renderT('en');
      t('nav.search');
      await Promise.resolve();
      t('inbox.meta.title');
      t.dynamic('question.meta.title');
    });
    renderT('en')('adminAudit.meta.title');
    expect([...used].sort()).toEqual(['inbox', 'question']);
    const texts = pageTexts('en', used);
    expect(Object.keys(texts)).toEqual(
      expect.arrayContaining(['nav', 'errors', 'ratelimit', 'security', 'inbox']),
    );
    expect(Object.keys(texts)).not.toContain('adminAudit');
    expect(Object.keys(texts)).not.toContain('search');
  });
});
