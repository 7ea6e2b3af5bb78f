import type { TFieldLayout } from './layout.ts';
import { escapeText, px } from './markup.ts';

/** Advertising panels on each long board; the short boards hold the half-fence images. */
const longPanels = 5;

/**
 * The fence images on the boards: the fence image on every panel of the long sides, the
 * half-fence images shared out over the short sides (football's ten, five a side; basketball's
 * two, one a side), each turned to read along its board.
 */
export function boardImages(layout: TFieldLayout, imageUrl: string | null, extraImageUrls: string[]): string {
  const { x, y, w, h } = layout.pitch;
  const depth = layout.boards - 4;
  const offset = layout.runOff + layout.boards / 2;
  const image = (url: string, cx: number, cy: number, length: number, turn: number) =>
    `<image href="${escapeText(url)}" x="${px(-length / 2)}" y="${px(-depth / 2)}" width="${px(length)}" height="${px(depth)}" ` +
    `preserveAspectRatio="xMidYMid slice" transform="translate(${px(cx)} ${px(cy)}) rotate(${turn})"/>`;
  let markup = '';
  if (imageUrl) {
    const length = w / longPanels;
    for (let index = 0; index < longPanels; index++) {
      const cx = x + length * (index + 0.5);
      markup += image(imageUrl, cx, y - offset, length - 6, 0) + image(imageUrl, cx, y + h + offset, length - 6, 0);
    }
  }
  const perSide = Math.ceil(extraImageUrls.length / 2);
  extraImageUrls.forEach((url, index) => {
    const isLeft = index < perSide;
    const slot = isLeft ? index : index - perSide;
    const length = h / perSide;
    const cy = y + length * (slot + 0.5);
    markup += image(url, isLeft ? x - offset : x + w + offset, cy, length - 6, isLeft ? -90 : 90);
  });
  return markup;
}
