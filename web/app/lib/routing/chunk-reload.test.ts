import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, installChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';

const CHUNK_MESSAGE = 'Failed to fetch dynamically imported module: https://matchwire.test/assets/catalogue-abc123.js';

/** A window with the parts the module uses; sessionStorage survives the (stubbed) reloads like a real tab's. */
function stubWindow(sessionStorage: Pick<Storage, 'getItem' | 'setItem'> = memoryStorage()) {
  const reload = vi.fn();
  const window = Object.assign(new EventTarget(), { sessionStorage, location: { reload } });
  vi.stubGlobal('window', window);
  return { window, reload };
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('isChunkLoadError', () => {
  it('recognises the chunk-load messages of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError(CHUNK_MESSAGE))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('Unable to preload CSS for /assets/a.css')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Interface 404'))).toBe(false);
    expect(isChunkLoadError({ message: CHUNK_MESSAGE })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadForChunkError (SPEC 8: reload at most once a minute)', () => {
  it('reloads once, not again within 60 s, and again once 60 s have passed', () => {
    const { reload } = stubWindow();

    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the last reload across page loads of the tab', () => {
    const storage = memoryStorage();
    stubWindow(storage);
    reloadForChunkError();

    vi.setSystemTime(Date.now() + 30_000);
    const { reload } = stubWindow(storage);
    expect(reloadForChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads when session storage is unavailable', () => {
    const { reload } = stubWindow({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkReload', () => {
  it('reloads on a Vite preload error and stops Vite from rethrowing it', () => {
    const { window, reload } = stubWindow();
    installChunkReload();

    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // Within the minute the error is left to Vite, which rethrows it.
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads on an unhandled chunk-load rejection but not on other rejections', () => {
    const { window, reload } = stubWindow();
    installChunkReload();

    window.dispatchEvent(rejection(new Error('Interface 500')));
    expect(reload).not.toHaveBeenCalled();

    window.dispatchEvent(rejection(new TypeError(CHUNK_MESSAGE)));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening once uninstalled', () => {
    const { window, reload } = stubWindow();
    const uninstall = installChunkReload();
    uninstall();

    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    window.dispatchEvent(rejection(new TypeError(CHUNK_MESSAGE)));
    expect(reload).not.toHaveBeenCalled();
  });
});
