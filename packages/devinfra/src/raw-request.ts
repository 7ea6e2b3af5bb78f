import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type TRawAnswer = { status: number; body: string; headers: IncomingHttpHeaders };

/**
 * A request whose target goes over the socket exactly as written: fetch() and inject() would
 * resolve `/./` and `..` (and tidy other spellings) before the server saw them. Sent as a foreign
 * page or a script would send it: a JSON body, no signature, no X-Requested-With, another Origin.
 * Used by the tests and by the outside-in probe (deploy/local/drills/probe.ts), over http or https.
 */
export function sendRaw(
  origin: string,
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<TRawAnswer> {
  const { hostname, port, protocol } = new URL(origin);
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        host: hostname,
        port: port || undefined,
        servername: hostname,
        method: options.method ?? 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
