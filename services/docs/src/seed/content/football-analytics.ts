import { field } from './content-types.ts';
import { endpoint } from './endpoint.ts';

const stats = { sportType: 1 as const, categoryId: 'c_football_stats', limit: 'stats' as const };

/** Football head-to-head records and shot-by-shot expected goals. */
export const footballAnalyticsDocuments = [
  endpoint({
    ...stats,
    id: 114,
    ref: 'football.head-to-head',
    sortOrder: 40,
    path: 'football/head-to-head',
    name: ['Head to head', 'Lịch sử đối đầu'],
    description: [
      'The earlier meetings of two teams, newest first, with wins, draws and goals summed up.',
      'Các lần gặp nhau trước đây của hai đội, mới nhất trước, kèm tổng số trận thắng, hòa và bàn thắng.',
    ],
    request: [
      field('teamId', 'int', 'First team.', 'Đội thứ nhất.', true),
      field('opponentId', 'int', 'Second team.', 'Đội thứ hai.', true),
      field('limit', 'int', 'Meetings returned, 1–50 (default 10).', 'Số trận trả về, 1–50 (mặc định 10).', false),
    ],
    response: [
      field(
        'summary',
        'object',
        '{ wins, draws, losses, goalsFor, goalsAgainst } of teamId.',
        '{ wins, draws, losses, goalsFor, goalsAgainst } của teamId.',
      ),
      field('list[].matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field('list[].startTime', 'int', 'Kick-off, Unix seconds.', 'Giờ bóng lăn, giây Unix.'),
      field('list[].competitionId', 'int', 'Competition id.', 'Mã giải đấu.'),
      field('list[].score', 'object', 'Full-time score { home, away }.', 'Tỷ số cả trận { home, away }.'),
    ],
    sample: {
      summary: { wins: 4, draws: 3, losses: 3, goalsFor: 15, goalsAgainst: 13 },
      list: [{ matchId: 3904112, startTime: 1735398000, competitionId: 39, score: { home: 2, away: 1 } }],
    },
    example: 'teamId=42&opponentId=49',
    products: [82, 83, 54, 55, 58],
    createdAt: '2024-03-03T09:00:00Z',
  }),
  endpoint({
    ...stats,
    id: 115,
    ref: 'football.expected-goals',
    sortOrder: 50,
    path: 'football/matches/xg',
    name: ['Expected goals (xG)', 'Bàn thắng kỳ vọng (xG)'],
    description: [
      'Every shot of a match with its expected-goals value (the chance that such a shot is scored) and the team totals.',
      'Mọi cú sút của một trận kèm giá trị bàn thắng kỳ vọng (khả năng cú sút như vậy thành bàn) và tổng của mỗi đội.',
    ],
    request: [field('matchId', 'int', 'Match id.', 'Mã trận đấu.', true)],
    response: [
      field('matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field('home.xg', 'number', 'Home team total xG.', 'Tổng xG của đội nhà.'),
      field('away.xg', 'number', 'Away team total xG.', 'Tổng xG của đội khách.'),
      field('shots[].minute', 'int', 'Match minute.', 'Phút thi đấu.'),
      field('shots[].playerId', 'int', 'Shooter.', 'Cầu thủ sút.'),
      field('shots[].xg', 'number', 'Expected goals of the shot, 0–1.', 'Bàn thắng kỳ vọng của cú sút, 0–1.'),
      field('shots[].isGoal', 'boolean', 'True when scored.', 'True nếu thành bàn.'),
    ],
    sample: {
      matchId: 3904112,
      home: { xg: 2.14 },
      away: { xg: 0.87 },
      shots: [{ minute: 23, playerId: 60011, xg: 0.41, isGoal: true }],
    },
    example: 'matchId=3904112',
    products: [57],
    createdAt: '2024-03-03T09:30:00Z',
  }),
];
