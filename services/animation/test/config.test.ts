/**
 * A customer's widget config at the animation service (docs/contracts/animation.md, "Config" and
 * "Statuses"): made on the first read, saved with its checks, published, its key replaced, and
 * disabled by staff. Real PostgreSQL and Redis; the in-memory bus.
 */
import { expectInternalRefusal, notTheBackoffice } from '@matchwire/devinfra/internal-refusals';
import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { describe, expect, it, vi } from 'vitest';
import { animationCalls } from './support/animation-calls.ts';
import { asCustomer, backofficeSecret, buildAnimationUnderTest, newUserId } from './support/animation-under-test.ts';

const under = useServiceUnderTest('animation', buildAnimationUnderTest, {
  capturedTopics: ['animation.config-published.v1', 'animation.access-key-rotated.v1'],
});
const calls = () => animationCalls(under.service);
const backoffice = { 'x-mw-internal-caller': 'backoffice', 'x-mw-internal-secret': backofficeSecret };
/** Football's seeded materials (seed/materials.json): a non-default stand, a basketball stand. */
const redTerraces = 102;
const arenaPurple = 201;

describe('a customer’s animation config', () => {
  it('is made on the first read: default materials, no domain, status 0 and an mwa_ key', async () => {
    const customer = asCustomer(newUserId());
    const first = (await calls().config(customer)).json();
    expect(first.resultCode).toBe(0);
    expect(first.data).toMatchObject({
      animType: 0,
      status: 0,
      domains: [],
      publishedAt: null,
      hasUnpublishedChanges: false,
      animMap: {
        0: { material: { materialId: 101 } },
        1: { material: { materialId: 111 } },
        2: { material: { materialId: 121 }, dataKey: null, extraDataKeys: [] },
        3: { material: { materialId: 131 } },
      },
    });
    expect(first.data.accessKey).toMatch(/^mwa_[A-Za-z0-9]{24}$/);
    const again = (await calls().config(customer)).json().data;
    expect(again.accessKey).toBe(first.data.accessKey);
    const basketball = (await calls().config(customer, 1)).json().data;
    expect(basketball.animMap[0].material.materialId).toBe(arenaPurple);
    expect(basketball.accessKey).not.toBe(first.data.accessKey);
    const rsp = (await calls().rsp(customer)).json().data;
    expect(rsp).toEqual({ useKey: { accessKey: first.data.accessKey }, userConfig: { domains: [] } });
  });

  it('refuses a caller the gateway did not assert (11007)', async () => {
    expect((await calls().config({})).json().resultCode).toBe(11007);
  });

  it('lists each sport’s materials by type in the asked language, one default per type', async () => {
    const football = (await calls().materials(0, 'vi')).json().data.materialMap;
    for (const type of ['0', '1', '2', '3']) {
      expect(football[type].length).toBeGreaterThanOrEqual(3);
      expect(football[type].filter((material: { isDefault: boolean }) => material.isDefault)).toHaveLength(1);
    }
    expect(football[0][0]).toMatchObject({ materialId: 101, name: 'Khán đài xanh cổ điển', materialType: 0 });
    expect(football[0][0].style).toEqual({ primary: '#1e3a8a', secondary: '#e5e7eb', pattern: 'stripes' });
  });

  it('saves materials and domains, refusing unknown or foreign materials, bad domains and others’ images', async () => {
    const customer = asCustomer(newUserId());
    const save = (body: Parameters<ReturnType<typeof calls>['save']>[1]) => calls().save(customer, body);
    const refusal = async (body: Parameters<ReturnType<typeof calls>['save']>[1]) => {
      const answer = (await save(body)).json();
      return [answer.resultCode, answer.resultInfo];
    };
    expect(await refusal({ animUserList: [{ materialType: 0, materialId: 999 }] })).toEqual([
      10002,
      'Unknown material 999',
    ]);
    expect(await refusal({ animUserList: [{ materialType: 0, materialId: arenaPurple }] })).toEqual([
      10002,
      'Material 201 is not a football material',
    ]);
    expect((await refusal({ animUserList: [{ materialType: 1, materialId: redTerraces }] }))[0]).toBe(10002);
    const [code, info] = await refusal({ domains: ['bad domain!'] });
    expect(code).toBe(10002);
    expect(info).toContain('Invalid domain');
    const others = (await (await calls().upload(asCustomer(newUserId()))).json()).data.key;
    expect(await refusal({ animUserList: [{ materialType: 2, materialId: 121, dataKey: others }] })).toEqual([
      10002,
      `Image not found: upload it first (${others})`,
    ]);
    expect((await calls().config(customer)).json().data.status).toBe(0);

    const saved = (
      await save({
        animUserList: [{ materialType: 0, materialId: redTerraces }],
        domains: ['Example.COM', 'news.example.org', 'example.com'],
      })
    ).json().data;
    expect(saved.animMap[0].material.materialId).toBe(redTerraces);
    expect(saved.animMap[1].material.materialId).toBe(111);
    expect(saved.domains).toEqual(['example.com', 'news.example.org']);
    expect(saved.status).toBe(1);
    expect(saved.hasUnpublishedChanges).toBe(true);
  });

  it('takes at most the sport’s extra fence images: football 10, basketball 2', async () => {
    const customer = asCustomer(newUserId());
    const keys: string[] = [];
    for (let index = 0; index < 11; index++) keys.push((await (await calls().upload(customer)).json()).data.key);
    const fence = (animType: number, extraDataKeys: string[]) =>
      calls().save(customer, {
        animType,
        animUserList: [{ materialType: 2, materialId: animType === 0 ? 121 : 221, dataKey: keys[0], extraDataKeys }],
      });
    const tooMany = (await fence(0, keys.slice(0, 11))).json();
    expect([tooMany.resultCode, tooMany.resultInfo]).toEqual([10002, 'At most 10 half-fence images for football']);
    const saved = (await fence(0, keys.slice(1, 11))).json().data;
    expect(saved.animMap[2].extraDataKeys).toEqual(keys.slice(1, 11));
    expect(saved.animMap[2].dataUrl).toBe(`/widget/v1/image?file=${keys[0]}`);
    expect((await fence(1, keys.slice(0, 3))).json().resultInfo).toBe('At most 2 half-fence images for basketball');
    expect((await fence(1, keys.slice(0, 2))).json().resultCode).toBe(0);
  });

  it('moves through its statuses: save 0→1, publish →2, save →99, publish →2, disable 3, enable back', async () => {
    const userId = newUserId();
    const customer = asCustomer(userId);
    const status = async () => (await calls().config(customer)).json().data.status;
    expect(await status()).toBe(0);
    const neverSaved = (await calls().publish(customer)).json();
    expect([neverSaved.resultCode, neverSaved.resultInfo]).toEqual([
      16001,
      'Publish failure: save the configuration first',
    ]);
    await calls().save(customer, { domains: ['example.com'] });
    expect(await status()).toBe(1);
    const published = (await calls().publish(customer)).json().data;
    expect(published).toMatchObject({ status: 2, hasUnpublishedChanges: false });
    expect(published.publishedAt).not.toBeNull();
    await calls().save(customer, {
      animUserList: [{ materialType: 0, materialId: redTerraces }],
      domains: ['example.com'],
    });
    expect(await status()).toBe(99);
    expect((await calls().publish(customer)).json().data.status).toBe(2);

    const disabled = (await calls().setStatus(backoffice, { userId, animType: 0, disabled: true })).json();
    expect(disabled.data.status).toBe(3);
    const refused = (await calls().publish(customer)).json();
    expect([refused.resultCode, refused.resultInfo]).toEqual([16001, 'Publish failure: the widget is disabled']);
    await calls().save(customer, { domains: ['example.com', 'example.net'] });
    expect(await status()).toBe(3);
    const enabled = (await calls().setStatus(backoffice, { userId, animType: 0, disabled: false })).json();
    expect(enabled.data.status).toBe(99);
    // Two publishes, the disable and the enable; saves publish nothing. The relay sends them after each commit.
    await vi.waitFor(() =>
      expect(
        under.published.filter((message) => message.key === `${userId}:0`).map((message) => message.topic),
      ).toEqual(Array(4).fill('animation.config-published.v1')),
    );
  });

  it('refuses to publish without a domain in the whitelist (16001)', async () => {
    const customer = asCustomer(newUserId());
    await calls().save(customer, { animUserList: [{ materialType: 0, materialId: redTerraces }] });
    const answer = (await calls().publish(customer)).json();
    expect([answer.resultCode, answer.resultInfo]).toEqual([
      16001,
      'Publish failure: add at least one domain to the whitelist',
    ]);
  });

  it('replaces the access key, keeping the config', async () => {
    const customer = asCustomer(newUserId());
    const before = (await calls().config(customer)).json().data.accessKey;
    const after = (await calls().regenerate(customer)).json().data.accessKey;
    expect(after).toMatch(/^mwa_[A-Za-z0-9]{24}$/);
    expect(after).not.toBe(before);
    expect((await calls().config(customer)).json().data.accessKey).toBe(after);
  });

  it.each(notTheBackoffice)('refuses a status change %s', async (_case, headers) => {
    const userId = newUserId();
    const payload = { userId, animType: 0, disabled: true };
    await expectInternalRefusal(
      under.service.app,
      { method: 'POST', url: '/internal/animation/status', payload },
      headers,
    );
    await expectInternalRefusal(
      under.service.app,
      { method: 'POST', url: '/internal/animation/status', payload },
      { ...headers, ...asCustomer(userId) },
    );
    expect((await calls().config(asCustomer(userId))).json().data.status).toBe(0);
  });
});
