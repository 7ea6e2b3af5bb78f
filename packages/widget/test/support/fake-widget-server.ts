import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleEmbed } from './bundle-embed.ts';
import type { TLiveMatch, TWidgetConfig, TWidgetEvent } from '../../src/types.ts';

/**
 * The animation service's widget endpoints as the widget sees them, for the rendering test: the
 * script bundled as the service bundles it, config, matches and a live stream the test feeds.
 */
export type TFakeWidgetServer = {
  port: number;
  /** Sends an event to every open stream of its match. */
  push(matchId: number, event: TWidgetEvent): void;
  /** Ends every open stream (the widget reconnects). */
  dropStreams(): void;
  /** The streams opened so far, and those open now. */
  streamsOpened(): number;
  /** Streams open now; with `key`, only those of widgets with that key. */
  streamsOpen(key?: string): number;
  /** The widget calls made so far: path and key. */
  calls: string[];
  close(): Promise<void>;
};

export type TFakeWorld = {
  /** The test page, given the server's port. */
  page: (port: number) => string;
  config: TWidgetConfig;
  matches: Record<0 | 1, TLiveMatch | null>;
  events: Record<number, TWidgetEvent[]>;
  /** Keys refused with a result code. */
  refusals: Record<string, number>;
  /** Keys for which no match is live. */
  quietKeys: string[];
};

export async function startFakeWidgetServer(world: TFakeWorld): Promise<TFakeWidgetServer> {
  const script = await bundleEmbed();
  const packageScript = await bundleEmbed('MatchwireWidget');
  const calls: string[] = [];
  const streams = new Set<{ matchId: number; key: string; response: ServerResponse }>();
  let opened = 0;
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = url.searchParams.get('key') ?? '';
    const animType = Number(url.searchParams.get('animType')) === 1 ? 1 : 0;
    if (url.pathname === '/page') {
      const api = `http://localhost:${(server.address() as AddressInfo).port}`;
      // A strict policy, as this site's own: the widget's styles must not need an inline <style>.
      const policy = `default-src 'none'; script-src ${api}; connect-src ${api}; img-src ${api}; style-src 'nonce-page'; style-src-attr 'unsafe-inline'`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
      return response.end(world.page((server.address() as AddressInfo).port));
    }
    if (url.pathname === '/widget/v1/animation.js' || url.pathname === '/test/package.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return response.end(url.pathname === '/test/package.js' ? packageScript : script);
    }
    calls.push(`${url.pathname} ${key}`);
    const refusal = world.refusals[key];
    if (refusal) return json(response, 403, { resultCode: refusal, resultInfo: 'refused' });
    if (url.pathname === '/widget/v1/config')
      return json(response, 200, { resultCode: 0, resultInfo: '', data: world.config });
    if (url.pathname === '/widget/v1/matches') {
      const match = world.quietKeys.includes(key) ? null : world.matches[animType];
      return json(response, 200, { resultCode: 0, resultInfo: '', data: { matchList: match ? [match] : [] } });
    }
    if (url.pathname === '/widget/v1/live') {
      const matchId = Number(url.searchParams.get('matchId'));
      const match = [world.matches[0], world.matches[1]].find((one) => one?.matchId === matchId);
      if (!match) return json(response, 404, { resultCode: 16007, resultInfo: 'Match not found' });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' });
      response.write(`event: snapshot\ndata: ${JSON.stringify({ match, events: world.events[matchId] ?? [] })}\n\n`);
      const stream = { matchId, key, response };
      streams.add(stream);
      opened++;
      request.on('close', () => streams.delete(stream));
      return;
    }
    json(response, 404, { resultCode: 10404, resultInfo: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    push(matchId, event) {
      world.events[matchId] = [...(world.events[matchId] ?? []), event];
      // As the service does, later snapshots carry the match as the event left it.
      for (const animType of [0, 1] as const) {
        const match = world.matches[animType];
        if (match?.matchId === matchId) {
          world.matches[animType] = { ...match, score: event.score, clock: event.clock, period: event.period };
        }
      }
      for (const stream of streams) {
        if (stream.matchId === matchId) stream.response.write(`event: match-event\ndata: ${JSON.stringify(event)}\n\n`);
      }
    },
    dropStreams() {
      for (const stream of streams) stream.response.destroy();
      streams.clear();
    },
    streamsOpened: () => opened,
    streamsOpen: (key) => [...streams].filter((stream) => key === undefined || stream.key === key).length,
    calls,
    close: () =>
      new Promise((resolve) => {
        for (const stream of streams) stream.response.destroy();
        server.close(() => resolve());
      }),
  };
}
