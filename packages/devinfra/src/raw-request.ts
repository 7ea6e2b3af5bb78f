import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type TRawAnswer = { status: number; body: string; headers: IncomingHttpHeaders };

/**
 * A request whose target goes over the socket exactly as written: fetch() and inject() would
 * resolve `/./` and `..` (and tidy other spellings) before the server saw them. Sent as a foreign
 * page or a script would send it: a JSON body, no signature, no X-Requested-With, another Origin.
 */
export function sendRaw(
  origin: string,
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<TRawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
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
