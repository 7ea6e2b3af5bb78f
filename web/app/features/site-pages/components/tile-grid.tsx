import type { ReactNode } from 'react';
import type { TIconName } from '~/components/ui/icon';
import { IconTile } from '~/components/ui/icon-tile';
import '~/components/ui/layout-primitives.css';
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
          <div className="tile surface">
            {icons ? <IconTile name={icons[index] ?? 'check'} aria-hidden="true" /> : null}
            <Heading className="tile__title">{tile.title}</Heading>
            <p>{tile.body}</p>
            {tile.action}
          </div>
        </li>
      ))}
    </ul>
  );
}
