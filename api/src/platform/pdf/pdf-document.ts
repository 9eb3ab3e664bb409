// The letter-size French page every portal PDF is drawn on (invoice, insurance receipt), built on
// the server with pdfkit's standard Helvetica so no font file ships. Every string goes through
// `winAnsiText` (the only characters those fonts can show), and the document's dates come from the
// injected clock, so the same document drawn at the same instant is the same bytes.
import PDFDocument from 'pdfkit';
import { winAnsiText } from './win-ansi-text';
import { wordLines } from './word-wrap';

export const pdfTheme = {
  margin: 54,
  accent: '#0f766e',
  text: '#1f2937',
  muted: '#4b5563',
  rule: '#d1d5db',
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
} as const;

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  /** The document's creation and modification date (the clock's now). */
  createdAt: Date;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** 'words': lines broken between words only, never inside one (./word-wrap.ts); needs `width`. */
  wrap?: 'words';
}

/** The few drawing operations the documents need, with the WinAnsi mapping applied once, here. */
export interface PdfPage {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;
  readonly contentWidth: number;
  /** The lowest y a line may start at before the footer. */
  readonly bottom: number;
  /** Writes `value` at (x, y) and returns the y below it. */
  text(value: string, x: number, y: number, style?: TextStyle): number;
  heightOf(value: string, style?: TextStyle): number;
  /** A horizontal rule across [x1, x2] at y. */
  rule(y: number, x1?: number, x2?: number, color?: string): void;
  /** Starts a new page and returns the y its content starts at. */
  newPage(): number;
}

const footerHeight = 42;

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.Mixins.TextOptions {
  doc
    .font(style.bold ? pdfTheme.bold : pdfTheme.regular)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? pdfTheme.text);
  return { width: style.width, align: style.align, lineGap: 1 };
}

/**
 * Draws a document with `draw`, then `footer` at the bottom of every page with its page number,
 * and resolves with the file's bytes.
 */
export function renderPdf(metadata: PdfMetadata, draw: (page: PdfPage) => void, footer: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: pdfTheme.margin,
    bufferPages: true,
    lang: 'fr-CA',
    displayTitle: true,
    info: {
      Title: winAnsiText(metadata.title),
      Author: winAnsiText(metadata.author),
      Subject: winAnsiText(metadata.subject),
      Creator: winAnsiText(metadata.author),
      CreationDate: metadata.createdAt,
      ModDate: metadata.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  /** The text as drawn: WinAnsi, and its lines already broken between words when the style asks (its font applied). */
  const wrapped = (value: string, style: TextStyle) => {
    const text = winAnsiText(value);
    return style.wrap === 'words' && style.width ? wordLines(text, style.width, (line) => doc.widthOfString(line)).join('\n') : text;
  };
  const left = pdfTheme.margin;
  const right = doc.page.width - pdfTheme.margin;
  const page: PdfPage = {
    doc,
    left,
    right,
    contentWidth: right - left,
    bottom: doc.page.height - pdfTheme.margin - footerHeight,
    text(value, x, y, style = {}) {
      const options = applyStyle(doc, style);
      doc.text(wrapped(value, style), x, y, options);
      return doc.y;
    },
    heightOf(value, style = {}) {
      const options = applyStyle(doc, style);
      return doc.heightOfString(wrapped(value, style), options);
    },
    rule(y, x1 = left, x2 = right, color = pdfTheme.rule) {
      doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.75).strokeColor(color).stroke();
    },
    newPage() {
      doc.addPage();
      return pdfTheme.margin;
    },
  };
  draw(page);
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - pdfTheme.margin - footerHeight + 12;
    page.rule(top - 6);
    let y = top;
    for (const line of footer) y = page.text(line, left, y, { size: 8, color: pdfTheme.muted, width: page.contentWidth, align: 'center' });
    if (count > 1) {
      page.text(`Page ${index - start + 1} de ${count}`, left, y, {
        size: 8,
        color: pdfTheme.muted,
        width: page.contentWidth,
        align: 'right',
      });
    }
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
