import { LoadFailed } from '~/components/feedback/load-failed';
import { useI18n } from '~/i18n';
import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { animConfigQuery } from '../api/anim-config';
import { materialListQuery } from '../api/material-list';
import { ConfigForm } from './config-form';

/** One sport's configuration once its saved config and its materials are loaded; their failure with a retry. */
export function AnimConfigEditor({
  animType,
  onEditsChange,
}: {
  animType: TAnimType;
  onEditsChange: (hasUnsavedEdits: boolean) => void;
}) {
  const { lang } = useI18n();
  const config = animConfigQuery.use(animType);
  const materials = materialListQuery.use(animType, lang);
  const failed = config.isError ? config : materials.isError ? materials : null;

  if (failed) {
    return <LoadFailed error={failed.error} retry={() => void failed.refetch()} />;
  }
  if (!config.data || !materials.data) {
    return (
      <div className="anim-loading" aria-busy="true" data-testid="anim-loading">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    );
  }
  return (
    <ConfigForm
      animType={animType}
      config={config.data}
      materialMap={materials.data.materialMap}
      onEditsChange={onEditsChange}
    />
  );
}
