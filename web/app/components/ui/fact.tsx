import type { ReactNode } from 'react';

/** One term of a description list (`<dl>`): its name (`label`) and its value (`children`). */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
