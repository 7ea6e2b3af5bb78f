import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { Panel } from '~/components/ui/panel';
import { CopySecretButton, ReplaceSecretButton, SecretBox } from '~/components/ui/secret-box';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { formatDate } from '~/lib/language/format-date';
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

  // Copying fetches the key if needed without showing it on screen.
  const keyToCopy = async (): Promise<string | null> => {
    if (revealed) return revealed;
    try {
      return (await reveal.mutateAsync()).apiKey;
    } catch {
      return null; // the API client has shown the failure
    }
  };

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
        <ReplaceSecretButton
          texts="console.apiKey"
          verb="regenerate"
          isPending={regenerate.isPending}
          disabled={!apiKey.data}
          replace={(onDone) =>
            regenerate.mutate(undefined, {
              onSuccess: (result) => {
                onRevealed(result.apiKey);
                onDone();
              },
            })
          }
        />
      }
    >
      <SecretBox
        value={
          apiKey.data ? (
            (revealed ?? apiKey.data.apiKeyMasked)
          ) : (
            <span className="skeleton" style={{ width: '16rem' }} />
          )
        }
        valueTestId="api-key-value"
        valueClassName="api-key__value"
        isLive
        actions={
          <>
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
              <span className="visually-hidden"> {t('console.apiKey.name')}</span>
            </Button>
            <CopySecretButton getText={keyToCopy} disabled={!apiKey.data} texts="console.apiKey" />
          </>
        }
      />
    </Panel>
  );
}
