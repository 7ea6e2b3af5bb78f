import { readLang } from './i18n.ts';
import type { TWidgetHandle } from './types.ts';
import { mountAnimation } from './widget.ts';

/**
 * The embeddable script (`/widget/v1/animation.js`): mounts a widget in every
 * `<div data-matchwire-animation data-key data-sport data-lang data-match>` of the page, also
 * ones added later, and stops the ones removed. The widget endpoints are on the origin the
 * script itself came from.
 */
const selector = '[data-matchwire-animation]';
// Loaded twice (one script line per widget is common), the first copy does the work.
const loaded = Symbol.for('matchwire.animation');
const page = window as unknown as Record<symbol, boolean>;

if (!page[loaded]) {
  page[loaded] = true;
  const script = document.currentScript as HTMLScriptElement | null;
  const apiOrigin = script?.src ? new URL(script.src).origin : location.origin;
  const mounted = new Map<HTMLElement, TWidgetHandle>();

  const mount = (host: HTMLElement) => {
    if (mounted.has(host) || host.shadowRoot) return;
    const match = Number(host.dataset.match);
    mounted.set(
      host,
      mountAnimation(host, {
        key: host.dataset.key ?? '',
        animType: host.dataset.sport === 'basketball' ? 1 : 0,
        lang: readLang(host.dataset.lang ?? document.documentElement.lang),
        matchId: Number.isSafeInteger(match) && match > 0 ? match : undefined,
        apiOrigin,
      }),
    );
  };
  const scan = () => {
    document.querySelectorAll<HTMLElement>(selector).forEach(mount);
    for (const [host, widget] of mounted) {
      if (host.isConnected) continue;
      widget.destroy();
      mounted.delete(host);
    }
  };
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  scan();
}
