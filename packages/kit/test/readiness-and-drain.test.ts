/**
 * What an operator sees of a process whose broker is down, and of one told to stop: readiness
 * follows only what the process cannot serve without, the broker shows in the detail and in
 * `dependency_up`; on shutdown `/readyz` turns 503 first and the requests in flight still finish.
 * The broker is a real Kafka client pointed at a port where nothing listens.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KafkaBus } from '../src/bus/kafka-bus.ts';
import {
  createServiceApp,
  drainServiceApp,
  listenServiceApp,
  type TServiceApp,
} from '../src/http/create-service-app.ts';
import { quietLogger } from './support/quiet-logger.ts';

const logger = quietLogger();
const unreachableBus = new KafkaBus({ clientId: 'readiness-test', brokers: ['127.0.0.1:1'], logger });
let app: TServiceApp;
let publicUrl: string;
let opsUrl: string;
let releaseSlowRequest: () => void = () => undefined;
let slowRequestArrived: Promise<void>;
/** An answer in two parts: its headers (promising keep-alive) leave before the drain, its end after. */
const streamed = new PassThrough();

beforeAll(async () => {
  app = createServiceApp({
    name: 'readiness-test',
    logger,
    readinessChecks: [{ name: 'database', check: async () => undefined }],
    dependencyChecks: [{ name: 'bus', check: () => unreachableBus.ping() }],
  });
  let arrived: () => void = () => undefined;
  slowRequestArrived = new Promise((resolve) => (arrived = resolve));
  app.get('/api/streamed', async (_request, reply) => reply.type('text/plain').send(streamed));
  app.get('/api/slow', async () => {
    arrived();
    await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
    return { resultCode: 0, resultInfo: 'success' };
  });
  await listenServiceApp(app, { HOST: '127.0.0.1', PORT: 0, OPS_PORT: 0 });
  publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  opsUrl = `http://127.0.0.1:${(app.ops.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await unreachableBus.close();
  await app.close();
});

describe('without its broker', () => {
  it('subscribing does not wait for the broker, so the process starts', async () => {
    await expect(
      unreachableBus.subscribe({
        groupId: 'readiness-test',
        topics: ['catalogue.product-changed.v1'],
        handle: async () => {},
      }),
    ).resolves.toBeUndefined();
  });

  it('stays ready, and shows the broker down in the detail and in dependency_up', async () => {
    let body: unknown;
    for (let tries = 0; tries < 50; tries++) {
      const response = await fetch(`${opsUrl}/readyz`);
      expect(response.status).toBe(200);
      body = await response.json();
      if ((body as { dependencies: { bus: string } }).dependencies.bus !== 'unknown') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(body).toEqual({ status: 'ready', checks: { database: 'ok' }, dependencies: { bus: 'down' } });
    const metrics = await (await fetch(`${opsUrl}/metrics`)).text();
    expect(metrics).toMatch(/^dependency_up\{dependency="bus",service="readiness-test"\} 0$/m);
  });
});

/** A GET on a keep-alive connection: its status once the headers arrived, the end of its body, and its connection's close. */
function keepAliveGet(url: string): Promise<{ status: number; ended: Promise<void>; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: new Agent({ keepAlive: true }) }, (response) => {
      const ended = new Promise<void>((done) => response.on('end', done).resume());
      const closed = new Promise<void>((done) => request.socket!.once('close', () => done()));
      resolve({ status: response.statusCode!, ended, closed });
    });
    request.on('error', reject).end();
  });
}

describe('on shutdown', () => {
  it('turns readiness off first, lets the requests in flight finish and closes their connections, then refuses new ones', async () => {
    const inFlight = fetch(`${publicUrl}/api/slow`);
    await slowRequestArrived;
    streamed.write('first part');
    const streaming = await keepAliveGet(`${publicUrl}/api/streamed`);
    expect(streaming.status).toBe(200);
    const drained = drainServiceApp(app);

    const readiness = await fetch(`${opsUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'stopping' });

    releaseSlowRequest();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ resultCode: 0, resultInfo: 'success' });
    // The answer that promised keep-alive before the drain ends; its idle connection is closed, so
    // the drain does not wait out the keep-alive timeout.
    streamed.end(' and the rest');
    await streaming.ended;
    await streaming.closed;
    await drained;
    await expect(fetch(`${publicUrl}/api/slow`)).rejects.toThrow();
  });
});
