import { field } from './content-types.ts';
import { endpoint } from './endpoint.ts';

const stats = { sportType: 2 as const, categoryId: 'c_basketball_stats' };

/** Basketball box scores (NBA and the other covered leagues), standings and odds. */
export const basketballStatsOddsDocuments = [
  endpoint({
    ...stats,
    id: 207,
    ref: 'basketball.box-score',
    sortOrder: 10,
    limit: 'stats',
    path: 'basketball/matches/boxscore',
    name: ['Box score (NBA and leagues)', 'Box score (NBA và các giải)'],
    description: [
      'Full box score of a game: team totals and every player line (minutes, points, rebounds, assists, steals, blocks, shooting splits, plus-minus). Updated live during NBA games.',
      'Box score đầy đủ của một trận: tổng của đội và thống kê từng cầu thủ (số phút, điểm, bắt bóng bật bảng, kiến tạo, cướp bóng, chắn bóng, tỷ lệ ném, +/-). Cập nhật trực tiếp trong các trận NBA.',
    ],
    request: [field('matchId', 'int', 'Match id.', 'Mã trận đấu.', true)],
    response: [
      field('matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field(
        'home.totals',
        'object',
        'Team totals, same keys as a player line.',
        'Tổng của đội, cùng các khóa như dòng cầu thủ.',
      ),
      field('home.players[].playerId', 'int', 'Player id.', 'Mã cầu thủ.'),
      field('home.players[].isStarter', 'boolean', 'In the starting five.', 'Thuộc đội hình xuất phát.'),
      field('home.players[].minutes', 'string', 'Minutes played (mm:ss).', 'Thời gian thi đấu (mm:ss).'),
      field('home.players[].points', 'int', 'Points.', 'Điểm.'),
      field('home.players[].rebounds', 'int', 'Total rebounds.', 'Tổng số bắt bóng bật bảng.'),
      field('home.players[].assists', 'int', 'Assists.', 'Kiến tạo.'),
      field('home.players[].steals', 'int', 'Steals.', 'Cướp bóng.'),
      field('home.players[].blocks', 'int', 'Blocks.', 'Chắn bóng.'),
      field('home.players[].fieldGoals', 'string', 'Made-attempted, e.g. 9-17.', 'Trúng-tổng số cú ném, ví dụ 9-17.'),
      field('home.players[].threePointers', 'string', 'Made-attempted three-pointers.', 'Ném ba điểm trúng-tổng số.'),
      field('home.players[].freeThrows', 'string', 'Made-attempted free throws.', 'Ném phạt trúng-tổng số.'),
      field(
        'home.players[].plusMinus',
        'int',
        'Point difference while on court.',
        'Hiệu số điểm khi cầu thủ có mặt trên sân.',
      ),
      field('away', 'object', 'Same fields for the away team.', 'Các trường tương tự cho đội khách.'),
    ],
    sample: {
      matchId: 22500231,
      home: {
        totals: {
          points: 118,
          rebounds: 46,
          assists: 27,
          steals: 8,
          blocks: 5,
          fieldGoals: '44-88',
          threePointers: '13-35',
          freeThrows: '17-21',
        },
        players: [
          {
            playerId: 2544,
            isStarter: true,
            minutes: '35:12',
            points: 28,
            rebounds: 9,
            assists: 11,
            steals: 2,
            blocks: 1,
            fieldGoals: '11-20',
            threePointers: '2-6',
            freeThrows: '4-5',
            plusMinus: 9,
          },
        ],
      },
      away: { totals: { points: 112 }, players: [] },
    },
    example: 'matchId=22500231',
    products: [81, 84],
    createdAt: '2024-04-03T08:00:00Z',
  }),
  endpoint({
    ...stats,
    id: 208,
    ref: 'basketball.standings',
    sortOrder: 20,
    limit: 'schedule',
    path: 'basketball/standings',
    name: ['Standings', 'Bảng xếp hạng'],
    description: [
      'Standings of a season by conference or group: wins, losses, win percentage, games behind and streak.',
      'Bảng xếp hạng của mùa giải theo liên miền hoặc bảng đấu: thắng, thua, tỷ lệ thắng, số trận kém đội đầu bảng và chuỗi trận.',
    ],
    request: [field('seasonId', 'int', 'Season id.', 'Mã mùa giải.', true)],
    response: [
      field('groups[].name', 'string', 'Conference or group.', 'Liên miền hoặc bảng đấu.'),
      field('groups[].rows[].position', 'int', 'Position.', 'Thứ hạng.'),
      field('groups[].rows[].team', 'object', 'Team { teamId, name }.', 'Đội { teamId, name }.'),
      field('groups[].rows[].wins', 'int', 'Wins.', 'Số trận thắng.'),
      field('groups[].rows[].losses', 'int', 'Losses.', 'Số trận thua.'),
      field('groups[].rows[].winPct', 'number', 'Win percentage, 0–1.', 'Tỷ lệ thắng, 0–1.'),
      field('groups[].rows[].gamesBehind', 'number', 'Games behind the leader.', 'Số trận kém đội dẫn đầu.'),
      field(
        'groups[].rows[].streak',
        'string',
        'Current streak, e.g. W3.',
        'Chuỗi hiện tại, ví dụ W3 (thắng 3 trận liên tiếp).',
      ),
    ],
    sample: {
      groups: [
        {
          name: 'West',
          rows: [
            {
              position: 1,
              team: { teamId: 1610612760, name: 'Oklahoma City Thunder' },
              wins: 16,
              losses: 2,
              winPct: 0.889,
              gamesBehind: 0,
              streak: 'W6',
            },
          ],
        },
      ],
    },
    example: 'seasonId=2026',
    products: [81, 84, 86],
    createdAt: '2024-04-03T08:05:00Z',
  }),
  endpoint({
    ...stats,
    id: 209,
    ref: 'basketball.odds',
    sortOrder: 30,
    limit: 'odds',
    path: 'basketball/odds',
    name: ['Odds', 'Tỷ lệ kèo'],
    description: [
      'Moneyline, point spread and total points prices, pre-match and in-play, from the main bookmakers.',
      'Tỷ lệ thắng-thua (moneyline), chấp điểm (spread) và tổng điểm, trước trận và trong trận, từ các nhà cái lớn.',
    ],
    request: [
      field('matchId', 'int', 'One match.', 'Một trận đấu.', false),
      field('date', 'string', 'Matches of this UTC day.', 'Các trận trong ngày này (UTC).', false),
      field('isLive', 'boolean', 'true for in-play prices.', 'true để lấy tỷ lệ trong trận.', false),
    ],
    response: [
      field('list[].matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field('list[].bookmakers[].name', 'string', 'Bookmaker.', 'Nhà cái.'),
      field(
        'list[].bookmakers[].markets[].market',
        'string',
        'moneyline, spread or total.',
        'moneyline, spread hoặc total.',
      ),
      field('list[].bookmakers[].markets[].line', 'number', 'Spread or total line.', 'Mức chấp hoặc tổng điểm.'),
      field('list[].bookmakers[].markets[].prices', 'object', 'Decimal odds.', 'Tỷ lệ dạng thập phân.'),
    ],
    sample: {
      list: [
        {
          matchId: 22500250,
          bookmakers: [
            {
              name: 'Pinnacle',
              markets: [
                { market: 'spread', line: -4.5, prices: { home: 1.91, away: 1.99 } },
                { market: 'total', line: 229.5, prices: { over: 1.95, under: 1.95 } },
              ],
            },
          ],
        },
      ],
    },
    example: 'date=2025-11-26',
    products: [85],
    createdAt: '2024-04-03T08:10:00Z',
  }),
];
