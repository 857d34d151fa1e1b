import { eq, sql } from 'drizzle-orm';
import { inputError } from '#domain/errors.ts';
import { type AdminApplicationInput, adminApplicationSchemaFor } from '#domain/schemas/admin-application.ts';
import type { ListingChoicesKept } from '#domain/schemas/application.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { avatarPublicUrl } from '#domain/schemas/lawyer.ts';
import type { Db } from '../../../db/client.ts';
import { type LawyerApplicationRow, users } from '../../../db/schema/index.ts';
import { foreignUploadKeyErrors } from '../../applications/own-upload-key.ts';
import { applicationListingColumns } from '../../applications/submit-application.ts';

/** The message of an applicant reference (e-mail or id) that matches no account. */
export const USER_NOT_FOUND = 'adminApplications.errors.userNotFound';

/**
 * Parses the admin form's input with the shared schema (a new application needs its applicant). Uploaded
 * pictures must be the admin's own uploads (the upload service puts them in the uploader's folder): a key of
 * anybody else is refused, as in the member's form. `kept`: the areas and languages the application already
 * holds (an edit may keep older values outside the lists). Throws `AppError` with `fields` (INVALID_INPUT,
 * field errors) on bad input.
 */
export function parseAdminApplication(
  input: unknown,
  adminId: string,
  isNew: boolean,
  kept?: ListingChoicesKept,
): AdminApplicationInput {
  const checked = parseInput(adminApplicationSchemaFor({ isNew, kept }), input);
  const data = checked;
  const fields = foreignUploadKeyErrors(data, adminId);
  if (Object.keys(fields).length > 0) throw inputError(fields);
  return data;
}

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
    fullName: data.fullName,
    licenseNumber: data.licenseNumber,
    phone: data.phone ?? null,
    email: data.email ?? null,
    lineId: data.lineId ?? null,
    ...applicationListingColumns(data),
    province: data.province ?? null,
    district: data.district ?? null,
    address: data.address ?? null,
    website: data.website ?? null,
    experience: data.experience,
    description: data.description ?? null,
    avatarUrl,
    businessCardKey,
    status: data.status,
  };
}
