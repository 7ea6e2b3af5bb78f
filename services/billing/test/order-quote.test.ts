/**
 * The order summary (docs/contracts/billing.md#prices-and-discounts): prices from the real catalogue
 * (the period discount is in the plan's price, as the product page shows it), a promotion code that
 * must be active, in its dates and under its limit, one percent off the subtotal spread over the lines.
 */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });
const usd = (amount: number) => ({ amount, currency: 1 });

const quote = (body: Record<string, unknown>, userId = 'u-quote') =>
  file.post('/api/subscription/quote', body, asUser(userId));

describe('quoting an order', () => {
  it('prices a yearly plan at the catalogue’s price, with its 50 % period saving shown', async () => {
    const answer = await quote({ subscriptionList: [{ productId: 83, planId: 832 }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      lines: [
        {
          productId: 83,
          productName: 'English Premier League',
          sportType: 1,
          planId: 832,
          period: 2,
          price: usd(59400),
          undiscountedPrice: usd(118800),
          periodDiscountPercent: 50,
        },
      ],
      subtotal: usd(59400),
      promotion: null,
      total: usd(59400),
    });
  });

  it('takes a promotion code’s percent off the subtotal, rounded to the cent, whatever its case', async () => {
    const answer = await quote({
      subscriptionList: [
        { productId: 83, planId: 831 },
        { productId: 82, planId: 823 },
      ],
      promotionCode: 'launch25',
    });
    expect(answer.status).toBe(200);
    // 9900 + round(29900 × 3 × 0.67) = 9900 + 60099 = 69999; 25 % of it is 17499.75 → 17500.
    expect(answer.body.data).toMatchObject({
      subtotal: usd(69999),
      promotion: { code: 'LAUNCH25', percentOff: 25, amountOff: usd(17500) },
      total: usd(52499),
    });
    expect(answer.body.data.lines.map((line: { periodDiscountPercent: number }) => line.periodDiscountPercent)).toEqual(
      [0, 33],
    );
  });

  it('accepts the form-encoded list of SPEC.md §7 (one field holding JSON)', async () => {
    const answer = await quote({ subscriptionList: JSON.stringify([{ productId: 83, planId: 831 }]) });
    expect(answer.body.data.total).toEqual(usd(9900));
  });

  it('refuses an unknown, inactive, expired, not yet valid or used-up promotion code with 13008', async () => {
    await file.query(
      `insert into billing.promotion_codes (code, percent_off, redemption_limit, redemptions, valid_from, valid_until, is_active) values
       ('OLD', 10, null, 0, '2025-01-01', '2026-01-01', true),
       ('SOON', 10, null, 0, '2026-06-01', null, true),
       ('OFF', 10, null, 0, '2025-01-01', null, false),
       ('USEDUP', 10, 2, 2, '2025-01-01', null, true)`,
    );
    for (const promotionCode of ['NOPE', 'OLD', 'SOON', 'OFF', 'USEDUP']) {
      const answer = await quote({ subscriptionList: [{ productId: 83, planId: 831 }], promotionCode });
      expect({ promotionCode, status: answer.status, body: answer.body }).toEqual({
        promotionCode,
        status: 400,
        body: { resultCode: 13008, resultInfo: 'Promotion code invalid' },
      });
    }
  });

  it('refuses a badly written promotion code naming the field', async () => {
    const answer = await quote({ subscriptionList: [{ productId: 83, planId: 831 }], promotionCode: 'no spaces!' });
    expect(answer.status).toBe(400);
    expect(answer.body.resultCode).toBe(10002);
    expect(answer.body.resultInfo).toMatch(/^promotionCode: /);
  });

  it.each([
    {
      refused: 'plans in more than one currency',
      subscriptionList: [
        { productId: 83, planId: 831 },
        { productId: 84, planId: 841 },
      ],
      resultInfo: 'subscriptionList: the plans of one order must be in one currency',
    },
    {
      refused: 'a product twice',
      subscriptionList: [
        { productId: 83, planId: 831 },
        { productId: 83, planId: 832 },
      ],
      resultInfo: 'subscriptionList: each product may be ordered once per order',
    },
  ])('refuses $refused', async ({ subscriptionList, resultInfo }) => {
    // Plan 841 is sold in another currency than 831.
    await file.catalogueQuery('update catalogue.plans set currency = 3 where plan_id = 841');
    const answer = await quote({ subscriptionList });
    expect(answer.body).toEqual({ resultCode: 10002, resultInfo });
  });

  it('passes on the catalogue’s answer for a plan that is not on sale', async () => {
    const answer = await quote({ subscriptionList: [{ productId: 83, planId: 821 }] });
    expect(answer.body.resultCode).toBe(12006);
    const empty = await quote({ subscriptionList: [] });
    expect(empty.status).toBe(400);
  });

  it('is for signed-in customers only', async () => {
    const answer = await file.post('/api/subscription/quote', { subscriptionList: [{ productId: 83, planId: 831 }] });
    expect(answer.body.resultCode).toBe(11007);
  });
});
