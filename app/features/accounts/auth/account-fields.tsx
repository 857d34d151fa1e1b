import type * as React from 'react';
import { TextInputField } from '#app/components/form/field.tsx';
import { useT } from '#app/lib/lang.ts';

type InputFieldProps = React.ComponentProps<typeof TextInputField>;

/** The e-mail address of an account form; the rest (`{...form.field('email')}`, defaultValue) as a text field's. */
export function EmailField(props: Omit<InputFieldProps, 'type' | 'label'>) {
  const { t } = useT();
  return (
    <TextInputField
      type="email"
      autoComplete="email"
      inputMode="email"
      label={t('auth.fields.email')}
      {...props}
    />
  );
}

/**
 * A password of an account form: the account's own (`current-password`, the default) or a new one; the rest
 * (`{...form.field('password')}`, label, hint) as a text field's.
 */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: Omit<InputFieldProps, 'type' | 'autoComplete'> & { autoComplete?: 'current-password' | 'new-password' }) {
  return <TextInputField type="password" autoComplete={autoComplete} {...props} />;
}
