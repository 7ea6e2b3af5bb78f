/**
 * Score webhooks on the real database: the console's calls (config, secret once, test, log,
 * replay), the fan-out of `data.match-event.v1` (one delivery per subscribed customer with a grant
 * of the sport, none twice however often the event arrives) and the sender's signed posts to a
 * receiver on this machine, retried after a 500. Billing's entitlements come from a stand-in
 * answering its internal contract; the bus is the in-memory one.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TEventPayloadOf } from '@matchwire/contracts/events';
import { asserted } from '@matchwire/devinfra/gateway-identity';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { AppError } from '@matchwire/kit/errors/app-error';
import { encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { afterAll, describe, expect, it } from 'vitest';
import { saveWebhookConfig } from '../src/use-cases/save-webhook-config.ts';
import { postWebhook } from '../src/webhooks/post-webhook.ts';
import { isPublicAddress, resolveWebhookHost } from '../src/webhooks/webhook-address-guard.ts';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

let now = new Date('2026-11-25T18:00:00.000Z');
const inAYear = '2027-11-25T00:00:00.000Z';

/** Billing's answers: each customer's grants (none unless set). */
const grantsByUser = new Map<string, TEntitlements['grants']>();
const billing = createServer((request, response) => {
  const userId = decodeURIComponent(/\/internal\/entitlements\/([^/?]+)/.exec(request.url ?? '')?.[1] ?? '');
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({ resultCode: 0, resultInfo: 'Success', data: { userId, grants: grantsByUser.get(userId) ?? [] } }),
  );
});

