// Measures what `/` costs a first-time visitor on the production build: whether the home page's
// text is in the first HTML response, and the JavaScript and CSS (compressed bytes on the wire)
// the browser fetched before the page became interactive.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoad {
  htmlHasText: boolean;
  /** The HTML gzip-compressed: since its stylesheets are inlined, part of the page's CSS is here. */
  htmlBytes: number;
  scripts: { url: string; bytes: number }[];
  styles: { url: string; bytes: number }[];
  totalBytes: number;
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
  // Interactive: React has taken the prerendered page over (the shell drops this marker).
  await page.locator('#root:not([data-prerendered])').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const scripts = assets.filter((asset) => asset.type === 'script').map(({ url, bytes }) => ({ url, bytes }));
  const styles = assets.filter((asset) => asset.type === 'stylesheet').map(({ url, bytes }) => ({ url, bytes }));
  return {
    htmlHasText: html.includes(expectedText),
    htmlBytes: gzipSync(html).length,
    scripts,
    styles,
    totalBytes: assets.reduce((sum, asset) => sum + asset.bytes, 0),
  };
}
