import { z } from 'zod';
import { inputError } from '../errors.ts';

/**
 * The one form pipeline's shared half (docs/decisions/0017-forms.md): a posted form read as its schema reads it,
 * checked in the browser before sending and again on the server, refused with one error shape.
 */

/**
 * The list-valued fields of the forms (checkbox groups such as languages): a schema declares a field a list with
 * `listField(…)`, and a posted form gives it every value ticked (docs/decisions/0017-forms.md).
 */
const formLists = z.registry();

/** Declares a field of a form's schema list-valued: `languages: listField(languagesField(…))`. */
export function listField<T extends z.ZodType>(field: T): T {
  formLists.add(field);
  return field;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema's list-valued fields (those declared with `listField`, also inside a refined or piped object). */
export function listFields(schema: z.ZodType): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.keys(shape).filter((key) => isList(shape[key] as z.ZodType));
    }
    case 'pipe':
      return listFields(def.in as z.ZodType);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap(listFields))];
    case 'intersection':
      return [...listFields(def.left as z.ZodType), ...listFields(def.right as z.ZodType)];
    default:
      return 'innerType' in def ? listFields(def.innerType as z.ZodType) : [];
  }
}

function isList(field: z.ZodType): boolean {
  if (formLists.has(field)) return true;
  const def = defOf(field);
  return 'innerType' in def ? isList(def.innerType as z.ZodType) : false;
}

/**
 * The input of a posted form as `schema` reads it: one string per field (files are left out), and every value of
 * the schema's list-valued fields as a list (an empty list when none is ticked). Without a schema, strings only.
 */
export function formInput(form: FormData, schema?: z.ZodType): Record<string, string | string[]> {
  const lists = schema ? listFields(schema) : [];
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue;
    if (lists.includes(key)) {
      const list = input[key];
      input[key] = Array.isArray(list) ? [...list, value] : [value];
    } else input[key] = value;
  }
  for (const key of lists) input[key] ??= [];
  return input;
}

/** One text field of a posted form, such as its `intent` or a row's `id` ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** First message (an i18n key) per field of a failed zod parse, for showing next to the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** `input` checked by `schema`: its data, or the one refusal (INVALID_INPUT with a message per field). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  return parsed.data;
}

/** A posted form (a request's body, or its FormData already read) checked by `schema`, as `parseInput`. */
export async function parseForm<S extends z.ZodType>(
  source: Request | FormData,
  schema: S,
): Promise<z.output<S>> {
  const form = source instanceof FormData ? source : await source.formData();
  return parseInput(schema, formInput(form, schema));
}
