import { describe, expect, it } from 'vitest';
import { readAnswer, retryDelay, widgetUrl } from '../src/data/api.ts';
import { translator } from '../src/i18n.ts';
import { fieldMarkup } from '../src/render/field.ts';
import { patternMarkup } from '../src/render/materials.ts';
import { announcement, matchSummary, statusText, timelineLength, timelineMarkup } from '../src/render/panel.ts';
import { makeConfig, makeEvent, makeMatch } from './fixtures.ts';

const en = translator('en');
const vi = translator('vi');
const resolve = (url: string) => new URL(url, 'https://data.matchwire.test').href;

describe('the field', () => {
  it('draws each material as a pattern of its colours', () => {
    const rings = patternMarkup('p', { primary: '#112233', secondary: '#445566', pattern: 'rings' }, 10);
    expect(rings).toContain('fill="#112233"');
    expect(rings).toContain('stroke="#445566"');
    // A colour that is not #rrggbb cannot break out of its attribute.
    expect(patternMarkup('p', { primary: '"><script>', secondary: '#000000', pattern: 'plain' }, 10)).not.toContain(
      '<script>',
    );
  });

  it('shows the fence image on the long boards and the half-fence images on the short ones', () => {
    const extra = Array.from({ length: 10 }, (_, index) => `/widget/v1/image?file=silk/animation/half-${index}.png`);
    const markup = fieldMarkup(
      0,
      makeConfig({ imageUrl: '/widget/v1/image?file=silk/animation/f.png', extraImageUrls: extra }),
      'w1',
      resolve,
    );
    const images = markup.match(/<image /g) ?? [];
    expect(images).toHaveLength(10 + 10);
    expect(markup).toContain('href="https://data.matchwire.test/widget/v1/image?file=silk/animation/f.png"');
    expect(markup).toContain('rotate(-90)');
    expect(fieldMarkup(0, makeConfig(), 'w1', resolve)).not.toContain('<image');
  });

  it('gives a basketball court its two half-fence images, one each end', () => {
    const markup = fieldMarkup(1, makeConfig({ extraImageUrls: ['/a.png', '/b.png'] }), 'w2', resolve);
    expect(markup.match(/rotate\(-90\)/g)).toHaveLength(1);
    expect(markup.match(/rotate\(90\)/g)).toHaveLength(1);
  });
});

describe('the header and the timeline', () => {
  const match = makeMatch({ score: { home: 2, away: 1 } });

  it('summarises the match for the drawing’s label', () => {
    expect(matchSummary(match, "67'")).toBe("Riverside 2–1 Hill Town, 67'");
  });

  it('says live, half-time, a break between quarters or full time', () => {
    expect(statusText(en, 0, match, makeEvent({ type: 'goal' }))).toBe('Live');
    expect(statusText(en, 0, match, makeEvent({ type: 'half-time' }))).toBe('Half-time');
    expect(statusText(en, 0, { ...match, clock: 'HT' }, undefined)).toBe('Half-time');
    expect(statusText(vi, 0, match, makeEvent({ type: 'full-time' }))).toBe('Hết giờ');
    expect(statusText(en, 1, match, makeEvent({ type: 'period-end', period: 1 }))).toBe('Break');
    expect(statusText(en, 1, match, makeEvent({ type: 'period-end', period: 2 }))).toBe('Half-time');
  });

  it('lists the newest events first, with their clock, localised and escaped', () => {
    const events = [
      makeEvent({ type: 'yellow-card', clock: "12'", playerName: '<b>Bad</b>' }),
      makeEvent({ type: 'goal', clock: "30'" }),
    ];
    const markup = timelineMarkup(vi, match, events);
    expect(markup.indexOf('Bàn thắng')).toBeLessThan(markup.indexOf('Thẻ vàng'));
    expect(markup).toContain("30'".replace("'", '&#39;'));
    expect(markup).toContain('&#60;b&#62;Bad');
    expect(markup).not.toContain('<b>');
  });

  it('shows at most its length of events', () => {
    const events = Array.from({ length: 20 }, () => makeEvent({ type: 'substitution' }));
    expect(timelineMarkup(en, match, events).match(/<li /g)).toHaveLength(timelineLength);
  });

  it('names a basket by its points when the event before it is known', () => {
    const before = makeEvent({ type: 'score', side: 'away', score: { home: 10, away: 8 } });
    const three = makeEvent({
      eventId: before.eventId + 1,
      type: 'score',
      side: 'away',
      score: { home: 10, away: 11 },
    });
    expect(timelineMarkup(en, match, [before, three])).toContain('Three-pointer');
    expect(announcement(en, match, three, before)).toBe('Three-pointer for Hill Town Riverside 10–11 Hill Town');
  });

  it('announces goals, not cards', () => {
    const goal = makeEvent({ type: 'goal', side: 'home', score: { home: 3, away: 1 } });
    expect(announcement(en, match, goal, undefined)).toBe('Goal for Riverside! Riverside 3–1 Hill Town');
    expect(announcement(en, match, makeEvent({ type: 'yellow-card' }), undefined)).toBeNull();
  });
});

describe('the widget calls', () => {
  const context = {
    apiOrigin: 'https://data.matchwire.test',
    key: 'mwa_abc',
    animType: 1 as const,
    lang: 'vi' as const,
  };

  it('names the key, sport and language on the script’s origin', () => {
    expect(widgetUrl(context, 'live', { matchId: 42 })).toBe(
      'https://data.matchwire.test/widget/v1/live?key=mwa_abc&animType=1&lang=vi&matchId=42',
    );
  });

  it('reads a success envelope, a refusal, and refuses anything else', () => {
    expect(readAnswer({ resultCode: 0, resultInfo: 'ok', data: { a: 1 } })).toEqual({ data: { a: 1 } });
    expect(readAnswer({ resultCode: 16003, resultInfo: 'no' })).toEqual({ refusal: 16003 });
    expect(() => readAnswer('<html>')).toThrow();
  });

  it('waits longer after each failed try, up to 30 s', () => {
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 1)).toBe(8000);
    expect(retryDelay(3, () => 0)).toBe(4000);
    expect(retryDelay(12, () => 1)).toBe(30_000);
  });
});
