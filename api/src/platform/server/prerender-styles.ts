// A stylesheet linked from the head holds the first paint back by a request (on a phone, two round
// trips on a fresh connection): Lighthouse measured it as most of `/`'s 1.7 s LCP, whose element is
// the hero's text. The prerendered page carries its few KB of CSS inline instead, so the
// text paints as soon as the HTML arrives. The Content-Security-Policy allows these elements by
// hash (`shellPage`).
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { SiteFolders } from './static-site';

const linkTag = /<link\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The file behind a stylesheet URL of this server (`/mf/<remote>/…` or the shell's), if any. */
function stylesheetFile(folders: SiteFolders, href: string): string | undefined {
  const remote = /^\/mf\/([^/]+)\/(.+)$/.exec(href);
  const [root, relative] = remote
    ? [folders.remotes[remote[1] as keyof SiteFolders['remotes']], remote[2]]
    : [folders.shell, href.replace(/^\//, '')];
  if (!root || !relative || !href.startsWith('/')) return undefined;
  const file = normalize(join(root, relative));
  return file.startsWith(normalize(root) + sep) && existsSync(file) ? file : undefined;
}

/** `html` with each local stylesheet link replaced by the stylesheet itself. */
export function inlineStylesheets(html: string, folders: SiteFolders): string {
  return html.replace(linkTag, (tag) => {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') !== 'stylesheet' || !href) return tag;
    const file = stylesheetFile(folders, href.split('?')[0] ?? href);
    if (!file) return tag;
    // The HTML parser turns CR LF into LF: the hash must be of what the browser will read.
    const css = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
    // CSS that could close the element early is left as a link (the build never makes any).
    return /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
  });
}
