import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { Panel } from '~/components/ui/panel';
import { useI18n } from '~/i18n';
import { showToast } from '~/lib/ui-state/toast-store';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';
import { webhookConfigQuery } from '../api/get-webhook-config';
import { useRotateWebhookSecretMutation } from '../api/rotate-webhook-secret';

/**
 * The signing secret: in full only right after it was made (the first save or a rotation; it lives
 * in the page's memory and is never shown again), else its last 4 characters. Copy says so aloud;
 * Rotate sits behind a confirmation.
 */
export function SigningSecretPanel({
  secret,
  onSecret,
}: {
  secret: string | null;
  onSecret: (secret: string) => void;
}) {
  const { t } = useI18n();
  const endpoint = webhookConfigQuery.use().data?.endpoint ?? null;
  const rotate = useRotateWebhookSecretMutation();
  const [isConfirming, setConfirming] = useState(false);
  const { isCopied, setCopied } = useCopiedFeedback();
  const [copyStatus, setCopyStatus] = useState('');

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setCopyStatus(t('webhooks.secret.copiedAnnouncement'));
    } catch {
      showToast(t('webhooks.secret.copyFailed'));
    }
  };

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        onSecret(result.secret);
        showToast(t('webhooks.secret.rotated'), 'success');
      },
    });

  return (
    <Panel
      id="webhook-secret"
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.description')}
      actions={
        endpoint ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-haspopup="dialog">
            <Icon name="refresh" size={16} />
            {t('webhooks.secret.rotate')}
          </Button>
        ) : null
      }
    >
      {secret ? (
        <>
          <div className="key-box webhook-secret cluster spread">
            <code className="webhook-secret__value" data-testid="webhook-secret">
              {secret}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <Icon name={isCopied ? 'check' : 'copy'} size={16} />
              {isCopied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
              <span className="visually-hidden"> {t('webhooks.secret.name')}</span>
            </Button>
          </div>
          <p className="webhook-secret__once" role="note">
            <Icon name="alert" size={16} /> {t('webhooks.secret.once')}
          </p>
        </>
      ) : (
        <p className="meta-text" data-testid="webhook-secret-hint">
          {endpoint ? t('webhooks.secret.hint', { hint: `••••${endpoint.secretHint}` }) : t('webhooks.secret.none')}
        </p>
      )}
      {/* The copy button keeps its name; this says that it copied. */}
      <p className="visually-hidden" aria-live="polite" role="status">
        {isCopied ? copyStatus : ''}
      </p>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('webhooks.secret.rotateTitle')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('webhooks.secret.rotateConfirm')}
        isPending={rotate.isPending}
        onConfirm={onRotate}
      >
        <p>{t('webhooks.secret.rotateBody')}</p>
      </ConfirmDialog>
    </Panel>
  );
}
