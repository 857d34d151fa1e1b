import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireAdminPage } from '#app/lib/admin.server.ts';
import { AppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { getRuntime } from '#server/runtime.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '#server/services/admin/categories.ts';
import type { ViewerUser } from '../../context.ts';
import { readCategoryForm } from './form-data.ts';

/** `/{lang}/admin/cases`: every category, and the one being edited (`?edit=<id>`) or the new form (`?new=1`). */
export async function loadAdminCases(viewer: ViewerUser | null, lang: Lang, url: URL) {
  const actor = requireAdminPage(viewer, lang);
  const params = url.searchParams;
  const categories = await listCategories(getRuntime().db, actor);
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
export async function adminCasesAction(request: Request, viewer: ViewerUser | null) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const actor = actorOf(viewer);
  const { db } = getRuntime();
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

export type { AdminCategory } from '#server/services/admin/categories.ts';
