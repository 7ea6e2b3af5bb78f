import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TWidgetConfig } from '@matchwire/contracts/animation/live';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';

type TWidgetHandle = { destroy(): void; update(config: TWidgetConfig): void };

/** This site's own pages show the widget with the demo key (a demo match, no entitlement or whitelist). */
const PREVIEW_KEY = 'demo';

/**
 * The widget (`@matchwire/widget`) as the draft configures it: mounted once per sport and language
 * (its code loads only in the browser), then redrawn with `update` as the customer picks materials
 * or images. The server renders the empty host.
 */
export function WidgetPreview({ animType, config }: { animType: TAnimType; config: TWidgetConfig | null }) {
  const { t, lang } = useI18n();
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<TWidgetHandle | null>(null);
  const latestConfig = useRef(config);
  latestConfig.current = config;
  const [isFailed, setFailed] = useState(false);
  const hasConfig = config !== null;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !hasConfig) return;
    let isUnmounted = false;
    import('@matchwire/widget')
      .then(({ mountAnimation }) => {
        if (isUnmounted || !latestConfig.current) return;
        widgetRef.current = mountAnimation(host, { key: PREVIEW_KEY, animType, lang, config: latestConfig.current });
      })
      .catch(() => setFailed(true));
    return () => {
      isUnmounted = true;
      widgetRef.current?.destroy();
      widgetRef.current = null;
    };
  }, [animType, lang, hasConfig]);

  useEffect(() => {
    if (config) widgetRef.current?.update(config);
  }, [config]);

  if (isFailed || !hasConfig) return <Alert tone="error" title={t('animation.preview.failed')} />;
  return (
    <div
      ref={hostRef}
      className="anim-preview"
      role="region"
      aria-label={t('animation.preview.label')}
      data-testid="anim-preview"
    />
  );
}
