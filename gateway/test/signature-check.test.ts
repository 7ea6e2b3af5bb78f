import { checkSignature, computeSign } from '@matchwire/signing';
import { describe, expect, it } from 'vitest';
import { checkSignatureNow } from '../src/plugins/require-signature.ts';

/**
 * The gateway checks SPEC §7's signature with Node's HMAC (require-signature.ts), the browser and
 * the web server sign with packages/signing's Web Crypto: both must give the same verdict on every
 * call. Refusals through the gateway are tested in test/system/gateway-edge.test.ts.
 */
describe("the gateway's signature check", () => {
  const secret = 'matchwire-test-signing-secret';
  const now = 1_700_000_000_000;

  it.each([
    ['a fresh signature', async () => [String(now), await computeSign(secret, String(now))]],
    ['the signature in upper case', async () => [String(now), (await computeSign(secret, String(now))).toUpperCase()]],
    [
      'a signature 4 minutes old',
      async () => [String(now - 240_000), await computeSign(secret, String(now - 240_000))],
    ],
    [
      'a signature 6 minutes old',
      async () => [String(now - 360_000), await computeSign(secret, String(now - 360_000))],
    ],
    ['a signature of another timestamp', async () => [String(now), await computeSign(secret, String(now + 1))]],
    ['a signature with another secret', async () => [String(now), await computeSign(`${secret}!`, String(now))]],
    ['a truncated signature', async () => [String(now), (await computeSign(secret, String(now))).slice(0, 63)]],
    ['a timestamp that is not a number', async () => ['17e11', await computeSign(secret, '17e11')]],
    ['no signature', async () => [String(now), undefined]],
    ['no timestamp', async () => [undefined, await computeSign(secret, String(now))]],
  ] as const)('agrees with packages/signing on %s', async (_case, call) => {
    const [timestamp, sign] = (await call()) as [string | undefined, string | undefined];
    const expected = await checkSignature(secret, timestamp, sign, now);
    expect(checkSignatureNow(secret, timestamp, sign, now)).toBe(expected);
  });

  it('accepts what the web client signs and refuses everything else', async () => {
    const sign = await computeSign(secret, String(now));
    expect(checkSignatureNow(secret, String(now), sign, now)).toBe('ok');
    expect(
      checkSignatureNow(
        secret,
        String(now),
        sign.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        now,
      ),
    ).toBe('invalid');
  });
});
