import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-request';
import { forgetSharedAnswers, HOLD_MS, withSharedAnswers } from './shared-answers.server';

/** A client whose gateway answers each call with a new number, counting the calls it received. */
function countingGateway() {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ resultCode: 0, data: { productList: [{ call: ++calls }] } })),
  );
  const api = () =>
    withSharedAnswers(createApiClient({ baseUrl: 'http://gateway.test', getSigningSecret: () => 'unit-test-secret' }));
  return { api, calls: () => calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetSharedAnswers();
});

describe('public answers shared between renders', () => {
  it('asks the gateway once for the same public read of renders in the same moment, an answer no render can change', async () => {
    const gateway = countingGateway();
    const read = () => gateway.api().call('GET /api/product/list', { query: { sportType: 1 } });
    const [first, second] = await Promise.all([read(), read()]);
    const third = await read();
    expect(gateway.calls()).toBe(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(() => {
      first.productList.length = 0;
    }).toThrow(TypeError);
    expect(() => {
      (first.productList[0] as { call?: number }).call = 5;
    }).toThrow(TypeError);
    expect(third.productList).toEqual([{ call: 1 }]);
    await gateway.api().call('GET /api/product/list', { query: { sportType: 2 } });
    expect(gateway.calls()).toBe(2);
  });

  it('asks again once the moment has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const gateway = countingGateway();
    const read = () => gateway.api().call('GET /api/product/list', { query: { sportType: 1 } });
    await read();
    vi.setSystemTime(Date.now() + HOLD_MS + 1);
    expect((await read()).productList[0]).toEqual({ call: 2 });
  });

  it('shares no failure with later renders, and no read the gateway does not cache', async () => {
    const gateway = countingGateway();
    vi.mocked(fetch).mockRejectedValueOnce(new Error('connection refused'));
    const read = () => gateway.api().call('GET /api/product/list', { query: { sportType: 1 } });
    await expect(read()).rejects.toThrow('connection refused');
    await expect(read()).resolves.toEqual({ productList: [{ call: 1 }] });
    await gateway.api().call('GET /api/auth/userCheckLogin');
    await gateway.api().call('GET /api/auth/userCheckLogin');
    expect(gateway.calls()).toBe(3);
  });
});
