/**
 * Where quota mails go (`data_api.customers`), kept from billing's trial and subscription events
 * and account's confirmed e-mail changes, on the real database. Each type is a topic of its own, so
 * a customer's events may be consumed out of order: the address the newest event states is kept,
 * whichever arrives last. The bus is the in-memory one, which delivers in the order published here.
 */
import { randomUUID } from 'node:crypto';
import type { TEventPayloadOf } from '@matchwire/contracts/events';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { encodeEnvelope, type TEnvelope } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { useDataApiUnderTest } from './support/data-api-under-test.ts';

const under = useDataApiUnderTest();

const minute = 60_000;
const at = (minutes: number) => new Date(Date.parse('2026-11-25T08:00:00.000Z') + minutes * minute);

type TAddress = { userId: string; email: string; language: string };

/** `billing.trial-started.v1` stating `address`, made at `time`. */
function trialStarted(address: TAddress, time: Date): TEnvelope {
  const payload: TEventPayloadOf<'billing.trial-started.v1'> = {
    ...address,
    sportType: 1,
    startsAt: time.toISOString(),
    endsAt: new Date(time.getTime() + 15 * 24 * 60 * minute).toISOString(),
    dailyCallLimit: 200,
    delayMinutes: 2,
  };
  return { ...buildEvent('billing', 'billing.trial-started.v1', payload, address.userId), time };
}

function trialChanged(address: TAddress, time: Date): TEnvelope {
  const payload: TEventPayloadOf<'billing.trial-changed.v1'> = {
    ...address,
    sportType: 1,
    trialStatus: 1,
    endsAt: new Date(time.getTime() + 20 * 24 * 60 * minute).toISOString(),
    dailyCallLimit: 500,
    delayMinutes: 0,
  };
  return { ...buildEvent('billing', 'billing.trial-changed.v1', payload, address.userId), time };
}

function subscriptionActivated(address: TAddress, time: Date): TEnvelope {
  const payload: TEventPayloadOf<'billing.subscription-activated.v1'> = {
    ...address,
    subscriptionId: randomUUID(),
    productId: 83,
    productName: 'English Premier League',
    sportType: 1,
    planId: 10002,
    period: 2,
    currentPeriodEnd: new Date(time.getTime() + 365 * 24 * 60 * minute).toISOString(),
    transactionId: randomUUID(),
    isAutoRenewing: true,
  };
  return { ...buildEvent('billing', 'billing.subscription-activated.v1', payload, address.userId), time };
}

function emailChanged(address: TAddress, time: Date): TEnvelope {
  return { ...buildEvent('account', 'account.email-changed.v1', address, address.userId), time };
}

/** Puts events on the bus in this order, as the topics' partitions may hand them over, and waits until consumed. */
async function deliver(...envelopes: TEnvelope[]): Promise<void> {
  await under.bus.publish(
    envelopes.map((envelope) => ({ topic: envelope.type, key: envelope.key, value: encodeEnvelope(envelope) })),
  );
  await under.bus.stopConsumers();
}

async function addressOf(userId: string): Promise<{ email: string; language: string } | undefined> {
  const { rows } = await under.service.deps.db.$client.query<{ email: string; language: string }>(
    'select email, language from data_api.customers where user_id = $1',
    [userId],
  );
  return rows[0];
}

describe('quota mail addresses from events consumed out of order', () => {
  it('keep the newer billing event’s address when an older one of another topic comes after it', async () => {
    const userId = randomUUID();
    await deliver(
      subscriptionActivated({ userId, email: 'new@example.com', language: 'vi' }, at(10)),
      trialStarted({ userId, email: 'old@example.com', language: 'en' }, at(0)),
    );
    expect(await addressOf(userId)).toEqual({ email: 'new@example.com', language: 'vi' });

    await deliver(trialChanged({ userId, email: 'later@example.com', language: 'en' }, at(20)));
    expect(await addressOf(userId)).toEqual({ email: 'later@example.com', language: 'en' });
  });

  it('keep a confirmed new address that came before the older trial event of a customer not known yet', async () => {
    const userId = randomUUID();
    await deliver(
      emailChanged({ userId, email: 'confirmed@example.com', language: 'vi' }, at(5)),
      trialStarted({ userId, email: 'before@example.com', language: 'en' }, at(0)),
    );
    expect(await addressOf(userId)).toEqual({ email: 'confirmed@example.com', language: 'vi' });
  });

  it('let a billing event newer than the e-mail change set the address, whichever comes first', async () => {
    const userId = randomUUID();
    await deliver(
      trialStarted({ userId, email: 'first@example.com', language: 'vi' }, at(0)),
      trialChanged({ userId, email: 'third@example.com', language: 'vi' }, at(10)),
      emailChanged({ userId, email: 'second@example.com', language: 'en' }, at(5)),
    );
    expect(await addressOf(userId)).toEqual({ email: 'third@example.com', language: 'vi' });
  });

  it('change nothing for an event delivered again', async () => {
    const userId = randomUUID();
    const started = trialStarted({ userId, email: 'mine@example.com', language: 'vi' }, at(0));
    await deliver(started, emailChanged({ userId, email: 'moved@example.com', language: 'vi' }, at(5)), started);
    expect(await addressOf(userId)).toEqual({ email: 'moved@example.com', language: 'vi' });
  });
});
