import type { ReactNode } from 'react';
import { Button, type TButtonVariant } from '~/components/ui/button';

/**
 * One of the staff page's action forms: its heading, its fields, the button that sends it.
 * `onSend` gets the fields as filled in (the page stays: the form does not navigate).
 */
export function StaffActionForm({
  title,
  submitLabel,
  variant = 'secondary',
  isBusy,
  onSend,
  children,
}: {
  title: string;
  submitLabel: string;
  variant?: TButtonVariant;
  isBusy?: boolean;
  onSend: (fields: FormData) => void;
  children: ReactNode;
}) {
  return (
    <form
      className="admin-ticket__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(new FormData(event.currentTarget));
      }}
    >
      <h2>{title}</h2>
      {children}
      <Button type="submit" variant={variant} isBusy={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A labelled choice of an action form, sent as `name`. */
export function StaffChoice({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
