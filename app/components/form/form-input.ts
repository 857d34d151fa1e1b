/**
 * The input of a posted form as the shared schemas read it: one string per field, and every value of the
 * multi-value fields (checkbox groups such as languages) as a list. Used in the browser (checked before
 * sending) and by the actions.
 */
export function formInput(form: FormData, multi: readonly string[] = []): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue;
    if (multi.includes(key)) {
      const list = input[key];
      input[key] = Array.isArray(list) ? [...list, value] : [value];
    } else input[key] = value;
  }
  for (const key of multi) input[key] ??= [];
  return input;
}
