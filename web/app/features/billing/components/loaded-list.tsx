import type { ReactNode } from 'react';
import { Alert } from '~/components/ui/alert';
import { useI18n } from '~/i18n';
import { errorText } from '~/lib/language/error-text';

/**
 * A list a query loads, as the console's billing panels show it: why it failed to load, then the
 * list (`children`) once it has items, or the `empty` text when it has none.
 */
export function LoadedList<TItem>({
  isError,
  error,
  items,
  empty,
  children,
}: {
  isError: boolean;
  error: unknown;
  items: TItem[] | undefined;
  empty: string;
  children: (items: TItem[]) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      {isError ? (
        <Alert tone="error" title={t('common.loadFailed')}>
          <p>{errorText(error, t)}</p>
        </Alert>
      ) : null}
      {items ? items.length > 0 ? children(items) : <p className="billing-empty">{empty}</p> : null}
    </>
  );
}
