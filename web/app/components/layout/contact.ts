/** Mailboxes behind the footer's Support and Contact links until the ticket popup arrives. */
export const SUPPORT_EMAIL = 'support@matchwire.io';
export const CONTACT_EMAIL = 'sales@matchwire.io';
