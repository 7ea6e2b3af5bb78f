import type { ComponentProps } from 'react';
import { TextField } from '~/components/ui/text-field';

type TPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'isPassword' | 'autoComplete'> & {
  /** A password being chosen (the browser may suggest one), not the one the visitor has. */
  isNew?: boolean;
};

/** A password input with its show/hide toggle, completed by the browser as the current or a new password. */
export function PasswordField({ isNew = false, ...props }: TPasswordFieldProps) {
  return <TextField isPassword autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}
