import type { TLiveMatch, TWidgetConfig, TWidgetEvent } from '../src/types.ts';

export function makeMatch(overrides: Partial<TLiveMatch> = {}): TLiveMatch {
  return {
    matchId: 4_300_000_123,
    animType: 0,
    competitionName: 'Premier Division',
    home: { name: 'Riverside', shortName: 'RIV', colour: '#c62828' },
    away: { name: 'Hill Town', shortName: 'HIL', colour: '#1565c0' },
    score: { home: 0, away: 0 },
    clock: "10'",
    period: 1,
    status: 'live',
    startsAt: '2026-12-06T09:00:00.000Z',
    ...overrides,
  };
}

let nextId = 1;

export function makeEvent(overrides: Partial<TWidgetEvent> = {}): TWidgetEvent {
  return {
    eventId: nextId++,
    type: 'goal',
    side: 'home',
    clock: "12'",
    period: 1,
    playerName: 'A. Player',
    score: { home: 1, away: 0 },
    occurredAt: '2026-12-06T09:12:00.000Z',
    ...overrides,
  };
}

const style = { primary: '#2e7d32', secondary: '#388e3c', pattern: 'stripes' as const };

function material(materialId: number, materialType: 0 | 1 | 2 | 3) {
  return { materialId, materialType, name: `Material ${materialId}`, description: '', style, isDefault: true };
}

export function makeConfig(overrides: Partial<TWidgetConfig['fence']> = {}): TWidgetConfig {
  return {
    animType: 0,
    materials: { stand: material(1, 0), venue: material(2, 1), fence: material(3, 2), centreLine: material(4, 3) },
    fence: { imageUrl: null, extraImageUrls: [], ...overrides },
    publishedAt: null,
  };
}
