// The shell's HTML as served, with what its Content-Security-Policy must allow: no inline style
// is allowed but the page's own `<style>` elements (the prerendered `/` inlines its CSS), each by
// the hash of its exact text.
import { createHash } from 'node:crypto';

export interface ShellPage {
  html: string;
  /** CSP sources (`'sha256-…'`) of the page's `<style>` elements. */
  styleHashes: string[];
}

/** Puts prerendered markup into the shell's page for the paths it renders; others get the template. */
export type ShellPageRenderer = (template: ShellPage, path: string) => Promise<ShellPage>;

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function shellPage(html: string): ShellPage {
  const hashes = [...html.matchAll(styleElement)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return { html, styleHashes: [...new Set(hashes)] };
}
