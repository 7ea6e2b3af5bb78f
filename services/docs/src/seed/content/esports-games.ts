import type { TLocalizedParam } from '@matchwire/contracts/docs/fields';
import { field } from './content-types.ts';
import { endpoint, listFields, pageParams } from './endpoint.ts';

type TGame = {
  code: 'lol' | 'dota2' | 'csgo';
  name: [string, string];
  categoryId: string;
  firstId: number;
  product: number;
};

const seriesStatus = field(
  'list[].status',
  'int',
  '0 not started, 1 live, 2 finished, 3 postponed, 4 cancelled.',
  '0 chưa bắt đầu, 1 đang diễn ra, 2 đã kết thúc, 3 hoãn, 4 hủy.',
);

/** Series list of one title; the shape is the same for every game, the games inside differ. */
function seriesDocument(game: TGame, gameFields: TLocalizedParam[], sampleGame: unknown) {
  return endpoint({
    sportType: 3,
    categoryId: game.categoryId,
    id: game.firstId,
    ref: `esports.${game.code}.matches`,
    sortOrder: 10,
    limit: 'schedule',
    path: `esports/${game.code}/matches`,
    name: [`${game.name[0]} matches`, `Trận đấu ${game.name[1]}`],
    description: [
      `${game.name[0]} series (best of 1, 3 or 5) by date, tournament or team, with the result of every game.`,
      `Các loạt trận ${game.name[1]} (BO1, BO3 hoặc BO5) theo ngày, giải đấu hoặc đội, kèm kết quả từng ván.`,
    ],
    request: [
      field('date', 'string', 'Day in UTC (YYYY-MM-DD).', 'Ngày theo UTC (YYYY-MM-DD).', false),
      field('tournamentId', 'int', 'Only this tournament.', 'Chỉ giải đấu này.', false),
      field('teamId', 'int', 'Only this team.', 'Chỉ đội này.', false),
      ...pageParams,
    ],
    response: [
      ...listFields,
      field('list[].matchId', 'int', 'Series id.', 'Mã loạt trận.'),
      field('list[].tournamentId', 'int', 'Tournament id.', 'Mã giải đấu.'),
      field('list[].bestOf', 'int', '1, 3 or 5.', '1, 3 hoặc 5.'),
      field('list[].startTime', 'int', 'Scheduled start, Unix seconds.', 'Giờ bắt đầu dự kiến, giây Unix.'),
      seriesStatus,
      field('list[].teams', 'array', 'The two teams { teamId, name, score }.', 'Hai đội { teamId, name, score }.'),
      field(
        'list[].games[]',
        'array',
        'Games of the series, fields below.',
        'Các ván của loạt trận, các trường bên dưới.',
      ),
      ...gameFields,
    ],
    sample: {
      total: 1,
      page: 1,
      pageSize: 50,
      list: [
        {
          matchId: game.firstId * 1000 + 771,
          tournamentId: 8812,
          bestOf: 3,
          startTime: 1768903200,
          status: 2,
          teams: [
            { teamId: 126, name: 'Team A', score: 2 },
            { teamId: 127, name: 'Team B', score: 1 },
          ],
          games: [sampleGame],
        },
      ],
    },
    example: 'date=2026-01-20',
    products: [game.product, 93],
    createdAt: '2024-05-02T08:00:00Z',
  });
}

/** Live state of one title's games in progress. */
function liveDocument(game: TGame, description: [string, string], liveFields: TLocalizedParam[], sample: unknown) {
  return endpoint({
    sportType: 3,
    categoryId: game.categoryId,
    id: game.firstId + 1,
    ref: `esports.${game.code}.live`,
    sortOrder: 20,
    limit: 'live',
    path: `esports/${game.code}/live`,
    name: [`${game.name[0]} live`, `${game.name[1]} trực tiếp`],
    description,
    request: [
      field(
        'matchId',
        'int',
        'One series; omit for all live series.',
        'Một loạt trận; bỏ trống để lấy mọi loạt đang diễn ra.',
        false,
      ),
    ],
    response: [
      field('list[].matchId', 'int', 'Series id.', 'Mã loạt trận.'),
      field('list[].gameNumber', 'int', 'Game in progress (1-based).', 'Ván đang diễn ra (bắt đầu từ 1).'),
      ...liveFields,
      field('list[].updatedAt', 'int', 'Last change, Unix seconds.', 'Lần thay đổi cuối, giây Unix.'),
    ],
    sample: { list: [sample] },
    example: '',
    products: [game.product],
    createdAt: '2024-05-04T08:00:00Z',
  });
}

const lol: TGame = {
  code: 'lol',
  name: ['League of Legends', 'Liên Minh Huyền Thoại'],
  categoryId: 'c_esports_lol',
  firstId: 311,
  product: 90,
};
const dota2: TGame = {
  code: 'dota2',
  name: ['Dota 2', 'Dota 2'],
  categoryId: 'c_esports_dota2',
  firstId: 321,
  product: 91,
};
const csgo: TGame = { code: 'csgo', name: ['CS:GO', 'CS:GO'], categoryId: 'c_esports_csgo', firstId: 331, product: 92 };

