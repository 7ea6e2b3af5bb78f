import type { ComponentProps, ReactNode } from 'react';
import { CardsTable, LabelledCell } from '~/components/ui/data-table';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

/**
 * One of the usage page's tables (`className` adds the table's own look): a row per item of `rows`
 * (`children`), or the short note `none` where the range has none.
 */
export function UsageTable<TRow>({
  rows,
  none,
  className,
  testId,
  caption,
  columns,
  children,
}: {
  rows: readonly TRow[];
  none: TMessageKey;
  className?: string;
  testId: string;
  caption: TMessageKey;
  columns: readonly TMessageKey[];
  children: (row: TRow, index: number) => ReactNode;
}) {
  const t = useT();
  if (rows.length === 0) return <p className="empty-state empty-state--compact">{t(none)}</p>;
  return (
    <CardsTable
      className={className ? `usage-table ${className}` : 'usage-table'}
      testId={testId}
      caption={caption}
      columns={columns}
    >
      {rows.map(children)}
    </CardsTable>
  );
}

/** A cell of a usage table holding a number, set to line up with the numbers above and below it. */
export function UsageNumberCell({ className, ...cell }: ComponentProps<typeof LabelledCell>) {
  return <LabelledCell {...cell} className={className ? `usage-num ${className}` : 'usage-num'} />;
}
