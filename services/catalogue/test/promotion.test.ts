import { describe, expect, it } from 'vitest';
import { computePromotionCycle } from '../src/promotion/promotion-cycle.ts';
import { identityHeaders } from './support/catalogue-under-test.ts';
import { useCatalogueTestFile } from './support/catalogue-test-file.ts';

const catalogue = useCatalogueTestFile();
const price = { amount: 4900, currency: 1 };

describe('GET /api/product/promotionList', () => {
  it('lists the promoted top leagues by sport at $49 each, with the countdown', async () => {
    catalogue.setNow('2026-01-06T08:00:00Z');
    const { status, body } = await catalogue.get('/api/product/promotionList');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      sportProduct: [
        {
          sportType: 1,
          product: [
            { productId: 83, name: 'English Premier League', price },
            { productId: 54, name: 'UEFA Champions League', price },
          ],
        },
        {
          sportType: 2,
          product: [
            { productId: 81, name: 'NBA', price },
            { productId: 84, name: 'EuroLeague', price },
          ],
        },
        {
          sportType: 3,
          product: [
            { productId: 90, name: 'League of Legends', price },
            { productId: 91, name: 'Dota 2', price },
            { productId: 92, name: 'CS:GO', price },
          ],
        },
      ],
      cycle: { startDate: '2026-01-05', cycleDays: 14, daysLeft: 13 },
    });
  });

  it('names the products in Vietnamese with lang=vi', async () => {
    const { body } = await catalogue.get('/api/product/promotionList?lang=vi');
    expect(body.data.sportProduct[0].product[0].name).toBe('Ngoại hạng Anh');
    expect(body.data.sportProduct[2].product[0].name).toBe('Liên Minh Huyền Thoại');
  });

  it.each([
    ['the start day', '2026-01-05T00:00:00Z', 14],
    ['the end of the start day (UTC)', '2026-01-05T23:59:59Z', 14],
    ['the next day', '2026-01-06T00:00:00Z', 13],
    ['the last day of the cycle', '2026-01-18T12:00:00Z', 1],
    ['the first day of the next cycle', '2026-01-19T00:00:00Z', 14],
    ['an evening in New York that is already the next day in UTC', '2026-01-18T23:30:00-05:00', 14],
    ['a day months later (95 days elapsed)', '2026-04-10T10:00:00Z', 14 - (95 % 14)],
    ['the day before the start', '2026-01-04T12:00:00Z', 1],
  ])('counts down on %s', async (_case, now, daysLeft) => {
    catalogue.setNow(now);
    const { body } = await catalogue.get('/api/product/promotionList');
    expect(body.data.cycle).toEqual({ startDate: '2026-01-05', cycleDays: 14, daysLeft });
  });

  it('takes the cycle start from the promotionCycleStart setting, ignoring an invalid one', async () => {
    await catalogue.query(`update catalogue.system_configs set value = '2026-03-01' where key = 'promotionCycleStart'`);
    catalogue.setNow('2026-03-03T09:00:00Z');
    expect((await catalogue.get('/api/product/promotionList')).body.data.cycle).toEqual({
      startDate: '2026-03-01',
      cycleDays: 14,
      daysLeft: 12,
    });
    await catalogue.query(`update catalogue.system_configs set value = '2026-02-30' where key = 'promotionCycleStart'`);
    expect((await catalogue.get('/api/product/promotionList')).body.data.cycle.startDate).toBe('2026-01-05');
    await catalogue.query(`update catalogue.system_configs set value = '2026-01-05' where key = 'promotionCycleStart'`);
  });

  it('shows a tester-only promoted product to testers only', async () => {
    await catalogue.query('update catalogue.products set is_promotion = true where product_id in (57, 58)');
    const footballFor = async (headers: Record<string, string>) =>
      (await catalogue.get('/api/product/promotionList', headers)).body.data.sportProduct[0].product.map(
        (product: { productId: number }) => product.productId,
      );
    expect(await footballFor({})).toEqual([83, 54]);
    expect(await footballFor(identityHeaders(false))).toEqual([83, 54]);
    expect(await footballFor(identityHeaders(true))).toEqual([83, 54, 57]);
  });

  it('answers an empty list while the promotionPage setting is "false"', async () => {
    await catalogue.query(`update catalogue.system_configs set value = 'false' where key = 'promotionPage'`);
    catalogue.setNow('2026-01-06T08:00:00Z');
    const { status, body } = await catalogue.get('/api/product/promotionList');
    expect(status).toBe(200);
    expect(body.data.sportProduct).toEqual([]);
    expect(body.data.cycle.daysLeft).toBe(13);

    await catalogue.query(`update catalogue.system_configs set value = 'true' where key = 'promotionPage'`);
    expect((await catalogue.get('/api/product/promotionList')).body.data.sportProduct).toHaveLength(3);
  });
});

describe('computePromotionCycle', () => {
  it('is 14 − (days elapsed mod 14) for every day of three cycles', () => {
    for (let elapsed = 0; elapsed < 42; elapsed += 1) {
      const now = new Date(Date.UTC(2026, 0, 5 + elapsed, 15));
      expect(computePromotionCycle('2026-01-05', now).daysLeft).toBe(14 - (elapsed % 14));
    }
  });

  it('falls back to 2026-01-05 without a usable start date', () => {
    for (const configured of [undefined, '', 'soon', '05/01/2026', '2026-13-01']) {
      expect(computePromotionCycle(configured, new Date('2026-01-05T00:00:00Z'))).toEqual({
        startDate: '2026-01-05',
        cycleDays: 14,
        daysLeft: 14,
      });
    }
  });
});
