import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPages, preferredCoding } from './compressed-page';

const html = `<!doctype html><p>${'Bienvenue à la clinique. '.repeat(200)}</p>`;

describe('compressedPages', () => {
  it('sends brotli to a client that takes it, made once while the page is the same', async () => {
    const page = compressedPages();
    const first = await page(html, 'gzip, deflate, br');
    expect(first?.headers['Content-Encoding']).toBe('br');
    expect(first?.headers.Vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(first!.body).toString('utf8')).toBe(html);
    expect((await page(html, 'br'))?.body).toBe(first?.body);
  });

  it('sends gzip to a client that takes gzip and not brotli, smaller than brotli never is', async () => {
    const page = compressedPages();
    const gzip = await page(html, 'gzip, deflate');
    expect(gzip?.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip!.body).toString('utf8')).toBe(html);
    expect(gzip!.body.length).toBeLessThan(html.length / 5);
    expect((await page(html, 'gzip'))?.body).toBe(gzip?.body);
    const brotli = await page(html, 'br');
    expect(brotli!.body.length).toBeLessThan(gzip!.body.length);
  });

  it('compresses again when the page changed', async () => {
    const page = compressedPages();
    const before = await page('<p>Avant</p>', 'br');
    const after = await page('<p>Après</p>', 'br');
    expect(after?.body).not.toBe(before?.body);
    expect(brotliDecompressSync(after!.body).toString('utf8')).toBe('<p>Après</p>');
  });

  it('gives nothing to a client that takes neither', async () => {
    const page = compressedPages();
    expect(await page('<p>x</p>', undefined)).toBeUndefined();
    expect(await page('<p>x</p>', 'deflate')).toBeUndefined();
    expect(await page('<p>x</p>', 'gzip;q=0, br;q=0')).toBeUndefined();
  });
});

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('picks %j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
