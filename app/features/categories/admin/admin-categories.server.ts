import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { editorOf, intentAction } from '#app/lib/admin-screen.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { categoryFormInput } from '#domain/schemas/category.ts';
import { createCategory } from '#server/services/admin/categories/create-category.ts';
import { deleteCategory } from '#server/services/admin/categories/delete-category.ts';
import { listCategories } from '#server/services/admin/categories/list-categories.ts';
import { updateCategory } from '#server/services/admin/categories/update-category.ts';

/** `/{lang}/admin/cases`: every category, and the one being edited (`?edit=<id>`) or the new form (`?new=1`). */
export async function loadAdminCategories({ runtime, viewer }: RequestContext, url: URL) {
  const categories = await listCategories(runtime.db, actorOf(viewer));
  const editor = await editorOf(url, (id) => categories.find((c) => c.id === id) ?? null);
  return { categories, ...editor };
}

/** What the categories screen's actions answer: the intent, the category's id, and a deleted category's name. */
export type AdminCategoryAnswer = Answer<{ intent: string; id: string; name?: string }>;

/** The actions of the categories screen, by `intent`. The services check the admin and validate everything. */
export function adminCategoriesAction(context: RequestContext, request: Request) {
  return intentAction<{ id?: string; name?: string }>(
    context,
    request,
    {
      create: ({ db, actor, form }) => createCategory(db, actor, categoryFormInput(form)),
      update: async ({ db, actor, form, id }) => {
        await updateCategory(db, actor, id, categoryFormInput(form));
        return {};
      },
      delete: ({ db, actor, id }) => deleteCategory(db, actor, id),
    },
    { failure: { log: 'admin category action failed', code: 'errors.pageBody' } },
  );
}

export type { AdminCategory } from '#server/services/admin/categories/list-categories.ts';
