import { describe, expect, it } from 'vitest';
import { checkSignature, computeSign, signUrl } from '../src/index.ts';

const secret = 'test-secret';

describe('request signing', () => {
  it('signs a timestamp with HMAC-SHA256 hex', async () => {
    // Reference value computed independently with node:crypto.
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', secret).update('1700000000000').digest('hex');
    expect(await computeSign(secret, '1700000000000')).toBe(expected);
  });

  it('signs each timestamp with its own HMAC when timestamps repeat and alternate', async () => {
    // computeSign keeps the last timestamp's sign per secret; a repeat, another timestamp and
    // another secret in between must each still give that timestamp's own HMAC.
    const { createHmac } = await import('node:crypto');
    const hmac = (key: string, timestamp: string) => createHmac('sha256', key).update(timestamp).digest('hex');
    const calls: [string, string][] = [
      [secret, '1700000000001'],
      [secret, '1700000000001'],
      ['other-secret', '1700000000001'],
      [secret, '1700000000001'],
      [secret, '1700000000002'],
      [secret, '1700000000001'],
    ];
    const signs = await Promise.all(calls.map(([key, timestamp]) => computeSign(key, timestamp)));
    expect(signs).toEqual(calls.map(([key, timestamp]) => hmac(key, timestamp)));
  });

  it('adds timestamp and sign to a URL and keeps its query', async () => {
    const signed = await signUrl('/api/product/list?sportType=1', secret, 1700000000000);
    const params = new URL(signed, 'http://x').searchParams;
    expect(params.get('sportType')).toBe('1');
    expect(params.get('timestamp')).toBe('1700000000000');
    expect(await checkSignature(secret, params.get('timestamp')!, params.get('sign')!, 1700000000000)).toBe('ok');
  });

  it('refuses missing, stale, tampered and foreign-secret signatures', async () => {
    const now = 1700000000000;
    const sign = await computeSign(secret, String(now));
    expect(await checkSignature(secret, undefined, sign, now)).toBe('missing');
    expect(await checkSignature(secret, String(now), undefined, now)).toBe('missing');
    expect(await checkSignature(secret, String(now), sign, now + 6 * 60 * 1000)).toBe('stale');
    expect(
      await checkSignature(
        secret,
        String(now),
        sign.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        now,
      ),
    ).toBe('invalid');
    expect(await checkSignature('other', String(now), sign, now)).toBe('invalid');
    expect(await checkSignature(secret, 'abc', sign, now)).toBe('invalid');
  });
});
