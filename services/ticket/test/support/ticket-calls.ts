import type { TTicketService } from '../../src/app.ts';

type THeaders = Record<string, string>;

/** A ticket form as the web sends it; `overrides` replace its fields. */
export function ticketForm(overrides: Record<string, unknown> = {}) {
  return {
    email: 'visitor@example.com',
    name: 'Visiting Vera',
    content: 'The live odds feed stops after half time.',
    type: { typeId: 2 },
    urgency: 0,
    referer: 'https://matchwire.io/docs',
    browser: { type: 'Chrome', version: '131' },
    device: { systemType: 'Windows', bitWidth: '64', version: '11' },
    lang: 'en',
    ...overrides,
  };
}

/** The calls of docs/contracts/ticket.md through inject(), as the gateway would forward them. */
export function ticketCalls(service: TTicketService) {
  const inject = (method: 'GET' | 'POST', url: string, headers: THeaders = {}, payload?: object) =>
    service.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': '203.0.113.7', ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    add: (form: object, headers?: THeaders) => inject('POST', '/api/ticket/add', headers, { ticket: form }),
    reply: (operation: object, headers?: THeaders) =>
      inject('POST', '/api/ticket/reply', headers, { ticketOperation: operation }),
    detail: (query: string, headers?: THeaders) => inject('GET', `/api/ticket/detail?${query}`, headers),
    list: (query: string, headers?: THeaders) => inject('GET', `/api/ticket/list?${query}`, headers),
    read: (ticketId: string, headers?: THeaders) => inject('POST', '/api/ticket/read', headers, { ticketId }),
    close: (body: object, headers?: THeaders) => inject('POST', '/api/ticket/close', headers, body),
    unread: (headers?: THeaders) => inject('GET', '/api/ticket/getUserUnreadCount', headers),
    types: (lang: string) => inject('GET', `/api/ticket/getTypeList?lang=${lang}`),
  };
}
