/**
 * The visitor asked for less motion (`prefers-reduced-motion: reduce`); script-driven motion such as
 * smooth scrolling checks it, CSS motion is stopped by base.css. False on the server.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
