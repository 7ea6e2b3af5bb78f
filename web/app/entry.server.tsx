import { PassThrough } from 'node:stream';
import { cspNonceHeader, readCspNonce } from '@matchwire/kit/http/csp-nonce';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { CspNonceProvider } from '~/lib/env/csp-nonce';
import { pageCacheControl } from '~/lib/routing/page-cache.server';
// Every language's catalogue, registered once per process (the browser loads only its page's).
import '~/i18n/catalogues.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let isShellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The gateway's per-request nonce (its Content-Security-Policy names it): on React Router's
    // scripts, modulepreloads and streamed data (ServerRouter), React's own inline scripts and
    // styles (the render option) and the app's inline scripts (root.tsx, through the provider).
    const nonce = readCspNonce(request.headers.get(cspNonceHeader));

    const app = (
      <CspNonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: nonce ? { script: nonce, style: nonce } : undefined,
      [readyOption]() {
        isShellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        // Security headers (CSP, nosniff, Referrer-Policy, ...) are the gateway's, for every answer.
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // Public pages a visitor sees like every other may be kept by the gateway's page cache.
        const cacheControl = pageCacheControl(request, responseStatusCode, responseHeaders, routerContext);
        if (cacheControl) responseHeaders.set('Cache-Control', cacheControl);
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject above and are logged by React Router.
        if (isShellRendered) console.error(error);
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
