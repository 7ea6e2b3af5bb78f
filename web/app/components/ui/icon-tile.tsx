import type { HTMLAttributes } from 'react';
import { Icon, type TIconName } from './icon';
import './icon-tile.css';

/** An icon on the dark rounded square that opens product cards, feature cards and tiles. */
export function IconTile({ name, ...rest }: { name: TIconName } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className="icon-tile" {...rest}>
      <Icon name={name} size={22} />
    </span>
  );
}
