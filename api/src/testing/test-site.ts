// Fake build folders for the all-in-one server: a shell with its HTML template and hashed
// assets, and the three remotes with a manifest and a hashed chunk each.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RemoteName } from 'shared-domain/platform/routes';
import type { SiteFolders } from '../platform/server/static-site';

export const shellAsset = '/static/js/main.0123abcd.js';
export const shellTemplate = `<!doctype html><html lang="fr"><head><title>Clinique</title><script defer src="${shellAsset}"></script></head><body><div id="root"></div></body></html>`;
export const remoteChunk = '/static/js/remote.89abcdef.js';
/** A hashed stylesheet the build precompressed: `.br` and `.gz` beside it, as a production build leaves them. */
export const precompressedAsset = '/static/css/main.0123abcd.css';
export const precompressedCss = `${'.carte { color: #123456; margin: 0 auto; }\n'.repeat(80)}`;
/** Files a build folder may hold by accident (an `.env`, a `.git` folder): never to be served. */
export const hiddenFiles = ['/.env', '/.git/config', '/static/.secret.js'];

const remoteNames: RemoteName[] = ['public', 'portal', 'admin'];

async function put(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

async function putPrecompressed(path: string, content: string): Promise<void> {
  await put(path, content);
  await put(`${path}.br`, brotliCompressSync(content));
  await put(`${path}.gz`, gzipSync(content));
}

export async function createTestSite(): Promise<{
  folders: SiteFolders;
  root: string;
  cleanup(): Promise<void>;
}> {
  const root = await mkdtemp(join(tmpdir(), 'clinic-test-site-'));
  const shell = join(root, 'shell');
  await put(join(shell, 'index.html'), shellTemplate);
  await put(join(shell, shellAsset), 'console.log("shell");');
  await putPrecompressed(join(shell, precompressedAsset), precompressedCss);
  await put(join(shell, '.well-known/security.txt'), 'Contact: mailto:securite@clinique.example');
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    remotes[name] = join(root, name);
    await put(join(remotes[name], 'mf-manifest.json'), JSON.stringify({ id: `clinic_${name}`, name: `clinic_${name}` }));
    await put(join(remotes[name], remoteChunk), `console.log(${JSON.stringify(name)});`);
    await putPrecompressed(join(remotes[name], precompressedAsset), precompressedCss);
  }
  for (const folder of [shell, ...Object.values(remotes)]) {
    for (const file of hiddenFiles) await put(join(folder, file), 'SECRET=hidden-file-content');
  }
  return {
    folders: { shell, remotes },
    root,
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** Writes a prerender bundle (`index.js`) into a fresh folder and returns that folder. */
export async function writePrerenderBundle(root: string, source: string): Promise<string> {
  const dir = await mkdtemp(join(root, 'prerender-'));
  await writeFile(join(dir, 'index.js'), source);
  return dir;
}
