import type { ReactNode } from 'react';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import './data-table.css';

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

/**
 * A .data-table whose rows phones lay out as cards (`className` adds the table's own): its caption
 * for screen readers and its header row (`columns`), both message keys, and its rows (`children`,
 * with the same roles).
 */
export function CardsTable({
  className,
  testId,
  caption,
  columns,
  children,
}: {
  className: string;
  testId: string;
  caption: TMessageKey;
  columns: readonly TMessageKey[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <table className={`data-table data-table--cards ${className}`} role="table" data-testid={testId}>
      <caption className="visually-hidden">{t(caption)}</caption>
      <DataTableHead columns={columns.map((key) => t(key))} />
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A cell's column name, shown only where phones lay the table's rows out as cards. */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="data-table__label caps-label" aria-hidden="true">
      {children}
    </span>
  );
}

/** A body cell of a CardsTable, headed by its column's name (`label`) where phones show cards. */
export function LabelledCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" className={className}>
      <CellLabel>{label}</CellLabel>
      {children}
    </td>
  );
}
