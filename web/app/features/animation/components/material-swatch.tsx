import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import { useId, type ReactNode } from 'react';

const HEIGHT = 40;

/** One tile of a pattern (its size and its marks in the secondary colour), repeated across the swatch. */
function tileOf({ secondary, pattern }: TMaterialStyle): { width: number; height: number; marks: ReactNode } | null {
  switch (pattern) {
    case 'stripes':
      return { width: 16, height: HEIGHT, marks: <rect width={8} height={HEIGHT} fill={secondary} /> };
    case 'checks':
      return {
        width: 16,
        height: 16,
        marks: (
          <>
            <rect width={8} height={8} fill={secondary} />
            <rect x={8} y={8} width={8} height={8} fill={secondary} />
          </>
        ),
      };
    case 'rings':
      return {
        width: 64,
        height: HEIGHT,
        marks: [6, 12, 18].map((r) => (
          <circle key={r} cx={32} cy={HEIGHT / 2} r={r} fill="none" stroke={secondary} strokeWidth={2} />
        )),
      };
    case 'dots':
      return { width: 16, height: 20, marks: <circle cx={8} cy={10} r={3} fill={secondary} /> };
    case 'dashed':
      return {
        width: 14,
        height: HEIGHT,
        marks: <line x1={0} y1={HEIGHT / 2} x2={8} y2={HEIGHT / 2} stroke={secondary} strokeWidth={4} />,
      };
    case 'plain':
      return null;
  }
}

/**
 * A drawing of a material from its style: the primary colour under the pattern's tile in the
 * secondary colour, repeated across whatever width the card gives it. Decorative: the name is beside it.
 */
export function MaterialSwatch({ style }: { style: TMaterialStyle }) {
  // useId's punctuation has no place in a url(#…) reference.
  const patternId = `swatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tile = tileOf(style);
  return (
    <svg className="material-swatch" height={HEIGHT} aria-hidden="true">
      {tile ? (
        <defs>
          <pattern id={patternId} width={tile.width} height={tile.height} patternUnits="userSpaceOnUse">
            {tile.marks}
          </pattern>
        </defs>
      ) : null}
      <rect width="100%" height="100%" fill={style.primary} />
      {tile ? <rect width="100%" height="100%" fill={`url(#${patternId})`} /> : null}
    </svg>
  );
}
