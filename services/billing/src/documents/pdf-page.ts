import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What the invoice and the receipt share: an A4 page in DejaVu Sans (embedded, subset; it has every
 * Vietnamese letter, which the PDF standard fonts lack), a heading with the seller, label-value
 * rows and a table. pdfkit (MIT) writes the PDF; DejaVu's licence (Bitstream Vera) allows embedding.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export const SELLER = { name: 'Matchwire', website: 'https://matchwire.io' };

const margin = 50;
const pageWidth = 595.28;
export const contentWidth = pageWidth - 2 * margin;
const muted = '#555555';

export type TColumn = { title: string; width: number; align?: 'left' | 'right' };

/** One document being written; `finish()` gives its bytes. */
export class PdfPage {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(info: { title: string; createdAt: Date; language: string }) {
    const { regular, bold } = loadFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin,
      lang: info.language,
      // The document's own date is the transaction's, so the same transaction gives the same text.
      info: { Title: info.title, Author: SELLER.name, Creator: SELLER.name, CreationDate: info.createdAt },
    });
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.font('regular');
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  /** The title left, the seller right. */
  heading(title: string, sellerLabel: string): this {
    const top = this.doc.y;
    this.doc.font('bold').fontSize(22).fillColor('black').text(title, margin, top);
    this.doc.font('regular').fontSize(9).fillColor(muted);
    this.doc.text(sellerLabel, margin, top, { width: contentWidth, align: 'right' });
    this.doc.font('bold').fontSize(11).fillColor('black').text(SELLER.name, { width: contentWidth, align: 'right' });
    this.doc.font('regular').fontSize(9).text(SELLER.website, { width: contentWidth, align: 'right' });
    this.doc.x = margin;
    this.doc.moveDown(2);
    return this;
  }

  /** Label and value pairs, one row each. */
  fields(rows: [label: string, value: string][]): this {
    for (const [label, value] of rows) {
      const y = this.doc.y;
      this.doc.font('regular').fontSize(10).fillColor(muted).text(label, margin, y, { width: 150 });
      this.doc.fillColor('black').text(value, margin + 160, y, { width: contentWidth - 160 });
      this.doc.moveDown(0.3);
    }
    this.doc.x = margin;
    this.doc.moveDown(1);
    return this;
  }

  section(title: string): this {
    this.doc.font('bold').fontSize(12).fillColor('black').text(title, margin, this.doc.y);
    this.doc.moveDown(0.4);
    return this;
  }

  /** A table: a bold header row, a rule, then one row per entry. */
  table(columns: TColumn[], rows: string[][]): this {
    this.row(
      columns,
      columns.map((column) => column.title),
      'bold',
    );
    this.rule();
    for (const cells of rows) this.row(columns, cells, 'regular');
    this.rule();
    return this;
  }

  /** Right-aligned label and amount pairs under a table (subtotal, promotion, total). */
  totals(rows: [label: string, value: string, isStrong?: boolean][]): this {
    for (const [label, value, isStrong] of rows) {
      const y = this.doc.y;
      this.doc
        .font(isStrong ? 'bold' : 'regular')
        .fontSize(isStrong ? 12 : 10)
        .fillColor('black');
      this.doc.text(label, margin, y, { width: contentWidth - 110, align: 'right' });
      this.doc.text(value, margin + contentWidth - 100, y, { width: 94, align: 'right' });
      this.doc.moveDown(0.3);
    }
    this.doc.x = margin;
    this.doc.moveDown(1);
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('regular').fontSize(9).fillColor(muted).text(text, margin, this.doc.y, { width: contentWidth });
    this.doc.fillColor('black').moveDown(0.5);
    return this;
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }

  private row(columns: TColumn[], cells: string[], font: 'regular' | 'bold') {
    const top = this.doc.y;
    let x = margin;
    let bottom = top;
    this.doc.font(font).fontSize(9.5).fillColor('black');
    columns.forEach((column, index) => {
      this.doc.text(cells[index] ?? '', x, top, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, this.doc.y);
      x += column.width;
    });
    this.doc.x = margin;
    this.doc.y = bottom + 4;
  }

  private rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(margin, y)
      .lineTo(margin + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.doc.y = y + 5;
  }
}
