import type { MailTransport } from './mail-transport.ts';

/** Embedded mode: nothing leaves the process; the messages table is the mailbox (GET /api/dev/mailbox). */
export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox' as const;

  async send(): Promise<void> {}

  async close(): Promise<void> {}
}
