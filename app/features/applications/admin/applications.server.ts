import type { RequestContext } from '#app/context.server.ts';
import { type Answer, actionError } from '#app/lib/action-error.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError } from '#domain/errors.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { matchContextOf } from '#server/runtime.ts';
import { approveApplication } from '#server/services/admin/applications/approve-application.ts';
import { createApplication } from '#server/services/admin/applications/create-application.ts';
import { deleteApplication } from '#server/services/admin/applications/delete-application.ts';
import { getApplicationCardLink } from '#server/services/admin/applications/get-application-card-link.ts';
import { listApplications } from '#server/services/admin/applications/list-applications.ts';
import { rejectApplication } from '#server/services/admin/applications/reject-application.ts';
import { updateApplication } from '#server/services/admin/applications/update-application.ts';

/** What the page's action answers: success with the intent (and the card's signed link), or the refusal. */
export type AdminApplicationAnswer = Answer<{
  intent: string;
  id: string;
  created: boolean;
  url: string | null;
}>;

/** `/admin/applications`: the table, and the admin's own id (the default applicant of a new application). */
export async function loadAdminApplications({ runtime, viewer }: RequestContext) {
  const actor = actorOf(viewer);
  // listApplications refuses anyone but an admin, so the actor is an admin here.
  const applications = await listApplications(runtime.db, actor);
  return { applications, adminId: actor?.id ?? '' };
}

/** The page's actions, by intent: save (create or update), delete, approve, reject, card (signed link). */
export async function adminApplicationsAction({ runtime, viewer }: RequestContext, request: Request) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const actor = actorOf(viewer);
  const { db } = runtime;
  try {
    switch (intent) {
      case 'save': {
        const input = formInput(form, applicationSchema);
        const saved = id
          ? await updateApplication(db, actor, id, input)
          : await createApplication(db, actor, input);
        return { ok: true as const, intent, id: saved.id, created: !id, url: null };
      }
      case 'delete':
        await deleteApplication(db, actor, id);
        return { ok: true as const, intent, id, created: false, url: null };
      case 'approve':
        await approveApplication(db, actor, id, matchContextOf(runtime));
        return { ok: true as const, intent, id, created: false, url: null };
      case 'reject':
        await rejectApplication(db, actor, id, matchContextOf(runtime));
        return { ok: true as const, intent, id, created: false, url: null };
      case 'card': {
        const link = await getApplicationCardLink(db, runtime.config.authSecret, actor, id);
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
