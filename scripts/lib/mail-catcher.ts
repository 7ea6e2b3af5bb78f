import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TCaughtMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

/**
 * A real SMTP server on loopback for `npm test`: the notification service delivers to it like to
 * any mail relay, and tests read what arrived over a small HTTP API (`GET /messages?to=`).
 */
export async function startMailCatcher(options: {
  smtpPort: number;
  httpPort: number;
}): Promise<{ close(): Promise<void> }> {
  const messages: TCaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => api.listen(options.httpPort, '127.0.0.1', resolve));
  return {
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
