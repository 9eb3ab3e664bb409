// Measures what `/` costs a first-time visitor on the production build: whether the home page's
// text is in the first HTML response, what comes down before the visitor does anything (the page
// fetches its scripts at the first sign of use: api/src/platform/server/scripts-on-interaction.ts),
// and the JavaScript and CSS (compressed bytes on the wire) the browser fetched until the page,
// once used, became interactive. The browser takes brotli, so its bytes
// are brotli's; each file is fetched again asking gzip only, to show what brotli saves.
import { get } from 'node:http';
import type { Browser } from '@playwright/test';

interface Asset {
  url: string;
  /** On the wire as the browser fetched it (brotli). */
  bytes: number;
  /** On the wire for a client that takes gzip only. */
  gzipBytes: number;
}

export interface FirstLoad {
  htmlHasText: boolean;
  /** The HTML on the wire in brotli: since its stylesheets are inlined, part of the page's CSS is here. */
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The scripts and stylesheets fetched before any interaction (brotli). */
  beforeInteraction: { url: string; bytes: number }[];
  scripts: Asset[];
  styles: Asset[];
  /** JS and CSS on the wire (brotli). */
  totalBytes: number;
  totalGzipBytes: number;
}

/** The bytes `url` answers with on the wire when asked with `acceptEncoding`, not decoded. */
export function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function measureFirstLoad(browser: Browser, baseUrl: string, expectedText: string): Promise<FirstLoad> {
  const html = await (await fetch(baseUrl, { headers: { 'accept-encoding': 'gzip' } })).text();
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets: { url: string; type: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await request.sizes();
    assets.push({ url: request.url().replace(baseUrl, ''), type, bytes: sizes.responseBodySize });
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  const beforeInteraction = assets.map(({ url, bytes }) => ({ url, bytes }));
  // The visitor's first sign of use: the mouse moving over the page, away from any control.
  await page.mouse.move(2, 2);
  // Interactive: React has taken the prerendered page over (the shell drops this marker).
  await page.locator('#root:not([data-prerendered])').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const measured = await Promise.all(
    assets.map(async ({ url, type, bytes }) => ({
      type,
      asset: { url, bytes, gzipBytes: await wireBytes(url.startsWith('http') ? url : `${baseUrl}${url}`, 'gzip') },
    })),
  );
  const scripts = measured.filter(({ type }) => type === 'script').map(({ asset }) => asset);
  const styles = measured.filter(({ type }) => type === 'stylesheet').map(({ asset }) => asset);
  return {
    htmlHasText: html.includes(expectedText),
    htmlBytes: await wireBytes(baseUrl, 'gzip, deflate, br, zstd'),
    htmlGzipBytes: await wireBytes(baseUrl, 'gzip'),
    beforeInteraction,
    scripts,
    styles,
    totalBytes: measured.reduce((sum, { asset }) => sum + asset.bytes, 0),
    totalGzipBytes: measured.reduce((sum, { asset }) => sum + asset.gzipBytes, 0),
  };
}
