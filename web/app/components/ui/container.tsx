import type { HTMLAttributes } from 'react';
import './layout-primitives.css';

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['container', className].filter(Boolean).join(' ')} {...rest} />;
}
