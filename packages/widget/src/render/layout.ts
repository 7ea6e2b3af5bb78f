import type { TAnimType, TPoint } from '../types.ts';

/**
 * The drawing's geometry in SVG pixels: the playing area (`scale` pixels a metre), a run-off, the
 * boards, and the stands around them.
 */
export type TFieldLayout = {
  width: number;
  height: number;
  pitch: { x: number; y: number; w: number; h: number };
  /** Pixels a metre. */
  scale: number;
  runOff: number;
  boards: number;
  playerRadius: number;
  ballRadius: number;
};

const margin = { stands: 44, boards: 18, runOff: 12 };

function layoutOf(lengthM: number, widthM: number, scale: number, playerRadius: number, ballRadius: number) {
  const edge = margin.stands + margin.boards + margin.runOff;
  const w = lengthM * scale;
  const h = widthM * scale;
  return {
    width: w + edge * 2,
    height: h + edge * 2,
    pitch: { x: edge, y: edge, w, h },
    scale,
    runOff: margin.runOff,
    boards: margin.boards,
    playerRadius,
    ballRadius,
  };
}

/** A 105 × 68 m pitch; a 28 × 15 m court. */
export const layouts: Record<TAnimType, TFieldLayout> = {
  0: layoutOf(105, 68, 8, 11, 7.5),
  1: layoutOf(28, 15, 30, 14, 9),
};

export function toPixel(layout: TFieldLayout, point: TPoint): TPoint {
  return { x: layout.pitch.x + point.x * layout.pitch.w, y: layout.pitch.y + point.y * layout.pitch.h };
}

/** The whole venue; on a narrow screen the stands are cut away so the field is drawn larger. */
export function viewBoxOf(layout: TFieldLayout, isNarrow: boolean): string {
  if (!isNarrow) return `0 0 ${layout.width} ${layout.height}`;
  const inset = margin.stands - 6;
  return `${inset} ${inset} ${layout.width - inset * 2} ${layout.height - inset * 2}`;
}
