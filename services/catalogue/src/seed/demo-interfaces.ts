import type { TProductInterface } from '../db/schema.ts';

/** API endpoints a product includes, pointing at their documents in the docs service. */
const endpoint = (documentId: string, en: string, vi: string): TProductInterface => ({
  name: { en, vi },
  documentId,
});

const football = {
  competitions: endpoint('101', 'Competition list', 'Danh sách giải đấu'),
  teams: endpoint('102', 'Team list', 'Danh sách đội bóng'),
  schedule: endpoint('103', 'Match schedule and results', 'Lịch thi đấu và kết quả'),
  liveScores: endpoint('104', 'Live scores', 'Tỉ số trực tiếp'),
  matchStats: endpoint('105', 'Match statistics', 'Thống kê trận đấu'),
  lineups: endpoint('106', 'Lineups', 'Đội hình ra sân'),
  standings: endpoint('107', 'Standings', 'Bảng xếp hạng'),
  headToHead: endpoint('108', 'Head to head', 'Lịch sử đối đầu'),
  preMatchOdds: endpoint('109', 'Pre-match odds', 'Tỷ lệ kèo trước trận'),
  liveOdds: endpoint('110', 'Live odds', 'Tỷ lệ kèo trực tiếp'),
  playerStats: endpoint('111', 'Player statistics', 'Thống kê cầu thủ'),
  expectedGoals: endpoint('112', 'Expected goals (xG)', 'Bàn thắng kỳ vọng (xG)'),
};

const basketball = {
  competitions: endpoint('201', 'Competition list', 'Danh sách giải đấu'),
  teams: endpoint('202', 'Team list', 'Danh sách đội bóng'),
  schedule: endpoint('203', 'Match schedule and results', 'Lịch thi đấu và kết quả'),
  liveScores: endpoint('204', 'Live scores with quarter scores', 'Tỉ số trực tiếp theo từng hiệp'),
  boxScore: endpoint('205', 'Box score', 'Thống kê chi tiết trận đấu'),
  standings: endpoint('206', 'Standings', 'Bảng xếp hạng'),
  preMatchOdds: endpoint('207', 'Pre-match odds', 'Tỷ lệ kèo trước trận'),
  liveOdds: endpoint('208', 'Live odds', 'Tỷ lệ kèo trực tiếp'),
  playerStats: endpoint('209', 'Player statistics', 'Thống kê cầu thủ'),
};

const esports = {
  tournaments: endpoint('301', 'Tournament list', 'Danh sách giải đấu'),
  teams: endpoint('302', 'Team and roster list', 'Danh sách đội và đội hình'),
  schedule: endpoint('303', 'Match schedule and results', 'Lịch thi đấu và kết quả'),
  liveMatch: endpoint('304', 'Live match data', 'Dữ liệu trận đấu trực tiếp'),
  mapStats: endpoint('305', 'Game and map statistics', 'Thống kê ván đấu và bản đồ'),
  playerStats: endpoint('306', 'Player statistics', 'Thống kê tuyển thủ'),
  odds: endpoint('307', 'Esports odds', 'Tỷ lệ kèo thể thao điện tử'),
};

export const demoInterfaces = {
  footballScores: [
    football.competitions,
    football.teams,
    football.schedule,
    football.liveScores,
    football.matchStats,
    football.lineups,
    football.standings,
    football.headToHead,
  ],
  footballOdds: [football.competitions, football.schedule, football.preMatchOdds, football.liveOdds],
  footballPlayers: [football.teams, football.lineups, football.playerStats],
  footballXg: [football.schedule, football.matchStats, football.expectedGoals],
  basketballScores: [
    basketball.competitions,
    basketball.teams,
    basketball.schedule,
    basketball.liveScores,
    basketball.boxScore,
    basketball.standings,
    basketball.playerStats,
  ],
  basketballOdds: [basketball.competitions, basketball.schedule, basketball.preMatchOdds, basketball.liveOdds],
  esportsData: [
    esports.tournaments,
    esports.teams,
    esports.schedule,
    esports.liveMatch,
    esports.mapStats,
    esports.playerStats,
  ],
  esportsOdds: [esports.tournaments, esports.schedule, esports.odds],
};
