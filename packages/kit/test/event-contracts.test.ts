/**
 * The kit holds producers and consumers to the event definitions of packages/contracts: buildEvent
 * refuses another service's type, a retired type and a payload that breaks its definition;
 * startConsumer refuses a workload its types' definitions do not list as a consumer, hands
 * handlers the checked payload and skips an event that breaks it.
 */
import { Writable } from 'node:stream';
import {
  ChangeKind,
  createEvent,
  decodePayload,
  encodeEnvelope,
  EventContractError,
  SessionRevokedReason,
  type TEnvelope,
} from '@matchwire/proto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startConsumer, type Inbox } from '../src/bus/consumer.ts';
import { MemoryBus } from '../src/bus/memory-bus.ts';
import { startReplicaConsumer } from '../src/bus/replica-consumer.ts';
import { buildEvent } from '../src/bus/publish.ts';
import { waitFor } from './support/event-database.ts';

const product = { productId: 7, change: ChangeKind.UPDATED, sportType: 1, englishName: 'Soccer', status: 1 };

describe('buildEvent', () => {
  it('builds an event of its producer whose payload satisfies the definition', () => {
    const event = buildEvent('catalogue', 'catalogue.product-changed.v1', product, '7');
    expect(event).toMatchObject({ type: 'catalogue.product-changed.v1', source: 'catalogue', key: '7' });
    expect(decodePayload(event)).toMatchObject(product);
  });

  it("refuses to build another service's event type", () => {
    expect(() => buildEvent('docs', 'catalogue.product-changed.v1', product, '7')).toThrow(
      new EventContractError('catalogue.product-changed.v1 is published by catalogue only, not by docs'),
    );
  });

  it('refuses a retired type', () => {
    const payload = { userId: 'u1', email: 'a@example.com', language: 'en', activationUrl: 'https://x.test/a' };
    expect(() => buildEvent('account', 'account.user-registered.v1', payload, 'u1')).toThrow(
      /^account\.user-registered\.v1 is retired: it carried the link with its secret/,
    );
  });

  it('refuses a payload that breaks the definition, naming the fields and not their values', () => {
    const build = () =>
      buildEvent(
        'account',
        'account.user-registered.v2',
        { userId: 'u1', email: 'no address', language: 'en', linkId: 'javascript:alert(1)' },
        'u1',
      );
    expect(build).toThrow(EventContractError);
    expect(build).toThrow(/^account\.user-registered\.v2 payload breaks its definition: email: .+; linkId: /);
    expect(build).not.toThrow(/no address|javascript/);
  });

  it('checks the payload as consumers decode it: an omitted field is its default, and must be allowed', () => {
    expect(() => buildEvent('account', 'account.session-revoked.v1', { sessionIds: ['s1'] }, 'u1')).toThrow(
      /payload breaks its definition: userId: /,
    );
    const event = buildEvent('account', 'account.session-revoked.v1', { userId: 'u1' }, 'u1');
    expect(decodePayload(event)).toMatchObject({ userId: 'u1', sessionIds: [], reason: 0 });
  });
});

describe('startConsumer', () => {
  /** Runs every event once; enough for these tests, which deliver each event once. */
  const everyEventInbox: Inbox = { runOnce: async (_consumer, _event, work) => (await work(), 'processed') };

  function capturingLogger() {
    const lines: Array<{ msg: string; problems?: string[]; eventId?: string }> = [];
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()),
    });
    return { logger: pino(stream), lines };
  }

  async function publish(bus: MemoryBus, ...events: TEnvelope[]) {
    await bus.publish(events.map((e) => ({ topic: e.type, key: e.key, value: encodeEnvelope(e) })));
  }

  it('refuses at start-up a workload the definition does not list, naming both, and starts a listed one in the same group', async () => {
    const { logger } = capturingLogger();
    const bus = new MemoryBus(logger);
    const received: string[] = [];
    const handlers = {
      'account.email-changed.v1': async (event: TEnvelope) => void received.push(event.id),
      'account.session-revoked.v1': async (event: TEnvelope) => void received.push(event.id),
    };
    const start = (workload: string) =>
      startConsumer({ bus, consumer: 'kit-listed-consumers-test', workload, inbox: everyEventInbox, logger, handlers });
    try {
      // billing consumes account.email-changed.v1, but not account.session-revoked.v1.
      await expect(start('billing')).rejects.toThrow(
        new EventContractError(
          'account.session-revoked.v1 does not list billing among its consumers: add it to the definition in packages/contracts before billing consumes it',
        ),
      );
      await expect(
        startReplicaConsumer({ bus, name: 'kit-listed-replica-test', workload: 'ticket', logger, handlers }),
      ).rejects.toThrow(/^account\.email-changed\.v1 does not list ticket among its consumers/);

      // The refused one never subscribed: the same group starts for a workload both definitions list.
      await start('data-api');
      const event = createEvent(
        'account.session-revoked.v1',
        { userId: 'u1', sessionIds: ['s1'], reason: SessionRevokedReason.LOGOUT },
        { source: 'account', key: 'u1' },
      );
      await publish(bus, event);
      await waitFor('the event', () => received.length === 1);
      expect(received).toEqual([event.id]);
    } finally {
      await bus.close();
    }
  });

  it('hands the handler the payload its definition parsed, and skips an event that breaks it', async () => {
    const { logger, lines } = capturingLogger();
    const bus = new MemoryBus(logger);
    const received: Array<{ id: string; userId: string; sessionIds: string[] }> = [];
    await startConsumer({
      bus,
      consumer: 'kit-contract-test',
      workload: 'gateway',
      inbox: everyEventInbox,
      logger,
      handlers: {
        'account.session-revoked.v1': async (event, payload) => {
          received.push({ id: event.id, userId: payload.userId, sessionIds: payload.sessionIds });
        },
      },
    });
    const meta = { source: 'account', key: 'u1' };
    // A producer that bypassed buildEvent: no user id.
    const broken = createEvent('account.session-revoked.v1', { sessionIds: ['s0'] }, meta);
    const good = createEvent(
      'account.session-revoked.v1',
      { userId: 'u1', sessionIds: ['s1'], reason: SessionRevokedReason.LOGOUT },
      meta,
    );
    try {
      await publish(bus, broken, good);
      await waitFor('the good event', () => received.length === 1);
      expect(received).toEqual([{ id: good.id, userId: 'u1', sessionIds: ['s1'] }]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'event breaking its definition skipped',
          eventId: broken.id,
          problems: [expect.stringMatching(/^userId: /)],
        }),
      );
    } finally {
      await bus.close();
    }
  });
});
