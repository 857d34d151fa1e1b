import { describe, expect, it } from 'vitest';
import type { RequestContext } from '#app/context.server.ts';
import { editorOf, intentAction } from '#app/lib/admin-screen.server.ts';
import { AppError } from '#domain/errors.ts';

// The handlers below use neither the database nor the viewer: a request context with neither will do.
const context = { runtime: {}, viewer: { id: 'admin-1', isAdmin: true } } as unknown as RequestContext;

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request('http://localhost/th/admin/x', { method: 'POST', body });
};

const handlers = {
  save: async ({ id, actor, form }: { id: string; actor: unknown; form: FormData }) => ({
    name: `${form.get('name')}`,
    actorId: (actor as { id: string }).id,
    id: id || 'new-id',
  }),
  toggle: async () => ({ intent: 'toggle:on' }),
  refuse: async (): Promise<object> => {
    throw new AppError('CONFLICT', 'x.taken', { fields: { name: 'x.taken' } });
  },
  crash: async (): Promise<object> => {
    throw new Error('boom');
  },
};

describe('intentAction', () => {
  it("runs the posted intent's handler with the row id and the actor, answering ok with intent, id and its answer", async () => {
    const answer = await intentAction(context, post({ intent: 'save', id: 'row-1', name: 'A' }), handlers);
    expect(answer).toEqual({ ok: true, intent: 'save', id: 'row-1', name: 'A', actorId: 'admin-1' });
    // A handler's own id (a created record) and intent win over the form's.
    expect(await intentAction(context, post({ intent: 'save', name: 'B' }), handlers)).toMatchObject({
      id: 'new-id',
    });
    expect(await intentAction(context, post({ intent: 'toggle', id: 'r' }), handlers)).toMatchObject({
      intent: 'toggle:on',
    });
  });

  it('refuses a missing, unknown or inherited intent with INVALID_INPUT (the screen’s own message if it has one)', async () => {
    for (const intent of ['', 'nope', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const answer = await intentAction(context, post({ intent }), handlers);
      expect(answer).toHaveProperty('init.status', 400);
      expect(answer).toHaveProperty('data', {
        ok: false,
        intent,
        code: 'INVALID_INPUT',
        fields: {},
        params: {},
      });
    }
    const own = await intentAction(context, post({ intent: 'nope' }), handlers, {
      unknownIntent: 'x.unknown',
    });
    expect(own).toHaveProperty('data.code', 'x.unknown');
  });

  it('answers a refusal with its status and fields, a crash with the failure code, or throws it without one', async () => {
    const refused = await intentAction(context, post({ intent: 'refuse' }), handlers);
    expect(refused).toHaveProperty('init.status', 409);
    expect(refused).toHaveProperty('data', {
      ok: false,
      intent: 'refuse',
      code: 'x.taken',
      fields: { name: 'x.taken' },
      params: {},
    });
    const failure = { log: 'x failed', code: 'errors.pageBody' };
    const failed = await intentAction(context, post({ intent: 'crash' }), handlers, { failure });
    expect(failed).toHaveProperty('init.status', 500);
    expect(failed).toHaveProperty('data.code', 'errors.pageBody');
    await expect(intentAction(context, post({ intent: 'crash' }), handlers)).rejects.toThrow('boom');
  });
});

describe('editorOf', () => {
  const records = new Map([['a', { id: 'a' }]]);
  const find = async (id: string) => records.get(id) ?? null;
  const at = (search: string) => editorOf(new URL(`http://localhost/th/admin/x${search}`), find);

  it('opens the record of ?edit=, the add form of ?new=1, or says the record of ?edit= is missing', async () => {
    expect(await at('?edit=a')).toEqual({ editing: { id: 'a' }, adding: false, editMissing: false });
    expect(await at('?edit=a&new=1')).toEqual({ editing: { id: 'a' }, adding: false, editMissing: false });
    expect(await at('?new=1')).toEqual({ editing: null, adding: true, editMissing: false });
    expect(await at('?edit=gone&new=1')).toEqual({ editing: null, adding: true, editMissing: true });
    expect(await at('?new=yes')).toEqual({ editing: null, adding: false, editMissing: false });
    expect(await at('')).toEqual({ editing: null, adding: false, editMissing: false });
  });
});
