const STORAGE_KEY = 'matchwire:chunk-reload-at';
/** SPEC 8: a failed chunk load reloads the page, at most once a minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads unless the last chunk reload was less than a minute ago; true when a reload was started. */
export function reloadForChunkError(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(STORAGE_KEY) ?? 0);
  } catch {
    // Storage may be unavailable (privacy mode); fall through and reload.
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Ignore: at worst the page reloads again on the next failure.
  }
  window.location.reload();
  return true;
}

/** Vite reports failed preloads as `vite:preloadError`; route chunks that fail reach the error boundary. */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
