// The code the federation plugin adds to every build pulls its runtime packages in with
// `require()`, so the bundler takes their CommonJS builds, which it cannot tree-shake: every
// helper of the SDK and the runtime ships whether used or not. Aliasing each package to its ES
// module build lets the bundler drop what this site never calls (about 8 KB compressed on the
// first load of `/`, shell and remote entry together).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PackageJson {
  name: string;
  exports?: { '.': { import: string | { default: string } } };
}

/** The folder of `name` as `fromDir`'s package sees it (pnpm keeps each package's own copy). */
function packageDir(name: string, fromDir: string): string {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as PackageJson).name === name) return dir;
    } catch {
      // no package.json at this level: keep climbing
    }
    dir = dirname(dir);
  }
  throw new Error(`Cannot find the folder of ${name}`);
}

function esmEntry(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  const entry = pkg.exports?.['.'].import;
  if (!entry) throw new Error(`${pkg.name} has no ES module build`);
  return join(dir, typeof entry === 'string' ? entry : entry.default);
}

/** Exact-match aliases (`name$`) from each federation runtime package to its ES module build. */
export function federationRuntimeAliases(): Record<string, string> {
  const plugin = packageDir('@module-federation/rsbuild-plugin', fileURLToPath(new URL('..', import.meta.url)));
  const enhanced = packageDir('@module-federation/enhanced', plugin);
  const tools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', tools);
  const dirs = {
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': packageDir('@module-federation/runtime-core', runtime),
    '@module-federation/sdk': packageDir('@module-federation/sdk', runtime),
    '@module-federation/error-codes': packageDir('@module-federation/error-codes', runtime),
    '@module-federation/webpack-bundler-runtime': packageDir('@module-federation/webpack-bundler-runtime', tools),
  };
  return Object.fromEntries(Object.entries(dirs).map(([name, dir]) => [`${name}$`, esmEntry(dir)]));
}
