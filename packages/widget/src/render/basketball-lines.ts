import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import type { TFieldLayout } from './layout.ts';
import { boundary, centreMarkings, markingFrame } from './markings.ts';
import { px } from './markup.ts';

/**
 * A basketball court's markings (FIBA): boundary, both keys with their free-throw circles,
 * three-point lines, backboards and rims; the centre line and circle in the centre-line pattern.
 */
export function basketballLines(layout: TFieldLayout, style: TMaterialStyle): string {
  const frame = markingFrame(layout, style);
  const { x, w, cy, m, plain } = frame;
  const end = (baseline: number, inward: number) => {
    const rimX = baseline + inward * m(1.575);
    const laneEnd = baseline + inward * m(5.8);
    // The three-point line: straight 0.9 m from each sideline, then an arc of 6.75 m round the rim.
    const cornerY = m(7.5 - 0.9);
    const arcX = rimX + inward * Math.sqrt(m(6.75) ** 2 - cornerY ** 2);
    const sweep = inward > 0 ? 1 : 0;
    return (
      `<path d="M${px(baseline)} ${px(cy - m(2.45))}H${px(laneEnd)}V${px(cy + m(2.45))}H${px(baseline)}` +
      `M${px(laneEnd)} ${px(cy - m(1.8))}A${px(m(1.8))} ${px(m(1.8))} 0 0 ${sweep} ${px(laneEnd)} ${px(cy + m(1.8))}` +
      `M${px(baseline)} ${px(cy - cornerY)}H${px(arcX)}A${px(m(6.75))} ${px(m(6.75))} 0 0 ${sweep} ${px(arcX)} ${px(cy + cornerY)}H${px(baseline)}` +
      `M${px(baseline + inward * m(1.2))} ${px(cy - m(0.9))}V${px(cy + m(0.9))}" ${plain}/>` +
      `<circle cx="${px(rimX)}" cy="${px(cy)}" r="${px(m(0.225))}" fill="none" stroke="#e8772e" stroke-width="2.5"/>`
    );
  };
  return boundary(frame) + end(x, 1) + end(x + w, -1) + centreMarkings(frame, style, 1.8);
}
