import { data, redirect } from 'react-router';
import { requireViewer } from '#app/lib/session.server.ts';
import { isAppError } from '#domain/errors.ts';
import type { Lang } from '#domain/i18n.ts';
import { logger } from '#server/logger.ts';
import { getRuntime } from '#server/runtime.ts';
import {
  createOwnLawyer,
  OwnLawyerExistsError,
  OwnLawyerInputError,
} from '#server/services/lawyers/create-own-lawyer.ts';
import type { ViewerUser } from '../../context.ts';
import type { FormActionResult } from './types.ts';

/**
 * `/lawyers/new` (decisions.md item 6): signed-out people go to /auth; a user who already has a lawyer
 * profile is sent to it.
 */
export function loadLawyerForm(viewer: ViewerUser | null, lang: Lang) {
  const user = requireViewer(viewer, lang);
  if (user.lawyerId) throw redirect(`/${lang}/lawyers/${user.lawyerId}`);
  return { email: user.email };
}

/** Creates the user's own, unverified profile and sends them to it; refusals answer with their reasons. */
export async function submitLawyerForm(request: Request, viewer: ViewerUser | null, lang: Lang) {
  const user = requireViewer(viewer, lang);
  const form = await request.formData();
  const input: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') input[key] = value;
  try {
    const { id } = await createOwnLawyer(getRuntime().db, user, input);
    return redirect(`/${lang}/lawyers/${id}`);
  } catch (error) {
    if (error instanceof OwnLawyerInputError)
      return data<FormActionResult>({ ok: false, errors: error.fields }, { status: 400 });
    if (error instanceof OwnLawyerExistsError)
      return data<FormActionResult>(
        { ok: false, errors: {}, message: error.message, lawyerId: error.lawyerId },
        { status: 409 },
      );
    if (isAppError(error))
      return data<FormActionResult>(
        { ok: false, errors: {}, message: error.message },
        { status: error.status },
      );
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'own lawyer profile failed',
    );
    return data<FormActionResult>({ ok: false, errors: {}, failed: true }, { status: 500 });
  }
}
