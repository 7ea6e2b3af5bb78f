import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  flattenLayers,
  parseColour,
  readCustomProperties,
  resolveToken,
  toHex,
  type TRgba,
} from './contrast';

/** WCAG 2.2 AA minimums: 1.4.3 body text, 1.4.3 large text (24 px, or 18.66 px bold), 1.4.11 non-text. */
const MINIMUM = { text: 4.5, large: 3, ui: 3 } as const;

type TPair = {
  fg: string;
  /** One token, or layers top first (translucent tints over an opaque surface). */
  bg: string | string[];
  kind: keyof typeof MINIMUM;
  use: string;
};

/** Every foreground/background pair the stylesheets use, by token. A new pair goes here first. */
const PAIRS: TPair[] = [
  // Text on light surfaces
  { fg: '--color-text', bg: '--color-bg', kind: 'text', use: 'body text, headings' },
  { fg: '--color-text', bg: '--color-bg-muted', kind: 'text', use: 'hovered menu items, muted bands' },
  { fg: '--color-text-muted', bg: '--color-bg', kind: 'text', use: 'secondary text' },
  { fg: '--color-text-muted', bg: '--color-bg-subtle', kind: 'text', use: 'secondary text in subtle sections' },
  { fg: '--color-text-muted', bg: '--color-bg-muted', kind: 'text', use: 'table headings, count pills' },
  { fg: '--color-text-subtle', bg: '--color-bg', kind: 'text', use: 'meta lines, dates, placeholders' },
  { fg: '--color-text-subtle', bg: '--color-bg-subtle', kind: 'text', use: 'meta lines in subtle sections' },
  { fg: '--color-text-subtle', bg: '--color-bg-muted', kind: 'text', use: 'meta lines on muted panels' },
  { fg: '--color-text-subtle', bg: '--color-gray-100', kind: 'text', use: 'password toggle on hover' },
  { fg: '--color-accent-text', bg: '--color-bg', kind: 'text', use: 'links, eyebrows, card calls to action' },
  { fg: '--color-accent-text', bg: '--color-bg-subtle', kind: 'text', use: 'eyebrows in subtle sections' },
  { fg: '--color-accent-text', bg: '--color-bg-muted', kind: 'text', use: 'links on muted panels' },
  {
    fg: '--color-accent-text',
    bg: '--color-accent-soft',
    kind: 'text',
    use: 'active console link, discount pills, banner link',
  },
  { fg: '--color-danger-text', bg: '--color-bg', kind: 'text', use: 'field errors' },
  { fg: '--color-danger-text', bg: '--color-danger-soft', kind: 'text', use: 'error alerts' },
  { fg: '--color-warning-text', bg: '--color-warning-soft', kind: 'text', use: 'notices, warning alerts, field notes' },
  { fg: '--color-info-text', bg: '--color-info-soft', kind: 'text', use: 'POST method badges' },
  { fg: '--color-navy-800', bg: '--color-info-soft', kind: 'text', use: 'info alerts' },
  { fg: '--color-hot-text', bg: '--color-danger-soft', kind: 'text', use: '“hot” badges' },
  { fg: '--color-new-text', bg: '--color-info-soft', kind: 'text', use: '“new” badges' },
  { fg: '--color-sale-text', bg: '--color-warning-soft', kind: 'text', use: '“sale” badges' },
  // Text on fills
  { fg: '--color-on-accent', bg: '--color-accent', kind: 'text', use: 'primary buttons, active tabs' },
  { fg: '--color-on-accent', bg: '--color-accent-hover', kind: 'text', use: 'primary buttons on hover' },
  { fg: '--color-on-accent', bg: '--color-teal-400', kind: 'text', use: 'trial band (gradient end)' },
  { fg: '--color-on-accent-muted', bg: '--color-accent', kind: 'text', use: 'trial band body text' },
  { fg: '--color-on-accent-muted', bg: '--color-teal-400', kind: 'text', use: 'trial band body text (gradient end)' },
  { fg: '--color-text-inverse', bg: '--color-danger-fill', kind: 'text', use: 'danger buttons' },
  { fg: '--color-text-inverse', bg: '--color-danger-fill-hover', kind: 'text', use: 'danger buttons on hover' },
  { fg: '--color-white', bg: '--color-blue-600', kind: 'text', use: 'away crest in the hero' },
  // Text on navy
  { fg: '--color-text-inverse', bg: '--color-navy-950', kind: 'text', use: 'hero, footer, code' },
  { fg: '--color-text-inverse', bg: '--color-navy-900', kind: 'text', use: 'page heroes, secondary buttons, toasts' },
  { fg: '--color-text-inverse', bg: '--color-navy-700', kind: 'text', use: 'secondary buttons on hover' },
  { fg: '--color-text-inverse-muted', bg: '--color-navy-950', kind: 'text', use: 'footer links, hero subtitle' },
  { fg: '--color-text-inverse-muted', bg: '--color-navy-900', kind: 'text', use: 'page hero leads' },
  { fg: '--color-text-inverse-muted', bg: '--color-navy-700', kind: 'text', use: 'hero match card (lightest stop)' },
  {
    fg: '--color-text-inverse-muted',
    bg: ['--color-fill-inverse-hover', '--color-navy-900'],
    kind: 'text',
    use: 'tints on navy (countdown, hovered copy button)',
  },
  { fg: '--color-accent', bg: '--color-navy-950', kind: 'text', use: 'hero badge, code highlights' },
  { fg: '--color-accent', bg: '--color-navy-900', kind: 'text', use: 'eyebrows and promo pill on navy' },
  { fg: '--color-accent', bg: '--color-navy-800', kind: 'text', use: 'code in the try-it panel' },
  { fg: '--color-accent', bg: '--color-navy-700', kind: 'text', use: 'live badge in the hero card' },
  {
    fg: '--color-accent',
    bg: ['--color-fill-inverse-hover', '--color-navy-900'],
    kind: 'text',
    use: 'countdown numbers',
  },
  { fg: '--color-code-text', bg: '--color-navy-950', kind: 'text', use: 'code samples' },
  { fg: '--color-code-keyword', bg: '--color-navy-950', kind: 'text', use: 'code: keywords' },
  { fg: '--color-code-function', bg: '--color-navy-950', kind: 'text', use: 'code: functions' },
  { fg: '--color-code-string', bg: '--color-navy-950', kind: 'text', use: 'code: strings' },
  { fg: '--color-code-number', bg: '--color-navy-950', kind: 'text', use: 'code: numbers' },
  { fg: '--color-code-key', bg: '--color-navy-950', kind: 'text', use: 'code: keys' },
  { fg: '--color-code-constant', bg: '--color-navy-950', kind: 'text', use: 'code: constants' },
  // Large text
  { fg: '--color-accent-text', bg: '--color-bg', kind: 'large', use: 'error page code (gradient end)' },
  // Control borders, icons and focus rings (non-text, 3:1)
  { fg: '--color-border-control', bg: '--color-bg', kind: 'ui', use: 'input and ghost button borders' },
  { fg: '--color-border-control', bg: '--color-bg-subtle', kind: 'ui', use: 'input borders in subtle sections' },
  { fg: '--color-border-control', bg: '--color-bg-muted', kind: 'ui', use: 'input borders on muted panels' },
  { fg: '--color-danger', bg: '--color-bg', kind: 'ui', use: 'invalid input border' },
  { fg: '--color-border-inverse-strong', bg: '--color-navy-900', kind: 'ui', use: 'outline buttons on navy' },
  { fg: '--color-accent-text', bg: '--color-accent-soft', kind: 'ui', use: 'icons on green tints' },
  { fg: '--color-sale-text', bg: '--color-warning-soft', kind: 'ui', use: 'basketball icon' },
  { fg: '--color-info-text', bg: '--color-info-soft', kind: 'ui', use: 'esports and info icons' },
  { fg: '--color-accent', bg: '--color-navy-900', kind: 'ui', use: 'icons and floating buttons on navy' },
  { fg: '--color-text-inverse', bg: '--color-danger', kind: 'ui', use: 'error toast icon' },
  { fg: '--color-text-inverse', bg: '--color-blue-500', kind: 'ui', use: 'info toast icon' },
  { fg: '--color-on-accent', bg: '--color-accent', kind: 'ui', use: 'icons of the floating buttons' },
  { fg: '--color-focus', bg: '--color-bg', kind: 'ui', use: 'focus ring on white' },
  { fg: '--color-focus', bg: '--color-bg-subtle', kind: 'ui', use: 'focus ring on subtle sections' },
  { fg: '--color-focus', bg: '--color-bg-muted', kind: 'ui', use: 'focus ring on muted panels' },
  { fg: '--color-focus', bg: '--color-gray-100', kind: 'ui', use: 'focus ring on hovered items' },
  { fg: '--color-focus', bg: '--color-accent-soft', kind: 'ui', use: 'focus ring on green tints' },
  { fg: '--color-focus', bg: '--color-navy-950', kind: 'ui', use: 'focus ring in hero and footer' },
  { fg: '--color-focus', bg: '--color-navy-900', kind: 'ui', use: 'focus ring on page heroes' },
  { fg: '--color-focus', bg: '--color-navy-800', kind: 'ui', use: 'focus ring on navy panels' },
  { fg: '--color-focus', bg: '--color-navy-700', kind: 'ui', use: 'focus ring on the hero card' },
  { fg: '--color-focus-on-accent', bg: '--color-accent', kind: 'ui', use: 'focus ring on the green band' },
  { fg: '--color-focus-on-accent', bg: '--color-teal-400', kind: 'ui', use: 'focus ring on the green band (end)' },
];

