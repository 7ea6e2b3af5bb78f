/**
 * The people of bench/mixed-journey.ts, made through the site before the load starts, as a
 * customer would make themselves: each bench customer registers (a new `bench.…@example.com`),
 * activates from the mail the notification service wrote (the dev mailbox of `npm run stack`),
 * signs in, starts the free trial of football, basketball and esports (billing → Kafka → the data
 * API's entitlements), reveals its API key and opens a support ticket. The staff member signs in to
 * the back office (support@matchwire.io, DEMO_STAFF_PASSWORD).
 *
 * Addresses (198.18.0.0/15, RFC 2544; the gateway trusts X-Forwarded-For from loopback): customer i
 * is 198.19.200.i (its own per-address budget besides its per-user one); set-up sign-ups
 * 198.19.201.x; staff calls rotate over 198.19.250.x.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { callSite, gatewayUrl, type TSiteCaller } from './site-calls.ts';

const staffLogin = {
  email: process.env.STAFF_EMAIL ?? 'support@matchwire.io',
  password: process.env.DEMO_STAFF_PASSWORD ?? 'matchwire-dev-staff-password',
};
export const CUSTOMER_PASSWORD = 'Bench-Pass-2026';
/** A trial's calls a day per sport (billing's defaultTrialTerms.dailyCallLimit); three sports per customer. */
export const TRIAL_CALLS_PER_DAY = 200;
export const TRIAL_SPORTS = [1, 2, 3] as const;

export type TCustomer = {
  index: number;
  email: string;
  session: TSiteCaller;
  apiKey: string;
  ticketId: string;
  repliesOnTicket: number;
  /** Staff replies answered 200 since set-up: the customer never reads, so this is their unread count. */
  staffReplies: number;
  /** Staff replies that got no answer (timed out): committed or not, the count may be one higher. */
  uncertainStaffReplies: number;
};
export type TStaff = { cookie: string };

