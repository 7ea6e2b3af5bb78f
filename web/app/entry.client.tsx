import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from '~/i18n/load-messages.client';
import { reloadForChunkError } from '~/lib/routing/chunk-reload';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's texts must be in place before hydration renders them (the server rendered them from
// the same catalogue). A catalogue that fails to load (e.g. after a deploy) reloads the page, at
// most once a minute (SPEC 8); otherwise the page hydrates anyway rather than stay inert.
loadMessages(document.documentElement.lang).then(hydrate, () => {
  if (!reloadForChunkError()) hydrate();
});
