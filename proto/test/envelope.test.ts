import { create, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ChangeKind,
  EventContractError,
  EventEnvelopeSchema,
  createEvent,
  decodeEnvelope,
  decodePayload,
  encodeEnvelope,
  eventTypeNames,
  isKnownEventType,
  type ProductChanged,
  type TEventPayload,
  type UserActivated,
} from '../src/index';

const traceContext = {
  traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  tracestate: 'congo=t61rcWkgMzE',
};

describe('event envelope', () => {
  it('round-trips id, time, source, key, trace context and payload', () => {
    const time = new Date('2025-03-04T05:06:07.891Z');
    const event = createEvent(
      'catalogue.product-changed.v1',
      { productId: 42, change: ChangeKind.UPDATED, sportType: 1, englishName: 'Soccer API', status: 1 },
      { source: 'catalogue', key: '42', traceContext, id: '0b6f7d3e-6a43-4c4a-9a57-4d8f0d0b8a11', time },
    );
    const decoded = decodeEnvelope(encodeEnvelope(event));

    expect(decoded.id).toBe('0b6f7d3e-6a43-4c4a-9a57-4d8f0d0b8a11');
    expect(decoded.type).toBe('catalogue.product-changed.v1');
    expect(decoded.time.getTime()).toBe(time.getTime());
    expect(decoded.source).toBe('catalogue');
    expect(decoded.key).toBe('42');
    expect(decoded.traceContext).toEqual(traceContext);
    expect(decoded.payload).toEqual(event.payload);

    if (decoded.type !== 'catalogue.product-changed.v1') throw new Error('wrong type');
    const payload: ProductChanged = decodePayload(decoded);
    expect(payload).toMatchObject({
      productId: 42,
      change: ChangeKind.UPDATED,
      sportType: 1,
      englishName: 'Soccer API',
      status: 1,
    });
  });

  it('fills in a UUID id, the current time and an empty trace context', () => {
    const before = Date.now();
    const event = createEvent('account.api-key-rotated.v1', { userId: 'u1' }, { source: 'account', key: 'u1' });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.time.getTime()).toBeGreaterThanOrEqual(before);
    expect(event.time.getTime()).toBeLessThanOrEqual(Date.now());
    expect(event.traceContext).toEqual({});
    const decoded = decodeEnvelope(encodeEnvelope(event));
    if (decoded.type !== 'account.api-key-rotated.v1') throw new Error('wrong type');
    expect(decodePayload(decoded).userId).toBe('u1');
  });

  it('rejects garbage bytes', () => {
    const garbage = new TextEncoder().encode('definitely not a protobuf message');
    expect(() => decodeEnvelope(garbage)).toThrow(EventContractError);
    expect(() => decodeEnvelope(garbage)).toThrow(/Cannot decode event envelope/);
    expect(() => decodeEnvelope(new Uint8Array([0xff, 0xff, 0xff]))).toThrow(EventContractError);
  });

  it('rejects an empty message (no type, id, time)', () => {
    expect(() => decodeEnvelope(new Uint8Array())).toThrow(/Unknown event type ""/);
  });

  it('rejects an unknown event type', () => {
    const bytes = toBinary(
      EventEnvelopeSchema,
      create(EventEnvelopeSchema, {
        id: 'e1',
        type: 'catalogue.product-changed.v99',
        time: timestampFromDate(new Date()),
        source: 'catalogue',
        key: '1',
      }),
    );
    expect(() => decodeEnvelope(bytes)).toThrow(EventContractError);
    expect(() => decodeEnvelope(bytes)).toThrow(/Unknown event type "catalogue.product-changed.v99"/);
    expect(() =>
      // @ts-expect-error: not a known event type
      createEvent('catalogue.product-changed.v99', {}, { source: 'catalogue', key: '1' }),
    ).toThrow(/Unknown event type/);
  });

  it('rejects an envelope without id, time or source', () => {
    const base = {
      id: 'e1',
      type: 'account.user-activated.v1',
      time: timestampFromDate(new Date()),
      source: 'account',
    };
    for (const missing of ['id', 'time', 'source'] as const) {
      const bytes = toBinary(EventEnvelopeSchema, create(EventEnvelopeSchema, { ...base, [missing]: undefined }));
      expect(() => decodeEnvelope(bytes)).toThrow(new RegExp(`no ${missing}`));
    }
  });

  it('rejects a payload that does not decode', () => {
    const event = createEvent(
      'account.user-activated.v1',
      { userId: 'u1', email: 'a@b.c' },
      { source: 'account', key: 'u1' },
    );
    expect(() => decodePayload({ ...event, payload: new Uint8Array([0xff, 0xff]) })).toThrow(
      /Cannot decode payload of account.user-activated.v1/,
    );
  });

  it('requires a source and a valid time', () => {
    expect(() => createEvent('account.api-key-rotated.v1', { userId: 'u1' }, { source: '', key: 'u1' })).toThrow(
      /needs a source/,
    );
    expect(() =>
      createEvent(
        'account.api-key-rotated.v1',
        { userId: 'u1' },
        { source: 'account', key: 'u1', time: new Date('x') },
      ),
    ).toThrow(/invalid time/);
  });

  it('knows exactly the registered event types', () => {
    expect([...eventTypeNames].sort()).toEqual([
      'account.api-key-rotated.v1',
      'account.email-change-requested.v1',
      'account.email-change-requested.v2',
      'account.email-changed.v1',
      'account.ip-whitelist-changed.v1',
      'account.password-reset-requested.v1',
      'account.password-reset-requested.v2',
      'account.session-revoked.v1',
      'account.user-activated.v1',
      'account.user-registered.v1',
      'account.user-registered.v2',
      'animation.access-key-rotated.v1',
      'animation.config-published.v1',
      'billing.payment-failed.v1',
      'billing.payment-succeeded.v1',
      'billing.refund-issued.v1',
      'billing.subscription-activated.v1',
      'billing.subscription-expired.v1',
      'billing.subscription-expiring.v1',
      'billing.subscription-renewed.v1',
      'billing.trial-changed.v1',
      'billing.trial-ended.v1',
      'billing.trial-ending.v1',
      'billing.trial-started.v1',
      'catalogue.product-changed.v1',
      'catalogue.site-content-changed.v1',
      'data.interface-status-changed.v1',
      'data.match-event.v1',
      'data.trial-quota-reached.v1',
      'data.usage-recorded.v1',
      'docs.content-changed.v1',
      'ticket.ticket-closed.v1',
      'ticket.ticket-created.v1',
      'ticket.ticket-read.v1',
      'ticket.ticket-replied.v1',
    ]);
    expect(isKnownEventType('account.user-registered.v1')).toBe(true);
    expect(isKnownEventType('toString')).toBe(false);
    expect(isKnownEventType('account.user-registered.v3')).toBe(false);
  });

  it('type-checks payloads against the event type', () => {
    const meta = { source: 'account', key: 'u1' };
    // Compile-time only (tsc checks proto/test): create() would silently drop the unknown field.
    // @ts-expect-error: productId is not a field of UserRegistered
    createEvent('account.user-registered.v1', { productId: 1 }, meta);
    const ok = createEvent(
      'account.user-registered.v1',
      { userId: 'u1', email: 'a@b.c', language: 'en', activationUrl: 'https://x/activate?code=1' },
      meta,
    );
    expect(decodePayload(ok).activationUrl).toBe('https://x/activate?code=1');
  });

  it('narrows a decoded envelope by type', () => {
    const bytes = encodeEnvelope(
      createEvent('account.user-activated.v1', { userId: 'u1', email: 'a@b.c' }, { source: 'account', key: 'u1' }),
    );
    const e = decodeEnvelope(bytes);
    expectTypeOf(decodePayload(e)).toEqualTypeOf<TEventPayload<typeof e.type>>();
    switch (e.type) {
      case 'account.user-activated.v1': {
        const payload = decodePayload(e);
        expectTypeOf(payload).toEqualTypeOf<UserActivated>();
        expect(payload.email).toBe('a@b.c');
        break;
      }
      case 'catalogue.product-changed.v1':
        expectTypeOf(decodePayload(e)).toEqualTypeOf<ProductChanged>();
        throw new Error('wrong type');
      default:
        throw new Error(`wrong type ${e.type}`);
    }
  });
});
