import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { EmptyList, ListScreenHeader, MissingRecord } from '#app/components/admin/list-screen.tsx';
import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Search, X } from '#app/components/ui/icons.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { fromContext } from '#app/context.server.ts';
import { adminLawyersAction, loadAdminLawyers } from '#app/features/lawyers/admin/admin-lawyers.server.ts';
import { LawyerEditor } from '#app/features/lawyers/admin/lawyer-editor.tsx';
import { LawyerTable, useListParams } from '#app/features/lawyers/admin/lawyer-table.tsx';
import { useLawyerDeletion } from '#app/features/lawyers/admin/row-actions.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { ADMIN_LAWYER_QUERY_MAX } from '#domain/schemas/admin-lawyer.ts';
import type { Route } from './+types/lawyers';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminLawyers(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminLawyersAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminLawyers.meta.title'), noindex: true }));

/**
 * Admin lawyers (docs/product-rules.md, "Administration"): search (name, province, district; verified first, then
 * name, a page at a time), add, edit every field, the verified and network-member switches, the linked account,
 * the picture, delete with confirmation.
 */
export default function AdminLawyersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { q, rows, editing, adding, editMissing, total, totalIsMore, page, next, badCursor } = loaderData;
  const link = useListParams();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.formMethod === undefined;
  // Deleting the lawyer being edited closes the editor (the page may already have reloaded without them).
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useLawyerDeletion((id) => {
    if (params.get('edit') === id) navigate(link({}), { preventScrollReset: true });
  });
  const add = { to: link({ new: '1' }), label: t('adminLawyers.add') };

  return (
    <div className="grid min-w-0 gap-6">
      <ListScreenHeader
        title={t('adminLawyers.title')}
        intro={t('adminLawyers.intro')}
        add={{ ...add, testId: 'add-lawyer' }}
      />

      <Form method="get" role="search" className="rounded-xl border bg-card p-4" aria-busy={searching}>
        <Label htmlFor="admin-lawyer-q">{t('adminLawyers.search.label')}</Label>
        <div className="mt-2 flex flex-wrap gap-2">
          <Input
            id="admin-lawyer-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={ADMIN_LAWYER_QUERY_MAX}
            placeholder={t('adminLawyers.search.placeholder')}
            aria-describedby="admin-lawyer-q-hint"
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit">
            <Search aria-hidden />
            {t('adminLawyers.search.submit')}
          </Button>
          {q ? (
            <Button asChild variant="outline">
              <Link to="?">
                <X aria-hidden />
                {t('adminLawyers.search.clear')}
              </Link>
            </Button>
          ) : null}
        </div>
        <p id="admin-lawyer-q-hint" className="mt-2 text-xs text-muted-foreground">
          {t('adminLawyers.search.hint')}
        </p>
      </Form>

      {editMissing ? <MissingRecord text={t('adminLawyers.errors.notFound')} /> : null}
      {adding ? <LawyerEditor mode="create" /> : null}
      {editing ? <LawyerEditor mode="update" lawyer={editing} /> : null}

      <section aria-labelledby="admin-lawyers-list" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-lawyers-list" className="text-xl">
            {q ? t('adminLawyers.list.resultsFor', { q }) : t('adminLawyers.list.title')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="admin-lawyers-count">
            {totalIsMore
              ? t('adminLawyers.list.countMore', { count: total })
              : t('adminLawyers.list.count', { count: total })}
          </p>
        </div>
        {rows.length === 0 ? (
          <EmptyList
            testId="admin-lawyers-empty"
            text={q ? t('adminLawyers.list.emptySearch', { q }) : t('adminLawyers.list.empty')}
            add={add}
          />
        ) : (
          <LawyerTable rows={rows} editingId={editing?.id ?? null} />
        )}
        <KeysetPager page={page} next={next} badCursor={badCursor} />
      </section>
    </div>
  );
}

/** A failed load: the message and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadFailed error={error} title="adminLawyers.loadFailed" retry="adminLawyers.retry" />;
}
