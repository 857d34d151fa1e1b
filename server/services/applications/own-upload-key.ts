import { isOwnUploadKey } from '#domain/uploads.ts';

/**
 * The field errors of an application's picture and business-card keys that are not the user's own uploads
 * (the exact key format in the user's folder, domain/uploads.ts): a key in another user's folder, an invented
 * path or one with '..' is refused. The browser is never trusted with these keys.
 */
export function foreignUploadKeyErrors(
  data: { avatarKey?: string | null; businessCardKey?: string | null },
  userId: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (data.avatarKey && !isOwnUploadKey('avatar', data.avatarKey, userId))
    fields.avatarKey = 'apply.errors.avatarInvalid';
  if (data.businessCardKey && !isOwnUploadKey('business-card', data.businessCardKey, userId))
    fields.businessCardKey = 'apply.errors.businessCardInvalid';
  return fields;
}
