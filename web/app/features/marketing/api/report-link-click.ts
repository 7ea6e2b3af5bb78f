import { REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';
import { encodeForm } from '~/lib/api/api-request';

/**
 * Counts a click on a partner link, fire-and-forget: a keepalive request survives the
 * navigation away (like sendBeacon, which cannot send the signing headers), and any failure is ignored.
 */
export function reportLinkClick(linkId: number): void {
  void signUrl('/api/link/reportLinkClick', window.ENV?.SIGNING_SECRET ?? '')
    .then((url) =>
      fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': REQUESTED_WITH_VALUE },
        body: encodeForm({ linkId }),
      }),
    )
    .catch(() => undefined);
}
