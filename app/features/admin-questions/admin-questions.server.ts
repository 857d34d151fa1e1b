import { data } from 'react-router';
import { requireAdminPage } from '#app/lib/admin.server.ts';
import { isAppError } from '#domain/errors.ts';
import { getRuntime, matchContextOf } from '#server/runtime.ts';
import {
  getMatchingData,
  inviteLawyers,
  listQuestionsForAdmin,
  removeRecipient,
} from '#server/services/admin/questions.ts';
import { publishStatus } from '#server/services/questions/admin-queue.ts';
import type { ViewerUser } from '../../context.ts';

export async function loadAdminQuestions(url: URL, viewer: ViewerUser | null, lang: string) {
  const actor = requireAdminPage(viewer, lang);
  const q = url.searchParams.get('q') ?? '';
  const status = url.searchParams.get('status') ?? '';
  const result = await listQuestionsForAdmin(getRuntime().db, actor, { q, status });
  return {
    q,
    status,
    total: result.total,
    rows: result.rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      needsLawyerSince: r.needsLawyerSince?.toISOString() ?? null,
    })),
  };
}

export async function loadMatching(id: string, viewer: ViewerUser | null, lang: string) {
  const actor = requireAdminPage(viewer, lang);
  try {
    return { found: true as const, ...(await getMatchingData(getRuntime().db, actor, id)) };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return data({ found: false as const }, 404);
    throw error;
  }
}

export async function matchingAction(request: Request, id: string, viewer: ViewerUser | null, lang: string) {
  const actor = requireAdminPage(viewer, lang);
  const form = await request.formData();
  const runtime = getRuntime();
  const match = matchContextOf(runtime);
  try {
    if (form.get('intent') === 'invite') {
      const result = await inviteLawyers(runtime.db, actor, id, form.getAll('lawyerId').map(String), match);
      return { ok: true as const, intent: 'invite' as const, invited: result.invited };
    }
    if (form.get('intent') === 'remove') {
      await removeRecipient(runtime.db, actor, id, String(form.get('recipientId') ?? ''));
      // The asker's open page shows the change (the question may be open again).
      await publishStatus(match, id);
      return { ok: true as const, intent: 'remove' as const, invited: 0 };
    }
    return data({ ok: false as const, code: 'errors.INVALID_INPUT' }, 400);
  } catch (error) {
    if (isAppError(error))
      return data(
        { ok: false as const, code: error.message.includes('.') ? error.message : `errors.${error.code}` },
        error.status,
      );
    throw error;
  }
}
