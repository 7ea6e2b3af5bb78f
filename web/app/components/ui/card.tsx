import type { HTMLAttributes } from 'react';
import './layout-primitives.css';

export function Card({
  className,
  interactive = false,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { interactive?: boolean }) {
  return (
    <div className={['card', interactive ? 'card--interactive' : '', className].filter(Boolean).join(' ')} {...rest} />
  );
}
