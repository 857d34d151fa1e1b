import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '#domain/schemas/field-errors.ts';

/** Validates a form's values with a shared zod schema and keeps the first error per field (i18n keys). */
export function useFieldErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function validate(values: unknown): z.infer<S> | null {
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return null;
    }
    setErrors({});
    return result.data;
  }
  return { errors, validate, setErrors };
}
