import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { FormKit } from '#app/components/form/use-form.ts';

/** The form's own message (not about one field), announced when it appears. */
export function FormMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}

/**
 * A form posted to its page's action with its `intent` (the account and review forms; docs/decisions/0003-accounts.md,
 * "Forms post to the server"), checked first in the browser with the action's schema (`useForm`).
 */
export function IntentForm({
  form,
  intent,
  className = 'grid gap-4',
  children,
  ...label
}: {
  form: FormKit;
  intent: string;
  className?: string;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <Form {...form.props} method="post" className={className} {...label}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