/** The customer's receiver: answers the statuses queued (200 once they run out) and keeps what it was sent. */
type TReceived = { headers: IncomingHttpHeaders; body: string };
const received: TReceived[] = [];
const answers: number[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.statusCode = answers.shift() ?? 200;
    response.end('ok');
  });
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const urls = { billing: await listen(billing), receiver: await listen(receiver) };
afterAll(async () => {
  await new Promise((resolve) => billing.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
});

const under = useDataApiUnderTest({
  clock: () => now,
  env: {
    BILLING_URL: urls.billing,
    // The sender looks often, and may post to the receiver on this machine.
    WEBHOOK_SEND_INTERVAL_MS: '100',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  },
});

// Answers are read as loosely as `inject().json()` reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnswer = { status: number; body: { resultCode: number; resultInfo: string; data?: any } };

async function call(userId: string, method: 'GET' | 'POST', url: string, form?: string): Promise<TAnswer> {
  const response = await under.service.app.inject({
    method,
    url,
    headers: {
      ...asserted('data-api', { userId, email: `${userId}@example.com` }),
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(form === undefined ? {} : { payload: form }),
  });
  return { status: response.statusCode, body: response.json() };
}

const subscription = (sportType: 1 | 2 | 3) => ({
  source: 'subscription' as const,
  sportType,
  productId: 82,
  dailyCallLimit: null,
  delayMinutes: 0,
  validUntil: inAYear,
});
const trial = (sportType: 1 | 2 | 3) => ({
  source: 'trial' as const,
  sportType,
  productId: null,
  dailyCallLimit: 200,
  delayMinutes: 2,
  validUntil: inAYear,
});

type TMatchEventPayload = TEventPayloadOf<'data.match-event.v1'>;
let nextEventId = 1;
function matchEvent(fields: Partial<TMatchEventPayload> = {}): TMatchEventPayload {
  return {
    sport: 'football',
    game: '',
    matchId: 362026130n,
    competitionId: 36,
    eventId: nextEventId++,
    type: 'goal',
    occurredAt: now.toISOString(),
    period: 1,
    clock: "23'",
    side: 'home',
    playerId: 3620001,
    scoreHome: 1,
    scoreAway: 0,
    ...fields,
  };
}

function envelopeOf(payload: TMatchEventPayload): TEnvelope {
  return buildEvent('data-api', 'data.match-event.v1', payload, `${payload.sport}:${String(payload.matchId)}`);
}

/** Puts match events on the bus as the outbox relay would, and waits until the consumer has taken them. */
async function deliver(...envelopes: TEnvelope[]): Promise<void> {
  await under.bus.publish(
    envelopes.map((envelope) => ({ topic: envelope.type, key: envelope.key, value: encodeEnvelope(envelope) })),
  );
  await under.bus.stopConsumers();
}

type TDeliveryRow = {
  delivery_id: string;
  user_id: string;
  event_id: string;
  kind: string;
  status: string;
  attempts: number;
  last_status: number | null;
  next_attempt_at: Date;
  attempt_log: { status: number | null; error: string | null }[];
};
async function deliveriesOf(userId: string): Promise<TDeliveryRow[]> {
  const { rows } = await under.service.deps.db.$client.query<TDeliveryRow>(
    'select * from data_api.webhook_deliveries where user_id = $1 order by created_at, delivery_id',
    [userId],
  );
  return rows;
}

/** What the receiver was sent for a delivery, once it has been (the sender posts in the background). */
async function receivedFor(deliveryId: string): Promise<TReceived> {
  const find = () => received.findLast((entry) => entry.headers['matchwire-delivery'] === deliveryId);
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return find()!;
}

function verifies(secret: string, delivery: TReceived): boolean {
  const signature = String(delivery.headers['matchwire-signature']);
  const { t, v1 } = Object.fromEntries(signature.split(',').map((part) => part.split('=') as [string, string]));
  return createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex') === v1;
}

async function saveWebhook(userId: string, form: string): Promise<TAnswer> {
  return call(userId, 'POST', '/api/scoreWebhook/config', form);
}

describe('score webhooks', () => {
  let secret = '';

  it('save a webhook and answer its secret only on the first save', async () => {
    expect((await call('u-fan', 'GET', '/api/scoreWebhook/config')).body.data).toEqual({ endpoint: null });
    const form = `url=${encodeURIComponent(`${urls.receiver}/hook`)}&sports=1&sports=3&isEnabled=true`;
    const first = await saveWebhook('u-fan', form);
    expect(first.status).toBe(200);
    secret = first.body.data.secret;
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(first.body.data.endpoint).toMatchObject({
      url: `${urls.receiver}/hook`,
      sports: [1, 3],
      isEnabled: true,
      secretHint: secret.slice(-4),
    });
    const again = await saveWebhook('u-fan', form);
    expect(again.body.data.secret).toBeNull();
    const shown = await call('u-fan', 'GET', '/api/scoreWebhook/config');
    expect(shown.body.data.endpoint.secretHint).toBe(secret.slice(-4));
    expect(JSON.stringify(shown.body)).not.toContain(secret);
  });

  it('refuse a URL that is not http(s), too long, or without a sport', async () => {
    for (const form of [
      `url=${encodeURIComponent('ftp://example.com/hook')}&sports=1&isEnabled=true`,
      `url=${encodeURIComponent(`https://example.com/${'a'.repeat(500)}`)}&sports=1&isEnabled=true`,
      `url=${encodeURIComponent('https://example.com/hook')}&isEnabled=true`,
      `url=${encodeURIComponent('https://example.com/hook')}&sports=4&isEnabled=true`,
    ]) {
      const answer = await saveWebhook('u-other', form);
      expect(answer.status, form).toBe(400);
      expect(answer.body.resultCode, form).not.toBe(0);
    }
    expect((await call('u-other', 'POST', '/api/scoreWebhook/test', '')).body.resultCode).toBe(14009);
  });

  it('post a score change signed, retry it after a 500 and record both attempts', async () => {
    grantsByUser.set('u-fan', [subscription(1)]);
    answers.push(500);
    const goal = matchEvent({ scoreHome: 2, scoreAway: 1 });
    await deliver(envelopeOf(goal));

    await expect.poll(async () => (await deliveriesOf('u-fan'))[0]?.attempts, { timeout: 5000 }).toBe(1);
    const [retried] = await deliveriesOf('u-fan');
    expect(retried).toMatchObject({ kind: 'score', status: 'pending', last_status: 500 });
    expect(retried!.next_attempt_at.getTime()).toBe(now.getTime() + 30_000);

    now = new Date(now.getTime() + 31_000);
    await expect.poll(async () => (await deliveriesOf('u-fan'))[0]?.status, { timeout: 5000 }).toBe('delivered');
    const [delivered] = await deliveriesOf('u-fan');
    expect(delivered!.attempts).toBe(2);
    expect(delivered!.attempt_log.map((attempt) => attempt.status)).toEqual([500, 200]);

    expect(received).toHaveLength(2);
    for (const attempt of received) {
      expect(attempt.headers['matchwire-delivery']).toBe(delivered!.delivery_id);
      expect(attempt.headers['content-type']).toBe('application/json');
      expect(verifies(secret, attempt)).toBe(true);
    }
    expect(verifies('whsec_not-the-secret', received[1]!)).toBe(false);
    expect(JSON.parse(received[1]!.body)).toEqual({
      id: delivered!.delivery_id,
      type: 'score.changed',
      createdAt: expect.any(String),
      data: {
        sport: 'football',
        sportType: 1,
        matchId: 362026130,
        competitionId: 36,
        eventId: goal.eventId,
        type: 'goal',
        occurredAt: Math.floor(Date.parse(goal.occurredAt) / 1000),
        period: 1,
        clock: "23'",
        side: 'home',
        playerId: 3620001,
        score: { home: 2, away: 1 },
      },
    });

    const log = await call('u-fan', 'GET', '/api/scoreWebhook/deliveries');
    expect(log.body.data.deliveries).toEqual([
      expect.objectContaining({
        deliveryId: delivered!.delivery_id,
        kind: 'score',
        summary: 'football 362026130 goal 2-1',
        status: 'delivered',
        attempts: 2,
        lastStatus: 200,
        lastError: null,
        nextAttemptAt: null,
        canReplay: true,
      }),
    ]);
  });

  it('make one delivery of a match event however often it arrives (redelivered, or published again)', async () => {
    const before = (await deliveriesOf('u-fan')).length;
    const goal = matchEvent();
    const envelope = envelopeOf(goal);
    await deliver(envelope, envelope, envelopeOf(goal));
    await deliver(envelope);
    expect((await deliveriesOf('u-fan')).length).toBe(before + 1);
  });

  it('make none for an event that changes no score, a sport not subscribed, or a customer without a grant of it', async () => {
    grantsByUser.set('u-no-grant', [subscription(2)]);
    const form = `url=${encodeURIComponent(`${urls.receiver}/other`)}&sports=1&sports=2&isEnabled=true`;
    expect((await saveWebhook('u-no-grant', form)).status).toBe(200);
    grantsByUser.set('u-fan', [subscription(1), subscription(2)]);
    const before = (await deliveriesOf('u-fan')).length;

    await deliver(
      envelopeOf(matchEvent({ type: 'yellow-card' })),
      envelopeOf(matchEvent({ type: 'goal' })),
      envelopeOf(matchEvent({ sport: 'basketball', type: 'score', matchId: 9001n })),
    );
    const fan = await deliveriesOf('u-fan');
    // u-fan: the football goal only (basketball is not among its sports); u-no-grant: the basketball
    // score only (its football grant is missing).
    expect(fan.length).toBe(before + 1);
    expect(fan.at(-1)!.event_id).toMatch(/^football:362026130:/);
    const other = await deliveriesOf('u-no-grant');
    expect(other.map((row) => row.event_id)).toEqual(['basketball:9001:' + String(nextEventId - 1)]);
  });

  it("hold a trial customer's delivery until the trial's delay has passed", async () => {
    grantsByUser.set('u-trial', [trial(3)]);
    const form = `url=${encodeURIComponent(`${urls.receiver}/trial`)}&sports=3&isEnabled=true`;
    expect((await saveWebhook('u-trial', form)).status).toBe(200);
    const roundEnd = matchEvent({ sport: 'esports', game: 'csgo', type: 'round-end', matchId: 7001n });
    await deliver(envelopeOf(roundEnd));
    const [held] = await deliveriesOf('u-trial');
    expect(held!.next_attempt_at.getTime()).toBe(Date.parse(roundEnd.occurredAt) + 2 * 60_000);
    expect(held!.attempts).toBe(0);
  });

  it('switched off: no more score deliveries', async () => {
    const form = `url=${encodeURIComponent(`${urls.receiver}/trial`)}&sports=3`;
    expect((await saveWebhook('u-trial', form)).body.data.endpoint.isEnabled).toBe(false);
    const before = (await deliveriesOf('u-trial')).length;
    await deliver(envelopeOf(matchEvent({ sport: 'esports', game: 'lol', type: 'game-end', matchId: 7002n })));
    expect((await deliveriesOf('u-trial')).length).toBe(before);
  });

  it('send a test now, and replay a delivery as a new one of the same payload', async () => {
    const test = await call('u-fan', 'POST', '/api/scoreWebhook/test', '');
    expect(test.status).toBe(200);
    const tested = await receivedFor(test.body.data.deliveryId);
    expect(JSON.parse(tested.body)).toMatchObject({ id: test.body.data.deliveryId, type: 'webhook.test' });
    expect(verifies(secret, tested)).toBe(true);

    const [first] = await deliveriesOf('u-fan');
    const replay = await call('u-fan', 'POST', `/api/scoreWebhook/deliveries/${first!.delivery_id}/replay`, '');
    expect(replay.status).toBe(200);
    expect(replay.body.data.deliveryId).not.toBe(first!.delivery_id);
    const replayedPost = await receivedFor(replay.body.data.deliveryId);
    const replayed = JSON.parse(replayedPost.body);
    expect(replayed.id).toBe(replay.body.data.deliveryId);
    expect(replayed.type).toBe('score.changed');
    expect(replayed.data).toEqual(JSON.parse((await receivedFor(first!.delivery_id)).body).data);
    expect(verifies(secret, replayedPost)).toBe(true);

    const rows = await deliveriesOf('u-fan');
    expect(rows.find((row) => row.delivery_id === replay.body.data.deliveryId)).toMatchObject({
      kind: 'replay',
      event_id: first!.event_id,
      status: 'delivered',
    });
    const unknown = await call('u-fan', 'POST', `/api/scoreWebhook/deliveries/${crypto.randomUUID()}/replay`, '');
    expect(unknown.body.resultCode).toBe(10004);
    // Another customer's delivery is not theirs to replay.
    const notTheirs = await call('u-no-grant', 'POST', `/api/scoreWebhook/deliveries/${first!.delivery_id}/replay`, '');
    expect(notTheirs.body.resultCode).toBe(10004);

    now = new Date(now.getTime() + 8 * 86_400_000);
    const tooOld = await call('u-fan', 'POST', `/api/scoreWebhook/deliveries/${first!.delivery_id}/replay`, '');
    expect(tooOld.body.resultCode).toBe(14011);
  });

  it('sign with a rotated secret from then on, and show the old one nowhere', async () => {
    const rotated = await call('u-fan', 'POST', '/api/scoreWebhook/rotateSecret', '');
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    expect(rotated.body.data.endpoint.secretHint).toBe(newSecret.slice(-4));
    const test = await call('u-fan', 'POST', '/api/scoreWebhook/test', '');
    const tested = await receivedFor(test.body.data.deliveryId);
    expect(verifies(newSecret, tested)).toBe(true);
    expect(verifies(secret, tested)).toBe(false);
  });
  it('fail a delivery still pending after 3 days, and delete deliveries after 30', async () => {
    grantsByUser.set('u-stale', [subscription(1)]);
    const form = `url=${encodeURIComponent('http://127.0.0.1:9/nobody-listens')}&sports=1&isEnabled=true`;
    expect((await saveWebhook('u-stale', form)).status).toBe(200);
    await deliver(envelopeOf(matchEvent({ matchId: 8001n })));
    await expect.poll(async () => (await deliveriesOf('u-stale'))[0]?.attempts, { timeout: 5000 }).toBe(1);
    const [retrying] = await deliveriesOf('u-stale');
    expect(retrying).toMatchObject({ status: 'pending', last_status: null });
    expect(retrying!.attempt_log[0]!.error).toBeTruthy();

    now = new Date(now.getTime() + 3 * 86_400_000 + 60_000);
    await expect.poll(async () => (await deliveriesOf('u-stale'))[0]?.status, { timeout: 5000 }).toBe('failed');
    expect((await call('u-stale', 'GET', '/api/scoreWebhook/deliveries')).body.data.deliveries[0]).toMatchObject({
      status: 'failed',
      lastError: 'Given up: not delivered within 3 days',
      nextAttemptAt: null,
    });

    now = new Date(now.getTime() + 30 * 86_400_000);
    await expect.poll(async () => (await deliveriesOf('u-stale')).length, { timeout: 5000 }).toBe(0);
  });
});

describe('where webhooks may go when private URLs are not allowed', () => {
  const saving = (url: string) =>
    saveWebhookConfig(
      { db: under.service.deps.db, allowPrivateUrls: false },
      { userId: 'u-guarded', url, sports: [1], isEnabled: true },
    );

  it('refuse http, and an address of this host or a private network, when the webhook is saved', async () => {
    for (const url of [
      'http://example.com/hook',
      'http://127.0.0.1:8080/hook',
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
    ]) {
      await expect(saving(url), url).rejects.toSatisfy(
        (error) => error instanceof AppError && error.resultCode === 14010,
      );
    }
    await expect(saving('https://hooks.example.com/matchwire')).resolves.toMatchObject({
      secret: expect.stringMatching(/^whsec_/),
    });
  });

  it('refuse to post to a name or address that is not public, at send time', async () => {
    const port = new URL(urls.receiver).port;
    const count = received.length;
    for (const url of [`http://127.0.0.1:${port}/hook`, `https://localhost:${port}/hook`]) {
      const outcome = await postWebhook({ url, body: '{}', headers: {}, allowPrivate: false, timeoutMs: 5000 });
      expect(outcome.status, url).toBeNull();
      expect(outcome.error, url).toMatch(/^Refused: /);
    }
    expect(received.length).toBe(count);
    await expect(resolveWebhookHost('localhost', false)).rejects.toThrow(/private or reserved/);
    expect(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'].every(isPublicAddress)).toBe(true);
    expect(
      [
        '10.0.0.1',
        '172.16.5.4',
        '192.168.1.1',
        '127.0.0.1',
        '169.254.1.1',
        '224.0.0.1',
        '::1',
        'fe80::1',
        'ff02::1',
      ].some(isPublicAddress),
    ).toBe(false);
  });
});
