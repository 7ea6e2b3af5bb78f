/**
 * The event definitions (zod) and proto's wire messages describe the same events: every registered
 * type has one definition and the reverse, the same fields with compatible types, and a payload the
 * definition accepts survives the wire (createEvent, encodeEnvelope, decodeEnvelope, decodePayload)
 * and is accepted again as it was.
 */
import {
  ChangeKind,
  createEvent,
  decodeEnvelope,
  decodePayload,
  encodeEnvelope,
  eventTypes,
  SessionRevokedReason,
  type TEventType,
} from '@matchwire/proto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { eventDefinitions, parseEventPayload } from '../src/events.ts';
import { endpoints } from '../src/index.ts';
import type { TEventDefinition } from '../src/event.ts';
import { findDisagreements } from './support/proto-agreement.ts';

const user = { userId: '6f1c2b1e-8c4d-4c1a-9a55-0d3c1f2e4b7a', email: 'mai@example.vn', language: 'vi' };
const linkId = 'Q2x1ZS1saW5rLWlkLTAx';
const transactionId = '5d4f3c2b-1a09-4e8d-9c7b-6a5f4e3d2c1b';
const ticket = { ticketId: '2c7d9e1f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', ticketCode: 'R4nd0mT1ck3tC0de000042' };
const ticketOwner = { ...user, language: 'vi' as const, name: 'Mai Tran' };
const currentPeriodEnd = '2027-11-25T08:00:00.000Z';
const subscription = {
  subscriptionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  productId: 83,
  productName: 'English Premier League',
  sportType: 1 as const,
};
const paidSubscription = {
  ...user,
  ...subscription,
  planId: 10002,
  period: 2 as const,
  currentPeriodEnd,
  transactionId,
  isAutoRenewing: true,
};

