// Federation shares `shared-ui/router` and `shared-ui/error-log` as singletons by their package
// name (shared-domain/platform/federation.ts). A file of shared-ui that imports them by a relative path
// bundles a private copy into each remote: a second router without the shell's context (the
// staff sign-in page crashed on « basename » of a null context) or a second error log.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { singletonWorkspaceModules } from 'shared-domain/platform/federation';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('.', import.meta.url));

describe('shared-ui imports its federated singletons by their package name', () => {
  it('never by a relative path', () => {
    const relative = singletonWorkspaceModules.map((name) => `./${name.replace('shared-ui/', '')}`);
    const offenders = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => {
        const text = readFileSync(join(source, file), 'utf8');
        return relative.some((path) => text.includes(`from '${path}'`) || text.includes(`from "${path}"`));
      });
    expect(offenders).toEqual([]);
  });
});
