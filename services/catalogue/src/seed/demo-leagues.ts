import type { TAvailableLeague } from '../db/schema.ts';

type TLeague = Omit<TAvailableLeague, 'leagueId'>;

const country = {
  england: { en: 'England', vi: 'Anh' },
  spain: { en: 'Spain', vi: 'Tây Ban Nha' },
  italy: { en: 'Italy', vi: 'Ý' },
  germany: { en: 'Germany', vi: 'Đức' },
  france: { en: 'France', vi: 'Pháp' },
  netherlands: { en: 'Netherlands', vi: 'Hà Lan' },
  portugal: { en: 'Portugal', vi: 'Bồ Đào Nha' },
  europe: { en: 'Europe', vi: 'Châu Âu' },
  asia: { en: 'Asia', vi: 'Châu Á' },
  world: { en: 'World', vi: 'Thế giới' },
  vietnam: { en: 'Vietnam', vi: 'Việt Nam' },
  thailand: { en: 'Thailand', vi: 'Thái Lan' },
  japan: { en: 'Japan', vi: 'Nhật Bản' },
  korea: { en: 'South Korea', vi: 'Hàn Quốc' },
  china: { en: 'China', vi: 'Trung Quốc' },
  usa: { en: 'United States', vi: 'Mỹ' },
  northAmerica: { en: 'North America', vi: 'Bắc Mỹ' },
  brazil: { en: 'Brazil', vi: 'Brazil' },
  australia: { en: 'Australia', vi: 'Úc' },
  southeastAsia: { en: 'Southeast Asia', vi: 'Đông Nam Á' },
  international: { en: 'International', vi: 'Quốc tế' },
};

const league = (en: string, vi: string, where: TLeague['country']): TLeague => ({
  name: { en, vi },
  type: 0,
  country: where,
});
const cup = (en: string, vi: string, where: TLeague['country']): TLeague => ({
  name: { en, vi },
  type: 1,
  country: where,
});

/** Competitions the demo products cover, by league id (ids are the data feed's). */
export const demoLeagues: Record<number, TLeague> = {
  36: league('Premier League', 'Ngoại hạng Anh', country.england),
  31: league('La Liga', 'La Liga', country.spain),
  34: league('Serie A', 'Serie A', country.italy),
  8: league('Bundesliga', 'Bundesliga', country.germany),
  11: league('Ligue 1', 'Ligue 1', country.france),
  37: league('EFL Championship', 'Hạng Nhất Anh', country.england),
  57: league('Eredivisie', 'Eredivisie', country.netherlands),
  23: league('Primeira Liga', 'Primeira Liga', country.portugal),
  103: cup('UEFA Champions League', 'Cúp C1 châu Âu', country.europe),
  113: cup('UEFA Europa League', 'Cúp C2 châu Âu', country.europe),
  138: cup('FA Cup', 'Cúp FA', country.england),
  140: cup('EFL Cup', 'Cúp Liên đoàn Anh', country.england),
  75: cup('FIFA World Cup', 'World Cup', country.world),
  192: cup('AFC Champions League Elite', 'AFC Champions League Elite', country.asia),
  626: league('V.League 1', 'V.League 1', country.vietnam),
  632: league('Thai League 1', 'Thai League 1', country.thailand),
  25: league('J1 League', 'J1 League', country.japan),
  15: league('K League 1', 'K League 1', country.korea),
  242: league('Major League Soccer', 'Giải Nhà nghề Mỹ (MLS)', country.usa),
  4: league('Brasileirão Série A', 'Giải VĐQG Brazil Série A', country.brazil),

  1: league('NBA', 'NBA', country.usa),
  2: league('EuroLeague', 'EuroLeague', country.europe),
  3: league('Chinese Basketball Association', 'Giải bóng rổ Trung Quốc (CBA)', country.china),
  5: league('NBL', 'Giải bóng rổ Úc (NBL)', country.australia),
  6: league('Liga ACB', 'Liga ACB', country.spain),
  7: league('Vietnam Basketball Association', 'Giải bóng rổ chuyên nghiệp Việt Nam (VBA)', country.vietnam),
  9: cup('FIBA Basketball World Cup', 'Cúp bóng rổ thế giới FIBA', country.world),

  5001: league('LCK', 'LCK', country.korea),
  5002: league('LPL', 'LPL', country.china),
  5003: league('LEC', 'LEC', country.europe),
  5004: league('LTA North', 'LTA Bắc', country.northAmerica),
  5005: league('VCS', 'VCS', country.vietnam),
  5006: cup('League of Legends World Championship', 'Chung kết Thế giới Liên Minh Huyền Thoại', country.international),
  5007: cup('Mid-Season Invitational', 'MSI', country.international),
  5101: cup('The International', 'The International', country.international),
  5102: league('DreamLeague', 'DreamLeague', country.international),
  5103: cup('ESL One', 'ESL One', country.international),
  5104: cup('Riyadh Masters', 'Riyadh Masters', country.international),
  5201: league('ESL Pro League', 'ESL Pro League', country.international),
  5202: league('BLAST Premier', 'BLAST Premier', country.international),
  5203: cup('IEM Katowice', 'IEM Katowice', country.international),
  5204: cup('Counter-Strike Major', 'Giải Major Counter-Strike', country.international),
  5301: league('Valorant Champions Tour', 'Valorant Champions Tour', country.international),
  5302: league('Arena of Valor Pro League', 'Đấu Trường Danh Vọng (Liên Quân Mobile)', country.vietnam),
  5303: league('MPL Philippines (Mobile Legends)', 'MPL Philippines (Mobile Legends)', country.southeastAsia),
  5304: league('King Pro League (Honor of Kings)', 'King Pro League (Vương Giả Vinh Diệu)', country.china),
};

export function leaguesOf(leagueIds: number[]): TAvailableLeague[] {
  return leagueIds.map((leagueId) => ({ leagueId, ...demoLeagues[leagueId]! }));
}
