import { defaultPromotionCycleStart } from '../promotion/promotion-cycle.ts';
import { internalConfigKeys, type TConfigKey } from '@matchwire/contracts/catalogue/system-config';
import { demoFaqKeywords, demoMessagingList } from './demo-site-content.ts';

/**
 * Demo catalogue for local runs and tests: football, basketball and esports products with
 * the hot/new/sale tags and the fixed ids of SPEC.md (53 odds, 81 NBA, 82 five major leagues,
 * 83 English Premier League).
 */
export const demoProducts = [
  {
    productId: 82,
    englishName: 'Top 5 European Leagues',
    chineseName: '五大联赛',
    sportType: 1,
    tag: 1,
    sortOrder: 10,
  },
  { productId: 83, englishName: 'English Premier League', chineseName: '英超', sportType: 1, tag: 1, sortOrder: 20 },
  { productId: 53, englishName: 'Football Odds', chineseName: '足球指数', sportType: 1, tag: 2, sortOrder: 30 },
  { productId: 54, englishName: 'UEFA Champions League', chineseName: '欧冠', sportType: 1, tag: null, sortOrder: 40 },
  {
    productId: 55,
    englishName: 'Global Football Live Scores',
    chineseName: '全球足球比分',
    sportType: 1,
    tag: 3,
    sortOrder: 50,
  },
  {
    productId: 56,
    englishName: 'Football Player Statistics',
    chineseName: '足球球员统计',
    sportType: 1,
    tag: 2,
    sortOrder: 60,
  },
  {
    productId: 57,
    englishName: 'Expected Goals (xG) Beta',
    chineseName: null,
    sportType: 1,
    tag: 2,
    sortOrder: 70,
    isOnlyTesterVisible: true,
  },
  {
    productId: 58,
    englishName: 'Legacy Football Feed',
    chineseName: null,
    sportType: 1,
    tag: null,
    sortOrder: 80,
    status: 2,
  },
  { productId: 81, englishName: 'NBA', chineseName: 'NBA', sportType: 2, tag: 1, sortOrder: 10 },
  { productId: 84, englishName: 'EuroLeague', chineseName: '欧洲篮球联赛', sportType: 2, tag: 2, sortOrder: 20 },
  { productId: 85, englishName: 'Basketball Odds', chineseName: '篮球指数', sportType: 2, tag: 3, sortOrder: 30 },
  {
    productId: 86,
    englishName: 'Global Basketball Live Scores',
    chineseName: '全球篮球比分',
    sportType: 2,
    tag: null,
    sortOrder: 40,
  },
  { productId: 90, englishName: 'League of Legends', chineseName: '英雄联盟', sportType: 3, tag: 1, sortOrder: 10 },
  { productId: 91, englishName: 'Dota 2', chineseName: 'Dota 2', sportType: 3, tag: 2, sortOrder: 20 },
  { productId: 92, englishName: 'CS:GO', chineseName: 'CS:GO', sportType: 3, tag: null, sortOrder: 30 },
  { productId: 93, englishName: 'Esports Odds', chineseName: '电竞指数', sportType: 3, tag: 3, sortOrder: 40 },
] as const;

export const demoSystemConfig: Record<TConfigKey, string> = {
  freeTrialDays: '30',
  faqGetStartedIds: '1,2,3',
  faqKeywords: JSON.stringify(demoFaqKeywords),
  faqIds: '1,2,3,4,5',
  customerLinks: JSON.stringify([]),
  uploadDomain: '',
  imageBaseUrl: '',
  animationProductMap: JSON.stringify({ football: 82, basketball: 81 }),
  liveAnimationDefaultUserIds: '',
  messagingList: JSON.stringify(demoMessagingList),
  noticeHome: '',
  noticeDocs: '',
  noticeConsole: '',
  promotionNavTab: 'true',
  promotionPage: 'true',
};

/** Settings only the catalogue reads (never answered by getSystemConfig). */
export const demoInternalConfig: Record<string, string> = {
  [internalConfigKeys.promotionCycleStart]: defaultPromotionCycleStart,
};
