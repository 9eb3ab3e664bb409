import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A one-stream PDF the way pdfkit writes it: the compressed content cut by its `/Length`. */
function pdfWith(content: string): { pdf: Buffer; compressed: Buffer } {
  const compressed = deflateSync(Buffer.from(content, 'latin1'));
  const head = Buffer.from(`%PDF-1.3\n4 0 obj\n<<\n/Length ${compressed.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1');
  return { pdf: Buffer.concat([head, compressed, tail]), compressed };
}

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('pdfText', () => {
  it('reads the drawn text back from a compressed page', () => {
    const { pdf } = pdfWith(`BT\n[<${hex('Reçu R-00001')}> 0] TJ\nET\n[<${hex('Payé')}> 0] TJ\n`);
    expect(pdfText(pdf)).toBe('Reçu R-00001\nPayé');
  });

  it('reads a page whose compressed bytes end in a carriage return, as one in 256 do', () => {
    // The text changes the bytes (each « a » moves the checksum's last byte by 97, so 256 tries
    // reach every value): find one whose compressed stream ends in \r.
    let found: { pdf: Buffer; text: string } | undefined;
    for (let n = 0; !found && n < 256; n += 1) {
      const text = `Reçu R-00001 ${'a'.repeat(n)}`;
      const { pdf, compressed } = pdfWith(`[<${hex(text)}> 0] TJ\n`);
      if (compressed.at(-1) === 0x0d) found = { pdf, text };
    }
    expect(found).toBeDefined();
    expect(pdfText(found!.pdf)).toBe(found!.text);
  });
});
