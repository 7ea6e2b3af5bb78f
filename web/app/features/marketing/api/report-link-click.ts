import { REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';
import { encodeForm, type TRouteInput } from '~/lib/api/api-request';

/** POST /api/link/reportLinkClick's form body, typed from its definition in packages/contracts. */
type TLinkClickBody = TRouteInput<'POST /api/link/reportLinkClick'>['body'];

/**
 * Counts a click on a partner link, fire-and-forget: a keepalive request survives the
 * navigation away (like sendBeacon, which cannot send the signing headers), and any failure is ignored.
 * Not through api.call: the API client has no keepalive option.
 */
export function reportLinkClick(linkId: number): void {
  const body: TLinkClickBody = { linkId };
  void signUrl('/api/link/reportLinkClick', window.ENV?.SIGNING_SECRET ?? '')
    .then((url) =>
      fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': REQUESTED_WITH_VALUE },
        body: encodeForm(body),
      }),
    )
    .catch(() => undefined);
}
