import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { adminCasesAction, loadAdminCases } from '#app/features/categories/admin/admin-cases.server.ts';
import { CategoryForm } from '#app/features/categories/admin/category-form.tsx';
import { CategoryTable, useCategoryDeletion } from '#app/features/categories/admin/category-table.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/cases';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminCases(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminCasesAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminCases.meta.title'), noindex: true }));

/** Admin case categories (docs/product-rules.md, "Administration"): the table plus a create / edit form. */
export default function AdminCasesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const { categories, editing, adding, editMissing } = loaderData;
  // Deleting the category being edited closes its form (the page may already have reloaded without it).
  const [params] = useSearchParams();
  useCategoryDeletion((id) => {
    if (params.get('edit') === id) navigate('?', { preventScrollReset: true });
  });

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl sm:text-3xl">{t('adminCases.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminCases.intro')}</p>
        </div>
        <Button asChild variant="accent">
          <Link to="?new=1" preventScrollReset data-testid="add-category">
            <Plus aria-hidden />
            {t('adminCases.add')}
          </Link>
        </Button>
      </header>

      {editMissing ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-4">
          {t('adminCases.errors.notFound')}
        </p>
      ) : null}
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
            {t('adminCases.list.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('adminCases.list.count', { count: categories.length })}
          </p>
        </div>
        {categories.length === 0 ? (
          <div className="rounded-xl border border-dashed p-8 text-center" data-testid="categories-empty">
            <p>{t('adminCases.list.empty')}</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="?new=1" preventScrollReset>
                <Plus aria-hidden />
                {t('adminCases.add')}
              </Link>
            </Button>
          </div>
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
  return <AdminLoadFailed error={error} title="adminCases.loadFailed" retry="adminCases.retry" />;
}
