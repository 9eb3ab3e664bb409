#!/usr/bin/env node
// Runs the workspace's pinned pnpm on a machine that only has Node and npm: npx fetches it
// once from the npm registry and caches it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = 'pnpm@12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pinned, ...args], {
    cwd: root,
    stdio: 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, npm_config_update_notifier: 'false', ...options.env },
  });
  if (result.error) throw result.error;
  // A quiet run keeps its output to itself unless it fails.
  if (options.stdio === 'pipe' && result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
