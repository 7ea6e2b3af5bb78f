import { describe, expect, it } from 'vitest';
import {
  callOutcome,
  docsPathOf,
  errorRate,
  firstCallCommand,
  formatDay,
  formatLatency,
  formatMoment,
  formatPercent,
  parseUsageRange,
  quotaLevel,
  quotaPercent,
} from './usage-format';

describe('the range of the page', () => {
  it.each([
    ['7', 7],
    ['30', 30],
    [null, 30],
    ['12', 30],
    ['7abc', 30],
  ])('is 7 or 30 days, 30 for anything else: %j is %i', (asked, days) => {
    expect(parseUsageRange(asked)).toBe(days);
  });
});

describe('error rates', () => {
  it('are errors over calls, none without calls', () => {
    expect(errorRate(200, 5)).toBe(0.025);
    expect(errorRate(0, 0)).toBeNull();
    expect(errorRate(3, 9)).toBe(1);
  });

  it('read as a percentage with at most one decimal in the reader’s language', () => {
    expect(formatPercent(0.025, 'en')).toBe('2.5%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.3333, 'en')).toBe('33.3%');
    expect(formatPercent(0.025, 'vi')).toMatch(/^2,5\s?%$/);
  });
});

describe('dates and times', () => {
  it('name a UTC day by its date whatever the reader’s zone', () => {
    expect(formatDay('2026-11-25', 'en')).toBe('25 Nov');
    expect(formatDay('2026-11-25', 'vi')).toMatch(/25/);
  });

  it('show a moment in the given zone, 24-hour', () => {
    const at = '2026-11-25T23:30:05.000Z';
    expect(formatMoment(at, 'en', 'UTC')).toBe('25 Nov, 23:30:05');
    expect(formatMoment(at, 'en', 'Asia/Ho_Chi_Minh')).toBe('26 Nov, 06:30:05');
    expect(formatMoment(at, 'en', 'UTC', { isTimeOnly: true, hasSeconds: false })).toBe('23:30');
    expect(formatMoment('not a date', 'en', 'UTC')).toBe('');
  });
});

it('shows latency in whole milliseconds, with a decimal under 10', () => {
  expect(formatLatency(0.42, 'en')).toBe('0.4');
  expect(formatLatency(7, 'en')).toBe('7');
  expect(formatLatency(1234.6, 'en')).toBe('1,235');
});

it('tells served, refused and failed calls apart by status', () => {
  expect(callOutcome(200)).toBe('served');
  expect(callOutcome(304)).toBe('served');
  expect(callOutcome(429)).toBe('refused');
  expect(callOutcome(503)).toBe('failed');
});

describe('quotas', () => {
  it('are high from 80 % and used up at the limit', () => {
    expect(quotaLevel(159, 200)).toBe('ok');
    expect(quotaLevel(160, 200)).toBe('high');
    expect(quotaLevel(200, 200)).toBe('exhausted');
  });

  it('fill their bar in proportion, never beyond it', () => {
    expect(quotaPercent(50, 200)).toBe(25);
    expect(quotaPercent(250, 200)).toBe(100);
  });
});

describe('links and commands', () => {
  it('open an interface’s reference page by its document reference', () => {
    expect(docsPathOf('football.matches', 'en')).toBe('/docs?id=football.matches&lang=en');
    expect(docsPathOf('esports.lol.live', 'vi')).toBe('/docs?id=esports.lol.live&lang=vi');
    expect(docsPathOf('', 'en')).toBe('/docs?lang=en');
  });

  it('suggest the docs’ first call against this site', () => {
    expect(firstCallCommand('http://localhost:3000/')).toBe(
      'curl "http://localhost:3000/v1/football/matches?key=YOUR_KEY"',
    );
  });
});
