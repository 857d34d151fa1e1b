import { describe, expect, it } from 'vitest';
import { CASE_TYPES } from '#domain/case-types.ts';
import { LANGS } from '#domain/i18n.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { areasNamed, toggleArea } from './areas-text.ts';

describe('the specialties chips of the application and listing forms', () => {
  it('insert the name in the page language, which the server stores as the case type, and take it out again', () => {
    for (const lang of LANGS) {
      for (const c of CASE_TYPES) {
        const text = toggleArea('', c.value, lang);
        expect(text).toBe(c.label[lang]);
        expect(areasNamed(text)).toEqual([c.value]);
        const areas = applicationSchema.shape.areas.parse(text);
        expect(areas).toEqual([c.value]);
        expect(toggleArea(text, c.value, lang)).toBe('');
      }
    }
  });

  it('see an item typed in another language as the chip’s own (pressed; pressing takes it out)', () => {
    expect(areasNamed('civil, Labour')).toEqual(['แพ่ง', 'แรงงาน']);
    expect(toggleArea('civil, มรดก', 'แพ่ง', 'en')).toBe('มรดก');
    expect(toggleArea('มรดก', 'แพ่ง', 'en')).toBe('มรดก, Civil');
  });
});