const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const docPath = path.join(import.meta.dirname, '../../../docs/accessibility.md');
const properties = readCustomProperties(tokensCss);

function colourOf(token: string): TRgba {
  return parseColour(resolveToken(properties, token));
}

function measure(pair: TPair) {
  const background = flattenLayers((Array.isArray(pair.bg) ? pair.bg : [pair.bg]).map(colourOf));
  const foreground = flattenLayers([colourOf(pair.fg), background]);
  return { ratio: contrastRatio(foreground, background), foreground, background };
}

const KIND_LABEL = { text: 'text', large: 'large text', ui: 'non-text' } as const;

/** The table docs/accessibility.md carries, computed from the tokens (never typed by hand). */
function buildContrastTable(): string {
  const name = (token: string) => token.replace(/^--color-/, '');
  const rows = PAIRS.map((pair) => {
    const { ratio, foreground, background } = measure(pair);
    const layers = Array.isArray(pair.bg) ? pair.bg.map(name).join(' over ') : name(pair.bg);
    return `| \`${name(pair.fg)}\` ${toHex(foreground)} | \`${layers}\` ${toHex(background)} | ${ratio.toFixed(2)}:1 | ${MINIMUM[pair.kind]}:1 ${KIND_LABEL[pair.kind]} | ${pair.use} |`;
  });
  return ['| Foreground | Background | Ratio | Minimum | Used for |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

const START = '<!-- contrast-table:start (generated by web/app/styles/contrast.test.ts) -->';
const END = '<!-- contrast-table:end -->';

describe('design token contrast (WCAG 2.2 AA)', () => {
  it.each(PAIRS.map((pair) => [`${pair.fg} on ${[pair.bg].flat().join(' over ')}`, pair] as const))('%s', (_, pair) => {
    expect(measure(pair).ratio).toBeGreaterThanOrEqual(MINIMUM[pair.kind]);
  });

  it('resolves layered and translucent colours as a browser paints them', () => {
    const white = parseColour('#ffffff');
    const black = parseColour('#000000');
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(flattenLayers([parseColour('rgb(0 0 0 / 0.5)'), white])).toEqual({ r: 128, g: 128, b: 128, a: 1 });
    expect(resolveToken(readCustomProperties(':root{--a:#123456;--b:var(--a);}'), '--b')).toBe('#123456');
  });

  it('writes raw colours only in tokens.css, so every pair above is all there is to check', () => {
    const appDir = path.join(import.meta.dirname, '..');
    const stylesheets = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.css') && path.join(appDir, file) !== path.join(import.meta.dirname, 'tokens.css'),
    );
    expect(stylesheets.length).toBeGreaterThan(10);
    const raw = stylesheets.flatMap((file) =>
      readFileSync(path.join(appDir, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|oklch|lab)\(/i.test(line))
        .map(({ line, at }) => `${at} ${line}`),
    );
    expect(raw).toEqual([]);
  });

  it("docs/accessibility.md's table matches the tokens (UPDATE_CONTRAST_DOC=1 rewrites it)", () => {
    const doc = readFileSync(docPath, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `${docPath} has the contrast table markers`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n\n${buildContrastTable()}\n\n${END}`;
    const actual = doc.slice(start, end + END.length);
    if (actual !== expected && process.env.UPDATE_CONTRAST_DOC === '1') {
      writeFileSync(docPath, doc.slice(0, start) + expected + doc.slice(end + END.length));
      return;
    }
    expect(actual).toBe(expected);
  });
});
