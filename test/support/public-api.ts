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

/**
 * Asks a service directly, past the gateway and its public cache: for checks of what the service
 * answers right after a test changed data that no event announces (the gateway keeps such data
 * for its TTL, docs/architecture.md#public-data-cache-gateway).
 */
export async function askService(
  serviceUrl: string,
  path: string,
  json?: Record<string, unknown>,
): Promise<{ status: number; body: TBody }> {
  const response = await fetch(`${serviceUrl}${path}`, {
    method: json ? 'POST' : 'GET',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: response.status, body: (await response.json()) as TBody };
}
