import { useEffect, useRef } from 'react';
import { useI18n } from '~/i18n';
import { DEMO_ACCESS_KEY, DEMO_SPORTS, type TDemoSport } from '../demo-sports';
import './live-widget.css';

type TWidgetHandle = { destroy(): void };

/**
 * The embeddable live-animation widget (`@matchwire/widget`) on this site's own pages, with the
 * demo key: match `matchId`, or the best live one. The server renders the empty host; the browser
 * loads the widget's code only then (it is the page's heaviest part) and draws it again when the
 * match or the language changes. The widget keeps its state on the host's `data-state`.
 */
export function LiveWidget({
  sport,
  matchId,
  className,
}: {
  sport: TDemoSport;
  matchId?: number | null;
  className?: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const { lang } = useI18n();
  const { animType } = DEMO_SPORTS[sport];

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: TWidgetHandle | undefined;
    let isUnmounted = false;
    // A chunk that fails to load reaches the app's chunk-reload handler (unhandled rejection).
    void import('@matchwire/widget').then(({ mountAnimation }) => {
      if (isUnmounted) return;
      widget = mountAnimation(host, { key: DEMO_ACCESS_KEY, animType, lang, matchId: matchId ?? undefined });
    });
    return () => {
      isUnmounted = true;
      widget?.destroy();
    };
  }, [animType, lang, matchId]);

  return (
    <div
      ref={hostRef}
      className={['live-widget', className].filter(Boolean).join(' ')}
      data-sport={sport}
      data-testid="live-widget"
    />
  );
}
