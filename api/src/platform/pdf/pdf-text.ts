// Test support: the text a pdfkit PDF shows, read back from its bytes. pdfkit compresses each page's
// content stream (FlateDecode) and writes text as hex strings in `[<…> kern <…>] TJ` operations, one
// per line; this inflates the streams and decodes those strings (WinAnsi), so a test can check
// what the served file really prints rather than what the code meant to draw.
import { inflateSync } from 'node:zlib';
import { decodeWindows1252 } from '../files/windows-1252';

/** The text of a hex string: WinAnsi is Windows-1252 (’ œ € in 0x80–0x9F). */
function decodeHex(hex: string): string {
  return decodeWindows1252(Buffer.from(hex.length % 2 === 0 ? hex : hex.slice(0, -1), 'hex'));
}

/**
 * The content streams of `pdf`, inflated when compressed. Each stream is cut at its dictionary's
 * `/Length`, not at the next `endstream`: compressed bytes may end in a carriage return, which a
 * pattern would take for the line break before `endstream` and so cut off.
 */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
  }
  return streams;
}

/** Every line of text the PDF draws, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const operation of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => decodeHex(piece[1] ?? ''));
      lines.push(pieces.join(''));
    }
  }
  return lines;
}

/** All the PDF's text, a line per drawn line. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n');
}
