import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import type { ReactNode } from 'react';

const WIDTH = 64;
const HEIGHT = 40;

/** The pattern's marks in the secondary colour over the primary ground, as the widget draws the material. */
function marksOf({ secondary, pattern }: TMaterialStyle): ReactNode {
  switch (pattern) {
    case 'stripes':
      return [0, 16, 32, 48].map((x) => <rect key={x} x={x} width={8} height={HEIGHT} fill={secondary} />);
    case 'checks':
      return [0, 1, 2, 3, 4, 5, 6, 7].flatMap((column) =>
        [0, 1, 2, 3, 4].flatMap((row) =>
          (column + row) % 2 === 0
            ? [<rect key={`${column}-${row}`} x={column * 8} y={row * 8} width={8} height={8} fill={secondary} />]
            : [],
        ),
      );
    case 'rings':
      return [6, 12, 18].map((r) => (
        <circle key={r} cx={WIDTH / 2} cy={HEIGHT / 2} r={r} fill="none" stroke={secondary} strokeWidth={2} />
      ));
    case 'dots':
      return [8, 24, 40, 56].flatMap((x) =>
        [10, 30].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={3} fill={secondary} />),
      );
    case 'dashed':
      return (
        <line
          x1={0}
          y1={HEIGHT / 2}
          x2={WIDTH}
          y2={HEIGHT / 2}
          stroke={secondary}
          strokeWidth={4}
          strokeDasharray="8 6"
        />
      );
    case 'plain':
      return null;
  }
}

/** A small drawing of a material from its style (colours and pattern); decorative: its name is beside it. */
export function MaterialSwatch({ style }: { style: TMaterialStyle }) {
  return (
    <svg
      className="material-swatch"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
    >
      <rect width={WIDTH} height={HEIGHT} fill={style.primary} />
      {marksOf(style)}
    </svg>
  );
}
