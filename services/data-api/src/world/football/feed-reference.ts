import type { TInterfaceAnswer } from '../feed.ts';
import { competitions, findCompetition, type TCompetition, type TLang } from './competitions.ts';
import { intOf, langOf, paged } from '../shared/query.ts';
import { currentStartYear, dayText, findListedSeason, listedStartYears, seasonIdOf, seasonPlan } from './seasons.ts';
import { findPlayer, findTeam, squadOf, type TPlayer, type TTeam } from './teams.ts';

/** The slow-changing interfaces: competitions, seasons, teams and squads. */
const imageHost = 'https://img.matchwire.io/football';

function competitionItem(competition: TCompetition, lang: TLang, at: Date) {
  return {
    competitionId: competition.competitionId,
    name: competition.name[lang],
    shortName: competition.shortName,
    type: competition.type,
    country: {
      countryId: competition.country.countryId,
      name: competition.country.name[lang],
      code: competition.country.code,
    },
    currentSeasonId: seasonIdOf(competition.competitionId, currentStartYear(competition, at)),
    logo: `${imageHost}/competitions/${competition.competitionId}.png`,
  };
}

export const listCompetitions: TInterfaceAnswer = (query, at) => {
  const countryId = intOf(query, 'countryId');
  const type = intOf(query, 'type');
  const lang = langOf(query);
  const found = competitions.filter(
    (competition) =>
      (countryId === undefined || competition.country.countryId === countryId) &&
      (type === undefined || competition.type === type),
  );
  return paged(
    found.map((competition) => competitionItem(competition, lang, at)),
    query,
  );
};

export const listSeasons: TInterfaceAnswer = (query, at) => {
  const competition = findCompetition(intOf(query, 'competitionId') ?? -1);
  if (!competition) return undefined;
  const lang = langOf(query);
  return {
    list: listedStartYears(competition, at).map((startYear, index) => {
      const plan = seasonPlan(competition.competitionId, startYear);
      return {
        seasonId: plan.seasonId,
        name: plan.name,
        startDate: dayText(plan.firstDay),
        endDate: dayText(plan.lastDay),
        isCurrent: index === 0,
        stages: plan.stages.map((stage) => ({ stageId: stage.stageId, name: stage.name[lang], order: stage.order })),
      };
    }),
  };
};

export function teamItem(team: TTeam, lang: TLang) {
  const { teamId, shortName, founded, venue, coach } = team;
  return { teamId, name: team.name[lang], shortName, founded, venue, coach, logo: `${imageHost}/teams/${teamId}.png` };
}

export const listTeams: TInterfaceAnswer = (query, at) => {
  const seasonId = intOf(query, 'seasonId');
  const teamId = intOf(query, 'teamId');
  if (seasonId === undefined && teamId === undefined) return undefined;
  let teams: TTeam[];
  if (seasonId !== undefined) {
    const plan = findListedSeason(seasonId, at);
    if (!plan) return undefined;
    teams = plan.teamIds.map((id) => findTeam(id)!).sort((a, b) => a.teamId - b.teamId);
    if (teamId !== undefined) teams = teams.filter((team) => team.teamId === teamId);
  } else {
    const team = findTeam(teamId!);
    if (!team) return undefined;
    teams = [team];
  }
  const lang = langOf(query);
  return paged(
    teams.map((team) => teamItem(team, lang)),
    query,
  );
};

/** The documented fields of a player, no more (the world also keeps his team and quality). */
function playerItem(player: TPlayer) {
  const { playerId, name, position, shirtNumber, birthDate, nationality, height, marketValue } = player;
  return { playerId, name, position, shirtNumber, birthDate, nationality, height, marketValue };
}

export const listPlayers: TInterfaceAnswer = (query) => {
  const teamId = intOf(query, 'teamId');
  const playerId = intOf(query, 'playerId');
  let players: TPlayer[];
  if (playerId !== undefined) {
    const player = findPlayer(playerId);
    if (!player || (teamId !== undefined && player.teamId !== teamId)) return undefined;
    players = [player];
  } else if (teamId !== undefined) {
    players = squadOf(teamId);
    if (players.length === 0) return undefined;
  } else return undefined;
  return paged(players.map(playerItem), query);
};
