import { demoInterfaces } from './demo-interfaces.ts';
import { seoFor, type TDemoProductDetail } from './demo-detail-types.ts';

const nba = { en: 'NBA', vi: 'NBA' };
const euroleague = { en: 'EuroLeague', vi: 'EuroLeague' };
const odds = { en: 'Basketball Odds', vi: 'Tỷ lệ kèo bóng rổ' };
const global = { en: 'Global Basketball Live Scores', vi: 'Tỉ số bóng rổ trực tiếp toàn cầu' };

export const basketballDetails: TDemoProductDetail[] = [
  {
    productId: 81,
    name: nba,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 2210,
    monthlyAmount: 9900,
    oneTimeAmount: 49900,
    leagueIds: [1],
    interfaces: demoInterfaces.basketballScores,
    sellingPoints: {
      en: [
        'Every NBA game live, from preseason to the Finals',
        'Quarter-by-quarter scores and full box scores',
        'Player statistics, standings and playoff brackets',
        'Historical seasons available as a one-time purchase',
      ],
      vi: [
        'Mọi trận NBA trực tiếp, từ giai đoạn tiền mùa giải đến Chung kết',
        'Tỉ số từng hiệp và thống kê chi tiết toàn trận',
        'Thống kê cầu thủ, bảng xếp hạng và nhánh đấu playoff',
        'Có thể mua một lần dữ liệu các mùa giải trước',
      ],
    },
    seo: seoFor(
      nba,
      {
        en: 'NBA live scores, box scores and player statistics through a fast REST API.',
        vi: 'Tỉ số trực tiếp, thống kê trận đấu và thống kê cầu thủ NBA qua REST API tốc độ cao.',
      },
      { en: 'NBA API, basketball data, NBA live scores', vi: 'API NBA, dữ liệu bóng rổ, tỉ số NBA trực tiếp' },
    ),
  },
  {
    productId: 84,
    name: euroleague,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 640,
    monthlyAmount: 9900,
    leagueIds: [2, 6],
    interfaces: demoInterfaces.basketballScores,
    sellingPoints: {
      en: [
        'EuroLeague regular season, play-in, playoffs and Final Four',
        'Spanish Liga ACB included',
        'Live scores and box scores for every game',
      ],
      vi: [
        'EuroLeague từ mùa giải chính, vòng play-in, playoff đến Final Four',
        'Bao gồm giải Liga ACB Tây Ban Nha',
        'Tỉ số trực tiếp và thống kê chi tiết cho mọi trận đấu',
      ],
    },
    seo: seoFor(
      euroleague,
      {
        en: 'EuroLeague and Liga ACB live scores and statistics API.',
        vi: 'API tỉ số trực tiếp và thống kê EuroLeague và Liga ACB.',
      },
      { en: 'EuroLeague API, European basketball data', vi: 'API EuroLeague, dữ liệu bóng rổ châu Âu' },
    ),
  },
  {
    productId: 85,
    name: odds,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 1190,
    monthlyAmount: 19900,
    leagueIds: [1, 2, 3, 5, 6],
    interfaces: demoInterfaces.basketballOdds,
    sellingPoints: {
      en: [
        'Moneyline, point spread and totals, pre-game and in-play',
        'Line movements with timestamps from leading bookmakers',
        'NBA, EuroLeague, CBA, NBL and Liga ACB',
      ],
      vi: [
        'Kèo thắng thua, kèo chấp và tổng điểm trước trận và trong trận',
        'Biến động kèo có mốc thời gian từ các nhà cái hàng đầu',
        'NBA, EuroLeague, CBA, NBL và Liga ACB',
      ],
    },
    seo: seoFor(
      odds,
      {
        en: 'Basketball odds API: moneyline, spread and totals, pre-game and live.',
        vi: 'API tỷ lệ kèo bóng rổ: kèo thắng thua, kèo chấp và tổng điểm trước trận và trực tiếp.',
      },
      { en: 'basketball odds API, NBA odds', vi: 'API tỷ lệ kèo bóng rổ, kèo NBA' },
    ),
  },
  {
    productId: 86,
    name: global,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 870,
    monthlyAmount: 14900,
    leagueIds: [1, 2, 3, 5, 6, 7, 9],
    interfaces: demoInterfaces.basketballScores,
    sellingPoints: {
      en: [
        'More than 200 basketball competitions worldwide',
        'Live scores by quarter with game clock',
        'Vietnam Basketball Association (VBA) included',
      ],
      vi: [
        'Hơn 200 giải bóng rổ trên toàn thế giới',
        'Tỉ số trực tiếp theo từng hiệp kèm đồng hồ trận đấu',
        'Bao gồm Giải bóng rổ chuyên nghiệp Việt Nam (VBA)',
      ],
    },
    seo: seoFor(
      global,
      {
        en: 'Worldwide basketball live scores API covering more than 200 competitions.',
        vi: 'API tỉ số bóng rổ trực tiếp toàn cầu với hơn 200 giải đấu.',
      },
      { en: 'basketball live score API', vi: 'API tỉ số bóng rổ trực tiếp' },
    ),
  },
];
