import type { FormEvent, ReactNode } from 'react';
import { Button, type TButtonVariant } from '~/components/ui/button';

/** One of the staff page's action forms: its heading, its fields, the button that sends it. */
export function StaffActionForm({
  title,
  submitLabel,
  variant = 'secondary',
  isBusy,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  variant?: TButtonVariant;
  isBusy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="admin-ticket__form" onSubmit={onSubmit}>
      <h2>{title}</h2>
      {children}
      <Button type="submit" variant={variant} isBusy={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
