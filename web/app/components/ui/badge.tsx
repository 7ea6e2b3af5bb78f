import type { ReactNode } from 'react';
import './badge.css';

export type TBadgeTone = 'hot' | 'new' | 'sale' | 'accent' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: TBadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
