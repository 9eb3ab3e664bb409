// Every federated app must reach react-router through `shared-ui/router`: a direct import would
// bundle a second router (60 KB) whose context the shell's router does not provide.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const apps = ['shell', 'mf-public', 'mf-portal', 'mf-admin', 'shared-ui'];
// Tests build their own routers; the prerender bundle runs on the server, outside federation.
const allowed = [/\.test\.tsx?$/, /test-support(\/[^/]+)?\.tsx?$/, /shared-ui\/src\/router\.ts$/, /mf-public\/src\/prerender\.tsx$/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('router imports', () => {
  it('go through shared-ui/router in every federated app', () => {
    const offenders = apps
      .flatMap((app) => sourceFiles(join(workspace, app, 'src')))
      .filter((path) => !allowed.some((pattern) => pattern.test(path)))
      .filter((path) => /from ['"]react-router(-dom)?['"]/.test(readFileSync(path, 'utf8')))
      .map((path) => path.slice(workspace.length));
    expect(offenders).toEqual([]);
  });
});
