/**
 * Fence images (docs/contracts/animation.md, "Images"): uploaded with the site's upload token,
 * checked by content and size, private until a saved config uses them, then public and immutable.
 * Real PostgreSQL and Redis, the folder object store (the S3 store is tested through the gateway).
 */
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { describe, expect, it } from 'vitest';
import { animationCalls, pngBytes } from './support/animation-calls.ts';
import { asCustomer, buildAnimationUnderTest, newUserId } from './support/animation-under-test.ts';

const under = useServiceUnderTest('animation', buildAnimationUnderTest);
const calls = () => animationCalls(under.service);

describe('fence images', () => {
  it('keeps an uploaded png under silk/animation and answers its key and image URL', async () => {
    const answer = (await calls().upload(asCustomer(newUserId()), 'My Fence (1).PNG')).json();
    expect(answer.resultCode).toBe(0);
    expect(answer.data.key).toMatch(/^silk\/animation\/[0-9a-f]{32}_\d+_My_Fence_1_\.png$/);
    expect(answer.data.url).toBe(`/widget/v1/image?file=${answer.data.key}`);
  });

  it('refuses a text file named .png, a file of another kind, an empty one, a wrong token and a visitor', async () => {
    const customer = asCustomer(newUserId());
    const info = async (...args: Parameters<ReturnType<typeof calls>['upload']>) => {
      const answer = (await calls().upload(...args)).json();
      return [answer.resultCode, answer.resultInfo];
    };
    const text = new TextEncoder().encode('not an image at all');
    expect(await info(customer, 'fence.png', text)).toEqual([10002, 'Unsupported file']);
    expect(await info(customer, 'fence.txt', text)).toEqual([10002, 'Unsupported file']);
    expect(await info(customer, 'fence.png', new Uint8Array())).toEqual([10002, 'please select upload file']);
    expect(await info(customer, 'fence.png', pngBytes, 'another-deployment-token')).toEqual([
      10002,
      'token: unknown upload token',
    ]);
    expect((await info({}, 'fence.png'))[0]).toBe(11007);
  });

  it('refuses an image over 2 MB and takes one of exactly 2 MB', async () => {
    const image = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(pngBytes);
      return bytes;
    };
    const customer = asCustomer(newUserId());
    const large = await calls().upload(customer, 'fence.png', image(2 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ resultCode: 10002, resultInfo: 'Image cant not exceed 2M' });
    expect((await calls().upload(customer, 'fence.png', image(2 * 1024 * 1024))).json().resultCode).toBe(0);
  });

  it('serves an image to anyone, cacheable for good, only once a saved config uses it', async () => {
    const customer = asCustomer(newUserId());
    const key = (await calls().upload(customer)).json().data.key as string;
    const unused = (await calls().upload(customer)).json().data.key as string;
    expect((await calls().image(key)).statusCode).toBe(404);
    expect((await calls().image(key, customer)).statusCode).toBe(404);
    const saved = await calls().save(customer, { animUserList: [{ materialType: 2, materialId: 121, dataKey: key }] });
    expect(saved.json().resultCode).toBe(0);

    const served = await calls().image(key);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-disposition']).toBe('inline; filename="fence.png"');
    expect(served.rawPayload.equals(Buffer.from(pngBytes))).toBe(true);
    expect((await calls().image(unused)).statusCode).toBe(404);
    expect((await calls().image('silk/animation/no-such-image.png')).statusCode).toBe(404);
  });
});
