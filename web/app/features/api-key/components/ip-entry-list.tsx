import { useEffect, useRef, type RefObject } from 'react';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/entry-list.css';
import '~/components/ui/icon-button.css';
import '~/components/ui/layout-primitives.css';
import { useI18n } from '~/i18n';
import { focusInPlaceOf } from '~/lib/a11y/focus-in-place';
import { formatDate } from '~/lib/language/format-date';
import { showToast } from '~/lib/ui-state/toast-store';
import type { TRouteData } from '~/lib/api/api-request';
import { useIpWhitelistMutation } from '../api/ip-whitelist';

type TIpEntryListProps = {
  entries: TRouteData<'GET /api/user/ipWhitelist'>['entries'];
  isLoading: boolean;
  /** Takes focus when the last entry is removed (the add field). */
  emptyFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The whitelist's entries with their remove buttons. A removed entry's button disappears with it,
 * so focus moves to the button now in its place (the next entry's, else the previous one's), or
 * to the add field when the list is empty; the removal is announced by a toast.
 */
export function IpEntryList({ entries, isLoading, emptyFocusRef }: TIpEntryListProps) {
  const { t, lang } = useI18n();
  const remove = useIpWhitelistMutation('remove');
  const listRef = useRef<HTMLUListElement>(null);
  const removing = useRef<{ entry: string; index: number } | null>(null);

  useEffect(() => {
    const pending = removing.current;
    if (!pending || entries.some((item) => item.entry === pending.entry)) return;
    removing.current = null;
    focusInPlaceOf(listRef.current, '.ip-list__remove', pending.index, emptyFocusRef.current);
  }, [entries, emptyFocusRef]);

  const onRemove = (entry: string, index: number) => {
    if (remove.isPending) return;
    removing.current = { entry, index };
    remove.mutate(entry, {
      onSuccess: () => showToast(t('console.ip.removed', { entry }), 'success'),
      onError: () => {
        removing.current = null;
      },
    });
  };

  if (entries.length === 0) {
    return <p className="ip-empty">{isLoading ? <span className="skeleton" /> : t('console.ip.empty')}</p>;
  }
  return (
    <ul ref={listRef} className="ip-list entry-list" data-testid="ip-list">
      {entries.map((item, index) => {
        const isRemoving = remove.isPending && remove.variables === item.entry;
        return (
          <li key={item.entry} className="entry-list__item spread">
            <code>{item.entry}</code>
            <span className="ip-list__date meta-text">
              {item.createdAt ? t('console.ip.addedOn', { date: formatDate(item.createdAt, lang) }) : null}
            </span>
            {/* aria-disabled while removing: a disabled button would drop the keyboard focus. */}
            <button
              type="button"
              className="icon-button ip-list__remove"
              aria-label={t('console.ip.remove', { entry: item.entry })}
              aria-disabled={isRemoving || undefined}
              aria-busy={isRemoving || undefined}
              onClick={() => onRemove(item.entry, index)}
            >
              <Icon name="trash" size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
