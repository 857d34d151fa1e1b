import { describe, expect, it } from 'vitest';
import { formInput } from '#domain/schemas/form.ts';
import { askSchema } from '#domain/schemas/question.ts';
import { writeRequest } from './load-traffic.ts';

const writer = { userId: 'u', cookie: 'c', threadId: '00000000-0000-4000-8000-000000000000' };

describe('the load benchmark’s writes', () => {
  it('post a question the ask page accepts, whatever the random draw (askSchema, as the action reads the form)', () => {
    for (const draw of [0, 0.25, 0.5, 0.75, 0.999]) {
      const request = writeRequest(
        'ask',
        writer,
        'x1',
        'http://localhost',
        { kind: 'ask', started: 0 },
        () => draw,
      );
      const form = new FormData();
      for (const [key, value] of new URLSearchParams(request.body)) form.append(key, value);
      const parsed = askSchema.safeParse(formInput(form, askSchema));
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
});
