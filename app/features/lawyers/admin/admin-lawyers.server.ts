import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { editorOf, intentAction } from '#app/lib/admin-screen.server.ts';
import { loadPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import {
  adminLawyerCreateSchema,
  adminLawyerQuery,
  adminLawyerUpdateSchema,
} from '#domain/schemas/admin-lawyer.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { matchContextOf } from '#server/runtime.ts';
import { createAdminLawyer } from '#server/services/admin/lawyers/create-admin-lawyer.ts';
import { deleteAdminLawyer } from '#server/services/admin/lawyers/delete-admin-lawyer.ts';
import { getAdminLawyer } from '#server/services/admin/lawyers/get-admin-lawyer.ts';
import { linkAdminLawyerAccount } from '#server/services/admin/lawyers/link-admin-lawyer-account.ts';
import { removeAdminLawyerAvatar } from '#server/services/admin/lawyers/remove-admin-lawyer-avatar.ts';
import { searchAdminLawyers } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
import { setAdminLawyerAvatar } from '#server/services/admin/lawyers/set-admin-lawyer-avatar.ts';
import { setAdminLawyerFlag } from '#server/services/admin/lawyers/set-admin-lawyer-flag.ts';
import { unlinkAdminLawyerAccount } from '#server/services/admin/lawyers/unlink-admin-lawyer-account.ts';
import { updateAdminLawyer } from '#server/services/admin/lawyers/update-admin-lawyer.ts';

/**
 * `/{lang}/admin/lawyers`: the list a page at a time (`?q=` search, `?after=` the page: `loadPage`), and the lawyer being edited (`?edit=<id>`) or the add form
 * (`?new=1`).
 */
export function loadAdminLawyers({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const q = adminLawyerQuery(url.searchParams.get('q'));
  const { db } = runtime;
  return loadPage(url, async (after) => {
    const [{ rows, next, page, total, totalIsMore }, editor] = await Promise.all([
      searchAdminLawyers(db, actor, q, { after }),
      editorOf(url, (id) => getAdminLawyer(db, actor, id)),
    ]);
    return { q, rows, next, page, total, totalIsMore, ...editor };
  });
}

/**
 * What the lawyers screen's actions answer: the intent (`set-flag:<flag>` for a switch) and the lawyer's id; the
 * name of a created or deleted lawyer; whether a switch, the account or the picture changed, and a switch's value.
 */
export type AdminLawyerAnswer = Answer<{
  intent: string;
  id: string;
  name?: string;
  changed?: boolean;
  value?: boolean;
}>;

/** The actions of the lawyers screen, by `intent`. The services check the admin and validate everything. */
export function adminLawyersAction(context: RequestContext, request: Request) {
  return intentAction<{ id?: string; intent?: string; name?: string; changed?: boolean; value?: boolean }>(
    context,
    request,
    {
      create: ({ db, actor, form }) => createAdminLawyer(db, actor, formInput(form, adminLawyerCreateSchema)),
      update: async ({ db, actor, form, id }) => {
        await updateAdminLawyer(db, actor, id, formInput(form, adminLawyerUpdateSchema));
        return {};
      },
      'set-flag': async ({ db, actor, form, intent, id }) => {
        const flag = formText(form, 'flag');
        if (flag !== 'verified' && flag !== 'networkMember') throw new AppError('INVALID_INPUT');
        const value = formText(form, 'value') === 'true';
        const { changed } = await setAdminLawyerFlag(db, actor, id, flag, value);
        return { intent: `${intent}:${flag}`, changed, value };
      },
      link: async ({ db, actor, form, id }) => {
        const { changed } = await linkAdminLawyerAccount(db, actor, id, { email: formText(form, 'email') });
        return { changed };
      },
      unlink: ({ db, actor, runtime, id }) =>
        unlinkAdminLawyerAccount(db, actor, id, matchContextOf(runtime)),
      avatar: async ({ db, actor, runtime, form, id }) => {
        await setAdminLawyerAvatar(db, actor, id, formText(form, 'key'), runtime.storage);
        return {};
      },
      'avatar-remove': ({ db, actor, runtime, id }) =>
        removeAdminLawyerAvatar(db, actor, id, runtime.storage),
      delete: ({ db, actor, runtime, id }) =>
        deleteAdminLawyer(db, actor, id, runtime.storage, matchContextOf(runtime)),
    },
    { failure: { log: 'admin lawyer action failed', code: 'errors.pageBody' } },
  );
}

export type { AdminLawyer } from '#server/services/admin/lawyers/get-admin-lawyer.ts';
export type { AdminLawyerRow } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
