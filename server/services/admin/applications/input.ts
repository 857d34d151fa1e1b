import { eq, sql } from 'drizzle-orm';
import { inputError } from '#domain/errors.ts';
import { type AdminApplicationInput, adminApplicationSchemaFor } from '#domain/schemas/admin-application.ts';
import { avatarPublicUrl } from '#domain/schemas/lawyer.ts';
import type { ListingChoicesKept } from '#domain/schemas/practice.ts';
import type { Db } from '../../../db/client.ts';
import { type LawyerApplicationRow, users } from '../../../db/schema/index.ts';
import { applicationFormColumns } from '../../applications/application-columns.ts';
import { parseWithOwnUploads } from '../../applications/own-upload-key.ts';

/** The message of an applicant reference (e-mail or id) that matches no account. */
export const USER_NOT_FOUND = 'adminApplications.errors.userNotFound';

/**
 * The account an admin typed: an e-mail address (any case) or a user id. Throws `AppError` with `fields`
 * on `userRef` when nobody matches.
 */
export async function resolveApplicant(
  q: Pick<Db, 'select'>,
  ref: string,
): Promise<{ id: string; email: string }> {
  const text = ref.trim();
  const [row] = await q
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(text.includes('@') ? sql`lower(${users.email}) = lower(${text})` : eq(users.id, text))
    .limit(1);
  if (!row) throw inputError({ userRef: USER_NOT_FOUND });
  return row;
}

/**
 * The admin form's input checked with the shared schema (a new application needs its applicant). Uploaded
 * pictures must be the admin's own uploads (the upload service puts them in the uploader's folder): a key of
 * anybody else is refused, as in the member's form. `kept`: the areas and languages the application already
 * holds (an edit may keep older values outside the lists). Throws `AppError` with `fields` (INVALID_INPUT,
 * field errors) on bad input.
 */
export const parseAdminApplication = (
  input: unknown,
  adminId: string,
  isNew: boolean,
  kept?: ListingChoicesKept,
): AdminApplicationInput => parseWithOwnUploads(adminApplicationSchemaFor({ isNew, kept }), input, adminId);

/**
 * The stored columns of a form's input. The pictures: a new upload replaces the stored one, the remove box
 * clears it, otherwise the stored one stays (`current`, absent for a new application).
 */
export function applicationColumns(data: AdminApplicationInput, current?: LawyerApplicationRow) {
  const avatarUrl = data.avatarKey
    ? avatarPublicUrl(data.avatarKey)
    : data.avatarRemove
      ? null
      : (current?.avatarUrl ?? null);
  const businessCardKey = data.businessCardKey
    ? data.businessCardKey
    : data.businessCardRemove
      ? null
      : (current?.businessCardKey ?? null);
  return {
    ...applicationFormColumns(data),
    avatarUrl,
    businessCardKey,
    status: data.status,
  };
}
