import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGateway } from '../src/app.ts';
import { buildGatewayUnderTest, newVisitor, secrets, signed, startUpstream } from './support/gateway-under-test.ts';

/**
 * A service's file answer (fileAnswer in packages/contracts: billing's invoice PDF) reaches the
 * browser as the service sent it: the same bytes, type, attachment name and no-store, whatever
 * encodings the browser accepts (PDF is not compressed again).
 */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8192), Buffer.from('\n%%EOF\n')]);
const fileHeaders = {
  'content-type': 'application/pdf',
  'content-disposition': 'attachment; filename="invoice-MW-2026-000001.pdf"',
  'cache-control': 'private, no-store',
};

let others: Awaited<ReturnType<typeof startUpstream>>;
let billing: Server;
let gateway: TGateway;

beforeAll(async () => {
  others = await startUpstream();
  billing = createServer((request, response) => {
    response.writeHead(200, { ...fileHeaders, 'content-length': String(pdf.length) });
    response.end(request.method === 'HEAD' ? undefined : pdf);
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  const billingUrl = `http://127.0.0.1:${(billing.address() as AddressInfo).port}`;
  gateway = await buildGatewayUnderTest(others.url, { billing: billingUrl });
});

afterAll(async () => {
  await gateway?.stop();
  await others?.close();
  await new Promise<void>((resolve) => (billing ? billing.close(() => resolve()) : resolve()));
});

describe('a file answer through the gateway', () => {
  it('arrives unchanged: bytes, type, attachment name, no-store, not re-encoded', async () => {
    const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });
    const sid = randomUUID();
    others.liveSessions.set(sid, 'u-file');
    const answer = await gateway.app.inject({
      method: 'GET',
      url: await signed(`/api/transaction/invoice?transactionId=${randomUUID()}`),
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'accept-encoding': 'br, gzip',
        cookie: `jwt=${signJwt({ sub: 'u-file', email: 'u@example.com', sid })}`,
        ...newVisitor(),
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject(fileHeaders);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(pdf)).toBe(true);
  });
});
