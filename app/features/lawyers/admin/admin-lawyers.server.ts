import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import {
  adminLawyerCreateSchema,
  adminLawyerQuery,
  adminLawyerUpdateSchema,
} from '#domain/schemas/admin-lawyer.ts';
import { formInput } from '#domain/schemas/form.ts';
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
 * `/{lang}/admin/lawyers`: the list (`?q=` search), and the lawyer being edited (`?edit=<id>`) or the add form
 * (`?new=1`).
 */
export async function loadAdminLawyers({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const params = url.searchParams;
  const q = adminLawyerQuery(params.get('q'));
  const editId = params.get('edit');
  const { db } = runtime;
  const [rows, editing] = await Promise.all([
    searchAdminLawyers(db, actor, q),
    editId ? getAdminLawyer(db, actor, editId) : Promise.resolve(null),
  ]);
  return {
    q,
    rows,
    editing,
    adding: !editing && params.get('new') === '1',
    editMissing: Boolean(editId) && !editing,
  };
}

/** The actions of the lawyers screen, by `intent`. The services check the admin and validate everything. */
export async function adminLawyersAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const actor = actorOf(viewer);
  const { db } = runtime;
  try {
    switch (intent) {
      case 'create': {
        const created = await createAdminLawyer(db, actor, formInput(form, adminLawyerCreateSchema));
        return { ok: true, intent, id: created.id, name: created.name } satisfies AdminActionResult;
      }
      case 'update':
        await updateAdminLawyer(db, actor, id, formInput(form, adminLawyerUpdateSchema));
        return { ok: true, intent, id } satisfies AdminActionResult;
      case 'set-flag': {
        const flag = form.get('flag');
        if (flag !== 'verified' && flag !== 'networkMember') throw new AppError('INVALID_INPUT');
        const value = form.get('value') === 'true';
        const { changed } = await setAdminLawyerFlag(db, actor, id, flag, value);
        return { ok: true, intent: `${intent}:${flag}`, id, changed, value } satisfies AdminActionResult;
      }
      case 'link': {
        const { changed } = await linkAdminLawyerAccount(db, actor, id, { email: form.get('email') });
        return { ok: true, intent, id, changed } satisfies AdminActionResult;
      }
      case 'unlink': {
        const { changed } = await unlinkAdminLawyerAccount(db, actor, id, matchContextOf(runtime));
        return { ok: true, intent, id, changed } satisfies AdminActionResult;
      }
      case 'avatar':
        await setAdminLawyerAvatar(db, actor, id, form.get('key'), runtime.storage);
        return { ok: true, intent, id } satisfies AdminActionResult;
      case 'avatar-remove': {
        const { changed } = await removeAdminLawyerAvatar(db, actor, id, runtime.storage);
        return { ok: true, intent, id, changed } satisfies AdminActionResult;
      }
      case 'delete':
        return {
          ok: true,
          intent,
          id,
          name: (await deleteAdminLawyer(db, actor, id, runtime.storage, matchContextOf(runtime))).name,
        } satisfies AdminActionResult;
      default:
        throw new AppError('INVALID_INPUT');
    }
  } catch (error) {
    return actionError(error, {
      intent,
      failure: { log: 'admin lawyer action failed', code: 'errors.pageBody' },
    });
  }
}

export type { AdminLawyer } from '#server/services/admin/lawyers/get-admin-lawyer.ts';
export type { AdminLawyerRow } from '#server/services/admin/lawyers/search-admin-lawyers.ts';
