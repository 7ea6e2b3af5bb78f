import type { ReactNode } from 'react';
import { LoadFailed } from '~/components/feedback/load-failed';

/**
 * A list a query loads, as the console's billing panels show it: why it failed to load, then the
 * list (`children`) once it has items, or the `empty` text when it has none. `items` picks the list
 * from the query's data.
 */
export function LoadedList<TData, TItem>({
  query,
  items: pickItems,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; data: TData | undefined };
  items: (data: TData) => TItem[];
  empty: string;
  children: (items: TItem[]) => ReactNode;
}) {
  const items = query.data === undefined ? undefined : pickItems(query.data);
  return (
    <>
      {query.isError ? <LoadFailed error={query.error} /> : null}
      {items ? items.length > 0 ? children(items) : <p className="empty-state empty-state--compact">{empty}</p> : null}
    </>
  );
}
