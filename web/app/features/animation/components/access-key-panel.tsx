import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { Panel } from '~/components/ui/panel';
import { CopySecretButton, ReplaceSecretButton, SecretBox } from '~/components/ui/secret-box';
import { useT } from '~/i18n';
import { useRegenerateAccessKeyMutation } from '../api/anim-config-mutations';

/** The sport's access key in full (embeds carry it anyway), with Copy and Regenerate behind a confirmation. */
export function AccessKeyPanel({ animType, config }: { animType: TAnimType; config: TAnimConfig }) {
  const t = useT();
  const regenerate = useRegenerateAccessKeyMutation(animType);
  return (
    <Panel
      id="anim-access-key"
      title={t('animation.key.title')}
      description={t('animation.key.description')}
      actions={
        <ReplaceSecretButton
          texts="animation.key"
          verb="regenerate"
          isPending={regenerate.isPending}
          replace={(onDone) => regenerate.mutate(undefined, { onSuccess: onDone })}
        />
      }
    >
      <SecretBox
        value={config.accessKey}
        valueTestId="anim-access-key"
        isLive
        actions={<CopySecretButton getText={() => Promise.resolve(config.accessKey)} texts="animation.key" />}
      />
    </Panel>
  );
}
