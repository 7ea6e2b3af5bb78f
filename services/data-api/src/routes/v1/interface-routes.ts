import {
  dataApiFallbackMethods,
  dataApiInterfaces,
  dataApiPrefix,
  type TDataInterface,
} from '@matchwire/contracts/data-api/interfaces';
import type { TEndpoint } from '@matchwire/contracts';
import { errorBody } from '@matchwire/kit/errors/app-error';
import type { TServiceApp } from '@matchwire/kit/http/create-service-app';
import { createCounter } from '@matchwire/kit/http/metrics';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { AnswerCache } from '../../interfaces/answer-cache.ts';
import { answerCall, checkCall, type TCallAnswer } from '../../use-cases/answer-call.ts';
import { streamLiveEvents } from '../../use-cases/stream-live-events.ts';

const exposedHeaders = 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After';
/** Customers call the API from their own pages too: any origin may read it (a key is no cookie). */
const corsHeaders = { 'access-control-allow-origin': '*', 'access-control-expose-headers': exposedHeaders };

type TRouteDeps = TDataApiDeps & {
  answers: AnswerCache;
  calls: { inc(labels: { ref: string; result_code: string }): void };
};

/**
 * One route per interface of the reference (`GET /v1/football/matches`, …, and the live event
 * streams): the key from the `key` query field or `X-Api-Key`, the access checks, then the
 * generated answer. Nothing else is served under `/v1` ('Interface 404'). Every call is metered.
 */
export function registerInterfaceRoutes(app: TServiceApp, deps: TDataApiDeps): void {
  const calls = createCounter(
    app.metrics,
    'data_api_calls_total',
    "Customers' API calls by interface and result code (0 answered; refusals by their code, also before a key was known)",
    ['ref', 'result_code'],
  );
  const routeDeps: TRouteDeps = { ...deps, answers: new AnswerCache(), calls };
  for (const iface of dataApiInterfaces()) {
    app.route({
      method: 'GET',
      url: iface.path,
      config: { endpoint: interfaceEndpoint(iface) },
      handler: (request, reply) =>
        iface.isStream ? serveStream(routeDeps, iface, request, reply) : serve(routeDeps, iface, request, reply),
    });
  }
  app.route({
    method: [...dataApiFallbackMethods],
    url: `${dataApiPrefix}/*`,
    config: { endpoint: unknownInterface },
    handler: async (_request, reply) => reply.status(404).headers(corsHeaders).send(errorBody('interfaceNotFound')),
  });
  app.route({
    method: 'OPTIONS',
    url: `${dataApiPrefix}/*`,
    config: { endpoint: { ...unknownInterface, summary: 'CORS preflight' } },
    handler: async (_request, reply) =>
      reply
        .status(204)
        .headers(corsHeaders)
        .header('access-control-allow-methods', 'GET')
        .header('access-control-allow-headers', 'X-Api-Key, Last-Event-ID')
        .header('access-control-max-age', '600')
        .send(),
  });
}

function callOf(iface: TDataInterface, request: FastifyRequest) {
  const { key, ...query } = request.query as Record<string, string | string[]>;
  return { iface, apiKey: firstOf(key) ?? firstOf(request.headers['x-api-key']), query, ip: request.ip };
}

async function serve(deps: TRouteDeps, iface: TDataInterface, request: FastifyRequest, reply: FastifyReply) {
  const startedAt = performance.now();
  const answer = await answerCall(deps, callOf(iface, request));
  await send(reply, answer);
  meter(deps, iface, request, answer, startedAt);
  return reply;
}

/** A live event stream: checked like any call (opening it is one call), then held open. */
async function serveStream(deps: TRouteDeps, iface: TDataInterface, request: FastifyRequest, reply: FastifyReply) {
  const startedAt = performance.now();
  const outcome = await checkCall(deps, callOf(iface, request));
  if ('refused' in outcome) {
    await send(reply, outcome.refused);
    meter(deps, iface, request, outcome.refused, startedAt);
    return reply;
  }
  const { checked } = outcome;
  meter(deps, iface, request, { status: 200, resultCode: 0, body: '', headers: {}, userId: checked.userId }, startedAt);
  reply.hijack();
  reply.raw.writeHead(200, {
    ...checked.headers,
    ...corsHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies must pass each event on as it comes.
    'x-accel-buffering': 'no',
  });
  const { matchId, competitionId, game } = checked.params as {
    matchId?: number;
    competitionId?: number;
    game?: string;
  };
  streamLiveEvents(deps, {
    iface,
    filter: { matchId, competitionId, game },
    delayMs: checked.now.getTime() - checked.at.getTime(),
    lastEventId: firstOf(request.headers['last-event-id']),
    write: (chunk) => reply.raw.write(chunk),
    onClose: (stop) => request.raw.once('close', stop),
  });
}

async function send(reply: FastifyReply, answer: TCallAnswer) {
  await reply
    .status(answer.status)
    .headers({ ...answer.headers, ...corsHeaders, 'content-type': 'application/json; charset=utf-8' })
    .send(answer.body);
}

/**
 * Counts the call for operations (every call) and as its key owner's (a call refused before its key
 * was known is nobody's).
 */
function meter(
  deps: TRouteDeps,
  iface: TDataInterface,
  request: FastifyRequest,
  answer: TCallAnswer,
  startedAt: number,
) {
  deps.calls.inc({ ref: iface.ref, result_code: String(answer.resultCode) });
  if (answer.userId === undefined) return;
  const at = deps.clock();
  void deps.counters
    .record({
      userId: answer.userId,
      day: at.toISOString().slice(0, 10),
      at: at.toISOString(),
      ref: iface.ref,
      path: iface.path,
      status: answer.status,
      resultCode: answer.resultCode,
      latencyMs: Math.round((performance.now() - startedAt) * 100) / 100,
      ip: request.ip,
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'call not metered'));
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** The route's definition as the kit requires one: an API-key interface of the data API. */
function interfaceEndpoint(iface: TDataInterface): TEndpoint {
  return {
    service: 'data-api',
    method: 'GET',
    path: iface.path,
    summary: iface.ref,
    access: { kind: 'api-key' },
    rateClass: 'service',
    request: { query: iface.query },
    response: z.unknown(),
  };
}

const unknownInterface: TEndpoint = {
  service: 'data-api',
  method: 'GET',
  path: `${dataApiPrefix}/*`,
  summary: 'Interface 404',
  access: { kind: 'api-key' },
  rateClass: 'service',
  response: z.unknown(),
};
