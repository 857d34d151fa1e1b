import { data } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { actionError } from '#app/lib/action-error.server.ts';
import { requireAdminPage } from '#app/lib/admin.server.ts';
import { loadPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { formInput, formText, parseInput } from '#domain/schemas/form.ts';
import { inviteLawyersSchema } from '#domain/schemas/question.ts';
import { matchContextOf } from '#server/runtime.ts';
import { getMatchingData } from '#server/services/admin/questions/get-matching-data.ts';
import { inviteLawyers } from '#server/services/admin/questions/invite-lawyers.ts';
import { listQuestionsForAdmin } from '#server/services/admin/questions/list-questions-for-admin.ts';
import { removeRecipient } from '#server/services/admin/questions/remove-recipient.ts';
import { publishStatus } from '#server/services/questions/admin-queue.ts';

export async function loadAdminQuestions({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const q = url.searchParams.get('q') ?? '';
  const status = url.searchParams.get('status') ?? '';
  return loadPage(url, async (after) => {
    const result = await listQuestionsForAdmin(runtime.db, actor, { q, status, after });
    return {
      q,
      status,
      total: result.total,
      totalIsMore: result.totalIsMore,
      page: result.page,
      next: result.next,
      rows: result.rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        needsLawyerSince: r.needsLawyerSince?.toISOString() ?? null,
      })),
    };
  });
}

export async function loadMatching({ runtime, viewer }: RequestContext, id: string) {
  const actor = actorOf(viewer);
  try {
    return { found: true as const, ...(await getMatchingData(runtime.db, actor, id)) };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return data({ found: false as const }, 404);
    throw error;
  }
}

export async function matchingAction(
  { runtime, viewer, lang }: RequestContext,
  request: Request,
  id: string,
) {
  // Unlike the other admin actions, this one answers a non-admin as its page does (a redirect): the layout's
  // guard lets page action fetches through (adminGuard), so the page guard runs here.
  const actor = requireAdminPage(viewer, lang);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const match = matchContextOf(runtime);
  try {
    if (intent === 'invite') {
      const { lawyerId } = parseInput(inviteLawyersSchema, formInput(form, inviteLawyersSchema));
      const result = await inviteLawyers(runtime.db, actor, id, lawyerId, match);
      return { ok: true as const, intent, invited: result.invited };
    }
    if (intent === 'remove') {
      await removeRecipient(runtime.db, actor, id, formText(form, 'recipientId'));
      // The asker's open page shows the change (the question may be open again).
      await publishStatus(match, id);
      return { ok: true as const, intent, invited: 0 };
    }
    throw new AppError('INVALID_INPUT');
  } catch (error) {
    return actionError(error, { intent });
  }
}
