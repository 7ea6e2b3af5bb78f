import { seededRandom } from '../random.ts';
import { BoundedCache } from './bounded-cache.ts';
import { competitions, findCompetition, type TCompetition, type TLocalized, type TSeasonDay } from './competitions.ts';
import { teamsOfLeague } from './teams.ts';

/**
 * A competition's seasons and their plan: which match is on which day, between whom (or, for a
 * knockout tie, between the winners of what). Kick-off times are set across all competitions
 * of a day (schedule.ts), results by the matches themselves (match-timeline.ts).
 *
 * Ids: season = competition id × 10000 + start year (Premier League 2026/2027: 362026),
 * match = season id × 1000 + its number in the season.
 */
export type TStage = { stageId: number; name: TLocalized; order: number };

export type TSlot = {
  matchId: number;
  seasonId: number;
  competitionId: number;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  stageId: number;
  round: TLocalized;
  /** Group letter in a cup's group stage; null otherwise. */
  group: string | null;
  /** Set for league and group matches and a knockout cup's first round. */
  homeTeamId: number | null;
  awayTeamId: number | null;
  /** A knockout tie: its round (0 = first knockout round) and index within the round. */
  knockout: { round: number; tie: number } | null;
  /** Now and then a league match is called off, and not replayed within the world. */
  isPostponed: boolean;
};

export type TSeasonPlan = {
  seasonId: number;
  competition: TCompetition;
  startYear: number;
  name: string;
  stages: TStage[];
  /** Teams taking part, with the groups of a cup's group stage (four each, in group order). */
  teamIds: number[];
  groups: number;
  slots: TSlot[];
  slotsByDay: Map<number, TSlot[]>;
  firstDay: number;
  lastDay: number;
};

const dayMs = 86_400_000;
const stageNames = {
  regular: { en: 'Regular Season', vi: 'Mùa giải chính' },
  groups: { en: 'Group Stage', vi: 'Vòng bảng' },
  knockout: { en: 'Knockout Stage', vi: 'Vòng loại trực tiếp' },
};

export function dayOf(date: Date | number): number {
  return Math.floor((typeof date === 'number' ? date : date.getTime()) / dayMs);
}

