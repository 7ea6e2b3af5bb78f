import { field } from './content-types.ts';
import { endpoint, langParam, listFields, pageParams } from './endpoint.ts';

const common = { sportType: 3 as const, categoryId: 'c_esports_common' };
const allEsports = [90, 91, 92];
const gameParam = field('game', 'string', 'lol, dota2 or csgo.', 'lol, dota2 hoặc csgo.', true);

/** Esports games, tournaments, teams and odds, shared by every title. */
export const esportsCommonDocuments = [
  endpoint({
    ...common,
    id: 301,
    ref: 'esports.tournaments',
    sortOrder: 10,
    limit: 'reference',
    path: 'esports/tournaments',
    name: ['Tournament list', 'Danh sách giải đấu'],
    description: [
      'Tournaments of a game (League of Legends, Dota 2, CS:GO) with tier, dates, prize pool and stages.',
      'Các giải đấu của một trò chơi (Liên Minh Huyền Thoại, Dota 2, CS:GO) kèm hạng giải, thời gian, tiền thưởng và các giai đoạn.',
    ],
    request: [
      gameParam,
      field(
        'status',
        'int',
        '0 upcoming, 1 ongoing, 2 finished; omit for all.',
        '0 sắp diễn ra, 1 đang diễn ra, 2 đã kết thúc; bỏ trống để lấy tất cả.',
        false,
      ),
      langParam,
      ...pageParams,
    ],
    response: [
      ...listFields,
      field('list[].tournamentId', 'int', 'Tournament id.', 'Mã giải đấu.'),
      field('list[].name', 'string', 'Tournament name.', 'Tên giải đấu.'),
      field('list[].tier', 'string', 'S, A, B or C.', 'Hạng giải: S, A, B hoặc C.'),
      field('list[].startDate', 'string', 'Start date (YYYY-MM-DD).', 'Ngày bắt đầu (YYYY-MM-DD).'),
      field('list[].endDate', 'string', 'End date (YYYY-MM-DD).', 'Ngày kết thúc (YYYY-MM-DD).'),
      field(
        'list[].prizePool',
        'int',
        'Prize pool in USD; null if unknown.',
        'Tổng giải thưởng (USD); null nếu chưa rõ.',
      ),
      field('list[].stages', 'array', 'Stages { stageId, name, format }.', 'Các giai đoạn { stageId, name, format }.'),
    ],
    sample: {
      total: 1,
      page: 1,
      pageSize: 50,
      list: [
        {
          tournamentId: 8812,
          name: 'LCK Spring 2026',
          tier: 'S',
          startDate: '2026-01-14',
          endDate: '2026-04-12',
          prizePool: 300000,
          stages: [{ stageId: 1, name: 'Regular Season', format: 'bo3' }],
        },
      ],
    },
    example: 'game=lol&status=1',
    products: allEsports,
    createdAt: '2024-05-01T08:00:00Z',
  }),
  endpoint({
    ...common,
    id: 302,
    ref: 'esports.teams',
    sortOrder: 20,
    limit: 'reference',
    path: 'esports/teams',
    name: ['Teams and rosters', 'Đội tuyển và đội hình'],
    description: [
      'Teams of a game with region and current roster (players with nickname, role and country).',
      'Các đội tuyển của một trò chơi kèm khu vực và đội hình hiện tại (tuyển thủ với biệt danh, vai trò và quốc gia).',
    ],
    request: [
      gameParam,
      field('teamId', 'int', 'One team.', 'Một đội tuyển.', false),
      field('tournamentId', 'int', 'Teams of this tournament.', 'Các đội của giải đấu này.', false),
      ...pageParams,
    ],
    response: [
      ...listFields,
      field('list[].teamId', 'int', 'Team id.', 'Mã đội tuyển.'),
      field('list[].name', 'string', 'Team name.', 'Tên đội tuyển.'),
      field('list[].acronym', 'string', 'Acronym, e.g. T1.', 'Tên viết tắt, ví dụ T1.'),
      field('list[].region', 'string', 'Region, e.g. KR, EU, NA, VN.', 'Khu vực, ví dụ KR, EU, NA, VN.'),
      field(
        'list[].players[]',
        'array',
        'Roster { playerId, nickname, name, role, country }.',
        'Đội hình { playerId, nickname, name, role, country }.',
      ),
    ],
    sample: {
      total: 1,
      page: 1,
      pageSize: 50,
      list: [
        {
          teamId: 126,
          name: 'T1',
          acronym: 'T1',
          region: 'KR',
          players: [{ playerId: 585, nickname: 'Faker', name: 'Lee Sang-hyeok', role: 'mid', country: 'KR' }],
        },
      ],
    },
    example: 'game=lol&teamId=126',
    products: allEsports,
    createdAt: '2024-05-01T08:05:00Z',
  }),
  endpoint({
    ...common,
    id: 303,
    ref: 'esports.odds',
    sortOrder: 30,
    limit: 'odds',
    path: 'esports/odds',
    name: ['Esports odds', 'Tỷ lệ kèo thể thao điện tử'],
    description: [
      'Match winner, map handicap and total maps prices for LoL, Dota 2 and CS:GO series, pre-match and live.',
      'Tỷ lệ đội thắng, chấp bản đồ và tổng số bản đồ cho các loạt trận LoL, Dota 2 và CS:GO, trước trận và trực tiếp.',
    ],
    request: [
      gameParam,
      field('matchId', 'int', 'One series.', 'Một loạt trận.', false),
      field('isLive', 'boolean', 'true for in-play prices.', 'true để lấy tỷ lệ trực tiếp.', false),
    ],
    response: [
      field('list[].matchId', 'int', 'Series id.', 'Mã loạt trận.'),
      field(
        'list[].markets[].market',
        'string',
        'winner, map_handicap or total_maps.',
        'winner, map_handicap hoặc total_maps.',
      ),
      field('list[].markets[].line', 'number', 'Handicap or total line.', 'Mức chấp hoặc tổng.'),
      field(
        'list[].markets[].prices',
        'object',
        'Decimal odds { home, away } or { over, under }.',
        'Tỷ lệ thập phân { home, away } hoặc { over, under }.',
      ),
      field('list[].markets[].isSuspended', 'boolean', 'True while suspended.', 'True khi đang tạm khóa.'),
    ],
    sample: {
      list: [
        {
          matchId: 771204,
          markets: [
            { market: 'winner', line: null, prices: { home: 1.42, away: 2.8 }, isSuspended: false },
            { market: 'map_handicap', line: -1.5, prices: { home: 2.35, away: 1.58 }, isSuspended: false },
          ],
        },
      ],
    },
    example: 'game=csgo&isLive=true',
    products: [93],
    createdAt: '2024-05-01T08:10:00Z',
  }),
];
