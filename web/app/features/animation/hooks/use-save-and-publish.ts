import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { useState } from 'react';
import { useT } from '~/i18n';
import { errorText } from '~/lib/language/error-text';
import { announce, showToast } from '~/lib/ui-state/toast-store';
import { useRootData } from '~/root-data';
import { fenceOf, savedFenceOf, updateBodyOf } from '../anim-draft';
import { usePublishAnimConfigMutation, useSaveAnimConfigMutation } from '../api/anim-config-mutations';
import { uploadFenceImage } from '../api/upload-fence-image';
import { completeFenceEdit } from '../fence-draft';
import { publishFailureText, uploadFailureText } from '../save-failure';
import type { TAnimDraftState } from './use-anim-draft';

/** A failure already shown to the customer (the client's toast, or the upload's): nothing more to say. */
class ShownFailure extends Error {}

/**
 * Save and Publish of one sport's draft. Save is SPEC 4's fence edit completion: the picked fence
 * images are uploaded first when the fence changed, then the config is saved and becomes the
 * draft's new original. Publish saves unsaved edits first, then makes the saved config live.
 */
export function useSaveAndPublish(animType: TAnimType, config: TAnimConfig, editor: TAnimDraftState) {
  const t = useT();
  const uploadToken = useRootData()?.nav.systemConfig.uploadToken ?? '';
  const saveConfig = useSaveAnimConfigMutation(animType);
  const publishConfig = usePublishAnimConfigMutation(animType);
  const [running, setRunning] = useState<'save' | 'publish' | null>(null);

  const upload = async (file: File) => {
    announce(t('animation.fence.uploading', { name: file.name }));
    try {
      const answer = await uploadFenceImage(file, uploadToken);
      if (!answer?.key) throw new Error('Upload failure');
      return answer;
    } catch (error) {
      showToast(`${file.name}: ${uploadFailureText(error, t)}`);
      throw new ShownFailure();
    }
  };

  const saveDraft = async (): Promise<TAnimConfig> => {
    const { draft } = editor;
    const fence = await completeFenceEdit(savedFenceOf(config), fenceOf(draft), upload, editor.markUploaded);
    try {
      const saved = await saveConfig.mutateAsync(updateBodyOf(animType, draft, fence));
      editor.reset(saved);
      return saved;
    } catch {
      throw new ShownFailure();
    }
  };

  const run = async (action: 'save' | 'publish', steps: () => Promise<void>) => {
    if (running) return;
    setRunning(action);
    try {
      await steps();
    } catch (error) {
      if (!(error instanceof ShownFailure)) showToast(errorText(error, t));
    } finally {
      setRunning(null);
    }
  };

  return {
    running,
    save: () =>
      run('save', async () => {
        await saveDraft();
        showToast(t('animation.actions.saved'), 'success');
      }),
    publish: () =>
      run('publish', async () => {
        if (editor.isChanged) await saveDraft();
        try {
          await publishConfig.mutateAsync(undefined);
        } catch (error) {
          showToast(publishFailureText(error, t));
          throw new ShownFailure();
        }
        showToast(t('animation.actions.published'), 'success');
      }),
  };
}
