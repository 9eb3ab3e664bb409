// A document that runs over as many pages as it takes (a record, a register): blocks written top
// to bottom, a new page started when the next block would not fit, a heading never left alone at
// the bottom of a page.
import { type PdfPage, pdfTheme, type TextStyle } from './pdf-document';

/** Writes blocks top to bottom, starting a new page when the next one would not fit. */
export function pdfFlow(page: PdfPage) {
  let y: number = pdfTheme.margin;
  const write = (value: string, style: TextStyle = {}, indent = 0, gapBefore = 0) => {
    const width = page.contentWidth - indent;
    const height = page.heightOf(value, { ...style, width });
    if (y + gapBefore + height > page.bottom) y = page.newPage();
    else y += gapBefore;
    y = page.text(value, page.left + indent, y, { ...style, width });
  };
  return {
    title: (value: string) => write(value, { size: 16, bold: true, color: pdfTheme.accent }),
    heading: (value: string) => {
      // A heading never ends a page alone.
      if (y + 60 > page.bottom) y = page.newPage();
      write(value, { size: 12, bold: true, color: pdfTheme.accent }, 0, 14);
      page.rule(y + 2);
      y += 6;
    },
    subheading: (value: string) => write(value, { size: 10.5, bold: true }, 0, 8),
    line: (value: string, indent = 0) => write(value, {}, indent),
    muted: (value: string, indent = 0) => write(value, { color: pdfTheme.muted }, indent),
    field: (label: string, value: string | null | undefined, indent = 0) => write(`${label} : ${value?.trim() ? value : '—'}`, {}, indent),
    gap: (points = 6) => {
      y += points;
    },
  };
}

export type PdfFlow = ReturnType<typeof pdfFlow>;
