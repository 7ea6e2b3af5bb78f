import type { ReactNode } from 'react';
import '~/components/ui/data-table.css';

/** A cell's column name, shown only where phones lay the table's rows out as cards. */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="data-table__label caps-label" aria-hidden="true">
      {children}
    </span>
  );
}
