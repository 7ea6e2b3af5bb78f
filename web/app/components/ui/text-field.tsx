import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '~/i18n';
import { Icon } from './icon';
import './field.css';
import './icon-button.css';

/** What every labelled form field takes (a text input, a select, a text area): its text value and how it is described. */
export type TFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text; marks the control invalid and is announced with it. */
  error?: string | null;
  hint?: ReactNode;
};

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> &
  TFieldProps & {
    /** Shown under the input, after the error (e.g. the Gmail-typo prompt). */
    extra?: ReactNode;
    /** A password input gets a show/hide toggle. */
    isPassword?: boolean;
    /** Something inside the right edge of the input (ignored for passwords). */
    trailing?: ReactNode;
    hideLabel?: boolean;
    ref?: Ref<HTMLInputElement>;
  };

/** Labelled input with hint and error text wired to aria-describedby / aria-invalid. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  extra,
  isPassword = false,
  trailing,
  hideLabel = false,
  ref,
  id,
  className,
  type = 'text',
  ...rest
}: TTextFieldProps) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [isRevealed, setRevealed] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const toggle = isPassword ? (
    <button
      type="button"
      className="icon-button field__toggle"
      // A toggle keeps one name; aria-pressed says whether the password is shown.
      aria-label={t('auth.password.show')}
      aria-pressed={isRevealed}
      onClick={() => setRevealed((shown) => !shown)}
    >
      <Icon name={isRevealed ? 'eyeOff' : 'eye'} size={18} />
    </button>
  ) : (
    trailing
  );
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className={toggle ? 'field__control field__control--trailing' : 'field__control'}>
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          type={isPassword ? (isRevealed ? 'text' : 'password') : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {toggle ? <span className="field__trailing">{toggle}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {extra}
    </div>
  );
}
