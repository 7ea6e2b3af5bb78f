import nodemailer, { type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type MailTransport, type TOutgoingMail } from './mail-transport.ts';

/**
 * Delivers through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). Timeouts are short
 * so a hanging server costs one attempt, well inside the sender's lease on the message.
 */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;
  private readonly messageIdDomain: string;

  constructor(options: { url: string; from: string }) {
    this.transporter = nodemailer.createTransport(
      { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: options.from },
    );
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'matchwire.io';
  }

  async send(mail: TOutgoingMail): Promise<void> {
    try {
      await this.transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Stable across retries, so a receiver can recognise a mail resent after a lost acknowledgement.
        messageId: `<${mail.id}@${this.messageIdDomain}>`,
      });
    } catch (error) {
      if (isPermanentRefusal(error)) {
        throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** A 5xx answer to the envelope or the message itself; 5xx on connect or AUTH is a setup problem and is retried. */
function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
}
