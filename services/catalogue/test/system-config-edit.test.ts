import { describe, expect, it } from 'vitest';
import { asBackoffice } from './support/catalogue-under-test.ts';
import { expectSiteContentChanges, useCatalogueTestFile } from './support/catalogue-test-file.ts';

const catalogue = useCatalogueTestFile();

function setConfig(key: string, value: unknown, headers: Record<string, string> = asBackoffice) {
  return catalogue.service().app.inject({
    method: 'PUT',
    url: `/internal/system-config/${key}`,
    headers,
    payload: { value },
  });
}

async function publicConfig(): Promise<Record<string, string>> {
  const { body } = await catalogue.get('/api/setting/getSystemConfig');
  return Object.fromEntries(body.data.configs.map((entry: { key: string; value: string }) => [entry.key, entry.value]));
}

const configEvents = () => catalogue.outboxEvents('system-config:%');

describe('PUT /internal/system-config/:key (back office)', () => {
  it('sets a notice and a promotion toggle, answered publicly at once, each with an event', async () => {
    const before = (await configEvents()).length;
    const notice = await setConfig('noticeHome', 'Scheduled maintenance on Sunday 02:00 UTC');
    expect(notice.statusCode).toBe(200);
    expect(notice.json().data).toEqual({ key: 'noticeHome', value: 'Scheduled maintenance on Sunday 02:00 UTC' });
    expect((await setConfig('promotionNavTab', 'false')).statusCode).toBe(200);

    const values = await publicConfig();
    expect(values.noticeHome).toBe('Scheduled maintenance on Sunday 02:00 UTC');
    expect(values.promotionNavTab).toBe('false');

    expectSiteContentChanges((await configEvents()).slice(before), 'system-config', ['noticeHome', 'promotionNavTab']);
  });

  it('moves the promotion cycle, which stays out of the public config', async () => {
    expect((await setConfig('promotionCycleStart', '2026-01-05')).statusCode).toBe(200);
    const { body } = await catalogue.get('/api/product/promotionList');
    expect(body.data.cycle.startDate).toBe('2026-01-05');
    expect(await publicConfig()).not.toHaveProperty('promotionCycleStart');
  });

  it.each([
    ['an unknown key', 'somethingElse', 'x'],
    ['a toggle that is not true or false', 'promotionPage', 'yes'],
    ['trial days that are no whole number', 'freeTrialDays', '0'],
    ['a cycle start that is no date', 'promotionCycleStart', 'next monday'],
    ['a value that is no text', 'noticeDocs', 42],
    ['a value over 10 000 characters', 'noticeDocs', 'x'.repeat(10_001)],
  ])('refuses %s with 400 / 10002 and changes nothing', async (_case, key, value) => {
    const before = await publicConfig();
    const eventsBefore = (await configEvents()).length;
    const response = await setConfig(key, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe(10002);
    expect(await publicConfig()).toEqual(before);
    expect(await configEvents()).toHaveLength(eventsBefore);
  });

  it('names the rule a refused value broke', async () => {
    expect((await setConfig('freeTrialDays', '-3')).json().resultInfo).toBe(
      'freeTrialDays must be a whole number of days, 1 to 999',
    );
  });

  it('refuses an edit without the back office credentials', async () => {
    expect((await setConfig('noticeHome', 'x', {})).statusCode).toBe(403);
    expect((await publicConfig()).noticeHome).not.toBe('x');
  });
});