/** A payload each definition accepts, every field set (a default would not prove the field crosses). */
const samples: { [T in TEventType]: z.input<(typeof eventDefinitions)[T]['payload']> } = {
  'account.user-registered.v2': { ...user, linkId },
  'account.user-activated.v1': user,
  'account.password-reset-requested.v2': { ...user, linkId },
  'account.email-change-requested.v2': { userId: user.userId, newEmail: 'mai.tran@example.vn', language: 'vi', linkId },
  'account.api-key-rotated.v1': user,
  'account.session-revoked.v1': {
    userId: user.userId,
    sessionIds: ['s-1', 's-2'],
    reason: SessionRevokedReason.PASSWORD_CHANGED,
  },
  'account.email-changed.v1': { ...user, email: 'mai.tran@example.vn' },
  'account.ip-whitelist-changed.v1': { userId: user.userId, ipWhitelist: ['203.0.113.7', '2001:db8::/48'] },
  'account.user-registered.v1': { ...user, activationUrl: 'https://www.matchwire.test/auth/activate?token=t' },
  'account.password-reset-requested.v1': { ...user, resetUrl: 'https://www.matchwire.test/setting/resetPassword' },
  'account.email-change-requested.v1': {
    userId: user.userId,
    newEmail: 'mai.tran@example.vn',
    language: 'vi',
    confirmUrl: 'https://www.matchwire.test/auth/newEmailVerify',
  },
  'catalogue.product-changed.v1': {
    productId: 83,
    change: ChangeKind.UPDATED,
    sportType: 1,
    englishName: 'English Premier League',
    status: 1,
  },
  'catalogue.site-content-changed.v1': { kind: 'system-config', contentId: 'noticeHome' },
  'docs.content-changed.v1': { kind: 'faq', contentId: '20' },
  'billing.trial-started.v1': {
    ...user,
    sportType: 1,
    startsAt: '2026-11-25T08:00:00.000Z',
    endsAt: '2026-12-10T08:00:00.000Z',
    dailyCallLimit: 200,
    delayMinutes: 2,
  },
  'billing.trial-ending.v1': { ...user, sportType: 2, endsAt: '2026-12-10T08:00:00.000Z' },
  'billing.trial-ended.v1': { ...user, sportType: 3, endedAt: '2026-12-10T08:00:00.000Z' },
  'billing.trial-changed.v1': {
    ...user,
    sportType: 1,
    trialStatus: 1,
    endsAt: '2026-12-20T08:00:00.000Z',
    dailyCallLimit: 500,
    delayMinutes: 0,
  },
  'billing.subscription-activated.v1': paidSubscription,
  'billing.subscription-renewed.v1': paidSubscription,
  'billing.subscription-expiring.v1': { ...user, ...subscription, currentPeriodEnd },
  'billing.subscription-expired.v1': {
    ...user,
    ...subscription,
    reason: 'payment-failed',
    expiredAt: '2027-11-25T08:00:00.000Z',
  },
  'billing.payment-succeeded.v1': { ...user, transactionId, amount: 59_900, currency: 1, description: 'EPL, yearly' },
  'billing.payment-failed.v1': {
    ...user,
    transactionId,
    amount: 9_900,
    currency: 3,
    description: 'EPL, monthly',
    reason: 'Your card was declined.',
    nextAttemptAt: '2026-11-28T08:00:00.000Z',
  },
  'billing.refund-issued.v1': {
    ...user,
    transactionId,
    refundId: '0b7e7c39-9a0e-4a51-8f47-6a4f6f1f3c2d',
    amount: 1_000,
    currency: 2,
    isFullRefund: false,
  },
  'data.match-event.v1': {
    sport: 'esports',
    game: 'dota2',
    matchId: 70_412n,
    competitionId: 31,
    eventId: 57,
    type: 'kill',
    occurredAt: '2026-11-25T08:41:09.000Z',
    period: 2,
    clock: '23:41',
    side: 'away',
    playerId: 9_108,
    scoreHome: 14,
    scoreAway: 19,
  },
  'data.usage-recorded.v1': {
    day: '2026-11-25',
    rows: [
      { userId: user.userId, ref: 'football.matches', status: 200, resultCode: 0, calls: 41 },
      { userId: user.userId, ref: '', status: 404, resultCode: 10404, calls: 1 },
    ],
  },
  'data.trial-quota-reached.v1': {
    ...user,
    sportType: 2,
    percent: 90,
    day: '2026-11-25',
    dailyCallLimit: 200,
    used: 180,
    resetsAt: '2026-11-26T00:00:00.000Z',
  },
  'data.interface-status-changed.v1': { ref: 'football.odds-live', isEnabled: false, reason: 'Provider outage' },
  'ticket.ticket-created.v1': {
    ticketId: ticket.ticketId,
    ticketCode: ticket.ticketCode,
    ...ticketOwner,
    typeId: 3,
    urgency: 2,
    assignedStaffId: 's-7',
    revision: 1,
  },
  'ticket.ticket-replied.v1': {
    ...ticket,
    replyId: '0b5e6a2c-3d4f-4e1a-8b9c-7d6e5f4a3b2c',
    author: 'staff',
    staffId: 's-7',
    ...ticketOwner,
    assignedStaffId: 's-7',
    customerUnread: 2,
    staffUnread: 1,
    revision: 4,
  },
  'ticket.ticket-read.v1': {
    ticketId: ticket.ticketId,
    userId: user.userId,
    reader: 'customer',
    customerUnread: 0,
    staffUnread: 3,
    revision: 5,
  },
  'ticket.ticket-closed.v1': {
    ...ticket,
    ...ticketOwner,
    closeReason: 'invalid-consulting',
    closedBy: 'customer',
    customerUnread: 1,
    revision: 6,
  },
  'animation.config-published.v1': {
    userId: user.userId,
    animType: 1,
    accessKey: 'mwa_0123456789abcdefghijABCD',
    status: 2,
    version: 3,
    publishedAt: '2026-12-06T09:30:00.000Z',
  },
  'animation.access-key-rotated.v1': {
    userId: user.userId,
    animType: 0,
    previousAccessKey: 'mwa_0123456789abcdefghijABCD',
    accessKey: 'mwa_ABCDEFGHIJ0123456789wxyz',
  },
};

const definitions: Record<string, TEventDefinition> = eventDefinitions;
const typeNames = Object.keys(eventTypes) as TEventType[];

