import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { intentAction } from '#app/lib/admin-screen.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { DISPLAY_ORDER_MAX, PIN_POSITIONS, pinFieldName } from '#domain/schemas/featured.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { addFeaturedLawyer } from '#server/services/admin/featured/add-featured-lawyer.ts';
import { deleteFeaturedEntry } from '#server/services/admin/featured/delete-featured-entry.ts';
import { listFeaturedEntries } from '#server/services/admin/featured/list-featured-entries.ts';
import { pinFeaturedByName } from '#server/services/admin/featured/pin-featured-by-name.ts';
import {
  type FeaturedCandidate,
  searchFeaturedCandidates,
} from '#server/services/admin/featured/search-featured-candidates.ts';
import { updateFeaturedEntry } from '#server/services/admin/featured/update-featured-entry.ts';

export type { FeaturedEntry } from '#server/services/admin/featured/list-featured-entries.ts';
export type { FeaturedCandidate } from '#server/services/admin/featured/search-featured-candidates.ts';

/** The list of entries, and the search of the public lawyer view when the page has `?q=` (blank lists all). */
export async function loadFeatured({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const { db } = runtime;
  const q = url.searchParams.get('q');
  const entries = await listFeaturedEntries(db, actor);
  let search: { q: string; results: FeaturedCandidate[]; error: string | null } | null = null;
  if (q !== null) {
    try {
      search = { q, results: await searchFeaturedCandidates(db, actor, { q }), error: null };
    } catch (error) {
      if (!isAppError(error) || !error.fields) throw error;
      search = { q, results: [], error: error.message };
    }
  }
  const highest = entries.reduce((max, e) => Math.max(max, e.displayOrder), -1);
  return { entries, search, nextDisplayOrder: Math.min(highest + 1, DISPLAY_ORDER_MAX) };
}

/** What the featured screen's actions answer: the intent, the lawyer's name, and whether anything changed. */
export type FeaturedAnswer = Answer<{ intent: string; name: string; changed: boolean }>;

/** intent=add | save | delete | pin; every one checked again by the service (admins only). */
export function featuredAction(context: RequestContext, request: Request) {
  return intentAction<{ name: string; changed: boolean }>(
    context,
    request,
    {
      add: async ({ db, actor, form }) => {
        const input = { ...formInput(form), lawyerId: formText(form, 'lawyerId') };
        const entry = await addFeaturedLawyer(db, actor, input);
        return { name: entry.name ?? '', changed: true };
      },
      save: async ({ db, actor, form, id }) => {
        const result = await updateFeaturedEntry(db, actor, { ...formInput(form), id });
        return { name: result.entry.name ?? '', changed: result.changed };
      },
      delete: async ({ db, actor, id }) => {
        const entry = await deleteFeaturedEntry(db, actor, { id });
        return { name: entry.name ?? '', changed: true };
      },
      pin: async ({ db, actor, form }) => {
        const names = PIN_POSITIONS.map((p) => formText(form, pinFieldName(p)));
        const pinned = await pinFeaturedByName(db, actor, { names });
        return { name: pinned[0]?.name ?? '', changed: true };
      },
    },
    { unknownIntent: 'adminFeatured.errors.unknown' },
  );
}
