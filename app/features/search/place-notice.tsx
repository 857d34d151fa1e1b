import { useT } from '#app/lib/lang.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { loadSearch } from './search.server.ts';

type PlaceNotice = Awaited<ReturnType<typeof loadSearch>>['notice'];

/**
 * What the search understood of the place typed (`searchLawyersByPlace`): the province whose lawyers are shown,
 * with the town or place named, or that it knows no such province or place.
 */
export function SearchPlaceNotice({ notice }: { notice: PlaceNotice }) {
  const { t, lang } = useT();
  if (!notice) return null;
  const text =
    notice.kind === 'unknown'
      ? t('search.place.unknown', { place: notice.place })
      : notice.place
        ? t('search.place.showingPlace', {
            province: provinceLabel(notice.province, lang),
            place: notice.place,
          })
        : t('search.place.showing', { province: provinceLabel(notice.province, lang) });
  return (
    <p
      className="mt-4 rounded-lg border border-primary/30 bg-primary/5 px-4 py-2 text-sm"
      role="status"
      data-testid="search-place"
    >
      {text}
    </p>
  );
}
