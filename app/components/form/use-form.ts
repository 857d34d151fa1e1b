import { useRef } from 'react';
import { useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import { fieldBinding, formValues, useFormErrors } from './form-state.tsx';
import { translateCode } from './refusal.ts';

export interface FormOptions {
  /**
   * The action's own schema (domain/schemas/): the form is checked with it in the browser before it is sent, and
   * nothing is sent while it refuses. Without one, the form is sent as it is and only the action checks it.
   */
  schema?: z.ZodType;
  /** The action's newest answer (a fetcher's `data`, or `useActionData()`): its refusal is shown on the form. */
  answer?: unknown;
  /** A page with several forms: this form's intent (only its refusal is shown, only its sending makes it busy). */
  intent?: string;
  /** A fetcher's form: busy while the fetcher is not idle (else while the page sends this form). */
  fetcher?: { state: 'idle' | 'loading' | 'submitting' };
  /** Values the schema reads that are not fields of the form (an id the page holds). */
  extra?: Record<string, string>;
  /** What else a refused browser check does (a toast), given the refused fields' messages. */
  onInvalid?: (errors: Record<string, string>) => void;
  /**
   * Values of the placeholders of the fields' messages (`{{max}}`); a refusal's own values for a field (its
   * `params`, such as the name that matched nobody) are added to them.
   */
  values?: Record<string, string | number>;
}

/** The pressed button's name and value, sent with the form as the browser sends them (a decision's `intent`). */
function submitted(event: React.FormEvent<HTMLFormElement>): Record<string, string> {
  const button = (event.nativeEvent as SubmitEvent).submitter;
  return button instanceof HTMLButtonElement && button.name ? { [button.name]: button.value } : {};
}

/** The action's answer for the form of `intent`, if it is a refusal for it (any refusal when `intent` is not given). */
export function refusalOf<R extends Refusal = Refusal>(answer: unknown, intent?: string): R | undefined {
  const refused = answer as R | undefined | null;
  if (refused?.ok !== false) return undefined;
  return intent === undefined || refused.intent === intent ? refused : undefined;
}

/**
 * The one form hook (docs/decisions/0017-forms.md): React Router's `<Form>` or `fetcher.Form` takes `props` (the
 * ref, the browser's check with the action's schema, noValidate); each field takes `field(name)` (its name, its
 * message, its message cleared as it changes); `message` is the action's message about the whole form; `busy` says
 * the form is being sent. The action's refusal (`refusal`) is adopted in render and focuses its first field.
 */
export function useForm<R extends Refusal = Refusal>({
  schema,
  answer,
  intent,
  fetcher,
  extra,
  onInvalid,
  values,
}: FormOptions = {}) {
  const { t } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const refusal = refusalOf<R>(answer, intent);
  const { errors, show, clear } = useFormErrors(formRef, refusal?.fields);
  const err = (name: string) => {
    const key = errors[name];
    if (!key) return undefined;
    const given = refusal?.fields[name] === key ? refusal.params[name] : undefined;
    return values || given ? t.dynamic(key, { ...values, ...given }) : t.dynamic(key);
  };
  const field = fieldBinding(err, clear);
  const navigation = useNavigation();
  const busy = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state !== 'idle' &&
      navigation.formData !== undefined &&
      (intent === undefined || navigation.formData.get('intent') === intent);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const parsed = schema.safeParse({
      ...formValues(event.currentTarget, schema),
      ...submitted(event),
      ...extra,
    });
    if (parsed.success) {
      if (Object.keys(errors).length > 0) show({});
      return;
    }
    event.preventDefault();
    const refused = fieldErrors(parsed.error);
    show(refused);
    onInvalid?.(refused);
  }

  return {
    /** What the `<Form>` / `fetcher.Form` takes: `<fetcher.Form {...form.props} method="post">`. */
    props: { ref: formRef, onSubmit, noValidate: true },
    refusal,
    errors,
    /** A field's message: the browser's check or the action's answer. */
    error: err,
    /** What ties a field to the form's errors: `<TextInputField {...form.field('email')} … />`. */
    field,
    /** Shows these field messages (an empty object clears them) and focuses the first invalid field. */
    show,
    clear,
    /** The action's message about the whole form (a refusal that names no field). */
    message: refusal && Object.keys(refusal.fields).length === 0 ? translateCode(t, refusal.code) : undefined,
    busy,
  };
}

/** What `useForm` gives a form's sections. */
export type FormKit = ReturnType<typeof useForm>;
