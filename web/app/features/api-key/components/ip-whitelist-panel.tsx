import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { Panel } from '~/components/ui/panel';
import { TextField } from '~/components/ui/text-field';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/error-text';
import { formatDate } from '~/lib/format-date';
import { showToast } from '~/lib/toast-store';
import { useAddIpMutation, useIpWhitelist, useRemoveIpMutation } from '../api/ip-whitelist';
import { IP_WHITELIST_MAX, isIpEntry } from '../ip-entry';

/** IP whitelist: entries with remove buttons, an add form checked in the browser, "n / 20". */
export function IpWhitelistPanel() {
  const { t, lang } = useI18n();
  const list = useIpWhitelist();
  const add = useAddIpMutation();
  const remove = useRemoveIpMutation();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const entries = list.data?.entries ?? [];
  const max = list.data?.max ?? IP_WHITELIST_MAX;
  const isFull = entries.length >= max;

  const check = (value: string): boolean => {
    const message = value.trim() === '' ? t('validation.required') : isIpEntry(value) ? null : t('validation.ip');
    setError(message);
    return message === null;
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = entry.trim();
    if (!check(value)) return;
    add.mutate(value, {
      onSuccess: () => {
        setEntry('');
        showToast(t('console.ip.added', { entry: value }), 'success');
      },
      onError: (failure) => setError(errorText(failure, t)),
    });
  };

  return (
    <Panel
      id="ip-whitelist"
      title={t('console.ip.title')}
      description={t('console.ip.subtitle')}
      actions={
        <span className="count-pill" data-testid="ip-count">
          {t('console.ip.count', { count: entries.length, max })}
        </span>
      }
    >
      {list.isError ? (
        <Alert tone="error" title={t('common.loadFailed')}>
          <p>{errorText(list.error, t)}</p>
        </Alert>
      ) : (
        <>
          <form className="ip-form" noValidate onSubmit={onSubmit}>
            <TextField
              label={t('console.ip.label')}
              value={entry}
              onValueChange={(value) => {
                setEntry(value);
                if (error) check(value);
              }}
              onBlur={() => entry && check(entry)}
              error={error}
              placeholder={t('console.ip.placeholder')}
              autoComplete="off"
              spellCheck={false}
              disabled={isFull}
              hint={isFull ? t('console.ip.full') : undefined}
            />
            <Button type="submit" disabled={isFull || add.isPending} aria-busy={add.isPending}>
              {t('console.ip.add')}
            </Button>
          </form>
          {entries.length === 0 ? (
            <p className="ip-empty">{list.isPending ? <span className="skeleton" /> : t('console.ip.empty')}</p>
          ) : (
            <ul className="ip-list" data-testid="ip-list">
              {entries.map((item) => (
                <li key={item.entry} className="ip-list__item">
                  <code>{item.entry}</code>
                  <span className="ip-list__date">
                    {item.createdAt ? t('console.ip.addedOn', { date: formatDate(item.createdAt, lang) }) : null}
                  </span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('console.ip.remove', { entry: item.entry })}
                    disabled={remove.isPending && remove.variables === item.entry}
                    onClick={() =>
                      remove.mutate(item.entry, {
                        onSuccess: () => showToast(t('console.ip.removed', { entry: item.entry }), 'success'),
                      })
                    }
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}