export function dayText(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

function toDay(startYear: number, [years, month, day]: TSeasonDay): number {
  return Date.UTC(startYear + years, month - 1, day) / dayMs;
}

function startYearOf(seasonId: number): number {
  return seasonId % 10_000;
}

export function seasonIdOf(competitionId: number, startYear: number): number {
  return competitionId * 10_000 + startYear;
}

/** World Cups come every four years (2018, 2022, 2026…); the others every year. */
function seasonStep(competition: TCompetition): number {
  return competition.calendar === 'world-cup' ? 4 : 1;
}

/** The season in progress (or the latest, for a World Cup between tournaments) at `at`. */
export function currentStartYear(competition: TCompetition, at: Date): number {
  const year = at.getUTCFullYear();
  if (competition.calendar === 'european') return at.getUTCMonth() >= 6 ? year : year - 1;
  if (competition.calendar === 'world-cup') return year - ((((year - 2018) % 4) + 4) % 4);
  return year;
}

/** The seasons the API lists at `at`: the current one and the three before it, newest first. */
export function listedStartYears(competition: TCompetition, at: Date): number[] {
  const current = currentStartYear(competition, at);
  const step = seasonStep(competition);
  return [0, 1, 2, 3].map((back) => current - back * step);
}

/** Whether the API serves the season at `at` (the world can plan any, the API shows four). */
export function isListedSeason(seasonId: number, at: Date): boolean {
  const competition = findCompetition(Math.floor(seasonId / 10_000));
  return competition !== undefined && listedStartYears(competition, at).includes(seasonId % 10_000);
}

/** A season the API serves at `at`, or undefined for an unknown or not listed id. */
export function findListedSeason(seasonId: number, at: Date): TSeasonPlan | undefined {
  if (!isListedSeason(seasonId, at)) return undefined;
  return seasonPlan(Math.floor(seasonId / 10_000), seasonId % 10_000);
}

/** The start years of a competition's seasons that can have a match on `day`. */
export function startYearsAround(competition: TCompetition, day: number): number[] {
  const year = new Date(day * dayMs).getUTCFullYear();
  if (competition.calendar === 'world-cup') return (year - 2018) % 4 === 0 ? [year] : [];
  return competition.calendar === 'european' ? [year - 1, year] : [year];
}

const plans = new BoundedCache<number, TSeasonPlan>(200);

export function seasonPlan(competitionId: number, startYear: number): TSeasonPlan {
  const seasonId = seasonIdOf(competitionId, startYear);
  return plans.get(seasonId, () => buildPlan(findCompetition(competitionId)!, startYear));
}

function buildPlan(competition: TCompetition, startYear: number): TSeasonPlan {
  const seasonId = seasonIdOf(competition.competitionId, startYear);
  const random = seededRandom('football-season', seasonId);
  const slots: TSlot[] = [];
  const format = competition.format;
  const add = (slot: Omit<TSlot, 'matchId' | 'seasonId' | 'competitionId' | 'isPostponed'>) => {
    const matchId = seasonId * 1000 + slots.length + 1;
    const isPostponed = format.kind === 'league' && seededRandom('football-postponed', matchId).chance(0.006);
    slots.push({ matchId, seasonId, competitionId: competition.competitionId, ...slot, isPostponed });
  };
  let stages: TStage[];
  let teamIds: number[];
  let groups = 0;

  if (format.kind === 'league') {
    stages = [{ stageId: 1, name: stageNames.regular, order: 1 }];
    teamIds = random.shuffle(teamsOfLeague(competition.competitionId).map((team) => team.teamId));
    const rounds = doubleRoundRobin(teamIds);
    const first = toDay(startYear, format.start);
    const last = toDay(startYear, format.end);
    const busyFrom = format.busy ? toDay(startYear, format.busy.from) : Infinity;
    const busyTo = format.busy ? toDay(startYear, format.busy.to) : -Infinity;
    // Rounds follow each other about weekly (faster in the busy weeks), and each round's matches
    // are spread evenly over its days rather than bunched on a weekend: the more evenly matches
    // fall over the year, the more moments have one in play (schedule.ts).
    const weights = Array.from({ length: last - first + 1 }, (_, index) =>
      first + index >= busyFrom && first + index <= busyTo ? format.busy!.rate : 1,
    );
    const dayAtShare = (share: number) => {
      let left = share * weights.reduce((sum, weight) => sum + weight, 0);
      for (const [index, weight] of weights.entries()) if ((left -= weight) < 0) return first + index;
      return last;
    };
    const matches = rounds.flatMap((pairs, index) => random.shuffle(pairs).map((pair) => ({ pair, round: index + 1 })));
    const taken = cupDaysOfTeams(competition, startYear);
    matches.forEach(({ pair: [home, away], round }, order) => {
      const day = restedDay(dayAtShare(order / matches.length), [home, away], taken, first, last);
      for (const teamId of [home, away]) taken.set(teamId, (taken.get(teamId) ?? new Set()).add(day));
      add({
        day,
        stageId: 1,
        round: { en: String(round), vi: String(round) },
        group: null,
        homeTeamId: home,
        awayTeamId: away,
        knockout: null,
      });
    });
  } else {
    groups = format.groups;
    teamIds = random.shuffle(cupEntrants(competition, seasonId));
    const first = toDay(startYear, competition.competitionId === 75 && startYear === 2022 ? [0, 11, 20] : format.start);
    const knockoutStage = groups > 0 ? 2 : 1;
    stages =
      groups > 0
        ? [
            { stageId: 1, name: stageNames.groups, order: 1 },
            { stageId: 2, name: stageNames.knockout, order: 2 },
          ]
        : [{ stageId: 1, name: stageNames.knockout, order: 1 }];
    const groupRounds = groups > 0 ? format.rounds.slice(0, (format.groupLegs ?? 2) * 3) : [];
    groupRounds.forEach((matchday, index) => {
      for (let group = 0; group < groups; group++) {
        const members = teamIds.slice(group * 4, group * 4 + 4);
        for (const [home, away] of doubleRoundRobin(members)[index]!)
          add({
            day: first + matchday.offset + (group % matchday.days),
            stageId: 1,
            round: matchday.name,
            group: String.fromCharCode(65 + group),
            homeTeamId: home,
            awayTeamId: away,
            knockout: null,
          });
      }
    });
    const knockoutRounds = format.rounds.slice(groupRounds.length);
    let ties = groups > 0 ? groups : teamIds.length / 2;
    knockoutRounds.forEach((roundPlan, roundIndex) => {
      for (let tie = 0; tie < ties; tie++) {
        const isDrawn = groups === 0 && roundIndex === 0;
        add({
          day: first + roundPlan.offset + (tie % roundPlan.days),
          stageId: knockoutStage,
          round: roundPlan.name,
          group: null,
          homeTeamId: isDrawn ? teamIds[tie * 2]! : null,
          awayTeamId: isDrawn ? teamIds[tie * 2 + 1]! : null,
          knockout: { round: roundIndex, tie },
        });
      }
      ties /= 2;
    });
  }

  const slotsByDay = new Map<number, TSlot[]>();
  for (const slot of slots) slotsByDay.set(slot.day, [...(slotsByDay.get(slot.day) ?? []), slot]);
  const days = slots.map((slot) => slot.day);
  return {
    seasonId,
    competition,
    startYear,
    name: competition.calendar === 'european' ? `${startYear}/${startYear + 1}` : String(startYear),
    stages,
    teamIds,
    groups,
    slots,
    slotsByDay,
    firstDay: Math.min(...days),
    lastDay: Math.max(...days),
  };
}

/**
 * The days a league's clubs play in cups during its season: a group match for its group, every
 * knockout day for every entrant (who goes through is not known when fixtures are made).
 */
function cupDaysOfTeams(league: TCompetition, startYear: number): Map<number, Set<number>> {
  const taken = new Map<number, Set<number>>();
  // A calendar-year season meets the cups (August to May) that started the year before and this year.
  const cupYears = league.calendar === 'european' ? [startYear] : [startYear - 1, startYear];
  for (const cup of competitions) {
    if (cup.format.kind !== 'cup' || cup.format.entrants === 'nations') continue;
    if (!cup.format.entrants.some(([leagueId]) => leagueId === league.competitionId)) continue;
    for (const cupYear of cupYears) {
      const plan = seasonPlan(cup.competitionId, cupYear);
      for (const slot of plan.slots) {
        const teamIds = slot.homeTeamId !== null ? [slot.homeTeamId, slot.awayTeamId!] : plan.teamIds;
        for (const teamId of teamIds) taken.set(teamId, (taken.get(teamId) ?? new Set()).add(slot.day));
      }
    }
  }
  return taken;
}

/** The day nearest `wanted` on which neither team plays the day before, that day or the day after. */
function restedDay(
  wanted: number,
  teamIds: number[],
  taken: Map<number, Set<number>>,
  first: number,
  last: number,
): number {
  const isRested = (day: number) =>
    teamIds.every((teamId) => {
      const days = taken.get(teamId);
      return !days || (!days.has(day - 1) && !days.has(day) && !days.has(day + 1));
    });
  for (let shift = 0; shift <= 10; shift++)
    for (const day of [wanted + shift, wanted - shift]) if (day >= first && day <= last && isRested(day)) return day;
  return wanted;
}

/**
 * The clubs a cup draws from its leagues: the strongest of each, with a little luck per season
 * (the same luck for every cup, so no club is in two of them that are meant to be exclusive).
 */
function cupEntrants(competition: TCompetition, seasonId: number): number[] {
  if (competition.format.kind !== 'cup') return [];
  if (competition.format.entrants === 'nations') return teamsOfLeague(75).map((team) => team.teamId);
  return competition.format.entrants.flatMap(([leagueId, from, count]) => {
    const ranked = teamsOfLeague(leagueId)
      .map((team) => ({
        teamId: team.teamId,
        form: team.strength + seededRandom('football-form', startYearOf(seasonId), team.teamId).next() * 0.15,
      }))
      .sort((a, b) => b.form - a.form);
    return ranked.slice(from, from + count).map((team) => team.teamId);
  });
}

/**
 * Two legs of a round robin by the circle method: every team plays every other once at home and
 * once away; in the first half home and away alternate so no team has long runs of either.
 */
function doubleRoundRobin(teamIds: number[]): Array<Array<[number, number]>> {
  const count = teamIds.length;
  const circle = [...teamIds];
  const firstLeg: Array<Array<[number, number]>> = [];
  for (let round = 0; round < count - 1; round++) {
    const pairs: Array<[number, number]> = [];
    for (let index = 0; index < count / 2; index++) {
      const a = circle[index]!;
      const b = circle[count - 1 - index]!;
      pairs.push((round + index) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstLeg.push(pairs);
    circle.splice(1, 0, circle.pop()!);
  }
  return [...firstLeg, ...firstLeg.map((pairs) => pairs.map(([home, away]): [number, number] => [away, home]))];
}
