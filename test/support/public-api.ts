import { expect } from 'vitest';
import type { TBody } from './browser-session.ts';
import { callGateway } from './gateway-client.ts';

/**
 * Calls of the public site (docs/contracts/public-site.md) through the gateway, as one client
 * address of their own (a trusted loopback proxy forwards it), so they have their own rate bucket.
 */
export const client = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` };

export async function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TBody }> {
  const response = await callGateway(path, { headers: { ...client, ...headers } });
  return { status: response.status, body: (await response.json()) as TBody };
}

export async function post(
  path: string,
  json: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TBody }> {
  const response = await callGateway(path, {
    method: 'POST',
    headers: { ...client, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as TBody };
}

/** `data` of a successful answer. */
export async function dataOf(answer: Promise<{ status: number; body: TBody }>) {
  const { status, body } = await answer;
  expect(body.resultCode, JSON.stringify(body)).toBe(0);
  expect(status).toBe(200);
  return body.data;
}
