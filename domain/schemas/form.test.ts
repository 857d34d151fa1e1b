import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { adminLawyerCreateSchema, adminLawyerUpdateSchema } from './admin-lawyer.ts';
import { applicationSchema } from './application.ts';
import { formInput, formText, listField, listFields, parseForm, parseInput } from './form.ts';
import { ownListingSchema } from './own-listing.ts';
import { askSchema } from './question.ts';

const form = (pairs: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [key, value] of pairs) data.append(key, value);
  return data;
};

describe('the one form pipeline', () => {
  test('each schema declares its own list-valued fields, also inside refinements, pipes and functions', () => {
    expect(listFields(applicationSchema)).toEqual(['languages']);
    expect(listFields(ownListingSchema())).toEqual(['specialties', 'languages']);
    expect(listFields(adminLawyerCreateSchema)).toEqual(['experienceAreas', 'languages']);
    expect(listFields(adminLawyerUpdateSchema)).toEqual(['experienceAreas', 'languages']);
    expect(listFields(askSchema)).toEqual(['specialties', 'languages']);
    // A comma-separated text that becomes a list is read as text, not as a list.
    expect(listFields(applicationSchema)).not.toContain('areas');
  });

  test('a form is read as its schema reads it: lists whole (empty when nothing is ticked), files left out', () => {
    const schema = z.object({
      name: z.string(),
      tags: listField(z.array(z.string())),
      other: listField(z.array(z.string())),
    });
    const input = formInput(
      form([
        ['name', 'first'],
        ['name', 'last'],
        ['tags', 'a'],
        ['tags', 'b'],
        ['file', new Blob(['x'])],
      ]),
      schema,
    );
    expect(input).toEqual({ name: 'last', tags: ['a', 'b'], other: [] });
    // Without a schema every field is one string.
    expect(
      formInput(
        form([
          ['tags', 'a'],
          ['tags', 'b'],
        ]),
      ),
    ).toEqual({ tags: 'b' });
  });

  test('formText reads one text field, and nothing for a missing field or a file', () => {
    const data = form([
      ['intent', 'save'],
      ['upload', new Blob(['x'])],
    ]);
    expect(formText(data, 'intent')).toBe('save');
    expect(formText(data, 'id')).toBe('');
    expect(formText(data, 'upload')).toBe('');
  });

  test('parseForm gives the data, or throws the one refusal with a message per field', async () => {
    const schema = z.object({
      title: z.string().min(1, 'ask.errors.required'),
      tags: listField(z.array(z.string())),
    });
    await expect(
      parseForm(
        form([
          ['title', 'x'],
          ['tags', 'a'],
        ]),
        schema,
      ),
    ).resolves.toEqual({ title: 'x', tags: ['a'] });
    const request = new Request('http://localhost/', { method: 'POST', body: form([['title', '']]) });
    await expect(parseForm(request, schema)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      fields: { title: 'ask.errors.required' },
    });
    expect(() => parseInput(schema, {})).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
