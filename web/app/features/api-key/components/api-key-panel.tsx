import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { Panel } from '~/components/ui/panel';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { formatDate } from '~/lib/language/format-date';
import { announce, showToast } from '~/lib/ui-state/toast-store';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';
import { apiKeyQuery } from '../api/get-api-key';
import { useRegenerateApiKeyMutation } from '../api/regenerate-api-key';
import { useRevealApiKeyMutation } from '../api/reveal-api-key';
import './api-key.css';

/** The key card: masked key, Reveal / Hide, Copy with feedback, Regenerate behind a confirmation. */
export function ApiKeyPanel({
  revealed,
  onRevealed,
}: {
  revealed: string | null;
  onRevealed: (key: string | null) => void;
}) {
  const { t, lang } = useI18n();
  const apiKey = apiKeyQuery.use();
  const reveal = useRevealApiKeyMutation();
  const regenerate = useRegenerateApiKeyMutation();
  const [isConfirming, setConfirming] = useState(false);
  const { isCopied, setCopied } = useCopiedFeedback();

  // Copying fetches the key if needed without showing it on screen.
  const copy = async () => {
    let key = revealed;
    if (!key) {
      try {
        key = (await reveal.mutateAsync()).apiKey;
      } catch {
        return; // the API client has shown the failure
      }
    }
    try {
      await navigator.clipboard.writeText(key);
      setCopied(true);
      announce(t('console.apiKey.copiedAnnouncement'));
    } catch {
      showToast(t('console.apiKey.copyFailed'));
    }
  };

  const onRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        onRevealed(result.apiKey);
        showToast(t('console.apiKey.regenerated'), 'success');
      },
    });

  if (apiKey.isError) {
    return (
      <Panel id="api-key" title={t('console.apiKey.label')}>
        <Alert tone="error" title={t('common.loadFailed')}>
          <p>{errorText(apiKey.error, t)}</p>
        </Alert>
      </Panel>
    );
  }
  const created = formatDate(apiKey.data?.createdAt, lang);
  return (
    <Panel
      id="api-key"
      title={t('console.apiKey.label')}
      description={created ? t('console.apiKey.created', { date: created }) : undefined}
      actions={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={!apiKey.data}
          aria-haspopup="dialog"
        >
          <Icon name="refresh" size={16} />
          {t('console.apiKey.regenerate')}
        </Button>
      }
    >
      <div className="key-box cluster spread">
        <code className="key-box__value" data-testid="api-key-value" aria-live="polite">
          {apiKey.data ? (
            (revealed ?? apiKey.data.apiKeyMasked)
          ) : (
            <span className="skeleton" style={{ width: '16rem' }} />
          )}
        </code>
        <div className="key-box__actions">
          {/* Busy buttons stay enabled (aria-disabled): a disabled button would drop the keyboard focus. */}
          <Button
            variant="ghost"
            size="sm"
            disabled={!apiKey.data}
            aria-disabled={reveal.isPending || undefined}
            aria-busy={reveal.isPending || undefined}
            onClick={() => {
              if (reveal.isPending) return;
              if (revealed) onRevealed(null);
              else reveal.mutate(undefined, { onSuccess: (result) => onRevealed(result.apiKey) });
            }}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={16} />
            {revealed ? t('console.apiKey.hide') : t('console.apiKey.reveal')}
            <span className="visually-hidden"> {t('console.apiKey.keyName')}</span>
          </Button>
          <Button variant="secondary" size="sm" disabled={!apiKey.data} onClick={() => void copy()}>
            <Icon name={isCopied ? 'check' : 'copy'} size={16} />
            {isCopied ? t('console.apiKey.copied') : t('console.apiKey.copy')}
            <span className="visually-hidden"> {t('console.apiKey.keyName')}</span>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('console.apiKey.regenerateTitle')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('console.apiKey.regenerateConfirm')}
        isPending={regenerate.isPending}
        onConfirm={onRegenerate}
      >
        <p>{t('console.apiKey.regenerateBody')}</p>
      </ConfirmDialog>
    </Panel>
  );
}
