import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '~/components/ui/panel';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

/**
 * A console page: its header (`title`, `subtitle`, message keys) above its panels (`children`),
 * which read the queries its loader prefetched (`page`, the loader's data).
 */
export function ConsolePage({
  page,
  title,
  subtitle,
  children,
}: {
  page: { dehydratedState: DehydratedState };
  title: TMessageKey;
  subtitle: TMessageKey;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <HydrationBoundary state={page.dehydratedState}>
      <PageHeader title={t(title)} subtitle={t(subtitle)} />
      {children}
    </HydrationBoundary>
  );
}
