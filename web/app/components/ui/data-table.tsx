import type { ReactNode } from 'react';

/**
 * A .data-table's header row: one heading per column (`columns`, as shown), then any further
 * headings (`children`). The explicit roles keep the table's semantics where phones lay its rows out
 * as cards (display: block or grid drops them); the table's body carries the same roles.
 */
export function DataTableHead({ columns, children }: { columns: readonly string[]; children?: ReactNode }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => (
          <th key={column} scope="col" role="columnheader">
            {column}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}
