import { demoInterfaces } from './demo-interfaces.ts';
import { seoFor, type TDemoProductDetail } from './demo-detail-types.ts';

const lol = { en: 'League of Legends', vi: 'Liên Minh Huyền Thoại' };
const dota = { en: 'Dota 2', vi: 'Dota 2' };
const csgo = { en: 'CS:GO', vi: 'CS:GO' };
const odds = { en: 'Esports Odds', vi: 'Tỷ lệ kèo thể thao điện tử' };

export const esportsDetails: TDemoProductDetail[] = [
  {
    productId: 90,
    name: lol,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 1320,
    monthlyAmount: 9900,
    leagueIds: [5001, 5002, 5003, 5004, 5005, 5006, 5007],
    interfaces: demoInterfaces.esportsLol,
    sellingPoints: {
      en: [
        'LCK, LPL, LEC, LTA and VCS plus Worlds and MSI',
        'Live gold, kills, towers, dragons and barons per game',
        'Champion picks and bans with player statistics',
      ],
      vi: [
        'LCK, LPL, LEC, LTA và VCS cùng CKTG và MSI',
        'Vàng, mạng hạ gục, trụ, rồng và baron trực tiếp theo từng ván',
        'Lượt cấm chọn tướng kèm thống kê tuyển thủ',
      ],
    },
    seo: seoFor(
      lol,
      {
        en: 'League of Legends esports data API: live games, picks and bans, player statistics.',
        vi: 'API dữ liệu Liên Minh Huyền Thoại: trận đấu trực tiếp, cấm chọn và thống kê tuyển thủ.',
      },
      { en: 'League of Legends API, LoL esports data', vi: 'API Liên Minh Huyền Thoại, dữ liệu LMHT' },
    ),
  },
  {
    productId: 91,
    name: dota,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 780,
    monthlyAmount: 9900,
    leagueIds: [5101, 5102, 5103, 5104],
    interfaces: demoInterfaces.esportsDota2,
    sellingPoints: {
      en: [
        'The International, DreamLeague, ESL One and Riyadh Masters',
        'Live net worth, kills and objectives per game',
        'Hero drafts and player statistics',
      ],
      vi: [
        'The International, DreamLeague, ESL One và Riyadh Masters',
        'Tài sản, mạng hạ gục và mục tiêu trực tiếp theo từng ván',
        'Lượt chọn tướng và thống kê tuyển thủ',
      ],
    },
    seo: seoFor(
      dota,
      {
        en: 'Dota 2 esports data API: live games, drafts and player statistics.',
        vi: 'API dữ liệu Dota 2: trận đấu trực tiếp, chọn tướng và thống kê tuyển thủ.',
      },
      { en: 'Dota 2 API, Dota esports data', vi: 'API Dota 2, dữ liệu thể thao điện tử Dota' },
    ),
  },
  {
    productId: 92,
    name: csgo,
    isPromotion: true,
    productType: 0,
    salesBaseCount: 910,
    monthlyAmount: 9900,
    leagueIds: [5201, 5202, 5203, 5204],
    interfaces: demoInterfaces.esportsCsgo,
    sellingPoints: {
      en: [
        'ESL Pro League, BLAST Premier, IEM and the Majors',
        'Round-by-round scores and map vetoes',
        'Player K/D, ADR and rating for every map',
      ],
      vi: [
        'ESL Pro League, BLAST Premier, IEM và các giải Major',
        'Tỉ số từng hiệp và lượt cấm chọn bản đồ',
        'Chỉ số K/D, ADR và rating của tuyển thủ trên từng bản đồ',
      ],
    },
    seo: seoFor(
      csgo,
      {
        en: 'CS:GO and Counter-Strike 2 esports data API: live rounds, maps and player statistics.',
        vi: 'API dữ liệu CS:GO và Counter-Strike 2: từng hiệp trực tiếp, bản đồ và thống kê tuyển thủ.',
      },
      { en: 'CS:GO API, Counter-Strike data', vi: 'API CS:GO, dữ liệu Counter-Strike' },
    ),
  },
  {
    productId: 93,
    name: odds,
    isPromotion: false,
    productType: 0,
    salesBaseCount: 1050,
    monthlyAmount: 19900,
    leagueIds: [5001, 5002, 5006, 5101, 5201, 5204, 5301, 5302, 5303, 5304],
    interfaces: demoInterfaces.esportsOdds,
    sellingPoints: {
      en: [
        'Match winner, map handicap and totals for League of Legends, Dota 2 and CS:GO',
        'Other games too: Valorant, Arena of Valor, Mobile Legends and Honor of Kings',
        'Pre-match and live odds with line movements',
      ],
      vi: [
        'Kèo đội thắng, kèo chấp bản đồ và tổng cho Liên Minh Huyền Thoại, Dota 2 và CS:GO',
        'Cả các trò chơi khác: Valorant, Liên Quân Mobile, Mobile Legends và Vương Giả Vinh Diệu',
        'Tỷ lệ kèo trước trận và trực tiếp kèm biến động kèo',
      ],
    },
    seo: seoFor(
      odds,
      {
        en: 'Esports odds API for League of Legends, Dota 2, CS:GO and other games.',
        vi: 'API tỷ lệ kèo thể thao điện tử cho Liên Minh Huyền Thoại, Dota 2, CS:GO và các trò chơi khác.',
      },
      { en: 'esports odds API, LoL odds, CS:GO odds', vi: 'API kèo thể thao điện tử, kèo LMHT, kèo CS:GO' },
    ),
  },
];
