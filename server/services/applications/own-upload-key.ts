import type { z } from 'zod';
import { inputError } from '#domain/errors.ts';
import { parseInput } from '#domain/schemas/form.ts';
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

/**
 * An application form's input checked by `schema` (`parseInput`), its picture and business-card keys the
 * uploader's own (`foreignUploadKeyErrors`): the data, or the one refusal (INVALID_INPUT with field errors).
 */
export function parseWithOwnUploads<S extends z.ZodType<{ avatarKey?: string; businessCardKey?: string }>>(
  schema: S,
  input: unknown,
  uploaderId: string,
): z.output<S> {
  const data = parseInput(schema, input);
  const fields = foreignUploadKeyErrors(data, uploaderId);
  if (Object.keys(fields).length > 0) throw inputError(fields);
  return data;
}
