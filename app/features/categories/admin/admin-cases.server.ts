import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import { createCategory } from '#server/services/admin/categories/create-category.ts';
import { deleteCategory } from '#server/services/admin/categories/delete-category.ts';
import { listCategories } from '#server/services/admin/categories/list-categories.ts';
import { updateCategory } from '#server/services/admin/categories/update-category.ts';
import { readCategoryForm } from './form-data.ts';

/** `/{lang}/admin/cases`: every category, and the one being edited (`?edit=<id>`) or the new form (`?new=1`). */
export async function loadAdminCases({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const params = url.searchParams;
  const categories = await listCategories(runtime.db, actor);
  const editId = params.get('edit');
  const editing = editId ? (categories.find((c) => c.id === editId) ?? null) : null;
  return {
    categories,
    editing,
    adding: !editing && params.get('new') === '1',
    editMissing: Boolean(editId) && !editing,
  };
}

/** The actions of the categories screen, by `intent`. The services check the admin and validate everything. */
export async function adminCasesAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const actor = actorOf(viewer);
  const { db } = runtime;
  try {
    switch (intent) {
      case 'create': {
        const created = await createCategory(db, actor, readCategoryForm(form));
        return { ok: true, intent, id: created.id } satisfies AdminActionResult;
      }
      case 'update':
        await updateCategory(db, actor, id, readCategoryForm(form));
        return { ok: true, intent, id } satisfies AdminActionResult;
      case 'delete':
        return {
          ok: true,
          intent,
          id,
          name: (await deleteCategory(db, actor, id)).name,
        } satisfies AdminActionResult;
      default:
        throw new AppError('INVALID_INPUT');
    }
  } catch (error) {
    return actionError(error, {
      intent,
      failure: { log: 'admin category action failed', code: 'errors.pageBody' },
    });
  }
}

export type { AdminCategory } from '#server/services/admin/categories/list-categories.ts';
