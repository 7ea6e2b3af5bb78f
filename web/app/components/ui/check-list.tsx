import { Icon } from './icon';
import './check-list.css';

/** A list of short statements, each after a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