const mobaGameFields = [
  field('list[].games[].winnerTeamId', 'int', 'Winner; null while in play.', 'Đội thắng; null khi đang thi đấu.'),
  field('list[].games[].duration', 'int', 'Game length in seconds.', 'Thời lượng ván (giây).'),
  field(
    'list[].games[].kills',
    'object',
    'Kills { blue, red } (Dota 2: { radiant, dire }).',
    'Số mạng hạ gục { blue, red } (Dota 2: { radiant, dire }).',
  ),
];

/** League of Legends, Dota 2 and CS:GO: series and live. */
export const esportsGameDocuments = [
  seriesDocument(lol, mobaGameFields, {
    gameNumber: 1,
    winnerTeamId: 126,
    duration: 1874,
    kills: { blue: 18, red: 7 },
  }),
  liveDocument(
    lol,
    [
      'Live state of LoL games: game time, kills, gold, towers, dragons, barons and inhibitors per side.',
      'Trạng thái trực tiếp của các ván LMHT: thời gian, số mạng, vàng, trụ, rồng, baron và nhà lính của mỗi bên.',
    ],
    [
      field('list[].gameTime', 'int', 'In-game time, seconds.', 'Thời gian trong ván (giây).'),
      field(
        'list[].blue',
        'object',
        'Blue side { teamId, kills, gold, towers, dragons, barons, inhibitors }.',
        'Phe xanh { teamId, kills, gold, towers, dragons, barons, inhibitors }.',
      ),
      field('list[].red', 'object', 'Red side, same keys.', 'Phe đỏ, cùng các khóa.'),
    ],
    {
      matchId: 311771,
      gameNumber: 2,
      gameTime: 1523,
      blue: { teamId: 126, kills: 12, gold: 48211, towers: 6, dragons: 3, barons: 1, inhibitors: 0 },
      red: { teamId: 127, kills: 5, gold: 41930, towers: 2, dragons: 1, barons: 0, inhibitors: 0 },
      updatedAt: 1768907100,
    },
  ),
  seriesDocument(dota2, mobaGameFields, {
    gameNumber: 1,
    winnerTeamId: 2163,
    duration: 2411,
    kills: { radiant: 31, dire: 19 },
  }),
  liveDocument(
    dota2,
    [
      'Live state of Dota 2 games: game time, kills, net worth lead, towers, barracks and Roshan kills per side.',
      'Trạng thái trực tiếp của các ván Dota 2: thời gian, số mạng, chênh lệch tài sản, trụ, nhà lính và số lần hạ Roshan của mỗi bên.',
    ],
    [
      field('list[].gameTime', 'int', 'In-game time, seconds.', 'Thời gian trong ván (giây).'),
      field('list[].netWorthLead', 'int', 'Radiant net worth minus Dire.', 'Tài sản Radiant trừ tài sản Dire.'),
      field(
        'list[].radiant',
        'object',
        'Radiant { teamId, kills, towers, barracks, roshans }.',
        'Radiant { teamId, kills, towers, barracks, roshans }.',
      ),
      field('list[].dire', 'object', 'Dire, same keys.', 'Dire, cùng các khóa.'),
    ],
    {
      matchId: 321771,
      gameNumber: 1,
      gameTime: 1980,
      netWorthLead: 7420,
      radiant: { teamId: 2163, kills: 24, towers: 7, barracks: 2, roshans: 1 },
      dire: { teamId: 8599, kills: 15, towers: 3, barracks: 0, roshans: 0 },
      updatedAt: 1768907160,
    },
  ),
  seriesDocument(
    csgo,
    [
      field('list[].games[].map', 'string', 'Map, e.g. de_mirage.', 'Bản đồ, ví dụ de_mirage.'),
      field('list[].games[].winnerTeamId', 'int', 'Winner; null while in play.', 'Đội thắng; null khi đang thi đấu.'),
      field('list[].games[].rounds', 'object', 'Rounds won { home, away }.', 'Số hiệp thắng { home, away }.'),
    ],
    { gameNumber: 1, map: 'de_mirage', winnerTeamId: 4608, rounds: { home: 13, away: 9 } },
  ),
  liveDocument(
    csgo,
    [
      "Live state of CS:GO maps: map, round number, round score, each team's side (CT/T) and bomb state.",
      'Trạng thái trực tiếp các bản đồ CS:GO: bản đồ, số hiệp, tỷ số hiệp, phe của mỗi đội (CT/T) và trạng thái bom.',
    ],
    [
      field('list[].map', 'string', 'Map being played.', 'Bản đồ đang thi đấu.'),
      field('list[].round', 'int', 'Current round.', 'Hiệp hiện tại.'),
      field('list[].score', 'object', 'Rounds won { home, away }.', 'Số hiệp thắng { home, away }.'),
      field(
        'list[].sides',
        'object',
        'Side of each team { home: "CT", away: "T" }.',
        'Phe của mỗi đội { home: "CT", away: "T" }.',
      ),
      field('list[].isBombPlanted', 'boolean', 'True while the bomb is planted.', 'True khi bom đã được đặt.'),
    ],
    {
      matchId: 331771,
      gameNumber: 2,
      map: 'de_inferno',
      round: 17,
      score: { home: 9, away: 7 },
      sides: { home: 'T', away: 'CT' },
      isBombPlanted: false,
      updatedAt: 1768907190,
    },
  ),
];
