import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { ApiError } from '~/lib/api/api-error';
import { errorText } from '~/lib/language/error-text';
import { mailboxQuery, useMailboxMessage } from '../api/mailbox';
import './mailbox.css';

function formatTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().replace('T', ' ').slice(0, 19);
}

/** The development mailbox: the list on the left, the chosen e-mail in a sandboxed frame. */
export function MailboxView() {
  const { t } = useI18n();
  const mailbox = mailboxQuery.use();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const message = useMailboxMessage(selectedId);

  if (mailbox.error instanceof ApiError && mailbox.error.status === 404) {
    return (
      <Alert tone="info" title={t('dev.mailbox.off')}>
        <p>{t('dev.mailbox.offBody')}</p>
      </Alert>
    );
  }
  if (mailbox.isError) return <Alert tone="error">{errorText(mailbox.error, t)}</Alert>;

  const items = mailbox.data?.messages ?? [];
  const selected = items.find((item) => item.id === selectedId);
  return (
    <div className="mailbox">
      <div className="mailbox__list-wrap surface">
        <div className="mailbox__toolbar spread">
          <h2 className="mailbox__heading">{t('dev.mailbox.list')}</h2>
          <Button variant="ghost" size="sm" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
            <Icon name="refresh" size={16} />
            {t('dev.mailbox.refresh')}
          </Button>
        </div>
        {items.length === 0 ? (
          <p className="mailbox__empty meta-text">
            {mailbox.isPending ? <span className="skeleton" /> : t('dev.mailbox.empty')}
          </p>
        ) : (
          <ul className="mailbox__list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="mailbox__item"
                  aria-current={item.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(item.id)}
                >
                  <span className="mailbox__subject">{item.subject}</span>
                  <span className="mailbox__meta">{t('dev.mailbox.to', { to: item.to })}</span>
                  <span className="mailbox__meta">{formatTime(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mailbox__reader surface">
        {selected && message.data ? (
          <>
            <div className="mailbox__reader-head">
              <p className="mailbox__subject">{selected.subject}</p>
              <p className="mailbox__meta">{t('dev.mailbox.to', { to: selected.to })}</p>
            </div>
            {/* Sandboxed: no scripts, no same-origin access; links (the activation link) open in a new tab. */}
            <iframe
              className="mailbox__frame"
              title={t('dev.mailbox.preview')}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={`<base target="_blank">${message.data.html ?? `<pre>${(message.data.text ?? '').replace(/</g, '&lt;')}</pre>`}`}
            />
          </>
        ) : message.isError ? (
          <Alert tone="error">{errorText(message.error, t)}</Alert>
        ) : (
          <p className="mailbox__empty meta-text">{t('dev.mailbox.select')}</p>
        )}
      </div>
    </div>
  );
}
