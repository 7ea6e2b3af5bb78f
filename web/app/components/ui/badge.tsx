import type { ReactNode } from 'react';
import './badge.css';
import './tone.css';

export type TBadgeTone = 'hot' | 'new' | 'sale' | 'accent' | 'neutral';

/** `new` is the info tone (its text colour is the same blue). */
const TONE_CLASS: Record<TBadgeTone, string> = {
  hot: 'tone-hot',
  new: 'tone-info',
  sale: 'tone-sale',
  accent: 'tone-accent',
  neutral: 'tone-neutral',
};

export function Badge({ tone = 'neutral', children }: { tone?: TBadgeTone; children: ReactNode }) {
  return <span className={`badge ${TONE_CLASS[tone]}`}>{children}</span>;
}
