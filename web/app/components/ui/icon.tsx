import { createElement, type SVGProps } from 'react';
import shapes from './icon-shapes.json';

type TShape = [element: 'path' | 'circle' | 'rect', attributes: Record<string, string>];

/** Each icon's shapes on a 24 × 24 grid, stroked unless its attributes say otherwise (data). */
const SHAPES = shapes as Record<TIconName, TShape[]>;

export type TIconName = keyof typeof shapes;

type TIconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: TIconName; size?: number; title?: string };

/** Inline SVG icon; decorative unless a title is given. */
export function Icon({ name, size = 20, title, ...rest }: TIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {SHAPES[name].map(([element, attributes], index) => createElement(element, { key: index, ...attributes }))}
    </svg>
  );
}
