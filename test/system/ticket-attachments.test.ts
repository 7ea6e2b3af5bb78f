import { signUrl } from '@matchwire/signing';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndActivate, uniqueEmail, type BrowserSession, type TBody } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';
import { newVisitor } from '../support/gateway-client.ts';

/** The ticket service's upload token in `npm test` (UPLOAD_TOKEN's development default). */
const uploadToken = 'matchwire-dev-upload-token';
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

/** One small file of each kind SPEC.md §5 allows, as its bytes really are. */
const allowed = {
  'shot.png': bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  'photo.jpg': bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  'photo.jpeg': bytes([0xff, 0xd8, 0xff, 0xdb], 'quant'),
  'anim.gif': bytes('GIF89a', [1, 0, 1, 0]),
  'logo.svg': bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  'notes.txt': bytes('The feed stops at half time.\n'),
  'report.pdf': bytes('%PDF-1.7\n%%EOF\n'),
  'logs.zip': bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)),
  'letter.doc': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(8).fill(0)),
  'letter.docx': bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]),
};

type TFile = { name: string; bytes: Uint8Array };

/** Signs, sends and reads a call as the web client does, with the caller's headers (address, cookies). */
async function send(
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: FormData; form?: Record<string, string> } = {},
) {
  const url = await signUrl(path, testEnv.signingSecret);
  return fetch(`${testEnv.gatewayUrl}${url}`, {
    method: init.method ?? 'GET',
    body: init.form ? new URLSearchParams(init.form).toString() : init.body,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
  });
}

async function upload(headers: Record<string, string>, file: TFile | undefined, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('token', fields.token ?? uploadToken);
  form.set('key', fields.key ?? `silk/ticket/${'0'.repeat(32)}_1700000000000_${file?.name ?? 'none'}`);
  if (file) form.set('file', new Blob([file.bytes]), file.name);
  const response = await send('/api/ticket/upload', headers, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as TBody };
}

const headersOf = (session: BrowserSession, address: Record<string, string>) => ({
  ...address,
  cookie: session.cookieHeader(),
});

function ticketForm(attachment: string[]) {
  return {
    ticket: JSON.stringify({
      email: 'visitor@example.com',
      name: 'Visiting Vera',
      content: 'Please look at the attached files.',
      type: { typeId: 2 },
      attachment,
      lang: 'en',
    }),
  };
}

describe('ticket attachments through the gateway (versitygw behind the S3 store)', () => {
  let customer: BrowserSession;
  const customerAddress = newVisitor();

  beforeAll(async () => {
    customer = await registerAndActivate(uniqueEmail('attachments'), customerAddress);
  });

  it.each(Object.entries(allowed))(
    'accepts %s by its content and answers the key the server chose',
    async (name, content) => {
      const visitor = newVisitor();
      const answer = await upload(visitor, { name, bytes: content });
      expect(answer.body.resultCode).toBe(0);
      expect(answer.body.data.key).toMatch(
        new RegExp(`^silk/ticket/[0-9a-f]{32}_[0-9]{13}_${name.replace('.', '\\.')}$`),
      );
    },
  );

  it.each([
    [
      'an HTML page renamed .png',
      { name: 'page.png', bytes: bytes('<!doctype html><script>alert(1)</script>') },
      'Unsupported file',
    ],
    ['a program renamed .png', { name: 'setup.png', bytes: bytes('MZ', [0x90, 0, 3, 0, 0, 0]) }, 'Unsupported file'],
    ['an .exe', { name: 'setup.exe', bytes: bytes('MZ', [0x90, 0]) }, 'Unsupported file'],
    [
      'a file of 5 MB and one byte',
      { name: 'big.txt', bytes: new Uint8Array(5_242_881).fill(0x61) },
      'Attachment cant not exceed 5M',
    ],
    ['an empty file', { name: 'empty.txt', bytes: new Uint8Array() }, 'please select upload file'],
  ])('refuses %s', async (_case, file, text) => {
    const answer = await upload(newVisitor(), file);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ resultCode: 10002, resultInfo: text });
  });

  it('takes a file of exactly 5 MB', async () => {
    const answer = await upload(newVisitor(), { name: 'limit.txt', bytes: new Uint8Array(5_242_880).fill(0x61) });
    expect(answer.body.resultCode).toBe(0);
  });

  it('refuses an upload without a file, with a key outside silk/ticket, or with another token', async () => {
    const file = { name: 'notes.txt', bytes: allowed['notes.txt'] };
    expect((await upload(newVisitor(), undefined)).body).toMatchObject({ resultInfo: 'please select upload file' });
    const outside = await upload(newVisitor(), file, { key: 'silk/animation/x_1_notes.txt' });
    expect(outside.body).toMatchObject({ resultCode: 10002, resultInfo: 'key: key must start with silk/ticket/' });
    const token = await upload(newVisitor(), file, { token: 'another-deployment' });
    expect(token.body).toMatchObject({ resultCode: 10002 });
  });

  it('keeps at most 8 unclaimed uploads per uploader (TICKET_ATTACHMENTS_MAX)', async () => {
    const visitor = newVisitor();
    const file = { name: 'notes.txt', bytes: allowed['notes.txt'] };
    for (let count = 0; count < 8; count += 1) expect((await upload(visitor, file)).body.resultCode).toBe(0);
    expect((await upload(visitor, file)).body).toMatchObject({ resultCode: 15004, resultInfo: 'Too many attachments' });
  });

  it('serves a customer’s attachment to them, and to no other customer or visitor', async () => {
    const own = await upload(headersOf(customer, customerAddress), { name: 'shot.png', bytes: allowed['shot.png'] });
    const key = own.body.data.key as string;
    const path = `/api/ticket/attachment?key=${encodeURIComponent(key)}`;
    // Before a ticket claims it, only its uploader sees it.
    expect((await send(path, headersOf(customer, customerAddress))).status).toBe(200);
    expect((await send(path, newVisitor())).status).toBe(404);

    const added = await customer.post('/api/ticket/add', ticketForm([key]));
    expect(added.body.resultCode).toBe(0);
    const { ticketCode } = added.body.data as { ticketCode: string };

    const mine = await send(path, headersOf(customer, customerAddress));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('content-disposition')).toMatch(/^inline; filename="shot\.png"$/);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(allowed['shot.png']);

    const otherAddress = newVisitor();
    const other = await registerAndActivate(uniqueEmail('attachments-other'), otherAddress);
    expect((await send(path, headersOf(other, otherAddress))).status).toBe(404);
    expect((await send(path, newVisitor())).status).toBe(404);
    const guessed = `${path}&ticketCode=${'A'.repeat(22)}`;
    expect((await send(guessed, newVisitor())).status).toBe(404);
    // The holder of the ticket's code sees it (the direct view).
    expect((await send(`${path}&ticketCode=${ticketCode}`, newVisitor())).status).toBe(200);
  });

  it('serves an SVG as a sandboxed download, so its script can never run in the site’s origin', async () => {
    const visitor = newVisitor();
    const uploaded = await upload(visitor, { name: 'logo.svg', bytes: allowed['logo.svg'] });
    const key = uploaded.body.data.key as string;
    const added = await send('/api/ticket/add', visitor, { method: 'POST', form: ticketForm([key]) });
    const { ticketCode } = ((await added.json()) as TBody).data as { ticketCode: string };
    const served = await send(
      `/api/ticket/attachment?key=${encodeURIComponent(key)}&ticketCode=${ticketCode}`,
      visitor,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="logo.svg"');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
