import type { TProductInterface } from '../db/schema.ts';

/**
 * API endpoints a product includes, linked to their documents by the docs service's references
 * (docs/decisions/0007). Names are the documents' own, so the page a link opens is headed by it.
 */
const endpoint = (docRef: string, en: string, vi: string): TProductInterface => ({ name: { en, vi }, docRef });

const football = {
  competitions: endpoint('football.competitions', 'Competition list', 'Danh sách giải đấu'),
  teams: endpoint('football.teams', 'Team list', 'Danh sách đội bóng'),
  players: endpoint('football.players', 'Player list', 'Danh sách cầu thủ'),
  matches: endpoint('football.matches', 'Matches and fixtures', 'Lịch thi đấu và kết quả'),
  liveScores: endpoint('football.live-scores', 'Live scores', 'Tỷ số trực tiếp'),
  matchStats: endpoint('football.match-statistics', 'Match statistics', 'Thống kê trận đấu'),
  lineups: endpoint('football.lineups', 'Lineups', 'Đội hình ra sân'),
  standings: endpoint('football.standings', 'Standings', 'Bảng xếp hạng'),
  headToHead: endpoint('football.head-to-head', 'Head to head', 'Lịch sử đối đầu'),
  preMatchOdds: endpoint('football.pre-match-odds', 'Pre-match odds', 'Tỷ lệ kèo trước trận'),
  inPlayOdds: endpoint('football.in-play-odds', 'In-play odds', 'Tỷ lệ kèo trong trận'),
  playerStats: endpoint('football.player-statistics', 'Player statistics', 'Thống kê cầu thủ'),
  expectedGoals: endpoint('football.expected-goals', 'Expected goals (xG)', 'Bàn thắng kỳ vọng (xG)'),
};

const basketball = {
  competitions: endpoint('basketball.competitions', 'Competition list', 'Danh sách giải đấu'),
  teams: endpoint('basketball.teams', 'Team list', 'Danh sách đội bóng'),
  players: endpoint('basketball.players', 'Player list', 'Danh sách cầu thủ'),
  matches: endpoint('basketball.matches', 'Matches and fixtures', 'Lịch thi đấu và kết quả'),
  liveScores: endpoint('basketball.live-scores', 'Live scores', 'Tỷ số trực tiếp'),
  boxScore: endpoint('basketball.box-score', 'Box score', 'Box score'),
  standings: endpoint('basketball.standings', 'Standings', 'Bảng xếp hạng'),
  odds: endpoint('basketball.odds', 'Odds', 'Tỷ lệ kèo'),
};

const esports = {
  tournaments: endpoint('esports.tournaments', 'Tournament list', 'Danh sách giải đấu'),
  teams: endpoint('esports.teams', 'Teams and rosters', 'Đội tuyển và đội hình'),
  odds: endpoint('esports.odds', 'Esports odds', 'Tỷ lệ kèo thể thao điện tử'),
};

/** The matches and live pages of one esports title. */
const esportsGame = (code: 'lol' | 'dota2' | 'csgo', en: string, vi: string) => [
  endpoint(`esports.${code}.matches`, `${en} matches`, `Trận đấu ${vi}`),
  endpoint(`esports.${code}.live`, `${en} live`, `${vi} trực tiếp`),
];

const footballScores = [
  football.competitions,
  football.teams,
  football.matches,
  football.liveScores,
  football.matchStats,
  football.lineups,
  football.standings,
  football.headToHead,
];
const basketballScores = [
  basketball.competitions,
  basketball.teams,
  basketball.players,
  basketball.matches,
  basketball.liveScores,
  basketball.boxScore,
  basketball.standings,
];

export const demoInterfaces = {
  footballScores,
  footballOdds: [football.competitions, football.matches, football.preMatchOdds, football.inPlayOdds],
  footballPlayers: [football.teams, football.players, football.lineups, football.playerStats],
  footballXg: [football.matches, football.matchStats, football.expectedGoals],
  basketballScores,
  basketballOdds: [basketball.competitions, basketball.matches, basketball.odds],
  esportsLol: [esports.tournaments, esports.teams, ...esportsGame('lol', 'League of Legends', 'Liên Minh Huyền Thoại')],
  esportsDota2: [esports.tournaments, esports.teams, ...esportsGame('dota2', 'Dota 2', 'Dota 2')],
  esportsCsgo: [esports.tournaments, esports.teams, ...esportsGame('csgo', 'CS:GO', 'CS:GO')],
  esportsOdds: [esports.tournaments, esports.teams, esports.odds],
};
