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

type TStyle = TWidgetConfig['materials']['stand']['style'];

function material(materialId: number, materialType: 0 | 1 | 2 | 3, style: TStyle) {
  return { materialId, materialType, name: `Material ${materialId}`, description: '', style, isDefault: true };
}

export function makeConfig(overrides: Partial<TWidgetConfig['fence']> = {}): TWidgetConfig {
  return {
    animType: 0,
    materials: {
      stand: material(1, 0, { primary: '#5f6b78', secondary: '#8a96a3', pattern: 'checks' }),
      venue: material(2, 1, { primary: '#2e7d32', secondary: '#388e3c', pattern: 'stripes' }),
      fence: material(3, 2, { primary: '#0d47a1', secondary: '#1565c0', pattern: 'plain' }),
      centreLine: material(4, 3, { primary: '#ffffff', secondary: '#ffeb3b', pattern: 'dashed' }),
    },
    fence: { imageUrl: null, extraImageUrls: [], ...overrides },
    publishedAt: null,
  };
}