describe('event definitions and proto', () => {
  it('agree: one definition per registered type, same fields, compatible types, producers and consumers are workloads', () => {
    expect(findDisagreements(definitions, eventTypes)).toEqual([]);
  });

  it.each(typeNames)('%s: a payload the definition accepts crosses the wire and is accepted as it was', (type) => {
    const sample = eventDefinitions[type].payload.parse(samples[type]);
    const sent = createEvent(type, sample as never, { source: eventDefinitions[type].producer, key: 'k' });
    const received = decodeEnvelope(encodeEnvelope(sent));
    expect(received.type).toBe(type);
    const parsed = parseEventPayload(type, decodePayload(received));
    expect(parsed).toEqual({ success: true, data: sample });
  });

  it('accepts an API key rotation from before the payload named the address and language', () => {
    const old = createEvent('account.api-key-rotated.v1', { userId: user.userId }, { source: 'account', key: 'k' });
    expect(parseEventPayload('account.api-key-rotated.v1', decodePayload(old))).toEqual({
      success: true,
      data: { userId: user.userId, email: '', language: '' },
    });
  });

  it('names the broken fields of a payload, not their values', () => {
    const result = parseEventPayload('account.user-registered.v2', { ...user, email: 'not-an-address', linkId: 'x' });
    expect(result.success).toBe(false);
    const problems = (result as { problems: string[] }).problems;
    expect(problems).toEqual([expect.stringMatching(/^email: /), expect.stringMatching(/^linkId: /)]);
    expect(problems.join()).not.toContain('not-an-address');
  });

  it('names the gateway among the consumers of every event that drops its cached answers, and none is retired', () => {
    const droppers = new Set(endpoints.flatMap((endpoint) => endpoint.cache?.droppedBy ?? []));
    expect(droppers.size).toBeGreaterThan(0);
    for (const type of droppers) {
      expect(eventDefinitions[type], type).toMatchObject({ consumers: expect.arrayContaining(['gateway']) });
      expect((definitions[type] as TEventDefinition).retired, type).toBeUndefined();
    }
  });

  it('marks the link-carrying account v1 types retired, and only them', () => {
    const retired = typeNames.filter((type) => (definitions[type] as TEventDefinition).retired);
    expect(retired.sort()).toEqual([
      'account.email-change-requested.v1',
      'account.password-reset-requested.v1',
      'account.user-registered.v1',
    ]);
  });
});

describe('the agreement check fails when', () => {
  const productChanged = eventDefinitions['catalogue.product-changed.v1'];
  const altered = (type: TEventType, change: Partial<TEventDefinition>) =>
    findDisagreements({ ...definitions, [type]: { ...definitions[type]!, ...change } }, eventTypes);

  it('a registered type has no definition', () => {
    const { 'docs.content-changed.v1': _left, ...rest } = definitions;
    expect(findDisagreements(rest, eventTypes)).toEqual([
      'docs.content-changed.v1: registered in proto, but has no definition',
    ]);
  });

  it('a definition has no registered type', () => {
    const extra = { ...productChanged, type: 'catalogue.product-retired.v1' } as unknown as TEventDefinition;
    expect(findDisagreements({ ...definitions, 'catalogue.product-retired.v1': extra }, eventTypes)).toEqual([
      'catalogue.product-retired.v1: defined, but proto registers no message for it',
    ]);
  });

  it('a field is renamed, missing or of another type', () => {
    const payload = productChanged.payload.omit({ englishName: true }).extend({
      productId: z.string(),
      name: z.string(),
    });
    expect(altered('catalogue.product-changed.v1', { payload })).toEqual([
      'catalogue.product-changed.v1: field name is not in matchwire.catalogue.v1.ProductChanged',
      'catalogue.product-changed.v1: field productId is integer on the wire but string in the definition',
      'catalogue.product-changed.v1: matchwire.catalogue.v1.ProductChanged field englishName is not in the definition',
    ]);
  });

  it('an enum lists other values, or a list holds another type', () => {
    const sessionRevoked = eventDefinitions['account.session-revoked.v1'];
    const payload = sessionRevoked.payload.extend({
      reason: z.enum({ LOGOUT: 1, PASSWORD_CHANGED: 2 }),
      sessionIds: z.array(z.number().int()),
    });
    expect(altered('account.session-revoked.v1', { payload })).toEqual([
      'account.session-revoked.v1: field sessionIds is list<string> on the wire but list<integer> in the definition',
      'account.session-revoked.v1: field reason is enum(0,1,2,3,4,5) on the wire but enum(1,2) in the definition',
    ]);
  });

  it('a field of a listed message is missing or of another type', () => {
    const usageRecorded = eventDefinitions['data.usage-recorded.v1'];
    const payload = usageRecorded.payload.extend({
      rows: z.array(z.object({ userId: z.string(), ref: z.string(), status: z.string(), calls: z.number().int() })),
    });
    expect(altered('data.usage-recorded.v1', { payload })).toEqual([
      'data.usage-recorded.v1: field rows[].status is integer on the wire but string in the definition',
      'data.usage-recorded.v1: matchwire.data.v1.UsageCount field resultCode is not in the definition',
    ]);
  });

  it('the producer is not the service the type is named after, or a consumer is no workload', () => {
    expect(altered('docs.content-changed.v1', { producer: 'catalogue', consumers: ['gateway', 'ledger'] })).toEqual([
      'docs.content-changed.v1: produced by catalogue',
      'docs.content-changed.v1: ledger is no workload of deploy/workloads.json',
    ]);
  });
});
