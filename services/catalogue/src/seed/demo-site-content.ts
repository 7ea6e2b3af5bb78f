/** Partner links of the footer (operators replace them in the back office); names in every language. */
export const demoLinks = [
  {
    url: 'https://th.matchwire.io',
    webName: 'Matchwire Thailand',
    webNameTranslations: { vi: 'Matchwire Thái Lan' },
    sortOrder: 10,
  },
  {
    url: 'https://status.matchwire.io',
    webName: 'Matchwire API Status',
    webNameTranslations: { vi: 'Trạng thái API Matchwire' },
    sortOrder: 20,
  },
  {
    url: 'https://community.matchwire.io',
    webName: 'Developer Community',
    webNameTranslations: { vi: 'Cộng đồng nhà phát triển' },
    sortOrder: 30,
  },
  {
    url: 'https://widgets.matchwire.io',
    webName: 'Live Score Widgets',
    webNameTranslations: { vi: 'Tiện ích tỷ số trực tiếp' },
    sortOrder: 40,
  },
];

/** FAQ 'popular searches' per language (a localized system config value, see src/system-config/config-values.ts). */
export const demoFaqKeywords = {
  en: 'API key,IP whitelist,free trial,odds,live scores',
  vi: 'khóa API,danh sách IP,dùng thử miễn phí,tỷ lệ kèo,tỷ số trực tiếp',
};

/** The home banner per language; stored sanitised like any edit. */
export const demoHomeBanners = {
  en:
    '<p><strong>New:</strong> esports data for League of Legends, Dota 2 and CS:GO. ' +
    '<a href="/products/esports">See the plans</a></p>',
  vi:
    '<p><strong>Mới:</strong> dữ liệu thể thao điện tử cho Liên Minh Huyền Thoại, Dota 2 và CS:GO. ' +
    '<a href="/products/esports?lang=vi">Xem các gói</a></p>',
};

/** Floating "contact us" buttons; `code` is the QR image key, empty until one is uploaded. */
export const demoMessagingList = [
  { name: 'WhatsApp', phone: '+65 8123 4567', url: 'https://wa.me/6581234567', code: '' },
  { name: 'Telegram', phone: '@matchwire_sales', url: 'https://t.me/matchwire_sales', code: '' },
  { name: 'Zalo', phone: '+84 901 234 567', url: 'https://zalo.me/84901234567', code: '' },
];
