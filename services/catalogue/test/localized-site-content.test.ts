import { describe, expect, it } from 'vitest';
import { callAsBackoffice } from './support/catalogue-under-test.ts';
import { useCatalogueTestFile } from './support/catalogue-test-file.ts';

/** Seeded texts a visitor reads (partner link names, FAQ keywords, notices) answered in the request's language. */
const catalogue = useCatalogueTestFile();

async function configIn(lang?: string): Promise<Record<string, string>> {
  const { status, body } = await catalogue.get(`/api/setting/getSystemConfig${lang ? `?lang=${lang}` : ''}`);
  expect(status).toBe(200);
  return Object.fromEntries(body.data.configs.map((entry: { key: string; value: string }) => [entry.key, entry.value]));
}

async function linkNamesIn(lang?: string): Promise<string[]> {
  const { status, body } = await catalogue.post(`/api/link/getLinks${lang ? `?lang=${lang}` : ''}`);
  expect(status).toBe(200);
  for (const link of body.data.list) expect(Object.keys(link).sort()).toEqual(['linkId', 'order', 'url', 'webName']);
  return body.data.list.map((link: { webName: string }) => link.webName);
}

function setConfig(key: string, value: string) {
  return callAsBackoffice(catalogue.service(), 'PUT', `/internal/system-config/${key}`, { value });
}

describe('partner link names', () => {
  it('are answered in Vietnamese with ?lang=vi, in English otherwise', async () => {
    expect(await linkNamesIn('vi')).toEqual([
      'Matchwire Thái Lan',
      'Trạng thái API Matchwire',
      'Cộng đồng nhà phát triển',
      'Tiện ích tỷ số trực tiếp',
    ]);
    const english = ['Matchwire Thailand', 'Matchwire API Status', 'Developer Community', 'Live Score Widgets'];
    expect(await linkNamesIn('en')).toEqual(english);
    expect(await linkNamesIn()).toEqual(english);
    expect(await linkNamesIn('th')).toEqual(english);
  });

  it('fall back to the English name for a link without a Vietnamese one', async () => {
    await catalogue.query(
      `insert into catalogue.links (url, web_name, sort_order) values ('https://partner.example/only-en', 'Only English', 50)`,
    );
    expect((await linkNamesIn('vi')).at(-1)).toBe('Only English');
  });
});

describe('FAQ popular searches and notices in the system config', () => {
  it('answers the seeded FAQ keywords in the request language', async () => {
    expect((await configIn('vi')).faqKeywords).toBe(
      'khóa API,danh sách IP,dùng thử miễn phí,tỷ lệ kèo,tỷ số trực tiếp',
    );
    expect((await configIn('en')).faqKeywords).toBe('API key,IP whitelist,free trial,odds,live scores');
    expect((await configIn()).faqKeywords).toBe('API key,IP whitelist,free trial,odds,live scores');
  });

  it('takes a localized notice from the back office and applies the # switch per language', async () => {
    const notice = JSON.stringify({ en: 'Maintenance on Sunday', vi: 'Bảo trì vào Chủ nhật' });
    expect((await setConfig('noticeHome', notice)).statusCode).toBe(200);
    expect((await configIn('vi')).noticeHome).toBe('Bảo trì vào Chủ nhật');
    expect((await configIn('en')).noticeHome).toBe('Maintenance on Sunday');

    expect((await setConfig('noticeHome', JSON.stringify({ en: '# off', vi: '# tắt' }))).statusCode).toBe(200);
    expect((await configIn('vi')).noticeHome).toBe('');

    // A plain text is every language's; other keys are never read as localized.
    expect((await setConfig('noticeDocs', 'Docs moved to v2')).statusCode).toBe(200);
    expect((await configIn('vi')).noticeDocs).toBe('Docs moved to v2');
    expect((await configIn('vi')).messagingList).toMatch(/^\[/);
  });

  it('refuses a localized value that is not {en, vi} JSON with an English text', async () => {
    for (const value of ['{"vi":"chỉ tiếng Việt"}', '{not json', '{"en":""}']) {
      const response = await setConfig('faqKeywords', value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().resultCode).toBe(10002);
    }
    expect((await configIn('vi')).faqKeywords).toBe(
      'khóa API,danh sách IP,dùng thử miễn phí,tỷ lệ kèo,tỷ số trực tiếp',
    );
  });
});

describe('a database seeded before the Vietnamese texts', () => {
  it('gets them where the operator kept the English seed, and keeps what they changed', async () => {
    const { seedDemoData } = await import('../src/seed/seed-demo-data.ts');
    await catalogue.query(`delete from catalogue.system_configs where key = 'seeded.localizedSiteContent'`);
    await catalogue.query(`update catalogue.links set web_name_translations = '{}'`);
    await catalogue.query(
      `update catalogue.links set web_name = 'Our status page' where url = 'https://status.matchwire.io'`,
    );
    await catalogue.query(
      `update catalogue.system_configs set value = 'API key,IP whitelist,free trial,odds,live scores' where key = 'faqKeywords'`,
    );

    await seedDemoData(catalogue.service().deps.db);

    const names = await linkNamesIn('vi');
    expect(names).toContain('Matchwire Thái Lan');
    expect(names).toContain('Our status page');
    expect((await configIn('vi')).faqKeywords).toBe(
      'khóa API,danh sách IP,dùng thử miễn phí,tỷ lệ kèo,tỷ số trực tiếp',
    );
  });
});
