/**
 * Invoice and receipt PDFs as a customer downloads them, read back with unpdf (Mozilla's pdf.js).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { asUser, type TBillingTestFile } from './billing-test-file.ts';

/** GET /api/transaction/invoice or /receipt as `userId`, with `query` (transactionId, lang). */
export function downloadDocument(file: TBillingTestFile, kind: 'invoice' | 'receipt', userId: string, query: string) {
  return file
    .service()
    .app.inject({ method: 'GET', url: `/api/transaction/${kind}?${query}`, headers: asUser(userId) });
}

/** The PDF's text, one string with white space folded; fails unless it is a PDF pdf.js can open. */
export async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text of a transaction's document as `userId` downloads it (pdfText of downloadDocument's answer). */
export async function downloadedText(
  file: TBillingTestFile,
  kind: 'invoice' | 'receipt',
  userId: string,
  query: string,
): Promise<string> {
  return pdfText((await downloadDocument(file, kind, userId, query)).rawPayload);
}

/** Fails, naming the first one missing, unless `text` holds each of `expected`. */
export function expectToContainAll(text: string, expected: string[]): void {
  for (const part of expected) expect(text).toContain(part);
}
