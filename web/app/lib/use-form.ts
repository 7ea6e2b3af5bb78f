import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

export type TFieldValidator<K extends string> = (value: string, values: Record<K, string>) => TMessageKey | null;

/**
 * SPEC 5 form behaviour: a field is checked when it loses focus (and again while it is being
 * corrected); Enter or the submit button checks every field and submits only when all pass.
 * Errors are stored translated; `setError` puts a server message on a field.
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

  const check = useCallback(
    (name: K, all: Record<K, string>): string | null => {
      const key = validators[name]?.(all[name], all) ?? null;
      return key ? t(key) : null;
    },
    [validators, t],
  );

  const setError = useCallback((name: K, message: string | null) => {
    setErrors((current) => ({ ...current, [name]: message ?? undefined }));
  }, []);

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
    return Object.keys(next).length === 0;
  }, [check]);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onValueChange: (value: string) => setValue(name, value),
    onBlur: () => setError(name, check(name, valuesRef.current)),
  });

  /** onSubmit handler: runs `submit` with the current values only when every field is valid. */
  const handleSubmit = (submit: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (validateAll()) submit(valuesRef.current);
  };

  return { values, errors, field, setValue, setError, validateAll, handleSubmit };
}
