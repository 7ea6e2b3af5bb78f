import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import type { TFieldLayout } from './layout.ts';
import { lineAttributes } from './materials.ts';
import { px, safeColour } from './markup.ts';

/** What drawing a field's markings needs: its rectangle and centre, metres to pixels, a plain line. */
export function markingFrame(layout: TFieldLayout, style: TMaterialStyle) {
  const { x, y, w, h } = layout.pitch;
  return {
    x,
    y,
    w,
    h,
    cx: x + w / 2,
    cy: y + h / 2,
    m: (metres: number) => metres * layout.scale,
    plain: lineAttributes({ ...style, pattern: 'plain' }, 2),
  };
}

/** The boundary of the field. */
export function boundary(frame: ReturnType<typeof markingFrame>): string {
  return `<rect x="${px(frame.x)}" y="${px(frame.y)}" width="${px(frame.w)}" height="${px(frame.h)}" ${frame.plain}/>`;
}

/** The halfway line and the centre circle in the centre-line material's pattern, the centre spot in its second colour. */
export function centreMarkings(frame: ReturnType<typeof markingFrame>, style: TMaterialStyle, radiusM: number): string {
  const { cx, cy, y, h, m } = frame;
  return (
    `<g data-part="centre-line"><path d="M${px(cx)} ${px(y)}V${px(y + h)}" ${lineAttributes(style, 2.5)}/>` +
    `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(m(radiusM))}" ${lineAttributes(style, 2.5)}/>` +
    `<circle cx="${px(cx)}" cy="${px(cy)}" r="3.5" fill="${safeColour(style.secondary)}"/></g>`
  );
}
