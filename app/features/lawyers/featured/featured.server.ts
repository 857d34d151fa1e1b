import { actionError } from '#app/lib/action-error.server.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { DISPLAY_ORDER_MAX, PIN_POSITIONS, pinFieldName } from '#domain/schemas/featured.ts';
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

import type { RequestContext } from '#app/context.server.ts';
import { actorOf } from '#app/lib/session.server.ts';

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

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
};

/** intent=add | save | delete | pin; every one checked again by the service (admins only). */
export async function featuredAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = text(form, 'intent') ?? '';
  const actor = actorOf(viewer);
  const { db } = runtime;
  try {
    if (intent === 'add') {
      const entry = await addFeaturedLawyer(db, actor, {
        lawyerId: text(form, 'lawyerId') ?? '',
        displayOrder: text(form, 'displayOrder'),
        active: text(form, 'active'),
      });
      return { ok: true as const, intent, name: entry.name ?? '', changed: true };
    }
    if (intent === 'save') {
      const result = await updateFeaturedEntry(db, actor, {
        id: text(form, 'id') ?? '',
        displayOrder: text(form, 'displayOrder'),
        pinPosition: text(form, 'pinPosition'),
        active: text(form, 'active'),
      });
      return { ok: true as const, intent, name: result.entry.name ?? '', changed: result.changed };
    }
    if (intent === 'delete') {
      const entry = await deleteFeaturedEntry(db, actor, { id: text(form, 'id') ?? '' });
      return { ok: true as const, intent, name: entry.name ?? '', changed: true };
    }
    if (intent === 'pin') {
      const names = PIN_POSITIONS.map((p) => text(form, pinFieldName(p)) ?? '');
      const pinned = await pinFeaturedByName(db, actor, { names });
      return { ok: true as const, intent, name: pinned[0]?.name ?? '', changed: true };
    }
    throw new AppError('INVALID_INPUT', 'adminFeatured.errors.unknown');
  } catch (error) {
    return actionError(error, { intent });
  }
}
