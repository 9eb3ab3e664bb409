// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 ou plus récent est requis (version actuelle : ${process.versions.node}).`);
    process.exit(1);
  }
}

/** Runs a named step, prints how long it took, and stops everything if it fails. */
export function step(name, run) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const status = run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✗ ${name} a échoué après ${seconds} s`);
    process.exit(status || 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
  return Number(seconds);
}

export const install = (options) => pnpm(['install', '--frozen-lockfile'], options);
export const buildFrontends = (options) => pnpm(['-r', '--filter=./shell', '--filter=./mf-*', 'run', 'build'], options);
/** For `npm start`: a person starting the clinic wants the result, not the build log. */
export const quietly = { stdio: 'pipe' };

/** Starts a long-running child whose output lines carry a prefix; used by the dev script. */
export function startPrefixed(label, command, args, options) {
  const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  return child;
}
