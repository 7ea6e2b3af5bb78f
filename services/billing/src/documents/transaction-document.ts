import { documentTexts, type TDocumentLanguage } from './document-texts.ts';
import { PdfPage } from './pdf-page.ts';

/** What every document of a paid transaction (invoice, receipt) names. */
export type TTransactionDocument = {
  language: TDocumentLanguage;
  invoiceNumber: string;
  transactionId: string;
  buyerEmail: string;
  /** 1 USD, 2 HKD, 3 EUR, 4 RMB. */
  currency: number;
  paidAt: Date;
};

/** The document's page, titled `<title> <invoice number>` and dated by the payment, under the seller's heading. */
export function transactionDocumentPage(title: string, document: TTransactionDocument): PdfPage {
  return new PdfPage({
    title: `${title} ${document.invoiceNumber}`,
    createdAt: document.paidAt,
    language: document.language,
  }).heading(title, documentTexts[document.language].seller);
}
