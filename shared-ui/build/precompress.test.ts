import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the brotli and the gzip of every text file beside it, smaller and decompressing to the same bytes', () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-precompress-'));
    mkdirSync(join(folder, 'static/js'), { recursive: true });
    const script = `export const services = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ n, nom: 'Ajustement' })))};`;
    writeFileSync(join(folder, 'static/js/main.0123abcd.js'), script);
    writeFileSync(join(folder, 'index.html'), `<!doctype html><title>Clinique</title>${'<p>Bienvenue</p>'.repeat(50)}`);
    writeFileSync(join(folder, 'static/font.woff2'), Buffer.alloc(2000, 7));

    expect(precompressFolder(folder)).toBe(2);

    const brotli = readFileSync(join(folder, 'static/js/main.0123abcd.js.br'));
    const gzip = readFileSync(join(folder, 'static/js/main.0123abcd.js.gz'));
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(script);
    expect(gunzipSync(gzip).toString('utf8')).toBe(script);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(existsSync(join(folder, 'index.html.br'))).toBe(true);
    expect(existsSync(join(folder, 'static/font.woff2.br'))).toBe(false);
  });

  it('leaves a file alone when compression would not shrink it', () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-precompress-'));
    writeFileSync(join(folder, 'tiny.js'), 'x');
    expect(precompressFolder(folder)).toBe(0);
    expect(existsSync(join(folder, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(folder, 'tiny.js.gz'))).toBe(false);
  });
});
