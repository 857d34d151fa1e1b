import { fromContext } from '#app/context.server.ts';
import { AddLawyers } from '#app/features/lawyers/featured/add-lawyers.tsx';
import { EntriesTable } from '#app/features/lawyers/featured/entries-table.tsx';
import { featuredAction, loadFeatured } from '#app/features/lawyers/featured/featured.server.ts';
import { PinForm } from '#app/features/lawyers/featured/pin-form.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { PIN_POSITIONS } from '#domain/schemas/featured.ts';
import type { Route } from './+types/featured';

export const loader = ({ url, context }: Route.LoaderArgs) => loadFeatured(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  featuredAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminFeatured.meta.title'), noindex: true }));

/** Admin featured lawyers (docs/product-rules.md, "Administration"): the list, pin by name, search and add. */
export default function AdminFeaturedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { entries, search, nextDisplayOrder } = loaderData;
  const pinned = PIN_POSITIONS.map((p) => entries.find((e) => e.pinPosition === p)?.name ?? null);
  return (
    <div className="grid grid-cols-1 gap-10">
      <header>
        <h1 className="text-2xl sm:text-3xl">{t('adminFeatured.title')}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('adminFeatured.intro')}</p>
      </header>

      <section aria-labelledby="featured-list-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="featured-list-heading" className="text-xl">
            {t('adminFeatured.list.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('adminFeatured.list.count', { count: entries.length })}
          </p>
        </div>
        <EntriesTable entries={entries} />
      </section>

      <section aria-labelledby="featured-pin-heading" className="rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="featured-pin-heading" className="text-xl">
          {t('adminFeatured.pin.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('adminFeatured.pin.hint')}</p>
        {/* Re-created when the pins change, so the inputs show the names pinned now. */}
        <PinForm key={pinned.join('\u0000')} current={pinned} />
      </section>

      <section aria-labelledby="featured-search-heading">
        <h2 id="featured-search-heading" className="text-xl">
          {t('adminFeatured.search.title')}
        </h2>
        <AddLawyers search={search} nextDisplayOrder={nextDisplayOrder} />
      </section>
    </div>
  );
}
