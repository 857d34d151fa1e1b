import { useRef } from 'react';
import { useNavigation } from 'react-router';
import type { z } from 'zod';
import { fieldBinding, formValues, useFormErrors } from '#app/components/form/form-state.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';

/**
 * One form of the account pages: checked in the browser with the action's own schema before it is sent (a
 * refused check sends nothing), and the action's refusal (`refusal`, its answer for this form) shown in render:
 * messages next to their fields, or the form's own `message`.
 */
export function useCheckedForm(schema: z.ZodType, refusal: Refusal | undefined) {
  const { t } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  // The refusal's field messages are adopted as the form's errors (cleared as each field changes).
  const { errors, err, show, clear } = useFormErrors(formRef, refusal?.fields);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      event.preventDefault();
      show(fieldErrors(parsed.error));
    } else if (Object.keys(errors).length > 0) show({});
  }
  const fields = refusal?.fields ?? {};
  return {
    formRef,
    onSubmit,
    clear,
    /** The field's message: the browser's check or the action's answer. */
    error: err,
    /** What ties a field to the form's errors: `<TextInputField {...form.field('email')} … />`. */
    field: fieldBinding(err, clear),
    /** The action's message about the whole form. */
    message: refusal && Object.keys(fields).length === 0 ? t.dynamic(refusal.code) : undefined,
  };
}

/** Whether the form of this intent is being sent (or its answer's next page loading). */
export function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** The action's answer for the form of `intent`, if the last answer was for it and refused. */
export function refusalFor<T extends Refusal>(answer: unknown, intent: string): T | undefined {
  const refused = answer as T | undefined;
  return refused && refused.ok === false && refused.intent === intent ? refused : undefined;
}
