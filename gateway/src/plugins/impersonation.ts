import { Readable } from 'node:stream';
import { errorBody } from '@matchwire/kit/errors/app-error';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { z } from 'zod';
import { apiEndpoints } from '../routes/api-endpoints.ts';
import { routedPath } from './routed-path.ts';

/** Bodies the gateway reads to find an impersonation pair; the services' own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Besides its file, an upload's body has its boundaries, part headers and text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The uploads (request.multipart in their definitions) by path: their file's limit plus the overhead. */
const uploadBodyLimits = new Map(
  apiEndpoints().flatMap((endpoint) =>
    endpoint.method === 'POST' && endpoint.request?.multipart
      ? [[endpoint.path, endpoint.request.multipart.maxFileBytes + MULTIPART_OVERHEAD_BYTES] as const]
      : [],
  ),
);
const USE_TIMEOUT_MS = 2_000;

const ZPair = z.object({ _userId: z.string().min(1).max(64), _adminAccessToken: z.string().min(1).max(200) });
const ZUse = z.object({
  resultCode: z.literal(0),
  data: z.object({
    grantId: z.string(),
    staffId: z.string(),
    userId: z.string(),
    email: z.string(),
    isTester: z.boolean(),
  }),
});

export type TUseImpersonation = (input: {
  adminAccessToken: string;
  userId: string;
  method: string;
  path: string;
  ip: string;
}) => Promise<z.infer<typeof ZUse>['data'] | 'refused'>;

/**
 * Staff act for a customer with `_userId` + `_adminAccessToken` (SPEC.md §6) in the POST body of
 * an API call, form-encoded or JSON, never in a query string (where it would end up in logs and
 * browser history). The account service checks the grant and records the use on every request
 * (docs/decisions/0009); the caller becomes the customer with the staff member and grant named in
 * the identity assertion. A refused token leaves a refused caller (11008), never a visitor. The
 * body is read whole (at most 1 MB; an upload's at most its file limit and overhead) and forwarded unchanged.
 */
export function actForCustomer(options: {
  use: TUseImpersonation;
  uses: Counter<'outcome'>;
}): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    if (request.method !== 'POST' || !isReadable(request.body)) return;
    const body = await readAtMost(request.body, bodyLimitOf(request));
    if (!body) {
      reply.status(413).send(errorBody('badRequest', 'Request body too large'));
      return;
    }
    // Forwarded as read, byte for byte (a Buffer would be re-encoded as JSON by the proxy).
    request.body = Readable.from([body]);
    const pair = ZPair.safeParse(fieldsOf(request.headers['content-type'], body));
    if (!pair.success) return;
    let used: Awaited<ReturnType<TUseImpersonation>> | 'unreachable';
    try {
      used = await options.use({
        adminAccessToken: pair.data._adminAccessToken,
        userId: pair.data._userId,
        method: request.method,
        path: routedPath(request.url) ?? request.url,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'impersonation not verified: account service unavailable');
      used = 'unreachable';
    }
    options.uses.inc({ outcome: typeof used === 'string' ? used : 'accepted' });
    if (typeof used === 'string') {
      request.caller = undefined;
      request.sessionState = used === 'refused' ? 'invalid' : 'unverified';
      request.log.warn({ userId: pair.data._userId }, 'impersonation refused');
      return;
    }
    const { grantId, staffId, userId, email, isTester } = used;
    request.caller = { userId, email, isTester, sessionId: undefined, impersonation: { staffId, grantId } };
    request.sessionState = undefined;
    request.log.info({ staffId, grantId, userId }, 'staff acting for a customer');
  };
}

/** Asks the account service to check a grant and record its use (caller `gateway`). */
export function useImpersonationAt(config: { accountUrl: string; secret: string }): TUseImpersonation {
  return async (input) => {
    const response = await fetch(`${config.accountUrl}/internal/impersonation/uses`, {
      method: 'POST',
      headers: { ...internalCallerHeaders('gateway', config.secret), 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(USE_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 400) return 'refused';
    if (!response.ok) throw new Error(`impersonation check answered ${response.status}`);
    return ZUse.parse(await response.json()).data;
  };
}

/**
 * 1 MB, except a multipart body sent to an upload: its definition's file limit and the overhead. An
 * upload carries no impersonation pair (fieldsOf reads forms and JSON only); its body is bounded here.
 */
function bodyLimitOf(request: FastifyRequest): number {
  const isMultipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;
  const uploadLimit = isMultipart ? uploadBodyLimits.get(routedPath(request.url) ?? '') : undefined;
  return uploadLimit ?? BODY_LIMIT_BYTES;
}

function isReadable(body: unknown): body is Readable {
  return typeof body === 'object' && body !== null && typeof (body as Readable).on === 'function';
}

async function readAtMost(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function fieldsOf(contentType: string | undefined, body: Buffer): unknown {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(body.toString()));
  if (type !== 'application/json') return undefined;
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}
