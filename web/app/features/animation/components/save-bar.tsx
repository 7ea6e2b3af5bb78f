import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import { Button } from '~/components/ui/button';
import { useT } from '~/i18n';
import type { TAnimDraftState } from '../hooks/use-anim-draft';
import type { useSaveAndPublish } from '../hooks/use-save-and-publish';
import { ConfigStatus } from './config-status';

/** The sport's status and whether the page holds unsaved edits, with Discard, Save and Publish. */
export function SaveBar({
  config,
  editor,
  actions,
}: {
  config: TAnimConfig;
  editor: TAnimDraftState;
  actions: ReturnType<typeof useSaveAndPublish>;
}) {
  const t = useT();
  const isRunning = actions.running !== null;
  return (
    <section className="save-bar" aria-label={t('animation.status.label')}>
      <div className="save-bar__state">
        <ConfigStatus config={config} />
        <p className="meta-text" data-testid="anim-dirty" aria-live="polite">
          {editor.isChanged ? t('animation.actions.unsaved') : t('animation.actions.upToDate')}
        </p>
      </div>
      <div className="save-bar__actions cluster">
        {editor.isChanged ? (
          <Button variant="ghost" disabled={isRunning} onClick={() => editor.reset(config)}>
            {t('animation.actions.reset')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          isBusy={actions.running === 'save'}
          disabled={actions.running === 'publish'}
          onClick={() => void actions.save()}
        >
          {t('animation.actions.save')}
        </Button>
        <Button
          isBusy={actions.running === 'publish'}
          disabled={actions.running === 'save'}
          onClick={() => void actions.publish()}
        >
          {t('animation.actions.publish')}
        </Button>
      </div>
    </section>
  );
}
