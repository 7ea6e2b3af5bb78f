import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/** An auth form's full-width submit button, disabled and marked busy while the form is sent. */
export function SubmitButton({
  isPending,
  size = 'lg',
  children,
}: {
  isPending: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Button type="submit" size={size} block disabled={isPending} aria-busy={isPending}>
      {children}
    </Button>
  );
}
