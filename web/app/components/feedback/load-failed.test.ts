import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api/api-error';
import { LoadFailed } from './load-failed';

// Without a page's catalogue loaded, the translator answers each text's key: the keys stand for the texts here.
const failure = new ApiError(13009, 'Wallet order not found', 404);

describe('LoadFailed', () => {
  it('says the part could not be loaded and why, from the catalogue (never the API’s English resultInfo)', () => {
    const html = renderToStaticMarkup(createElement(LoadFailed, { error: failure }));
    expect(html).toContain('common.loadFailed');
    expect(html).toContain('result.walletOrderNotFound');
    expect(html).not.toContain('Wallet order not found');
    expect(html).not.toContain('common.retry');
  });

  it('offers Try again when the part can be asked for again, as loud as the place wants', () => {
    const quiet = renderToStaticMarkup(
      createElement(LoadFailed, { error: failure, retry: () => undefined, retryVariant: 'ghost' }),
    );
    expect(quiet).toMatch(/<button[^>]*class="[^"]*btn--ghost[^"]*"[^>]*>common.retry<\/button>/);
    const plain = renderToStaticMarkup(createElement(LoadFailed, { error: failure, retry: () => undefined }));
    expect(plain).toMatch(/<button[^>]*class="[^"]*btn--secondary[^"]*"[^>]*>common.retry<\/button>/);
  });
});
