import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

export type TFieldValidator<K extends string> = (value: string, values: Record<K, string>) => TMessageKey | null;

/** The first control of `form`, in document order, whose name is in `names`. */
function firstControlNamed(form: HTMLFormElement, names: ReadonlySet<string>): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && names.has(element.getAttribute('name') ?? '')) return element;
  }
  return null;
}

/**
 * SPEC 5 form behaviour: a field is checked when it loses focus (and again while it is being
 * corrected); Enter or the submit button checks every field and submits only when all pass.
 * Errors are stored translated; `setError` puts a server message on a field.
 * Keyboard and screen-reader users: a submit with errors focuses the first invalid field (after it
 * is marked aria-invalid and described by its error), and so does a server error put on a field.
 * A field whose rule refuses an empty value is aria-required.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  validators: Partial<Record<K, TFieldValidator<K>>>,
) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusRequest = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    const names = focusRequest.current;
    if (!names || !formRef.current) return;
    focusRequest.current = null;
    firstControlNamed(formRef.current, names)?.focus();
  }, [errors]);

  const check = useCallback(
    (name: K, all: Record<K, string>): string | null => {
      const key = validators[name]?.(all[name], all) ?? null;
      return key ? t(key) : null;
    },
    [validators, t],
  );

  const putError = useCallback((name: K, message: string | null) => {
    setErrors((current) => ({ ...current, [name]: message ?? undefined }));
  }, []);

  /** A server's verdict on one field: shown under it, and the field focused. */
  const setError = useCallback(
    (name: K, message: string | null) => {
      if (message) focusRequest.current = new Set([name]);
      putError(name, message);
    },
    [putError],
  );

  const setValue = useCallback(
    (name: K, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => (current[name] ? { ...current, [name]: check(name, next) ?? undefined } : current));
    },
    [check],
  );

  const validateAll = useCallback((): boolean => {
    const all = valuesRef.current;
    const next: Partial<Record<K, string>> = {};
    for (const name of Object.keys(all) as K[]) {
      const message = check(name, all);
      if (message) next[name] = message;
    }
    setErrors(next);
    const invalid = Object.keys(next);
    if (invalid.length > 0) focusRequest.current = new Set(invalid);
    return invalid.length === 0;
  }, [check]);

  const isRequired = (name: K): boolean =>
    validators[name]?.('', { ...valuesRef.current, [name]: '' }) === 'validation.required';

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onValueChange: (value: string) => setValue(name, value),
    onBlur: () => putError(name, check(name, valuesRef.current)),
    'aria-required': isRequired(name) || undefined,
  });

  /** onSubmit handler: runs `submit` with the current values only when every field is valid. */
  const handleSubmit = (submit: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (event.currentTarget instanceof HTMLFormElement) formRef.current = event.currentTarget;
    if (validateAll()) submit(valuesRef.current);
  };

  return { values, errors, field, setValue, setError, validateAll, handleSubmit };
}
