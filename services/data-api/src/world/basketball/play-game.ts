import type { TSide } from '../feed.ts';
import { seededRandom, type TRandom } from '../random.ts';
import { basketballCompetition } from './competitions.ts';
import type { TAction, TActionType, TGameTimeline, TPair, TPeriod } from './game-timeline.ts';
import type { TScheduledGame } from './schedule.ts';
import { basketballTeam, type TBasketballTeam } from './teams.ts';

/**
 * Plays a game possession by possession: a possession takes 4–20 s of game clock and ends in a
 * shot (38 % from three), a turnover, a foul (free throws once a team is in the bonus, or on a
 * shot) and, after a miss, a rebound; a team run over by an 8–0 run often calls a time-out.
 * Coaches rotate ten players by the half-quarter, starters closing; a blowout empties the bench.
 */
const sides: readonly TSide[] = ['home', 'away'];
const other = (side: TSide): TSide => (side === 'home' ? 'away' : 'home');
/** Roster indexes on court for each half of each quarter; overtime goes back to the starters. */
const rotation = [
  [0, 1, 2, 3, 4],
  [0, 5, 6, 7, 9],
  [5, 1, 2, 8, 4],
  [0, 1, 2, 3, 4],
  [0, 1, 2, 3, 4],
  [6, 1, 5, 3, 9],
  [0, 5, 7, 8, 4],
  [0, 1, 2, 3, 4],
];
const garbageTime = [10, 11, 12, 7, 9];
const usage = [1.3, 1.2, 1.1, 1.0, 0.9, 0.8, 0.8, 0.7, 0.6, 0.6, 0.5, 0.5, 0.5];

function weightedPick(random: TRandom, items: number[], weight: (item: number) => number): number {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}

