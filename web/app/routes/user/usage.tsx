import { useSearchParams } from 'react-router';
import type { Route } from './+types/usage';
import { LoadFailed } from '~/components/feedback/load-failed';
import { ConsolePage } from '~/components/layout/console-page';
import { PageErrorBoundary } from '~/components/layout/error-page';
import { usageQuery, useUsage } from '~/features/usage/api/get-usage';
import { DailyChart } from '~/features/usage/components/daily-chart';
import { ErrorsTable } from '~/features/usage/components/errors-table';
import { FirstCall } from '~/features/usage/components/first-call';
import { InterfaceTable } from '~/features/usage/components/interface-table';
import { QuotaPanel } from '~/features/usage/components/quota-panel';
import { RecentCallsTable } from '~/features/usage/components/recent-calls-table';
import { UsageToolbar } from '~/features/usage/components/usage-toolbar';
import { totalsOf } from '~/features/usage/usage-chart';
import { parseUsageRange } from '~/features/usage/usage-format';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { buildPageMeta } from '~/lib/seo/page-meta';
import '~/features/usage/components/usage.css';

export const handle = { consoleSidebar: true };

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, 'meta.usage.title');

export async function loader({ request }: Route.LoaderArgs) {
  const days = parseUsageRange(new URL(request.url).searchParams.get('days'));
  return {
    dehydratedState: await prefetchPageQueries(request, (api) => [usageQuery.options(api, { query: { days } })]),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}

function Usage({ days }: { days: number }) {
  const usage = useUsage(days);
  const data = usage.data;
  const hasCalls = data ? totalsOf(data.days).calls > 0 || data.recent.length > 0 : false;
  return (
    <>
      <UsageToolbar
        days={days}
        updatedAt={usage.dataUpdatedAt}
        isFetching={usage.isFetching}
        onRefresh={() => void usage.refetch()}
      />
      {usage.isError ? <LoadFailed error={usage.error} /> : null}
      {data ? (
        <>
          <QuotaPanel quotas={data.quotas} />
          {hasCalls ? (
            <>
              <DailyChart days={data.days} />
              <InterfaceTable interfaces={data.interfaces} days={days} />
              <ErrorsTable errors={data.errorsByCode} days={days} />
              <RecentCallsTable calls={data.recent} />
            </>
          ) : (
            <FirstCall />
          )}
        </>
      ) : null}
    </>
  );
}

/**
 * Console: the customer's use of the data API — quota left per sport today, calls per day and per
 * interface, errors by result code and the last 100 calls, read again every 30 s while on screen.
 */
export default function UsagePage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const days = parseUsageRange(searchParams.get('days'));
  return (
    <ConsolePage page={loaderData} title="usage.page.title" subtitle="usage.page.subtitle">
      <Usage days={days} />
    </ConsolePage>
  );
}
