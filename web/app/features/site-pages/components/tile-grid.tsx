import type { ReactNode } from 'react';
import { Icon, type TIconName } from '~/components/ui/icon';
import type { TTile } from '../content/types';
import './site-pages.css';

export type TTileItem = TTile & { action?: ReactNode };

/** A grid of tiles (title and body); with `icons`, each tile opens with the icon at its index. */
export function TileGrid({ tiles, icons }: { tiles: readonly TTileItem[]; icons?: readonly TIconName[] }) {
  return (
    <ul className="tile-grid">
      {tiles.map((tile, index) => (
        <li key={tile.title}>
          <div className="tile">
            {icons ? (
              <span className="tile__icon" aria-hidden="true">
                <Icon name={icons[index] ?? 'check'} size={22} />
              </span>
            ) : null}
            <h3>{tile.title}</h3>
            <p>{tile.body}</p>
            {tile.action}
          </div>
        </li>
      ))}
    </ul>
  );
}
