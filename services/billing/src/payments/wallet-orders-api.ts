/**
 * A PayPal-style Orders API over HTTP (`fetch`): an OAuth2 client-credentials token, then orders
 * created, read and captured, captures refunded, webhooks verified. The same code talks to PayPal
 * and to the sandbox wallet billing serves itself (PAYPAL_API_BASE), so what runs in `npm start`
 * and the tests is what runs in production up to the address.
 */
export type TWalletOrdersApiOptions = {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per request; PayPal answers well within it. */
  timeoutMs?: number;
};

/** The API said no (4xx/5xx) or could not be reached; `status` 0 when there was no answer. */
export class WalletApiError extends Error {
  override name = 'WalletApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type TPayPalAmount = { currency_code: string; value: string };
export type TPayPalCapture = {
  id: string;
  status: string;
  amount: TPayPalAmount;
  custom_id?: string;
  status_details?: { reason?: string };
};
export type TPayPalOrder = {
  id: string;
  status: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: TPayPalAmount;
    payments?: { captures?: TPayPalCapture[] };
  }[];
  links: { href: string; rel: string; method: string }[];
};

export type TWalletOrdersApi = ReturnType<typeof createWalletOrdersApi>;

export function createWalletOrdersApi(options: TWalletOrdersApiOptions) {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WalletApiError(`${init.method} ${path}: ${(error as Error).message}`, 0, null);
    }
    const text = await response.text();
    const body = readJson(text);
    if (!response.ok) {
      throw new WalletApiError(`${init.method} ${path} answered ${response.status}`, response.status, body);
    }
    return unwrapEnvelope(body);
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = (await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })) as { access_token: string; expires_in: number };
    token = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    };
    return (await send(path, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    })) as T;
  }

  return {
    createOrder: (order: object, requestId: string) =>
      call<TPayPalOrder>('POST', '/v2/checkout/orders', order, requestId),
    getOrder: (orderId: string) => call<TPayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`),
    captureOrder: (orderId: string, requestId: string) =>
      call<TPayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId),
    refundCapture: (captureId: string, refund: object, requestId: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        refund,
        requestId,
      ),
    /** PayPal's own check of a webhook's transmission headers against the webhook's id. */
    verifyWebhookSignature: (verification: object) =>
      call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', verification),
  };
}

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * PayPal answers its objects as they are; the sandbox wallet, being one of the site's endpoints,
 * answers them as the `data` of the site's envelope. PayPal's objects never carry `resultCode`.
 */
function unwrapEnvelope(body: unknown): unknown {
  if (body && typeof body === 'object' && 'resultCode' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

/** Minor units as PayPal writes money: `53460` → `534.60` (every currency billing sells in has cents). */
export function toPayPalValue(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

export function fromPayPalValue(value: string): number {
  return Math.round(Number(value) * 100);
}

/** ISO codes of SPEC.md's currencies (1 USD, 2 HKD, 3 EUR, 4 RMB). */
export const walletCurrencies: Record<number, string> = { 1: 'USD', 2: 'HKD', 3: 'EUR', 4: 'CNY' };