/** The game's timeline, from its seed. */
export function playGame(game: TScheduledGame): TGameTimeline {
  const random = seededRandom('basketball', 'game', game.matchId);
  const competition = basketballCompetition(game.competitionId)!;
  const isFiba = competition.quarterMinutes === 10;
  const teams: Record<TSide, TBasketballTeam> = {
    home: basketballTeam(game.homeTeamId)!,
    away: basketballTeam(game.awayTeamId)!,
  };
  const edge = (teams.home.rating - teams.away.rating + 2.5) * 0.004;
  const actions: TAction[] = [];
  const periods: TPeriod[] = [];
  const periodScores: TPair[] = [];
  const score: TPair = { home: 0, away: 0 };
  const fouls: TPair = { home: 0, away: 0 };
  const timeouts: TPair = isFiba ? { home: 2, away: 2 } : { home: 7, away: 7 };
  const onCourt: Record<TSide, number[]> = { home: [...rotation[0]!], away: [...rotation[0]!] };
  const run: TPair = { home: 0, away: 0 };
  let real = 0;
  let clock = 0;
  let period = 1;

  const playerOf = (side: TSide, index: number) => teams[side].players[index]!.playerId;
  const add = (
    side: TSide,
    type: TActionType,
    fields: Partial<Pick<TAction, 'isMade' | 'playerId' | 'points' | 'assistId' | 'blockId' | 'stealId' | 'outId'>>,
    pause: number,
  ) => {
    const points = fields.points ?? 0;
    if (points > 0) {
      score[side] += points;
      run[side] += points;
      run[other(side)] = 0;
    }
    actions.push({
      actionId: actions.length + 1,
      period,
      clock,
      real,
      pause,
      type,
      isMade: fields.isMade ?? null,
      side,
      playerId: fields.playerId ?? null,
      points,
      assistId: fields.assistId ?? null,
      blockId: fields.blockId ?? null,
      stealId: fields.stealId ?? null,
      outId: fields.outId ?? null,
      score: { ...score },
      teamFouls: { ...fouls },
      timeoutsLeft: { ...timeouts },
    });
    real += pause;
  };
  const shooter = (side: TSide) => weightedPick(random, onCourt[side], (index) => usage[index]!);
  const rebounder = (side: TSide) =>
    weightedPick(random, onCourt[side], (index) => {
      const position = teams[side].players[index]!.position;
      return position.includes('C') ? 2 : position.startsWith('F') ? 1.4 : 0.8;
    });
  const substitute = (lineups: Record<TSide, number[]>) => {
    for (const side of sides) {
      const leaving = onCourt[side].filter((index) => !lineups[side].includes(index));
      const entering = lineups[side].filter((index) => !onCourt[side].includes(index));
      entering.forEach((index, at) =>
        add(side, 'substitution', { playerId: playerOf(side, index), outId: playerOf(side, leaving[at]!) }, 3),
      );
      onCourt[side] = [...lineups[side]];
    }
  };
  const lineupFor = (side: TSide, stint: number) => {
    if (period > 4) return rotation[0]!;
    if (period === 4 && stint === 1 && Math.abs(score.home - score.away) > 25) return garbageTime;
    return rotation[(period - 1) * 2 + stint]!;
  };
  /** Free throws; true when the last one is missed (a rebound follows). */
  const freeThrows = (side: TSide, count: number): boolean => {
    const index = shooter(side);
    let isMade = false;
    for (let shot = 0; shot < count; shot++) {
      isMade = random.chance(0.77);
      add(side, 'freethrow', { isMade, playerId: playerOf(side, index), points: isMade ? 1 : 0 }, 8);
    }
    return !isMade;
  };

  let offense: TSide = random.chance(0.5) ? 'home' : 'away';
  /** A missed shot's rebound: true when the offense gets it back. */
  const reboundAfterMiss = (): boolean => {
    const isOffensive = random.chance(0.26);
    const side = isOffensive ? offense : other(offense);
    add(side, 'rebound', { playerId: playerOf(side, rebounder(side)) }, 0);
    return isOffensive;
  };
  for (;;) {
    const length = period <= 4 ? competition.quarterMinutes * 60 : 300;
    const start = real;
    clock = 0;
    if (period === 3 && isFiba) Object.assign(timeouts, { home: 3, away: 3 });
    if (period >= 5) Object.assign(timeouts, isFiba ? { home: 1, away: 1 } : { home: 2, away: 2 });
    const timeoutsAtStart = { ...timeouts };
    fouls.home = 0;
    fouls.away = 0;
    const periodStart = { ...score };
    substitute({ home: lineupFor('home', 0), away: lineupFor('away', 0) });
    let stint = 0;
    for (;;) {
      // Coaches change at the first dead ball (a foul, a basket, a time-out) past half the period.
      if (stint === 0 && clock >= length / 2 && (actions[actions.length - 1]?.pause ?? 0) > 0) {
        stint = 1;
        substitute({ home: lineupFor('home', 1), away: lineupFor('away', 1) });
      }
      const duration = random.int(4, 20);
      if (clock + duration >= length) {
        real += length - clock;
        clock = length;
        break;
      }
      clock += duration;
      real += duration;
      const defense = other(offense);
      const roll = random.next();
      let keepsBall = false;
      if (roll < 0.12) {
        const stealId = random.chance(0.5) ? playerOf(defense, shooter(defense)) : null;
        add(offense, 'turnover', { playerId: playerOf(offense, shooter(offense)), stealId }, 4);
      } else if (roll < 0.23) {
        fouls[defense]++;
        add(defense, 'foul', { playerId: playerOf(defense, shooter(defense)) }, 20);
        const isBonus = fouls[defense] > (isFiba ? 4 : 5);
        if (isBonus && freeThrows(offense, 2)) keepsBall = reboundAfterMiss();
        else keepsBall = !isBonus;
      } else if (roll < 0.31) {
        fouls[defense]++;
        add(defense, 'foul', { playerId: playerOf(defense, shooter(defense)) }, 15);
        if (freeThrows(offense, random.chance(0.12) ? 3 : 2)) keepsBall = reboundAfterMiss();
      } else {
        const isThree = random.chance(0.38);
        const index = shooter(offense);
        const sign = offense === 'home' ? 1 : -1;
        const isMade = random.chance((isThree ? 0.37 : 0.55) + sign * edge);
        const points = isMade ? (isThree ? 3 : 2) : 0;
        const assistIndex =
          isMade && random.chance(0.6) ? onCourt[offense].find((i) => i !== index && random.chance(0.4)) : undefined;
        const blockId = !isMade && !isThree && random.chance(0.08) ? playerOf(defense, rebounder(defense)) : null;
        add(
          offense,
          isThree ? '3pt' : '2pt',
          {
            isMade,
            playerId: playerOf(offense, index),
            points,
            assistId: assistIndex === undefined ? null : playerOf(offense, assistIndex),
            blockId,
          },
          isMade ? 3 : 0,
        );
        if (!isMade) keepsBall = reboundAfterMiss();
      }
      if (!keepsBall) offense = other(offense);
      // A team being run over calls a time-out; now and then one is called anyway.
      const caller: TSide = run.home >= 8 ? 'away' : run.away >= 8 ? 'home' : random.chance(0.5) ? 'home' : 'away';
      const isRun = run[other(caller)] >= 8;
      if (timeouts[caller] > 0 && (isRun ? random.chance(0.5) : random.chance(0.015))) {
        timeouts[caller]--;
        run.home = 0;
        run.away = 0;
        add(caller, 'timeout', {}, 90);
      }
    }
    periods.push({ period, length, start, end: real, timeoutsAtStart });
    periodScores.push({ home: score.home - periodStart.home, away: score.away - periodStart.away });
    if (period >= 4 && score.home !== score.away) break;
    real += period === 2 ? 900 : 120;
    period++;
    offense = period % 2 === 0 ? 'away' : 'home';
  }
  return {
    game,
    actions,
    periods,
    end: real,
    score: { ...score },
    periodScores,
    starters: {
      home: rotation[0]!.map((i) => playerOf('home', i)),
      away: rotation[0]!.map((i) => playerOf('away', i)),
    },
  };
}
