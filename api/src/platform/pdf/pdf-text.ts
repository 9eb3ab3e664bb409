// Test support: the text a pdfkit PDF shows, read back from its bytes. pdfkit compresses each page's
// content stream (FlateDecode) and writes text as hex strings in `[<…> kern <…>] TJ` operations, one
// per line; this inflates the streams and decodes those strings (WinAnsi), so a test can check
// what the served file really prints rather than what the code meant to draw.
import { inflateSync } from 'node:zlib';

/** WinAnsi bytes 0x80–0x9F that are not Latin-1. */
const winAnsiHigh: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const byte = Number.parseInt(hex.slice(index, index + 2), 16);
    text += winAnsiHigh[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

/** The content streams of `pdf`, inflated when compressed. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
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
