// All-in-one serving: the shell at the root (with an HTML fallback for client routes), each
// remote's build under /mf/<name>/, the versions released on their own under /remotes/ (see
// ./released-remotes.ts), and /remotes.json telling the shell where the remotes are.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { allowInlineElements } from '../http/security-headers';
import { remotesDocument } from 'shared-domain/platform/federation';
import type { RemoteName } from 'shared-domain/platform/routes';
import { compressedPages } from './compressed-page';
import { shellPage, type ShellPageRenderer } from './shell-page';
import { refuseHiddenFiles } from './refuse-hidden-files';
import { releasePackages, releasedRemoteEntries } from './released-remotes';

export interface SiteFolders {
  shell: string;
  remotes: Record<RemoteName, string>;
}

const hashedAsset = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|avif)$/;

function cacheControl(path: string): string {
  return hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// The types the build precompresses (shared-ui/build/precompress.ts): their bytes depend on the
// request's Accept-Encoding, so a cache between must keep one copy per coding.
const precompressedType = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** `renderShellPage` lets the caller put prerendered markup into the shell's HTML. */
export function staticSite(options: {
  folders: SiteFolders;
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** REMOTES_DIR: the published releases and the pointer naming those in service. */
  remotesDir?: string;
  renderShellPage?: ShellPageRenderer;
}) {
  const site = new Hono();
  const released = releasedRemoteEntries(options.remotesDir, options.remoteEntries);
  // A remote's URL set in the environment (REMOTE_*_URL) is the operator's explicit choice.
  const remotes = () => remotesDocument({ ...released(), ...options.remoteEntries });

  site.use('*', refuseHiddenFiles());

  // serveStatic builds its response before calling `onFound`, so a header set there is lost:
  // files found get their caching and Vary headers here, once the response exists (serveStatic
  // says Vary only when it sends a compressed file, not to a client that takes none).
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', cacheControl(c.req.path));
    if (!c.res.headers.has('Vary') && precompressedType.test(c.res.headers.get('Content-Type') ?? '')) c.header('Vary', 'Accept-Encoding');
  });

  site.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotes());
  });

  const servedFolders = Object.entries(options.folders.remotes).map(([name, folder]) => ({ prefix: `/mf/${name}`, folder }));
  if (options.remotesDir) {
    // Made now, empty, so the first release needs no restart to be served.
    mkdirSync(options.remotesDir, { recursive: true });
    servedFolders.push({ prefix: '/remotes', folder: options.remotesDir });
    // Only the releases' folders: not the pointer, nor anything else an operator leaves there.
    const releaseFile = new RegExp(`^/remotes/(${Object.values(releasePackages).join('|')})/[^/]+/`);
    site.get('/remotes/*', async (c, next) => (releaseFile.test(c.req.path) ? next() : c.text('Introuvable', 404)));
  }
  for (const { prefix, folder } of servedFolders) {
    site.use(`${prefix}/*`, async (c, next) => {
      // A shell on another origin may load this remote's manifest and chunks (scripts and
      // stylesheets are no-cors loads, which Cross-Origin-Resource-Policy would otherwise block).
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      await next();
    });
    site.get(
      `${prefix}/*`,
      serveStatic({
        root: folder,
        // The `.br` or `.gz` the build wrote beside the file, when the client takes it.
        precompressed: true,
        rewriteRequestPath: (path) => path.slice(prefix.length),
      }),
    );
    site.get(`${prefix}/*`, (c) => c.text('Introuvable', 404));
  }

  site.get(
    '*',
    serveStatic({
      root: options.folders.shell,
      index: '__no_index__',
      precompressed: true,
    }),
  );

  const pageBytes = compressedPages();
  const templatePath = join(options.folders.shell, 'index.html');
  const template = existsSync(templatePath) ? shellPage(readFileSync(templatePath, 'utf8')) : undefined;
  site.get('*', async (c) => {
    // A missing file is a 404, not the app: only page paths get the shell's HTML.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Introuvable', 404);
    if (!template) return c.text("L'interface n'est pas construite. Lancez « npm start ».", 503);
    c.header('Cache-Control', 'no-cache');
    // The prerendered markup is the public remote's built here: with another version of it in
    // service (a release), the page is rendered in the browser by that version alone.
    const prerender = options.renderShellPage && (options.remoteEntries.public || !released().public) ? options.renderShellPage : undefined;
    const page = prerender ? await prerender(template, c.req.path) : template;
    allowInlineElements(c, { styles: page.styleHashes, scripts: page.scriptHashes });
    const compressed = await pageBytes(page.html, c.req.header('Accept-Encoding'));
    return compressed ? c.body(compressed.body, 200, compressed.headers) : c.html(page.html);
  });
  return site;
}
