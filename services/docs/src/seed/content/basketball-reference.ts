import { field } from './content-types.ts';
import { endpoint, langParam, listFields, pageParams } from './endpoint.ts';

const basketball = { sportType: 2 as const, categoryId: 'c_basketball_basic', limit: 'reference' as const };
const allBasketball = [81, 84, 86];

const statusText = [
  'Status: 0 not started, 1–4 quarter in play, 5 overtime, 6 half-time, 7 break, 8 finished, 9 postponed, 10 cancelled.',
  'Trạng thái: 0 chưa bắt đầu, 1–4 hiệp đang diễn ra, 5 hiệp phụ, 6 nghỉ giữa trận, 7 nghỉ giữa hiệp, 8 kết thúc, 9 hoãn, 10 hủy.',
] as const;

/** Basketball competitions, teams, players, fixtures and live scores. */
export const basketballReferenceDocuments = [
  endpoint({
    ...basketball,
    id: 201,
    sortOrder: 10,
    path: 'basketball/competitions',
    name: ['Competition list', 'Danh sách giải đấu'],
    description: [
      'Basketball competitions of your plan (NBA, EuroLeague, national leagues) with their current season.',
      'Các giải bóng rổ trong gói của bạn (NBA, EuroLeague, giải quốc gia) kèm mùa giải hiện tại.',
    ],
    request: [langParam, ...pageParams],
    response: [
      ...listFields,
      field('list[].competitionId', 'int', 'Competition id.', 'Mã giải đấu.'),
      field('list[].name', 'string', 'Competition name.', 'Tên giải đấu.'),
      field(
        'list[].country',
        'object',
        'Country { countryId, name, code }; null for international.',
        'Quốc gia { countryId, name, code }; null với giải quốc tế.',
      ),
      field('list[].currentSeasonId', 'int', 'Season in progress.', 'Mùa giải đang diễn ra.'),
    ],
    sample: {
      total: 1,
      page: 1,
      pageSize: 50,
      list: [
        { competitionId: 1, name: 'NBA', country: { countryId: 1, name: 'USA', code: 'US' }, currentSeasonId: 2026 },
      ],
    },
    example: '',
    products: allBasketball,
    createdAt: '2024-04-01T08:00:00Z',
  }),
  endpoint({
    ...basketball,
    id: 202,
    sortOrder: 20,
    path: 'basketball/teams',
    name: ['Team list', 'Danh sách đội bóng'],
    description: [
      'Teams of a season or one team, with conference, division and arena.',
      'Các đội của một mùa giải hoặc một đội, kèm liên miền (conference), khu vực (division) và nhà thi đấu.',
    ],
    request: [
      field('seasonId', 'int', 'Teams of this season.', 'Các đội của mùa giải này.', false),
      field(
        'teamId',
        'int',
        'One team (seasonId or teamId is required).',
        'Một đội (bắt buộc seasonId hoặc teamId).',
        false,
      ),
      langParam,
    ],
    response: [
      field('list[].teamId', 'int', 'Team id.', 'Mã đội.'),
      field('list[].name', 'string', 'Team name.', 'Tên đội.'),
      field('list[].abbreviation', 'string', 'Abbreviation, e.g. LAL.', 'Tên viết tắt, ví dụ LAL.'),
      field('list[].conference', 'string', 'Conference (NBA), else null.', 'Liên miền (NBA), ngược lại null.'),
      field('list[].division', 'string', 'Division (NBA), else null.', 'Khu vực (NBA), ngược lại null.'),
      field('list[].arena', 'object', 'Arena { name, city, capacity }.', 'Nhà thi đấu { name, city, capacity }.'),
    ],
    sample: {
      list: [
        {
          teamId: 1610612747,
          name: 'Los Angeles Lakers',
          abbreviation: 'LAL',
          conference: 'West',
          division: 'Pacific',
          arena: { name: 'Crypto.com Arena', city: 'Los Angeles', capacity: 18997 },
        },
      ],
    },
    example: 'teamId=1610612747',
    products: allBasketball,
    createdAt: '2024-04-01T08:05:00Z',
  }),
  endpoint({
    ...basketball,
    id: 203,
    sortOrder: 30,
    path: 'basketball/players',
    name: ['Player list', 'Danh sách cầu thủ'],
    description: [
      'Roster of a team or one player: position, jersey, height, weight and draft.',
      'Danh sách cầu thủ của một đội hoặc một cầu thủ: vị trí, số áo, chiều cao, cân nặng và thông tin draft.',
    ],
    request: [
      field('teamId', 'int', 'Roster of this team.', 'Danh sách cầu thủ của đội này.', false),
      field(
        'playerId',
        'int',
        'One player (teamId or playerId is required).',
        'Một cầu thủ (bắt buộc teamId hoặc playerId).',
        false,
      ),
      langParam,
    ],
    response: [
      field('list[].playerId', 'int', 'Player id.', 'Mã cầu thủ.'),
      field('list[].name', 'string', 'Full name.', 'Họ và tên.'),
      field(
        'list[].position',
        'string',
        'G, F, C or combinations (G-F).',
        'G (hậu vệ), F (tiền phong), C (trung phong) hoặc kết hợp (G-F).',
      ),
      field('list[].jersey', 'string', 'Jersey number.', 'Số áo.'),
      field('list[].height', 'int', 'Height in cm.', 'Chiều cao (cm).'),
      field('list[].weight', 'int', 'Weight in kg.', 'Cân nặng (kg).'),
      field(
        'list[].draft',
        'object',
        'Draft { year, round, pick }; null if undrafted.',
        'Draft { year, round, pick }; null nếu không qua draft.',
      ),
    ],
    sample: {
      list: [
        {
          playerId: 2544,
          name: 'LeBron James',
          position: 'F',
          jersey: '23',
          height: 206,
          weight: 113,
          draft: { year: 2003, round: 1, pick: 1 },
        },
      ],
    },
    example: 'playerId=2544',
    products: allBasketball,
    createdAt: '2024-04-01T08:10:00Z',
  }),
  endpoint({
    sportType: 2,
    categoryId: 'c_basketball_matches',
    limit: 'schedule',
    id: 204,
    sortOrder: 10,
    path: 'basketball/matches',
    name: ['Matches and fixtures', 'Lịch thi đấu và kết quả'],
    description: [
      'Schedule and results with quarter scores, by date, competition, season or team; changedSince returns only what changed.',
      'Lịch thi đấu và kết quả kèm điểm từng hiệp, theo ngày, giải đấu, mùa giải hoặc đội; changedSince chỉ trả về phần đã thay đổi.',
    ],
    request: [
      field('date', 'string', 'Match day in UTC (YYYY-MM-DD).', 'Ngày thi đấu theo UTC (YYYY-MM-DD).', false),
      field('competitionId', 'int', 'Only this competition.', 'Chỉ giải đấu này.', false),
      field('teamId', 'int', 'Only this team.', 'Chỉ đội này.', false),
      field(
        'changedSince',
        'int',
        'Unix seconds; matches changed after it.',
        'Giây Unix; các trận thay đổi sau thời điểm này.',
        false,
      ),
      ...pageParams,
    ],
    response: [
      ...listFields,
      field('list[].matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field('list[].startTime', 'int', 'Tip-off, Unix seconds.', 'Giờ bắt đầu, giây Unix.'),
      field('list[].status', 'int', statusText[0], statusText[1]),
      field('list[].homeTeam', 'object', 'Home team { teamId, name }.', 'Đội nhà { teamId, name }.'),
      field('list[].awayTeam', 'object', 'Away team { teamId, name }.', 'Đội khách { teamId, name }.'),
      field('list[].score', 'object', 'Total points { home, away }.', 'Tổng điểm { home, away }.'),
      field(
        'list[].periods',
        'array',
        'Points per quarter and overtime [{ home, away }].',
        'Điểm từng hiệp và hiệp phụ [{ home, away }].',
      ),
    ],
    sample: {
      total: 1,
      page: 1,
      pageSize: 50,
      list: [
        {
          matchId: 22500231,
          startTime: 1764036000,
          status: 8,
          homeTeam: { teamId: 1610612747, name: 'Los Angeles Lakers' },
          awayTeam: { teamId: 1610612744, name: 'Golden State Warriors' },
          score: { home: 118, away: 112 },
          periods: [
            { home: 30, away: 27 },
            { home: 28, away: 31 },
            { home: 31, away: 26 },
            { home: 29, away: 28 },
          ],
        },
      ],
    },
    example: 'date=2025-11-25&competitionId=1',
    products: allBasketball,
    createdAt: '2024-04-02T08:00:00Z',
  }),
  endpoint({
    sportType: 2,
    categoryId: 'c_basketball_matches',
    limit: 'live',
    id: 205,
    sortOrder: 20,
    path: 'basketball/live',
    name: ['Live scores', 'Tỷ số trực tiếp'],
    description: [
      'Matches in play with period, game clock, score and team fouls; finished games stay listed for 10 minutes.',
      'Các trận đang diễn ra với hiệp, đồng hồ thi đấu, tỷ số và lỗi đồng đội; trận vừa kết thúc vẫn còn trong danh sách 10 phút.',
    ],
    request: [field('competitionId', 'int', 'Only this competition.', 'Chỉ giải đấu này.', false)],
    response: [
      field('list[].matchId', 'int', 'Match id.', 'Mã trận đấu.'),
      field('list[].status', 'int', statusText[0], statusText[1]),
      field('list[].clock', 'string', 'Game clock left in the period (mm:ss).', 'Thời gian còn lại của hiệp (mm:ss).'),
      field('list[].score', 'object', 'Score { home, away }.', 'Tỷ số { home, away }.'),
      field(
        'list[].teamFouls',
        'object',
        'Team fouls this period { home, away }.',
        'Lỗi đồng đội trong hiệp { home, away }.',
      ),
      field('list[].timeoutsLeft', 'object', 'Time-outs left { home, away }.', 'Số lần hội ý còn lại { home, away }.'),
    ],
    sample: {
      list: [
        {
          matchId: 22500240,
          status: 3,
          clock: '04:12',
          score: { home: 71, away: 68 },
          teamFouls: { home: 3, away: 4 },
          timeoutsLeft: { home: 4, away: 3 },
        },
      ],
    },
    example: '',
    products: [81, 84, 86],
    createdAt: '2024-04-02T08:05:00Z',
  }),
  endpoint({
    sportType: 2,
    categoryId: 'c_basketball_matches',
    limit: 'live',
    id: 206,
    sortOrder: 30,
    path: 'basketball/matches/playbyplay',
    name: ['Play-by-play', 'Diễn biến từng pha bóng'],
    description: [
      'Every action of a game in order: shots made and missed, free throws, rebounds, turnovers, fouls, substitutions. Pass sinceActionId to get only new actions.',
      'Mọi pha bóng của trận theo thứ tự: ném trúng và trượt, ném phạt, bắt bóng bật bảng, mất bóng, phạm lỗi, thay người. Truyền sinceActionId để chỉ nhận các pha mới.',
    ],
    request: [
      field('matchId', 'int', 'Match id.', 'Mã trận đấu.', true),
      field('sinceActionId', 'int', 'Only actions after this one.', 'Chỉ các pha sau pha này.', false),
    ],
    response: [
      field('actions[].actionId', 'int', 'Action id, increasing.', 'Mã pha bóng, tăng dần.'),
      field('actions[].period', 'int', 'Period (5+ overtime).', 'Hiệp (từ 5 là hiệp phụ).'),
      field('actions[].clock', 'string', 'Game clock (mm:ss).', 'Đồng hồ thi đấu (mm:ss).'),
      field(
        'actions[].type',
        'string',
        '2pt, 3pt, freethrow, rebound, turnover, foul, substitution, timeout.',
        '2pt, 3pt, freethrow, rebound, turnover, foul, substitution, timeout.',
      ),
      field('actions[].isMade', 'boolean', 'For shots: made or missed.', 'Với cú ném: trúng hay trượt.'),
      field('actions[].playerId', 'int', 'Player; null for team actions.', 'Cầu thủ; null với hành động của đội.'),
      field(
        'actions[].score',
        'object',
        'Score after the action { home, away }.',
        'Tỷ số sau pha bóng { home, away }.',
      ),
    ],
    sample: {
      actions: [
        {
          actionId: 412,
          period: 3,
          clock: '04:31',
          type: '3pt',
          isMade: true,
          playerId: 201939,
          score: { home: 68, away: 68 },
        },
        {
          actionId: 413,
          period: 3,
          clock: '04:12',
          type: '2pt',
          isMade: true,
          playerId: 2544,
          score: { home: 70, away: 68 },
        },
      ],
    },
    example: 'matchId=22500240&sinceActionId=400',
    products: [81],
    createdAt: '2024-04-02T08:10:00Z',
  }),
];
