import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetTags, readRemoteAssets } from './remote-assets';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/clinic_public.abc123.js', path: '' } },
  exposes: [
    {
      assets: {
        js: {
          sync: ['static/js/async/u.1.js', 'static/js/async/__federation_expose_routes.2.js'],
          async: ['static/js/async/lazy.3.js'],
        },
        css: { sync: ['static/css/async/routes.4.css'], async: [] },
      },
    },
  ],
};

describe('readRemoteAssets', () => {
  it('lists the stylesheets the public pages need, under the remote path', async () => {
    folder = await mkdtemp(join(tmpdir(), 'clinic-remote-'));
    await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    const assets = readRemoteAssets(folder, '/mf/public/');
    expect(assets).toEqual({ styles: ['/mf/public/static/css/async/routes.4.css'] });
    expect(assetTags(assets!)).toBe('<link rel="stylesheet" href="/mf/public/static/css/async/routes.4.css">');
  });

  it('gives nothing when the remote is not built here', async () => {
    folder = await mkdtemp(join(tmpdir(), 'clinic-remote-'));
    expect(readRemoteAssets(folder, '/mf/public/')).toBeUndefined();
  });

  it('escapes what it writes into HTML', () => {
    expect(assetTags({ styles: ['/a"b<c.css'] })).toBe('<link rel="stylesheet" href="/a&quot;b&lt;c.css">');
  });
});
