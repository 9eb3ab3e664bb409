// The shell's HTML as served, with what its Content-Security-Policy must allow: no inline style or
// script is allowed but the page's own `<style>` elements (the prerendered `/` inlines its CSS)
// and inline `<script>`s (its script loader), each by the hash of its exact text. Only what the
// build and the server wrote is hashed: content rendered from the clinic's data goes in after the
// hashing (`withContent`), so an element slipped into it is never allowed by the policy itself.
import { createHash } from 'node:crypto';

export interface ShellPage {
  html: string;
  /** CSP sources (`'sha256-…'`) of the page's `<style>` elements. */
  styleHashes: string[];
  /** CSP sources of the page's inline scripts (data blocks such as JSON are not scripts). */
  scriptHashes: string[];
}

/** Puts prerendered markup into the shell's page for the paths it renders; others get the template. */
export type ShellPageRenderer = (template: ShellPage, path: string) => Promise<ShellPage>;

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// An inline classic script: `<script>` with no attribute (the loader is written so).
const inlineScript = /<script>([\s\S]*?)<\/script>/gi;

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = [...html.matchAll(element)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** The page as the build and the server wrote it, every inline element of it allowed. */
export function shellPage(html: string): ShellPage {
  return { html, styleHashes: hashesOf(html, styleElement), scriptHashes: hashesOf(html, inlineScript) };
}

/** `page` with `content` in place of `placeholder`, allowing nothing more: no element of `content` is hashed. */
export function withContent(page: ShellPage, placeholder: string, content: string): ShellPage {
  return { ...page, html: page.html.replace(placeholder, () => content) };
}
