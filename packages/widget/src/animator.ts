/**
 * Runs `frame` on each animation frame, only while the widget can be seen: its element is in the
 * document and on screen, and the tab is visible. Several widgets on a page cost nothing while
 * they are scrolled away. Under reduced motion it draws once a second.
 */
export function createAnimator(host: HTMLElement, frame: (now: number) => void) {
  let isActive = false;
  let isOnScreen = true;
  let request = 0;
  let lastDrawn = 0;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const shouldRun = () => isActive && isOnScreen && host.isConnected && document.visibilityState === 'visible';
  const loop = () => {
    request = 0;
    if (!shouldRun()) return;
    const now = Date.now();
    if (!reducedMotion.matches || now - lastDrawn >= 1000) {
      lastDrawn = now;
      frame(now);
    }
    request = requestAnimationFrame(loop);
  };
  const wake = () => {
    if (shouldRun() && !request) request = requestAnimationFrame(loop);
  };
  const observer = new IntersectionObserver((entries) => {
    isOnScreen = entries.some((entry) => entry.isIntersecting);
    wake();
  });
  observer.observe(host);
  document.addEventListener('visibilitychange', wake);
  return {
    isReducedMotion: () => reducedMotion.matches,
    start() {
      isActive = true;
      lastDrawn = 0;
      wake();
    },
    /** Nothing to draw (a refusal): no frames until `start`. */
    stop() {
      isActive = false;
    },
    destroy() {
      isActive = false;
      if (request) cancelAnimationFrame(request);
      observer.disconnect();
      document.removeEventListener('visibilitychange', wake);
    },
  };
}
