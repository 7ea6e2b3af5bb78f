import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, signUrl } from '@matchwire/signing';

import type { TProbeTarget } from './probe-target.ts';

export type TApiAnswer = { status: number; resultCode: number | undefined; resultInfo: string; data?: unknown };

/** Calls the API as the web client does (signed, X-Requested-With, form bodies), keeping cookies. */
export class SignedSession {
  constructor(
    private readonly baseUrl: string,
    private readonly signingSecret: string,
    readonly cookies = new Map<string, string>(),
  ) {}

  /** Another client holding a copy of this one's cookies, as someone who kept them would. */
  copy(): SignedSession {
    return new SignedSession(this.baseUrl, this.signingSecret, new Map(this.cookies));
  }

  async call(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<TApiAnswer> {
    const headers: Record<string, string> = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(await signUrl(path, this.signingSecret), this.baseUrl), {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.keepCookies(response);
    const body = (await response.json().catch(() => ({}))) as {
      resultCode?: number;
      resultInfo?: string;
      data?: unknown;
    };
    return { status: response.status, resultCode: body.resultCode, resultInfo: body.resultInfo ?? '', data: body.data };
  }

  /** A new session of `account`, signed in; `login` is the answer to look at when it was not. */
  static async signIn(
    baseUrl: string,
    signingSecret: string,
    account: NonNullable<TProbeTarget['account']>,
  ): Promise<{ session: SignedSession; login: TApiAnswer }> {
    const session = new SignedSession(baseUrl, signingSecret);
    const login = await session.call('POST', '/api/auth/login', { account: account.email, password: account.password });
    return { session, login };
  }

  private keepCookies(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
