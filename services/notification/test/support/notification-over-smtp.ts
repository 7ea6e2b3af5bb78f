import { useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { afterAll, beforeAll } from 'vitest';
import { buildNotificationUnderTest } from './notification-under-test.ts';
import { startSmtpCapture, type TCapturedMail, type TSmtpCapture } from './smtp-capture.ts';

export type TMessageRow = { event_type: string; recipient: string; language: string; status: string };

/**
 * One notification service per test file that sends over a REAL SMTP server on loopback, as
 * server.ts builds it on its own PostgreSQL database, fed by an in-memory bus. `captured` holds
 * every mail the server accepted; `messageRowsOf` reads what the service recorded of an event.
 * `env` adds settings, read when the service is built (after the file's earlier `beforeAll`s).
 */
export function useNotificationOverSmtp(env: () => Record<string, string> = () => ({})) {
  let smtp: TSmtpCapture;
  const captured: TCapturedMail[] = [];

  // Registered first: the SMTP server is up before the service starts and closed after it stops.
  beforeAll(async () => {
    smtp = await startSmtpCapture({ mails: captured });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const under = useServiceUnderTest('notification', (databaseUrl) =>
    buildNotificationUnderTest(databaseUrl, {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...env(),
    }),
  );

  async function messageRowsOf(eventId: string): Promise<TMessageRow[]> {
    const { rows } = await under.service.deps.db.$client.query(
      'select event_type, recipient, language, status from notification.messages where event_id = $1',
      [eventId],
    );
    return rows as TMessageRow[];
  }

  return { under, captured, messageRowsOf };
}
