import { useNavigate, useSearchParams } from 'react-router';
import { EmptyList, ListScreenHeader, MissingRecord } from '#app/components/admin/list-screen.tsx';
import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { fromContext } from '#app/context.server.ts';
import {
  adminCategoriesAction,
  loadAdminCategories,
} from '#app/features/categories/admin/admin-categories.server.ts';
import { CategoryForm } from '#app/features/categories/admin/category-form.tsx';
import { CategoryTable, useCategoryDeletion } from '#app/features/categories/admin/category-table.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/categories';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminCategories(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminCategoriesAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminCategories.meta.title'), noindex: true }));

/** Admin case categories (docs/product-rules.md, "Administration"): the table plus a create / edit form. */
export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const { categories, editing, adding, editMissing } = loaderData;
  // Deleting the category being edited closes its form (the page may already have reloaded without it).
  const [params] = useSearchParams();
  useCategoryDeletion((id) => {
    if (params.get('edit') === id) navigate('?', { preventScrollReset: true });
  });
  const add = { to: '?new=1', label: t('adminCategories.add') };

  return (
    <div className="grid min-w-0 gap-6">
      <ListScreenHeader
        title={t('adminCategories.title')}
        intro={t('adminCategories.intro')}
        add={{ ...add, testId: 'add-category' }}
      />

      {editMissing ? <MissingRecord text={t('adminCategories.errors.notFound')} /> : null}
      {adding || editing ? (
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing ?? undefined}
          closeTo="?"
          onCreated={(id) => navigate(`?edit=${id}`, { preventScrollReset: true })}
        />
      ) : null}

      <section aria-labelledby="categories-list" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="categories-list" className="text-xl">
            {t('adminCategories.list.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('adminCategories.list.count', { count: categories.length })}
          </p>
        </div>
        {categories.length === 0 ? (
          <EmptyList testId="categories-empty" text={t('adminCategories.list.empty')} add={add} />
        ) : (
          <CategoryTable
            categories={categories}
            editingId={editing?.id ?? null}
            editLink={(id) => `?edit=${id}`}
          />
        )}
      </section>
    </div>
  );
}

/** A failed load: the message and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadFailed error={error} title="adminCategories.loadFailed" retry="adminCategories.retry" />;
}
