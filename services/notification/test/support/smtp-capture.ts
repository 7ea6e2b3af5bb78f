import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export type TCapturedMail = { envelopeTo: string[]; parsed: ParsedMail };

export type TSmtpCapture = {
  port: number;
  mails: TCapturedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. Recipients listed
 * in `refuse` are refused with 550, as a server does for an unknown mailbox.
 */
export async function startSmtpCapture(options: { port?: number; refuse?: string[]; mails?: TCapturedMail[] } = {}) {
  const mails = options.mails ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('SMTP capture has no port');
  return {
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies TSmtpCapture;
}

/** The captured mails delivered to `address`. */
export function mailsTo(mails: TCapturedMail[], address: string): TCapturedMail[] {
  return mails.filter((mail) => mail.envelopeTo.includes(address));
}

/** Waits until one mail has reached `address`; that mail. */
export async function oneMailTo(mails: TCapturedMail[], address: string): Promise<TCapturedMail> {
  await expect.poll(() => mailsTo(mails, address).length, { timeout: 10_000 }).toBe(1);
  return mailsTo(mails, address)[0]!;
}
