import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';

/** Selling points, each after a check mark (home page sections). */
export function CheckList({ itemKeys, className = 'check-list' }: { itemKeys: TMessageKey[]; className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {itemKeys.map((key) => (
        <li key={key}>
          <Icon name="check" size={18} />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
