import {
  ADMIN_LAWYER_CREATE_FIELDS,
  ADMIN_LAWYER_MULTI_FIELDS,
  ADMIN_LAWYER_UPDATE_FIELDS,
} from '#domain/schemas/admin-lawyer.ts';

const MULTI: readonly string[] = ADMIN_LAWYER_MULTI_FIELDS;

/**
 * The input of an add or edit form, as the shared schemas read it: one string per field, every chosen value
 * of the multi-selects. Used by the form (checked in the browser first) and by the action.
 */
export function readLawyerForm(form: FormData, mode: 'create' | 'update'): Record<string, unknown> {
  const fields: readonly string[] =
    mode === 'create' ? ADMIN_LAWYER_CREATE_FIELDS : ADMIN_LAWYER_UPDATE_FIELDS;
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (MULTI.includes(field)) input[field] = form.getAll(field).filter((v) => typeof v === 'string');
    else {
      const value = form.get(field);
      if (typeof value === 'string') input[field] = value;
    }
  }
  return input;
}
