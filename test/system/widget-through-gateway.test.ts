import { animTypes } from '@matchwire/contracts/animation/fields';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';

/**
 * The widget's calls through the gateway to the animation service, unsigned (docs/decisions/0021):
 * the browser's Sec-Fetch-Site and Origin reach the service as sent (the demo key works on this
 * site's own pages only), the live match streams through uncompressed, and the framed page keeps
 * the service's policy.
 */
const football = animTypes.football;
const ownPage = { 'sec-fetch-site': 'same-origin' };
const otherSite = { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' };

const widget = (path: string, headers: Record<string, string>, signal?: AbortSignal) =>
  fetch(`${testEnv.gatewayUrl}${path}`, { headers: { ...newVisitor(), ...headers }, signal });

/** The demo page's match: the best live one, or the fixed one when none is live. */
async function demoMatchId(): Promise<number> {
  const response = await widget('/animAPI/live?lang=en&limit=1', ownPage);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { matchList: { matchId: number }[] } };
  return body.data.matchList[0]!.matchId;
}

/** The stream's text up to the end of its first `event` message. */
async function firstMessageOf(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!/^event: .*\n(?:.*\n)*?\n/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended after ${JSON.stringify(text)}`);
    text += decoder.decode(value, { stream: true });
  }
  return /^event: .*\n(?:.*\n)*?\n/m.exec(text)![0];
}

describe('the widget through the gateway', () => {
  it('streams the demo match’s snapshot to this site’s own page, uncompressed, without a signature', async () => {
    const matchId = await demoMatchId();
    const controller = new AbortController();
    const response = await widget(
      `/widget/v1/live?key=demo&animType=${football}&matchId=${matchId}`,
      { ...ownPage, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      controller.signal,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const message = await firstMessageOf(response);
    controller.abort();
    expect(message).toMatch(/^event: snapshot$/m);
    const data = JSON.parse(/^data: (.+)$/m.exec(message)![1]!) as { match: { matchId: number } };
    expect(data.match.matchId).toBe(matchId);
  });

  it('refuses the demo key to another site’s page, which the browser names as such', async () => {
    const matchId = await demoMatchId();
    const response = await widget(`/widget/v1/live?key=demo&animType=${football}&matchId=${matchId}`, otherSite);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ resultCode: 16002 });
  });

  it('serves the framed page with the service’s own policy and frame-ancestors', async () => {
    const response = await widget(`/widget/v1/frame?key=demo&animType=${football}`, {
      ...ownPage,
      'sec-fetch-dest': 'iframe',
    });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors /);
    expect(policy).not.toContain('nonce-');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).not.toBe('same-origin');
  });
});
