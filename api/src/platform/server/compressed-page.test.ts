import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPages } from './compressed-page';

describe('compressedPages', () => {
  it('gzips a page once and reuses it while the page is the same', () => {
    const page = compressedPages();
    const html = `<!doctype html><p>${'Bienvenue à la clinique. '.repeat(200)}</p>`;
    const first = page(html, 'gzip, deflate, br');
    expect(first?.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(first!.body).toString('utf8')).toBe(html);
    expect(first!.body.length).toBeLessThan(html.length / 5);
    expect(page(html, 'gzip')?.body).toBe(first?.body);
  });

  it('compresses again when the page changed', () => {
    const page = compressedPages();
    const before = page('<p>Avant</p>', 'gzip');
    const after = page('<p>Après</p>', 'gzip');
    expect(after?.body).not.toBe(before?.body);
    expect(gunzipSync(after!.body).toString('utf8')).toBe('<p>Après</p>');
  });

  it('gives nothing to a client that does not take gzip', () => {
    const page = compressedPages();
    expect(page('<p>x</p>', undefined)).toBeUndefined();
    expect(page('<p>x</p>', 'br, deflate')).toBeUndefined();
    expect(page('<p>x</p>', 'gzip;q=0, br')).toBeUndefined();
    expect(page('<p>x</p>', 'gzip;q=0.5')).toBeDefined();
  });
});
