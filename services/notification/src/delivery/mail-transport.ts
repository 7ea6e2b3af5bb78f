/** A rendered mail ready to leave; `id` is the message row's id (stable across retries). */
export type TOutgoingMail = { id: string; to: string; subject: string; html: string; text: string };

/** Where pending messages go: an SMTP server, or nowhere (the mailbox transport). */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: TOutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The receiving server refused this mail for good (e.g. unknown recipient): retrying will not help. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
