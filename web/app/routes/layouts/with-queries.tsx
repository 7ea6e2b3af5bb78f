import { Outlet } from 'react-router';
import { QueryProvider } from '~/lib/query/query-provider';

/** Pathless layout: TanStack Query for the pages under it, which call the API from the browser. */
export default function WithQueriesLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
