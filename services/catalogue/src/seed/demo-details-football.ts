import { demoInterfaces } from './demo-interfaces.ts';
import { seoFor, type TDemoProductDetail } from './demo-detail-types.ts';

const top5 = { en: 'Top 5 European Leagues', vi: '5 giải VĐQG hàng đầu châu Âu' };
const epl = { en: 'English Premier League', vi: 'Ngoại hạng Anh' };
const odds = { en: 'Football Odds', vi: 'Tỷ lệ kèo bóng đá' };
const ucl = { en: 'UEFA Champions League', vi: 'Cúp C1 châu Âu' };
const global = { en: 'Global Football Live Scores', vi: 'Tỉ số bóng đá trực tiếp toàn cầu' };
const players = { en: 'Football Player Statistics', vi: 'Thống kê cầu thủ bóng đá' };
const xg = { en: 'Expected Goals (xG) Beta', vi: 'Bàn thắng kỳ vọng (xG) Beta' };
const legacy = { en: 'Legacy Football Feed', vi: 'Nguồn dữ liệu bóng đá cũ' };

export const footballDetails: TDemoProductDetail[] = [
  {
    productId: 82,
    name: top5,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 1860,
    monthlyAmount: 29900,
    leagueIds: [36, 31, 34, 8, 11, 103, 113, 138, 140],
    interfaces: demoInterfaces.footballScores,
    sellingPoints: {
      en: [
        'Premier League, La Liga, Serie A, Bundesliga and Ligue 1 in one subscription',
        'Live scores, events and lineups within seconds of the action',
        'Detailed match statistics, standings and head-to-head records',
        'Domestic cups and European competitions included',
      ],
      vi: [
        'Ngoại hạng Anh, La Liga, Serie A, Bundesliga và Ligue 1 trong một gói đăng ký',
        'Tỉ số, diễn biến và đội hình trực tiếp chỉ vài giây sau mỗi tình huống',
        'Thống kê trận đấu chi tiết, bảng xếp hạng và lịch sử đối đầu',
        'Bao gồm các cúp quốc nội và cúp châu Âu',
      ],
    },
    seo: seoFor(
      top5,
      {
        en: 'Live scores, statistics and lineups for the five major European football leagues through one REST API.',
        vi: 'Tỉ số trực tiếp, thống kê và đội hình của 5 giải bóng đá hàng đầu châu Âu qua một REST API duy nhất.',
      },
      {
        en: 'football API, Premier League API, La Liga API, Serie A API, Bundesliga API, Ligue 1 API',
        vi: 'API bóng đá, API Ngoại hạng Anh, API La Liga, API Serie A, API Bundesliga, API Ligue 1',
      },
    ),
  },
  {
    productId: 83,
    name: epl,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 2430,
    monthlyAmount: 9900,
    oneTimeAmount: 49900,
    leagueIds: [36, 138, 140],
    interfaces: demoInterfaces.footballScores,
    sellingPoints: {
      en: [
        'Every Premier League match live: goals, cards, substitutions and VAR decisions',
        'FA Cup and EFL Cup fixtures included',
        'Historical results and statistics since the 2010/11 season',
        'One-time purchase of the full archive available',
      ],
      vi: [
        'Mọi trận đấu Ngoại hạng Anh trực tiếp: bàn thắng, thẻ phạt, thay người và quyết định VAR',
        'Bao gồm lịch thi đấu Cúp FA và Cúp Liên đoàn Anh',
        'Kết quả và thống kê lịch sử từ mùa giải 2010/11',
        'Có thể mua một lần toàn bộ kho dữ liệu lịch sử',
      ],
    },
    seo: seoFor(
      epl,
      {
        en: 'Premier League live scores, fixtures, lineups and statistics for apps and websites.',
        vi: 'Tỉ số trực tiếp, lịch thi đấu, đội hình và thống kê Ngoại hạng Anh cho ứng dụng và website.',
      },
      {
        en: 'Premier League API, EPL data, English football live scores',
        vi: 'API Ngoại hạng Anh, dữ liệu EPL, tỉ số bóng đá Anh trực tiếp',
      },
    ),
  },
  {
    productId: 53,
    name: odds,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 3120,
    monthlyAmount: 19900,
    leagueIds: [36, 31, 34, 8, 11, 103, 113, 626, 632, 25, 15, 242, 4],
    interfaces: demoInterfaces.footballOdds,
    sellingPoints: {
      en: [
        'Pre-match and in-play odds: 1X2, Asian handicap and over/under',
        'Opening, current and closing lines with every movement timestamped',
        'Odds from leading bookmakers, updated every few seconds in play',
        'Covers Europe, Asia and the Americas',
      ],
      vi: [
        'Tỷ lệ kèo trước trận và trong trận: 1X2, kèo châu Á và tài xỉu',
        'Kèo mở, kèo hiện tại và kèo đóng với mốc thời gian cho từng lần thay đổi',
        'Tỷ lệ từ các nhà cái hàng đầu, cập nhật vài giây một lần khi trận đấu diễn ra',
        'Phủ sóng châu Âu, châu Á và châu Mỹ',
      ],
    },
    seo: seoFor(
      odds,
      {
        en: 'Real-time football odds API: 1X2, Asian handicap and over/under from major bookmakers.',
        vi: 'API tỷ lệ kèo bóng đá thời gian thực: 1X2, kèo châu Á và tài xỉu từ các nhà cái lớn.',
      },
      {
        en: 'football odds API, Asian handicap API, live odds feed',
        vi: 'API tỷ lệ kèo bóng đá, API kèo châu Á, dữ liệu kèo trực tiếp',
      },
    ),
  },
  {
    productId: 54,
    name: ucl,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 1540,
    monthlyAmount: 9900,
    leagueIds: [103, 113],
    interfaces: demoInterfaces.footballScores,
    sellingPoints: {
      en: [
        'Champions League and Europa League from qualifying to the final',
        'Live scores, lineups and match statistics',
        'League-phase standings and knockout brackets',
      ],
      vi: [
        'Cúp C1 và Cúp C2 châu Âu từ vòng loại đến trận chung kết',
        'Tỉ số trực tiếp, đội hình và thống kê trận đấu',
        'Bảng xếp hạng vòng phân hạng và nhánh đấu loại trực tiếp',
      ],
    },
    seo: seoFor(
      ucl,
      {
        en: 'Champions League and Europa League live data: scores, lineups, standings and brackets.',
        vi: 'Dữ liệu trực tiếp Cúp C1 và Cúp C2 châu Âu: tỉ số, đội hình, bảng xếp hạng và nhánh đấu.',
      },
      { en: 'Champions League API, UEFA data, Europa League API', vi: 'API Cúp C1, dữ liệu UEFA, API Cúp C2' },
    ),
  },
  {
    productId: 55,
    name: global,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 2780,
    monthlyAmount: 19900,
    oneTimeAmount: 99900,
    leagueIds: [36, 31, 34, 8, 11, 37, 57, 23, 103, 113, 75, 192, 626, 632, 25, 15, 242, 4],
    interfaces: demoInterfaces.footballScores,
    sellingPoints: {
      en: [
        'More than 1,000 competitions worldwide, from top flights to youth leagues',
        'Live scores with goal, card and substitution events',
        'Standings, fixtures and results for every covered season',
        'Ideal for live-score apps and widgets',
      ],
      vi: [
        'Hơn 1.000 giải đấu trên toàn thế giới, từ giải hạng cao nhất đến giải trẻ',
        'Tỉ số trực tiếp kèm sự kiện bàn thắng, thẻ phạt và thay người',
        'Bảng xếp hạng, lịch thi đấu và kết quả của mọi mùa giải được hỗ trợ',
        'Lý tưởng cho ứng dụng tỉ số trực tiếp và widget',
      ],
    },
    seo: seoFor(
      global,
      {
        en: 'Worldwide football live scores API covering more than 1,000 competitions.',
        vi: 'API tỉ số bóng đá trực tiếp toàn cầu với hơn 1.000 giải đấu.',
      },
      {
        en: 'live score API, football data feed, soccer API',
        vi: 'API tỉ số trực tiếp, dữ liệu bóng đá, API bóng đá',
      },
    ),
  },
  {
    productId: 56,
    name: players,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 960,
    monthlyAmount: 14900,
    oneTimeAmount: 29900,
    leagueIds: [36, 31, 34, 8, 11, 103],
    interfaces: demoInterfaces.footballPlayers,
    sellingPoints: {
      en: [
        'Per-match player ratings, shots, passes, tackles and minutes played',
        'Season totals and per-90 figures for every squad player',
        'Transfers and squad changes kept up to date',
      ],
      vi: [
        'Điểm đánh giá, cú sút, đường chuyền, tắc bóng và số phút thi đấu của từng cầu thủ mỗi trận',
        'Tổng số liệu cả mùa và chỉ số mỗi 90 phút cho mọi cầu thủ trong đội hình',
        'Chuyển nhượng và thay đổi đội hình luôn được cập nhật',
      ],
    },
    seo: seoFor(
      players,
      {
        en: 'Football player statistics API: ratings, shots, passes and season totals.',
        vi: 'API thống kê cầu thủ bóng đá: điểm đánh giá, cú sút, đường chuyền và số liệu cả mùa.',
      },
      { en: 'player stats API, football statistics', vi: 'API thống kê cầu thủ, thống kê bóng đá' },
    ),
  },
  {
    productId: 57,
    name: xg,
    isPromotion: false,
    productType: 1,
    salesBaseCount: 0,
    monthlyAmount: 19900,
    leagueIds: [36, 31],
    interfaces: demoInterfaces.footballXg,
    sellingPoints: {
      en: ['Shot-by-shot expected goals (xG) for every match', 'Early access for testers: fields may change'],
      vi: [
        'Chỉ số bàn thắng kỳ vọng (xG) cho từng cú sút của mỗi trận',
        'Truy cập sớm dành cho người thử nghiệm: các trường dữ liệu có thể thay đổi',
      ],
    },
    seo: seoFor(
      xg,
      { en: 'Expected goals (xG) data, beta.', vi: 'Dữ liệu bàn thắng kỳ vọng (xG), bản thử nghiệm.' },
      { en: 'xG API, expected goals', vi: 'API xG, bàn thắng kỳ vọng' },
    ),
  },
  {
    productId: 58,
    name: legacy,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 0,
    monthlyAmount: 9900,
    leagueIds: [36],
    interfaces: demoInterfaces.footballScores,
    sellingPoints: {
      en: ['Retired: replaced by Global Football Live Scores'],
      vi: ['Đã ngừng cung cấp: thay thế bằng Tỉ số bóng đá trực tiếp toàn cầu'],
    },
    seo: seoFor(
      legacy,
      { en: 'Retired product.', vi: 'Sản phẩm đã ngừng cung cấp.' },
      { en: 'football feed', vi: 'dữ liệu bóng đá' },
    ),
  },
];
