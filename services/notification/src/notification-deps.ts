import type { Logger } from '@matchwire/kit/logger';
import type { TNotificationDb } from './db/notification-db.ts';
import type { MailSender } from './delivery/mail-sender.ts';
import type { MailboxTransport } from './delivery/mailbox-transport.ts';
import type { StaffAddressSource } from './use-cases/record-ticket-mail.ts';

/** What the notification service's routes, consumers and use-cases are given; built once in app.ts. */
export type TNotificationDeps = {
  db: TNotificationDb;
  mailSender: MailSender;
  logger: Logger;
  /** Base of the web links in mails (PUBLIC_WEB_URL). */
  publicWebUrl: string;
  /** Where the staff member a customer's ticket message is mailed to is looked up (the account service). */
  staffAddresses: StaffAddressSource;
  /** With the mailbox transport: the mails as sent, links included, kept in memory for the dev mailbox. */
  sentMail?: MailboxTransport;
};
