import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './prerender-styles';
import type { SiteFolders } from './static-site';

describe('inlining the first HTML response’s stylesheets', () => {
  let root: string;
  let folders: SiteFolders;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'clinic-inline-css-'));
    folders = {
      shell: join(root, 'shell'),
      remotes: { public: join(root, 'public'), portal: join(root, 'portal'), admin: join(root, 'admin') },
    };
    await mkdir(join(folders.shell, 'static/css'), { recursive: true });
    await mkdir(join(folders.remotes.public, 'static/css'), { recursive: true });
    await writeFile(join(folders.shell, 'static/css/index.css'), 'body{margin:0}');
    await writeFile(join(folders.remotes.public, 'static/css/home.css'), '.hero{color:teal}');
    await writeFile(join(folders.remotes.public, 'static/css/odd.css'), '.a::after{content:"</style>"}');
    await writeFile(join(folders.remotes.public, 'static/css/crlf.css'), '.a{}\r\n.b{}\r.c{}');
    await writeFile(join(root, 'secret.css'), '.secret{}');
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("puts the shell's and a remote's stylesheets in the page, whatever the attribute order", () => {
    const html =
      '<head><link href="/static/css/index.css" rel="stylesheet"><link rel="stylesheet" href="/mf/public/static/css/home.css"></head>';
    expect(inlineStylesheets(html, folders)).toBe('<head><style>body{margin:0}</style><style>.hero{color:teal}</style></head>');
  });

  it('inlines line ends as the HTML parser will read them, so the CSP hash matches what the browser hashes', () => {
    const html = '<link rel="stylesheet" href="/mf/public/static/css/crlf.css">';
    expect(inlineStylesheets(html, folders)).toBe('<style>.a{}\n.b{}\n.c{}</style>');
  });

  it('leaves other links, missing files, paths outside the folders and unsafe CSS alone', () => {
    const kept = [
      '<link rel="icon" href="/static/css/index.css">',
      '<link rel="preload" as="script" href="/mf/public/entry.js">',
      '<link rel="stylesheet" href="/static/css/missing.css">',
      '<link rel="stylesheet" href="/../secret.css">',
      '<link rel="stylesheet" href="/mf/public/../../secret.css">',
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
      '<link rel="stylesheet" href="/mf/public/static/css/odd.css">',
    ].join('');
    expect(inlineStylesheets(kept, folders)).toBe(kept);
  });
});
