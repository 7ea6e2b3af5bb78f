import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import { px, safeColour } from './markup.ts';

/**
 * A material's fill as an SVG pattern of `size` pixels: its primary colour with its secondary
 * drawn as stripes, checks, rings, dots or dashes.
 */
export function patternMarkup(id: string, style: TMaterialStyle, size: number): string {
  const primary = safeColour(style.primary);
  const secondary = safeColour(style.secondary);
  const half = size / 2;
  const shapes: Record<TMaterialStyle['pattern'], string> = {
    plain: '',
    stripes: `<rect width="${px(half)}" height="${px(size)}" fill="${secondary}"/>`,
    checks: `<path d="M0 0h${px(half)}v${px(half)}h${px(half)}v${px(half)}h-${px(half)}v-${px(half)}h-${px(half)}z" fill="${secondary}"/>`,
    rings: `<circle cx="${px(half)}" cy="${px(half)}" r="${px(size * 0.3)}" fill="none" stroke="${secondary}" stroke-width="${px(size * 0.08)}"/>`,
    dots: `<circle cx="${px(half)}" cy="${px(half)}" r="${px(size * 0.16)}" fill="${secondary}"/>`,
    dashed: `<rect x="${px(size * 0.1)}" y="${px(half - size * 0.06)}" width="${px(size * 0.5)}" height="${px(size * 0.12)}" fill="${secondary}"/>`,
  };
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${px(size)}" height="${px(size)}">` +
    `<rect width="${px(size)}" height="${px(size)}" fill="${primary}"/>${shapes[style.pattern] ?? ''}</pattern>`
  );
}

/** How the centre-line material draws a line: its primary colour, dashed or dotted when it says so. */
export function lineAttributes(style: TMaterialStyle, width: number): string {
  const dash =
    style.pattern === 'dashed'
      ? ` stroke-dasharray="${px(width * 4)} ${px(width * 3)}"`
      : style.pattern === 'dots'
        ? ` stroke-dasharray="0.1 ${px(width * 3)}" stroke-linecap="round"`
        : '';
  return `fill="none" stroke="${safeColour(style.primary)}" stroke-width="${px(width)}"${dash}`;
}
