import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSlowOrSavingConnection, usePrefetchMode } from './connection';

function stubConnection(connection?: { saveData?: boolean; effectiveType?: string }) {
  vi.stubGlobal('navigator', connection ? { connection } : {});
}

afterEach(() => vi.unstubAllGlobals());

describe('isSlowOrSavingConnection (SPEC 4: no prefetching on 2g or data saver)', () => {
  it('turns prefetching off when the visitor asked to save data', () => {
    stubConnection({ saveData: true, effectiveType: '4g' });
    expect(isSlowOrSavingConnection()).toBe(true);
  });

  it.each(['2g', 'slow-2g'])('turns prefetching off on a %s connection', (effectiveType) => {
    stubConnection({ saveData: false, effectiveType });
    expect(isSlowOrSavingConnection()).toBe(true);
  });

  it.each(['3g', '4g'])('keeps prefetching on a %s connection', (effectiveType) => {
    stubConnection({ saveData: false, effectiveType });
    expect(isSlowOrSavingConnection()).toBe(false);
  });

  it('keeps prefetching when the browser has no connection API or reports nothing', () => {
    stubConnection();
    expect(isSlowOrSavingConnection()).toBe(false);
    stubConnection({});
    expect(isSlowOrSavingConnection()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    expect(isSlowOrSavingConnection()).toBe(false);
  });
});

describe('usePrefetchMode', () => {
  it('renders "none" on the server, even on a fast connection, so hydration matches', () => {
    stubConnection({ effectiveType: '4g' });
    function Probe() {
      return createElement('a', { 'data-prefetch': usePrefetchMode() });
    }
    expect(renderToString(createElement(Probe))).toContain('data-prefetch="none"');
  });
});
