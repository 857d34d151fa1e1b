import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { type Answer, actionError } from '#app/lib/action-error.server.ts';
import { requireViewer } from '#app/lib/session.server.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { formInput } from '#domain/schemas/form.ts';
import { listMyApplications } from '#server/services/applications/list-my-applications.ts';
import { submitApplication } from '#server/services/applications/submit-application.ts';

/** `/apply`: signed-out people go to /auth; the applicant sees their applications and the form. */
export async function loadApply({ runtime, viewer, lang }: RequestContext, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  const applications = await listMyApplications(runtime.db, user);
  return { email: user.email, lawyerId: user.lawyerId, applications };
}

/** Stores the application; refusals answer with translated reasons (i18n keys) and store nothing. */
export async function submitApply({ runtime, viewer, lang }: RequestContext, request: Request, url?: URL) {
  const user = requireViewer(viewer, lang, url);
  const input = formInput(await request.formData(), applicationSchema);
  try {
    await submitApplication(runtime.db, user, input);
    return data<Answer>({ ok: true });
  } catch (error) {
    return actionError(error, { failure: { log: 'lawyer application failed', code: 'apply.toast.failed' } });
  }
}
