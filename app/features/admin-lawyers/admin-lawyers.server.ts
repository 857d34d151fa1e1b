import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireAdminPage } from '#app/lib/admin.server.ts';
import { AppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { adminLawyerQuery } from '#domain/schemas/admin-lawyer.ts';
import { getRuntime } from '#server/runtime.ts';
import {
  createAdminLawyer,
  deleteAdminLawyer,
  getAdminLawyer,
  linkAdminLawyerAccount,
  removeAdminLawyerAvatar,
  searchAdminLawyers,
  setAdminLawyerAvatar,
  setAdminLawyerFlag,
  unlinkAdminLawyerAccount,
  updateAdminLawyer,
} from '#server/services/admin/lawyers.ts';
import type { ViewerUser } from '../../context.ts';
import { readLawyerForm } from './form-data.ts';

/**
 * `/{lang}/admin/lawyers`: the list (`?q=` search), and the lawyer being edited (`?edit=<id>`) or the add form
 * (`?new=1`).
 */
export async function loadAdminLawyers(viewer: ViewerUser | null, lang: Lang, url: URL) {
  const actor = requireAdminPage(viewer, lang);
  const params = url.searchParams;
  const q = adminLawyerQuery(params.get('q'));
  const editId = params.get('edit');
  const { db } = getRuntime();
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
export async function adminLawyersAction(request: Request, viewer: ViewerUser | null) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const actor = actorOf(viewer);
  const { db } = getRuntime();
  try {
    switch (intent) {
      case 'create': {
        const created = await createAdminLawyer(db, actor, readLawyerForm(form, 'create'));
        return { ok: true, intent, id: created.id, name: created.name } satisfies AdminActionResult;
      }
      case 'update':
        await updateAdminLawyer(db, actor, id, readLawyerForm(form, 'update'));
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
        const { changed } = await unlinkAdminLawyerAccount(db, actor, id);
        return { ok: true, intent, id, changed } satisfies AdminActionResult;
      }
      case 'avatar':
        await setAdminLawyerAvatar(db, actor, id, form.get('key'));
        return { ok: true, intent, id } satisfies AdminActionResult;
      case 'avatar-remove': {
        const { changed } = await removeAdminLawyerAvatar(db, actor, id);
        return { ok: true, intent, id, changed } satisfies AdminActionResult;
      }
      case 'delete':
        return {
          ok: true,
          intent,
          id,
          name: (await deleteAdminLawyer(db, actor, id)).name,
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

export type { AdminLawyer, AdminLawyerRow } from '#server/services/admin/lawyers.ts';
