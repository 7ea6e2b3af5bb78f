import type { TSeedDocCategory } from './content-types.ts';
import { text } from './content-types.ts';

/** The documentation tree of the docs page: guides first, then one branch per sport. */
export const docCategories: TSeedDocCategory[] = [
  { categoryId: 'c_getting_started', parentId: null, name: text('Getting started', 'Bắt đầu'), sortOrder: 10 },
  { categoryId: 'c_football', parentId: null, name: text('Football API', 'API Bóng đá'), sortOrder: 20 },
  {
    categoryId: 'c_football_basic',
    parentId: 'c_football',
    name: text('Competitions, teams and players', 'Giải đấu, đội bóng và cầu thủ'),
    sortOrder: 10,
  },
  {
    categoryId: 'c_football_matches',
    parentId: 'c_football',
    name: text('Matches and live scores', 'Trận đấu và tỷ số trực tiếp'),
    sortOrder: 20,
  },
  {
    categoryId: 'c_football_stats',
    parentId: 'c_football',
    name: text('Statistics and standings', 'Thống kê và bảng xếp hạng'),
    sortOrder: 30,
  },
  { categoryId: 'c_football_odds', parentId: 'c_football', name: text('Odds', 'Tỷ lệ kèo'), sortOrder: 40 },
  { categoryId: 'c_basketball', parentId: null, name: text('Basketball API', 'API Bóng rổ'), sortOrder: 30 },
  {
    categoryId: 'c_basketball_basic',
    parentId: 'c_basketball',
    name: text('Competitions, teams and players', 'Giải đấu, đội bóng và cầu thủ'),
    sortOrder: 10,
  },
  {
    categoryId: 'c_basketball_matches',
    parentId: 'c_basketball',
    name: text('Matches and live scores', 'Trận đấu và tỷ số trực tiếp'),
    sortOrder: 20,
  },
  {
    categoryId: 'c_basketball_stats',
    parentId: 'c_basketball',
    name: text('Box scores, statistics and odds', 'Box score, thống kê và tỷ lệ kèo'),
    sortOrder: 30,
  },
  { categoryId: 'c_esports', parentId: null, name: text('Esports API', 'API Thể thao điện tử'), sortOrder: 40 },
  {
    categoryId: 'c_esports_common',
    parentId: 'c_esports',
    name: text('Games, tournaments and teams', 'Trò chơi, giải đấu và đội tuyển'),
    sortOrder: 10,
  },
  {
    categoryId: 'c_esports_lol',
    parentId: 'c_esports',
    name: text('League of Legends', 'Liên Minh Huyền Thoại'),
    sortOrder: 20,
  },
  { categoryId: 'c_esports_dota2', parentId: 'c_esports', name: text('Dota 2', 'Dota 2'), sortOrder: 30 },
  { categoryId: 'c_esports_csgo', parentId: 'c_esports', name: text('CS:GO', 'CS:GO'), sortOrder: 40 },
  { categoryId: 'c_change_logs', parentId: null, name: text('Change logs', 'Nhật ký thay đổi'), sortOrder: 90 },
];
