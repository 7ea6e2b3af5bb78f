import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '~/components/feedback/load-failed';
import { Button } from '~/components/ui/button';
import { Panel } from '~/components/ui/panel';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import { useFieldCheck } from '~/lib/forms/use-field-check';
import { errorText } from '~/lib/language/error-text';
import { showToast } from '~/lib/ui-state/toast-store';
import { ipWhitelistQuery, useIpWhitelistMutation } from '../api/ip-whitelist';
import { IP_WHITELIST_MAX, isIpEntry } from '../ip-entry';
import { IpEntryList } from './ip-entry-list';
import '~/components/ui/pill.css';

/** IP whitelist: entries with remove buttons, an add form checked in the browser, "n / 20". */
export function IpWhitelistPanel() {
  const { t } = useI18n();
  const list = ipWhitelistQuery.use();
  const add = useIpWhitelistMutation('add');
  const [entry, setEntry] = useState('');
  const { error, setError, check } = useFieldCheck((value) =>
    value.trim() === '' ? 'validation.required' : isIpEntry(value) ? null : 'validation.ip',
  );
  const inputRef = useRef<HTMLInputElement>(null);
  // Set by a submit: its error (the browser's or the service's) takes the focus to the field.
  const isFocusOnError = useRef(false);
  const entries = list.data?.entries ?? [];
  const max = list.data?.max ?? IP_WHITELIST_MAX;
  const isFull = entries.length >= max;

  useEffect(() => {
    if (!error || !isFocusOnError.current) return;
    isFocusOnError.current = false;
    inputRef.current?.focus();
  }, [error]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    isFocusOnError.current = true;
    const value = entry.trim();
    if (!check(value)) return;
    add.mutate(value, {
      onSuccess: () => {
        setEntry('');
        showToast(t('console.ip.added', { entry: value }), 'success');
      },
      // The browser checks the address and a full list disables adding, so the service's 10002 is a duplicate.
      onError: (failure) => setError(errorText(failure, t, { badRequest: 'console.ip.duplicate' })),
    });
  };

  return (
    <Panel
      id="ip-whitelist"
      title={t('console.ip.title')}
      description={t('console.ip.subtitle')}
      actions={
        <span className="pill count-pill" data-testid="ip-count">
          {t('console.ip.count', { count: entries.length, max })}
        </span>
      }
    >
      {list.isError ? (
        <LoadFailed error={list.error} />
      ) : (
        <>
          <form className="ip-form" noValidate onSubmit={onSubmit}>
            <TextField
              ref={inputRef}
              label={t('console.ip.label')}
              value={entry}
              onValueChange={(value) => {
                setEntry(value);
                if (error) check(value);
              }}
              onBlur={() => {
                isFocusOnError.current = false;
                if (entry) check(entry);
              }}
              aria-required
              error={error}
              placeholder={t('console.ip.placeholder')}
              autoComplete="off"
              spellCheck={false}
              disabled={isFull}
              hint={isFull ? t('console.ip.full') : undefined}
            />
            <Button
              type="submit"
              disabled={isFull}
              aria-disabled={add.isPending || undefined}
              aria-busy={add.isPending || undefined}
            >
              {t('console.ip.add')}
            </Button>
          </form>
          <IpEntryList entries={entries} isLoading={list.isPending} emptyFocusRef={inputRef} />
        </>
      )}
    </Panel>
  );
}
