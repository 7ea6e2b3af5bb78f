import { useId, type ChangeEvent, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import '~/components/ui/field.css';
import type { TFieldProps } from '~/components/ui/text-field';

type TFrameProps = TFieldProps & {
  children: (control: TControl) => ReactNode;
};
/** What the framed control carries so that its label, error and hint belong to it, and its value. */
type TControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
};

/**
 * Label, control, error and hint wired as TextField wires them (aria-describedby, error announced
 * with the field); the control shows `value` and hands each change to `onValueChange`.
 */
function FieldFrame({ label, value, onValueChange, error, hint, children }: TFrameProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        value,
        onChange: (event) => onValueChange(event.target.value),
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> &
  Omit<TFieldProps, 'hint'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export function SelectField({ label, value, onValueChange, options, error, ...rest }: TSelectProps) {
  return (
    <FieldFrame label={label} value={value} onValueChange={onValueChange} error={error}>
      {(control) => (
        <select {...control} className="field__input ticket-field__select" {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type TTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & TFieldProps;

export function TextAreaField({ label, value, onValueChange, error, hint, ...rest }: TTextAreaProps) {
  return (
    <FieldFrame label={label} value={value} onValueChange={onValueChange} error={error} hint={hint}>
      {(control) => <textarea {...control} className="field__input ticket-field__textarea" {...rest} />}
    </FieldFrame>
  );
}
