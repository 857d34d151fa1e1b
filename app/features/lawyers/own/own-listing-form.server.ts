import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { type Answer, actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireViewer } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import { formInput } from '#domain/schemas/form.ts';
import { ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { ownListingSchema } from '#domain/schemas/own-listing.ts';
import { createOwnLawyer, OWN_LAWYER_EXISTS } from '#server/services/lawyers/create-own-lawyer.ts';
import { getOwnListing } from '#server/services/lawyers/get-own-listing.ts';
import { updateOwnListing } from '#server/services/lawyers/update-own-listing.ts';

export type { OwnListing } from '#server/services/lawyers/own-listing.ts';

/**
 * `/lawyers/new` (docs/product-rules.md, "Lawyer listings"): signed-out people go to /auth; a user who already has a lawyer
 * profile is sent to it.
 */
export function loadNewOwnListing({ viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  if (user.lawyerId) throw redirect(`/${lang}/lawyers/${user.lawyerId}`);
  return { email: user.email };
}

/** Creates the user's own, unverified profile and sends them to it; refusals answer with their reasons. */
export async function submitNewOwnListing(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  url?: URL,
) {
  const user = requireViewer(viewer, lang, url);
  const input = formInput(await request.formData(), ownLawyerSchema);
  try {
    const { id } = await createOwnLawyer(runtime.db, user, input);
    return redirect(`/${lang}/lawyers/${id}`);
  } catch (error) {
    const answer = actionError(error, {
      failure: { log: 'own lawyer profile failed', code: 'lawyerform.toast.saveFailed' },
    });
    if (isAppError(error) && error.message === OWN_LAWYER_EXISTS)
      return data({ ...answer.data, lawyerId: error.id ?? null }, answer.init ?? undefined);
    return answer;
  }
}

/**
 * `/account/lawyer`: the signed-in user's own listing, to edit. Signed-out people go to /auth; a user without
 * a listing is sent to /apply (joining the network is how one gets a listing).
 */
export async function loadOwnListing({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  const listing = await getOwnListing(runtime.db, actorOf(user));
  if (!listing) throw redirect(`/${lang}/apply`);
  return { listing, email: user.email };
}

/**
 * Saves the user's own listing. Only the user linked to the listing named by the form may (the service checks
 * it): anybody else gets 404 and nothing changes; bad input answers with field errors (i18n keys).
 */
export async function submitOwnListing(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  url?: URL,
) {
  const user = requireViewer(viewer, lang, url);
  const input = formInput(await request.formData(), ownListingSchema());
  try {
    await updateOwnListing(runtime.db, actorOf(user), input);
    return data<Answer>({ ok: true });
  } catch (error) {
    return actionError(error, {
      failure: { log: 'own listing save failed', code: 'lawyerform.toast.saveFailed' },
    });
  }
}
