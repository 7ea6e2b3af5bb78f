import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import { extraFenceImages, type TAnimType } from '@matchwire/contracts/animation/fields';
import { useEffect, useId, useMemo } from 'react';
import { Panel } from '~/components/ui/panel';
import { useT } from '~/i18n';
import { MATERIAL_TYPES } from '../anim-draft';
import { useAnimDraft } from '../hooks/use-anim-draft';
import { useSaveAndPublish } from '../hooks/use-save-and-publish';
import { chosenMaterial, previewConfigOf, type TMaterialMap } from '../preview-config';
import { AccessKeyPanel } from './access-key-panel';
import { DomainEditor } from './domain-editor';
import { EmbedPanel } from './embed-panel';
import { FenceImages } from './fence-images';
import { MaterialPicker } from './material-picker';
import { SaveBar } from './save-bar';
import { WidgetPreview } from './widget-preview';

/**
 * One sport's draft: status with Save and Publish, the material pickers, the fence images and the
 * domain whitelist, beside the live preview; then the access key and the embed code.
 */
export function ConfigForm({
  animType,
  config,
  materialMap,
  onEditsChange,
}: {
  animType: TAnimType;
  config: TAnimConfig;
  materialMap: TMaterialMap;
  /** Whether the page holds unsaved edits, as it changes (false once the form goes). */
  onEditsChange: (hasUnsavedEdits: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const editor = useAnimDraft(config);
  const actions = useSaveAndPublish(animType, config, editor);
  const { draft, isChanged } = editor;
  useEffect(() => onEditsChange(isChanged), [isChanged, onEditsChange]);
  useEffect(() => () => onEditsChange(false), [onEditsChange]);
  const previewConfig = useMemo(() => previewConfigOf(animType, draft, materialMap), [animType, draft, materialMap]);

  return (
    <>
      <SaveBar config={config} editor={editor} actions={actions} />
      <div className="anim-layout">
        <div className="anim-layout__main">
          <Panel
            id="anim-materials"
            title={t('animation.materials.title')}
            description={t('animation.materials.description')}
          >
            <div className="material-pickers">
              {MATERIAL_TYPES.map((type) => (
                <MaterialPicker
                  key={type}
                  type={type}
                  name={`${id}-material-${type}`}
                  materials={materialMap[type]}
                  chosenId={
                    chosenMaterial(materialMap, type, draft.materials[type])?.materialId ?? draft.materials[type]
                  }
                  onChoose={(materialId) => editor.chooseMaterial(type, materialId)}
                />
              ))}
            </div>
          </Panel>
          <Panel
            id="anim-fence"
            title={t('animation.fence.title')}
            description={t('animation.fence.description', { max: extraFenceImages[animType] })}
          >
            <FenceImages animType={animType} editor={editor} />
          </Panel>
          <Panel
            id="anim-domains"
            title={t('animation.domains.title')}
            description={t('animation.domains.description')}
          >
            <DomainEditor domains={draft.domains} onChange={editor.setDomains} />
          </Panel>
        </div>
        <div className="anim-layout__side">
          <Panel
            id="anim-preview"
            title={t('animation.preview.title')}
            description={t('animation.preview.description')}
          >
            <WidgetPreview animType={animType} config={previewConfig} />
          </Panel>
        </div>
      </div>
      <AccessKeyPanel animType={animType} config={config} />
      <EmbedPanel animType={animType} accessKey={config.accessKey} />
    </>
  );
}
