import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import type { TFieldLayout } from './layout.ts';
import { boundary, centreMarkings, markingFrame } from './markings.ts';
import { px, safeColour } from './markup.ts';

/**
 * A football pitch's markings: touch and goal lines, both boxes, penalty spots and arcs, corner
 * arcs and goals in the centre-line material's colour; the halfway line and centre circle in its
 * pattern.
 */
export function footballLines(layout: TFieldLayout, style: TMaterialStyle): string {
  const frame = markingFrame(layout, style);
  const { x, y, w, h, cy, m, plain } = frame;
  const ends = [
    { goalLine: x, inward: 1 },
    { goalLine: x + w, inward: -1 },
  ];
  const box = (goalLine: number, inward: number, depth: number, width: number) =>
    `M${px(goalLine)} ${px(cy - m(width / 2))}h${px(inward * m(depth))}v${px(m(width))}h${px(-inward * m(depth))}`;
  const end = ({ goalLine, inward }: { goalLine: number; inward: number }) => {
    const spot = goalLine + inward * m(11);
    // The arc outside the penalty box: the part of a 9.15 m circle round the spot beyond 16.5 m.
    const arcY = Math.sqrt(m(9.15) ** 2 - m(5.5) ** 2);
    const boxEdge = goalLine + inward * m(16.5);
    return (
      `<path d="${box(goalLine, inward, 16.5, 40.32)}${box(goalLine, inward, 5.5, 18.32)}` +
      `M${px(boxEdge)} ${px(cy - arcY)}A${px(m(9.15))} ${px(m(9.15))} 0 0 ${inward > 0 ? 1 : 0} ${px(boxEdge)} ${px(cy + arcY)}" ${plain}/>` +
      `<circle cx="${px(spot)}" cy="${px(cy)}" r="2.5" fill="${safeColour(style.primary)}"/>` +
      `<rect x="${px(inward > 0 ? goalLine - m(2) : goalLine)}" y="${px(cy - m(3.66))}" width="${px(m(2))}" height="${px(m(7.32))}" fill="#ffffff" fill-opacity="0.35" ${plain}/>`
    );
  };
  // Each corner arc runs from the goal line to the touchline, bulging into the pitch.
  const corners = [
    [x, y, 1, 1],
    [x + w, y, -1, 1],
    [x, y + h, 1, -1],
    [x + w, y + h, -1, -1],
  ]
    .map(([cornerX, cornerY, dx, dy]) => {
      const r = m(1);
      return `M${px(cornerX! + dx! * r)} ${px(cornerY!)}A${px(r)} ${px(r)} 0 0 ${dx! * dy! > 0 ? 1 : 0} ${px(cornerX!)} ${px(cornerY! + dy! * r)}`;
    })
    .join('');
  return (
    boundary(frame) + `<path d="${corners}" ${plain}/>` + ends.map(end).join('') + centreMarkings(frame, style, 9.15)
  );
}
