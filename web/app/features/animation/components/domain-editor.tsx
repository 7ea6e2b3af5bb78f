import { useRef, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/entry-list.css';
import '~/components/ui/icon-button.css';
import '~/components/ui/pill.css';
import { TextField } from '~/components/ui/text-field';
import { useT } from '~/i18n';
import { focusInPlaceOf } from '~/lib/a11y/focus-in-place';
import { useFieldCheck } from '~/lib/forms/use-field-check';
import { announce } from '~/lib/ui-state/toast-store';
import { addDomain, checkDomain, DOMAINS_MAX, removeDomain } from '../domain-list';

/**
 * The domain whitelist (SPEC 5 domain rule, at most 20): a field checked as it is typed, added with
 * Enter or Add (duplicates refused), each domain with its remove button. Changes wait for Save.
 */
export function DomainEditor({ domains, onChange }: { domains: string[]; onChange: (domains: string[]) => void }) {
  const t = useT();
  const [value, setValue] = useState('');
  const { error, setError, check } = useFieldCheck(checkDomain);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const isFull = domains.length >= DOMAINS_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = addDomain(domains, value);
    if ('error' in result) {
      // Shown under the field as it is typed; said aloud when an add is refused.
      setError(t(result.error));
      announce(t(result.error));
      inputRef.current?.focus();
      return;
    }
    onChange(result.domains);
    setValue('');
    setError(null);
    announce(t('animation.domains.added', { domain: result.added }));
  };

  const onRemove = (domain: string, index: number) => {
    const remaining = removeDomain(domains, domain);
    onChange(remaining);
    announce(t('animation.domains.removed', { domain }));
    // The removed button is gone: focus goes to the one now in its place, else the field.
    requestAnimationFrame(() => focusInPlaceOf(listRef.current, '.domain-list__remove', index, inputRef.current));
  };

  return (
    <div className="domain-editor">
      <form className="domain-form" noValidate onSubmit={onSubmit}>
        <TextField
          ref={inputRef}
          label={t('animation.domains.label')}
          value={value}
          onValueChange={(typed) => {
            setValue(typed);
            check(typed);
          }}
          error={error}
          hint={isFull ? t('animation.domains.tooMany') : t('animation.domains.hint')}
          placeholder={t('animation.domains.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={isFull}
        />
        <Button type="submit" variant="secondary" disabled={isFull}>
          {t('animation.domains.add')}
        </Button>
      </form>
      <p className="meta-text" data-testid="domain-count">
        {t('animation.domains.count', { count: domains.length, max: DOMAINS_MAX })}
      </p>
      {domains.length === 0 ? (
        <p className="meta-text">{t('animation.domains.empty')}</p>
      ) : (
        <ul ref={listRef} className="domain-list entry-list" data-testid="domain-list">
          {domains.map((domain, index) => (
            <li key={domain} className="entry-list__item spread">
              <code>{domain}</code>
              <button
                type="button"
                className="icon-button domain-list__remove"
                aria-label={t('animation.domains.remove', { domain })}
                onClick={() => onRemove(domain, index)}
              >
                <Icon name="trash" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
