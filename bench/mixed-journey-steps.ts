/**
 * The five kinds of arrival of bench/mixed-journey.ts, each what one user does at one moment, every
 * request through the gateway at BENCH_URL and recorded in a Tally under its step's name:
 * - `browse`: a visitor opens a public page as a browser does (Accept-Encoding br/gzip,
 *   Accept-Language en or vi, a desktop or phone user agent, its own forwarded address); a share
 *   `signedInShare` are signed-in customers, whose pages are rendered for them (never kept);
 * - `signUp`: the registration page, then `POST /api/auth/register` with a new address;
 * - `console`: a signed-in customer's console: the profile page, then getUserInfo, apiKey,
 *   ipWhitelist and the usage summary its scripts ask for;
 * - `dataApi`: one live-scores call with a customer's API key (football, basketball or esports);
 * - `ticket`: a customer's reply on their own ticket, or the staff member's reply to it (a new
 *   ticket once one holds 40 messages); staff replies flow as events to the unread counters and mails.
 * A request is failed when its status is ≥ 400, when it takes over `timeoutMs`, or when its answer
 * is wrong (a page without its menus or in the wrong language, an API envelope without resultCode 0).
 */
import { performance } from 'node:perf_hooks';
import { staffAddress, newTicketForm, type TCustomer, type TStaff } from './mixed-journey-cast.ts';
import type { Tally } from './mixed-journey-tally.ts';
import { COMPLETE_MARKER, benchBaseUrl } from './pages.ts';
import { callSite, type TSiteCaller } from './site-calls.ts';

export const KINDS = ['browse', 'signUp', 'console', 'dataApi', 'ticket'] as const;
export type TKind = (typeof KINDS)[number];

/** Public pages a visitor opens (the product list is the pricing page). */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/detail-new/football-english-premier-league-83.html' },
  { name: 'docs', path: '/docs' },
  { name: 'faq', path: '/faq' },
  { name: 'blog', path: '/blog-list' },
  { name: 'pricing', path: '/products/football' },
] as const;
const LIVE_PATHS = ['/v1/football/live', '/v1/basketball/live', '/v1/esports/lol/live'] as const;
const LANGUAGES = [
  { lang: 'en', header: 'en-GB,en;q=0.9' },
  { lang: 'vi', header: 'vi-VN,vi;q=0.9,en;q=0.5' },
] as const;
const USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36',
] as const;
const MESSAGES_PER_TICKET = 40;

export type TJourneyContext = {
  tally: Tally;
  customers: TCustomer[];
  staff: TStaff;
  runId: string;
  timeoutMs: number;
  /** Share of page views by signed-in customers (rendered for them, never from the page cache). */
  signedInShare: number;
  /** Visitor addresses to spread page views over (198.18.0.1 onwards). */
  visitors: number;
  /** The addresses that signed up (answered resultCode 0), in order: each is owed an activation mail. */
  signedUp: string[];
};

const base = benchBaseUrl();
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
let visits = 0;
let signUps = 0;
let dataCalls = 0;