/** A signed call that must succeed (set-up only: a failure here stops the run before any load). */
async function must<TData = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  caller: TSiteCaller,
  form?: Record<string, string>,
) {
  const answer = await callSite<TData>(method, path, caller, form, AbortSignal.timeout(30_000));
  if (answer.body.resultCode !== 0)
    throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

let staffCalls = 0;
/** Staff calls come from 256 addresses in turn (rate class visitor: 600 a minute per address). */
export const staffAddress = () => `198.19.250.${staffCalls++ % 256}`;

export async function signInStaff(): Promise<TStaff> {
  const login = await must('POST', '/api/admin/auth/login', { cookie: '', address: staffAddress() }, staffLogin);
  return { cookie: login.cookies };
}

/** The activation token of each address, from the dev mailbox (newest 500 mails), once all have arrived. */
async function activationTokens(emails: string[], timeoutMs = 120_000): Promise<Map<string, string>> {
  const wanted = new Set(emails);
  const tokens = new Map<string, string>();
  const deadline = Date.now() + timeoutMs;
  while (tokens.size < wanted.size) {
    if (Date.now() > deadline) throw new Error(`activation mails: ${tokens.size} of ${wanted.size} arrived`);
    const list = await must<{ messages: { id: string; to: string }[] }>('GET', '/api/dev/mailbox?limit=500', {
      cookie: '',
      address: '198.19.201.255',
    });
    for (const mail of list.body.data!.messages) {
      if (!wanted.has(mail.to) || tokens.has(mail.to)) continue;
      const message = await must<{ html: string }>('GET', `/api/dev/mailbox/${mail.id}`, {
        cookie: '',
        address: '198.19.201.255',
      });
      const token = /\/auth\/activate\?token=([^"&<\s]+)/.exec(message.body.data!.html)?.[1];
      if (token) tokens.set(mail.to, decodeURIComponent(token));
    }
    if (tokens.size < wanted.size) await sleep(500);
  }
  return tokens;
}

/** The data API answers a key once the trial's event has reached it: wait for that. */
async function waitForEntitlement(apiKey: string, address: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${gatewayUrl}/v1/football/live?key=${apiKey}`, {
      headers: { 'x-forwarded-for': address },
    });
    const body = (await response.json()) as { resultCode: number };
    if (response.status === 200 && body.resultCode === 0) return;
    if (Date.now() > deadline) throw new Error(`the data API still refuses a new trial key: ${JSON.stringify(body)}`);
    await sleep(500);
  }
}

/** `count` new customers, `concurrency` at a time, each ready for every step of the journey. */
export async function makeCustomers(runId: string, count: number, concurrency = 4): Promise<TCustomer[]> {
  const emails = Array.from({ length: count }, (_, index) => `bench.${runId}.c${index}@example.com`);
  const inBatches = async <T>(work: (index: number) => Promise<T>): Promise<T[]> => {
    const results: T[] = [];
    for (let start = 0; start < count; start += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, offset) => work(start + offset));
      results.push(...(await Promise.all(batch)));
    }
    return results;
  };
  await inBatches((index) =>
    must(
      'POST',
      '/api/auth/register',
      { cookie: '', address: `198.19.201.${index % 250}` },
      {
        email: emails[index]!,
        password: CUSTOMER_PASSWORD,
        lang: 'en',
        registerUrl: '/auth/register',
      },
    ),
  );
  const tokens = await activationTokens(emails);
  return inBatches(async (index) => {
    const email = emails[index]!;
    const address = `198.19.200.${index % 256}`;
    await must('POST', '/api/auth/activate', { cookie: '', address }, { token: tokens.get(email)! });
    const login = await must(
      'POST',
      '/api/auth/login',
      { cookie: '', address },
      { account: email, password: CUSTOMER_PASSWORD },
    );
    const session: TSiteCaller = { cookie: login.cookies, address };
    for (const sportType of TRIAL_SPORTS)
      await must('POST', '/api/trial/start', session, { sportType: String(sportType), lang: 'en' });
    const revealed = await must<{ apiKey: string }>('POST', '/api/user/apiKey/reveal', session, {});
    const ticket = await openTicket(session, email, 0);
    await waitForEntitlement(revealed.body.data!.apiKey, address);
    return {
      index,
      email,
      session,
      apiKey: revealed.body.data!.apiKey,
      ticketId: ticket,
      repliesOnTicket: 0,
      staffReplies: 0,
      uncertainStaffReplies: 0,
    };
  });
}

/** The form of a new support ticket (SPEC.md §7 `POST /api/ticket/add`: the ticket as one JSON field). */
export function newTicketForm(email: string, round: number): Record<string, string> {
  const ticket = {
    name: 'Bench Customer',
    email,
    content: `Mixed journey ticket ${round}: the live feed stops at half time.`,
    type: { typeId: 2 },
    attachment: [],
    lang: 'en',
  };
  return { ticket: JSON.stringify(ticket) };
}

async function openTicket(session: TSiteCaller, email: string, round: number): Promise<string> {
  const added = await must<{ ticketId: string | number }>(
    'POST',
    '/api/ticket/add',
    session,
    newTicketForm(email, round),
  );
  return String(added.body.data!.ticketId);
}

/**
 * Whether the staff replies' events reached the unread counters: each customer's count
 * (`getUserUnreadCount`, the sum of the Redis hash the ticket service's consumer sets) must come to
 * the staff replies answered 200 — at most their timed-out replies more. Waits up to `settleMs`.
 */
export async function checkUnreadCounts(customers: TCustomer[], settleMs = 30_000) {
  const deadline = Date.now() + settleMs;
  const mismatches = new Map<string, string>();
  for (;;) {
    mismatches.clear();
    for (const customer of customers) {
      const answer = await must<{ value: number }>('GET', '/api/ticket/getUserUnreadCount', customer.session);
      const value = answer.body.data!.value;
      const low = customer.staffReplies;
      if (value < low || value > low + customer.uncertainStaffReplies)
        mismatches.set(
          customer.email,
          `${value} unread, ${low} staff replies (+${customer.uncertainStaffReplies} uncertain)`,
        );
    }
    if (mismatches.size === 0 || Date.now() > deadline) break;
    await sleep(1000);
  }
  const replies = customers.reduce((sum, customer) => sum + customer.staffReplies, 0);
  return { customers: customers.length, staffReplies: replies, mismatches: [...mismatches.values()] };
}

/**
 * Whether the last `last` sign-ups' activation mails were written (account → Kafka → notification):
 * looked for among the dev mailbox's newest 500 mails, which also hold the staff replies' mails, so
 * only the latest sign-ups can be checked. Waits up to `settleMs`.
 */
export async function checkActivationMails(signedUp: string[], last = 60, settleMs = 30_000) {
  const wanted = signedUp.slice(-last);
  const deadline = Date.now() + settleMs;
  let missing: string[] = wanted;
  while (missing.length > 0 && Date.now() <= deadline) {
    const list = await must<{ messages: { to: string; subject: string }[] }>('GET', '/api/dev/mailbox?limit=500', {
      cookie: '',
      address: '198.19.201.254',
    });
    const mailed = new Set(list.body.data!.messages.map((mail) => mail.to));
    missing = wanted.filter((email) => !mailed.has(email));
    if (missing.length > 0) await sleep(1000);
  }
  return { checked: wanted.length, missing };
}
