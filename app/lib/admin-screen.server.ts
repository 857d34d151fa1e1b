import type { RequestContext } from '#app/context.server.ts';
import { actionError, type RefusalOptions } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import { formText } from '#domain/schemas/form.ts';
import type { Runtime } from '#server/runtime.ts';
import type { Actor } from '#server/services/actor.ts';

/**
 * What the loaders and actions of the admin list screens share (lawyers, categories, featured list): the editor a
 * screen shows from its address, and the action that runs the posted form's `intent`.
 */

/**
 * The editor a list screen shows from its address: the record of `?edit=<id>` (`editMissing` when there is none,
 * e.g. deleted meanwhile), else the add form when the address has `?new=1`.
 */
export async function editorOf<T>(url: URL, find: (id: string) => T | null | Promise<T | null>) {
  const editId = url.searchParams.get('edit');
  const editing = editId ? await find(editId) : null;
  return {
    editing,
    adding: !editing && url.searchParams.get('new') === '1',
    editMissing: Boolean(editId) && !editing,
  };
}

/** What one intent's handler is given: the posted form, its `intent` and row `id`, the actor and the runtime. */
export interface IntentCall {
  form: FormData;
  intent: string;
  /** The row the form is about (its `id` field, '' when it has none). */
  id: string;
  actor: Actor;
  db: Runtime['db'];
  runtime: Runtime;
}

export interface IntentActionOptions {
  /** What to answer for an error that is no AppError (logged); without it, such an error is thrown on. */
  failure?: RefusalOptions<object>['failure'];
  /** The message of an intent the screen does not have (default: INVALID_INPUT's own). */
  unknownIntent?: string;
}

/**
 * The action of a screen with several forms, told apart by their `intent`: runs the intent's handler (the
 * services check the admin and the input) and answers `{ ok: true, intent, id, …what the handler answers }`
 * (a handler's own `intent` wins), or the refusal of `actionError` with the intent. An intent the screen does not
 * have is refused with INVALID_INPUT.
 */
export async function intentAction<T extends object>(
  { runtime, viewer }: RequestContext,
  request: Request,
  handlers: Record<string, (call: IntentCall) => Promise<T>>,
  { failure, unknownIntent }: IntentActionOptions = {},
) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  try {
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw new AppError('INVALID_INPUT', unknownIntent);
    const answer = await handler({ form, intent, id, actor: actorOf(viewer), db: runtime.db, runtime });
    return { ok: true as const, intent, id, ...answer };
  } catch (error) {
    return actionError(error, { intent, failure });
  }
}
