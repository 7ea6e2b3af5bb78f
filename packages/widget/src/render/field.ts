import type { TAnimType, TWidgetConfig } from '../types.ts';
import { basketballLines } from './basketball-lines.ts';
import { boardImages } from './boards.ts';
import { footballLines } from './football-lines.ts';
import { layouts } from './layout.ts';
import { patternMarkup } from './materials.ts';
import { px } from './markup.ts';

/**
 * The still part of the drawing, from the config's materials: stands all round, the boards
 * (fence material, and the fence images on them), the playing surface (venue) and its markings
 * (centre-line material). `ids` prefixes the pattern ids, unique to each widget of a page.
 */
export function fieldMarkup(
  animType: TAnimType,
  config: TWidgetConfig,
  ids: string,
  resolveUrl: (url: string) => string,
): string {
  const layout = layouts[animType];
  const { stand, venue, fence, centreLine } = config.materials;
  const { x, y, w, h } = layout.pitch;
  const ring = (inset: number, fill: string, rounding: number) =>
    `<rect x="${px(x - inset)}" y="${px(y - inset)}" width="${px(w + inset * 2)}" height="${px(h + inset * 2)}" rx="${rounding}" fill="${fill}"/>`;
  const lines = animType === 0 ? footballLines(layout, centreLine.style) : basketballLines(layout, centreLine.style);
  const images = boardImages(
    layout,
    config.fence.imageUrl ? resolveUrl(config.fence.imageUrl) : null,
    config.fence.extraImageUrls.map(resolveUrl),
  );
  return (
    `<defs>${patternMarkup(`${ids}s`, stand.style, 14)}${patternMarkup(`${ids}v`, venue.style, animType === 0 ? w / 10 : 40)}` +
    `${patternMarkup(`${ids}f`, fence.style, 12)}</defs>` +
    `<rect width="${layout.width}" height="${layout.height}" rx="28" fill="url(#${ids}s)" data-part="stands"/>` +
    `<g data-part="fence">${ring(layout.runOff + layout.boards, `url(#${ids}f)`, 6)}${images}</g>` +
    `<g data-part="venue">${ring(layout.runOff, `url(#${ids}v)`, 2)}</g>` +
    `<g data-part="lines">${lines}</g>`
  );
}