/** Visitor n of `count`: 198.18.0.1 onwards (198.18.0.0/15, RFC 2544), as bench/ssr-load.ts. */
function visitorAddress(n: number, count: number): string {
  const i = (n % count) + 1;
  return `198.${18 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
}

/** A sign-up's own address (registration is limited per source): 198.19.0.0–198.19.199.255, in turn. */
const signUpAddress = (n: number) => `198.19.${Math.floor(n / 256) % 200}.${n % 256}`;

async function timed(
  tally: Tally,
  step: string,
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<{ status: number; isRight: boolean; text?: string }>,
): Promise<boolean> {
  const startedAt = performance.now();
  try {
    const { status, isRight, text } = await send(AbortSignal.timeout(timeoutMs));
    const ms = performance.now() - startedAt;
    const failure = status >= 400 ? 'status' : isRight ? undefined : 'wrong answer';
    tally.record(step, ms, failure, { status, text: failure ? text?.slice(0, 160) : undefined });
    return failure === undefined;
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    tally.record(step, undefined, isTimeout ? 'timeout' : 'error', { text: String(error).slice(0, 160) });
    return false;
  }
}

async function openPage(
  context: TJourneyContext,
  step: string,
  path: string,
  headers: Record<string, string>,
  mustHold: string[],
) {
  return timed(context.tally, step, context.timeoutMs, async (signal) => {
    const response = await fetch(new URL(path, base), { headers, signal, redirect: 'manual' });
    const html = await response.text(); // fetch decompresses Brotli and gzip
    return {
      status: response.status,
      isRight: response.status === 200 && mustHold.every((text) => html.includes(text)),
      text: html,
    };
  });
}

/** A signed /api call; right when its answer is the envelope with resultCode 0. */
async function callApi(
  context: TJourneyContext,
  step: string,
  method: 'GET' | 'POST',
  path: string,
  caller: TSiteCaller,
  form?: Record<string, string>,
) {
  return timed(context.tally, step, context.timeoutMs, async (signal) => {
    const answer = await callSite(method, path, caller, form, signal);
    return { status: answer.status, isRight: answer.body.resultCode === 0, text: JSON.stringify(answer.body) };
  });
}

async function browse(context: TJourneyContext): Promise<void> {
  const page = pick(PUBLIC_PAGES);
  const language = pick(LANGUAGES);
  const n = visits++;
  const isSignedIn = Math.random() < context.signedInShare;
  const customer = isSignedIn ? pick(context.customers) : undefined;
  const headers: Record<string, string> = {
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'br, gzip',
    'accept-language': language.header,
    'user-agent': USER_AGENTS[n % USER_AGENTS.length]!,
    'x-forwarded-for': customer?.session.address ?? visitorAddress(n, context.visitors),
    ...(customer ? { cookie: customer.session.cookie } : {}),
  };
  await openPage(context, `page ${page.name}${customer ? ' (signed in)' : ''}`, page.path, headers, [
    COMPLETE_MARKER,
    `<html lang="${language.lang}"`,
  ]);
}

async function signUp(context: TJourneyContext): Promise<void> {
  const n = signUps++;
  const address = signUpAddress(n);
  const isShown = await openPage(
    context,
    'page register',
    '/auth/register',
    { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'en', 'x-forwarded-for': address },
    ['<form'],
  );
  if (!isShown) return;
  const email = `bench.${context.runId}.s${n}@example.com`;
  const isRegistered = await callApi(
    context,
    'api register',
    'POST',
    '/api/auth/register',
    { cookie: '', address },
    {
      email,
      password: 'Bench-Pass-2026',
      lang: 'en',
      registerUrl: '/auth/register',
    },
  );
  if (isRegistered) context.signedUp.push(email);
}

async function useConsole(context: TJourneyContext): Promise<void> {
  const customer = pick(context.customers);
  const { session } = customer;
  const isShown = await openPage(
    context,
    'page console (profile)',
    '/user/profile',
    {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
      'accept-language': 'en',
      cookie: session.cookie,
      'x-forwarded-for': session.address!,
    },
    [customer.email],
  );
  if (!isShown) return;
  await callApi(context, 'api getUserInfo', 'GET', '/api/setting/getUserInfo', session);
  await callApi(context, 'api apiKey', 'GET', '/api/user/apiKey', session);
  await callApi(context, 'api ipWhitelist', 'GET', '/api/user/ipWhitelist', session);
  await callApi(context, 'api usage summary', 'GET', '/api/usage/summary?days=7', session);
}

async function callDataApi(context: TJourneyContext): Promise<void> {
  const n = dataCalls++;
  // In turn over customers, then sports, so each trial's 200 calls a day last as long as they can.
  const customer = context.customers[n % context.customers.length]!;
  const path = LIVE_PATHS[Math.floor(n / context.customers.length) % LIVE_PATHS.length]!;
  await timed(context.tally, 'data API live', context.timeoutMs, async (signal) => {
    const response = await fetch(`${base.origin}${path}?key=${customer.apiKey}`, {
      headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': customer.session.address! },
      signal,
    });
    const text = await response.text();
    return { status: response.status, isRight: response.status === 200 && text.startsWith('{"resultCode":0'), text };
  });
}

async function replyOnTicket(context: TJourneyContext): Promise<void> {
  const customer = pick(context.customers);
  if (customer.repliesOnTicket >= MESSAGES_PER_TICKET) {
    customer.repliesOnTicket = 0;
    const opened = await timed(context.tally, 'api ticket add', context.timeoutMs, async (signal) => {
      const answer = await callSite<{ ticketId: string | number }>(
        'POST',
        '/api/ticket/add',
        customer.session,
        newTicketForm(customer.email, Date.now()),
        signal,
      );
      if (answer.body.resultCode === 0) customer.ticketId = String(answer.body.data!.ticketId);
      return { status: answer.status, isRight: answer.body.resultCode === 0, text: JSON.stringify(answer.body) };
    });
    if (opened) return;
  }
  customer.repliesOnTicket += 1;
  const content = `Reply ${customer.repliesOnTicket} at ${new Date().toISOString()}: still looking into it.`;
  if (customer.repliesOnTicket % 2 === 1) {
    const isReplied = await callApi(
      context,
      'api staff reply',
      'POST',
      `/api/admin/tickets/${customer.ticketId}/reply`,
      {
        cookie: context.staff.cookie,
        address: staffAddress(),
      },
      { content },
    );
    if (isReplied) customer.staffReplies += 1;
    else customer.uncertainStaffReplies += 1;
  } else {
    const operation = { ticketId: customer.ticketId, content, attachment: [] };
    await callApi(context, 'api customer reply', 'POST', '/api/ticket/reply', customer.session, {
      ticketOperation: JSON.stringify(operation),
    });
  }
}

export const ARRIVALS: Record<TKind, (context: TJourneyContext) => Promise<void>> = {
  browse,
  signUp,
  console: useConsole,
  dataApi: callDataApi,
  ticket: replyOnTicket,
};
