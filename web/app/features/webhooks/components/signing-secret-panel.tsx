import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { Panel } from '~/components/ui/panel';
import { CopySecretButton, ReplaceSecretButton, SecretBox } from '~/components/ui/secret-box';
import { useI18n } from '~/i18n';
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

  return (
    <Panel
      id="webhook-secret"
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.description')}
      actions={
        endpoint ? (
          <ReplaceSecretButton
            texts="webhooks.secret"
            verb="rotate"
            isPending={rotate.isPending}
            replace={(onDone) =>
              rotate.mutate(undefined, {
                onSuccess: (result) => {
                  onSecret(result.secret);
                  onDone();
                },
              })
            }
          />
        ) : null
      }
    >
      {secret ? (
        <>
          <SecretBox
            value={secret}
            valueTestId="webhook-secret"
            actions={<CopySecretButton getText={() => Promise.resolve(secret)} texts="webhooks.secret" />}
          />
          <p className="webhook-secret__once with-icon" role="note">
            <Icon name="alert" size={16} /> {t('webhooks.secret.once')}
          </p>
        </>
      ) : (
        <p className="meta-text" data-testid="webhook-secret-hint">
          {endpoint ? t('webhooks.secret.hint', { hint: `••••${endpoint.secretHint}` }) : t('webhooks.secret.none')}
        </p>
      )}
    </Panel>
  );
}
