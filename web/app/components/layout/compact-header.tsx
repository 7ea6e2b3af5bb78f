import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import './site-header.css';
import './compact-header.css';

/**
 * The header of the full-screen pages (the default layout): the logo home, the language and the
 * account controls in one slim bar, so the page below keeps the screen.
 */
export function CompactHeader() {
  return (
    <header className="compact-header">
      <div className="compact-header__bar">
        <Brand />
        <div className="compact-header__actions">
          <HeaderActions idPrefix="compact-menu" />
        </div>
      </div>
    </header>
  );
}
