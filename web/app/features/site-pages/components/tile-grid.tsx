import type { ReactNode } from 'react';
import { Icon, type TIconName } from '~/components/ui/icon';
import type { TTile } from '../content/types';
import './site-pages.css';

export type TTileItem = TTile & { action?: ReactNode };

/**
 * A grid of tiles (title and body); with `icons`, each tile opens with the icon at its index. Titles
 * are `h3` under a section heading; `headingLevel={2}` where the grid has no heading above it.
 */
export function TileGrid({
  tiles,
  icons,
  headingLevel = 3,
}: {
  tiles: readonly TTileItem[];
  icons?: readonly TIconName[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
            <Heading className="tile__title">{tile.title}</Heading>
            <p>{tile.body}</p>
            {tile.action}
          </div>
        </li>
      ))}
    </ul>
  );
}
