import type { MailTransport, TOutgoingMail } from './mail-transport.ts';

/** How many sent mails the development mailbox shows as sent; older ones show as stored (links redacted). */
const keptMails = 500;

/**
 * Embedded mode: nothing leaves the process; the messages table is the mailbox (GET /api/dev/mailbox).
 * The table keeps mails with their single-use links redacted, so the mails as sent (links included)
 * are kept here, in memory only, for the development mailbox (docs/decisions/0011).
 */
export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox' as const;
  private readonly sent = new Map<string, TOutgoingMail>();

  async send(mail: TOutgoingMail): Promise<void> {
    this.sent.delete(mail.id);
    this.sent.set(mail.id, mail);
    if (this.sent.size > keptMails) this.sent.delete(this.sent.keys().next().value!);
  }

  /** The mail as sent, while it is among the last {@link keptMails}. */
  find(id: string): TOutgoingMail | undefined {
    return this.sent.get(id);
  }

  async close(): Promise<void> {
    this.sent.clear();
  }
}
