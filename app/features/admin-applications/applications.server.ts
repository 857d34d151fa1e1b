import { formInput } from '#app/components/form/form-input.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { actorOf, requireAdminPage } from '#app/lib/admin.server.ts';
import { AppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { APPLICATION_MULTI_FIELDS } from '#domain/schemas/application.ts';
import { getRuntime } from '#server/runtime.ts';
import {
  approveApplication,
  createApplication,
  deleteApplication,
  getApplicationCardLink,
  listApplications,
  rejectApplication,
  updateApplication,
} from '#server/services/admin/applications.ts';
import type { ViewerUser } from '../../context.ts';

/** `/admin/applications`: the table, and the admin's own id (the default applicant of a new application). */
export async function loadAdminApplications(viewer: ViewerUser | null, lang: Lang) {
  const actor = requireAdminPage(viewer, lang);
  const applications = await listApplications(getRuntime().db, actor);
  return { applications, adminId: actor.id };
}

/** The page's actions, by intent: save (create or update), delete, approve, reject, card (signed link). */
export async function adminApplicationsAction(request: Request, viewer: ViewerUser | null) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const actor = actorOf(viewer);
  const { db } = getRuntime();
  try {
    switch (intent) {
      case 'save': {
        const input = formInput(form, APPLICATION_MULTI_FIELDS);
        const saved = id
          ? await updateApplication(db, actor, id, input)
          : await createApplication(db, actor, input);
        return { ok: true as const, intent, id: saved.id, created: !id, url: null };
      }
      case 'delete':
        await deleteApplication(db, actor, id);
        return { ok: true as const, intent, id, created: false, url: null };
      case 'approve':
        await approveApplication(db, actor, id);
        return { ok: true as const, intent, id, created: false, url: null };
      case 'reject':
        await rejectApplication(db, actor, id);
        return { ok: true as const, intent, id, created: false, url: null };
      case 'card': {
        const link = await getApplicationCardLink(db, actor, id);
        return { ok: true as const, intent, id, created: false, url: link.url };
      }
      default:
        throw new AppError('INVALID_INPUT');
    }
  } catch (error) {
    return actionError(error, {
      intent,
      failure: { log: 'admin application action failed', code: 'adminApplications.saveFailed' },
    });
  }
}
