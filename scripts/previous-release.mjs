#!/usr/bin/env node
// The previous release, for the version-skew test (e2e/tests/version-skew.spec.ts): the commit
// named in releases/previous.json, built from git as it was (`git archive`, its own lockfile, its
// own build), with the contract its shell expected. Built rather than kept in the repository: CI
// clones main with its history, pnpm's store already holds the packages, and the build takes
// seconds, where the built shell and remotes would add about 1.3 MB of minified files to git for
// every release, files nobody could review nor prove were built from that commit.
//
// The result is kept in the system's temporary folder under the commit's hash, so a second run
// reuses it: `<tmp>/clinic-previous-release/<commit>/` with `shell/`, `mf-public/`, `mf-portal/`,
// `mf-admin/` (each one's dist/) and `release.json` ({ commit, version, contracts }).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { releasableRemotes } from './remote-releases.mjs';
import { root } from './workspace.mjs';

export const builtPackages = ['shell', ...Object.keys(releasableRemotes)];

/** releases/previous.json: the commit of the release before this one. */
export function previousCommit() {
  const { commit } = JSON.parse(readFileSync(join(root, 'releases/previous.json'), 'utf8'));
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit))
    throw new Error('releases/previous.json doit nommer un commit (40 chiffres hexadécimaux).');
  return commit;
}

const git = (args, options = {}) => execFileSync('git', args, { cwd: root, encoding: 'utf8', ...options });

/** The commit's objects, fetched from origin if this clone lacks them (a shallow clone). */
function ensureCommit(commit) {
  const has = () => spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root }).status === 0;
  if (has()) return;
  spawnSync('git', ['fetch', '--no-tags', '--depth=1', 'origin', commit], { cwd: root, stdio: 'inherit' });
  if (!has()) throw new Error(`Le commit ${commit} de releases/previous.json est introuvable : clonez le dépôt avec son historique.`);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `build` with `lock` held (a folder: made atomically), waiting for another process holding it. */
function withLock(lock, build) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than 15 minutes was left by a run that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 15 * 60_000) throw new Error(`${lock} est tenu depuis 15 minutes.`);
      sleep(500);
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Each remote's contract as the previous shell states it, read from its own source. */
function contractsOf(tree) {
  const script = join(tree, 'previous-contracts.ts');
  writeFileSync(
    script,
    "import { remoteContract } from './shared-domain/src/platform/federation.ts';\n" +
      "console.log(JSON.stringify(Object.fromEntries(['public', 'portal', 'admin'].map((name) => [name, remoteContract(name)]))));\n",
  );
  return JSON.parse(execFileSync(join(tree, 'api/node_modules/.bin/tsx'), [script], { cwd: tree, encoding: 'utf8' }));
}

/** The previous release's built shell and remotes; built on the first call for its commit. */
export function previousRelease({ quiet = false } = {}) {
  const commit = previousCommit();
  const dir = join(tmpdir(), 'clinic-previous-release', commit);
  const recordPath = join(dir, 'release.json');
  const read = () => ({ ...JSON.parse(readFileSync(recordPath, 'utf8')), dir });
  if (existsSync(recordPath)) return read();
  mkdirSync(join(dir, '..'), { recursive: true });
  return withLock(`${dir}.lock`, () => {
    if (existsSync(recordPath)) return read();
    ensureCommit(commit);
    const tree = `${dir}.tree-${process.pid}`;
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    const stdio = quiet ? 'pipe' : 'inherit';
    try {
      execFileSync('tar', ['-x', '-C', tree], {
        input: git(['archive', '--format=tar', commit], { encoding: 'buffer', maxBuffer: 1 << 30 }),
      });
      const version = `${JSON.parse(readFileSync(join(tree, 'mf-admin/package.json'), 'utf8')).version}-${commit.slice(0, 8)}`;
      const options = { cwd: tree, stdio };
      if (pnpm(['install', '--frozen-lockfile', '--prefer-offline'], options) !== 0)
        throw new Error(`L'installation de ${commit} a échoué.`);
      const filters = builtPackages.map((name) => `--filter=./${name}`);
      if (pnpm(['-r', ...filters, 'run', 'build'], { ...options, env: { MF_BUILD_VERSION: version } }) !== 0) {
        throw new Error(`La construction de ${commit} a échoué.`);
      }
      const contracts = contractsOf(tree);
      const partial = `${dir}.partial-${process.pid}`;
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial);
      for (const name of builtPackages) renameSync(join(tree, name, 'dist'), join(partial, name));
      writeFileSync(join(partial, 'release.json'), `${JSON.stringify({ commit, version, contracts }, null, 2)}\n`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(partial, dir);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
    return read();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    const release = previousRelease();
    console.log(
      `✓ version précédente ${release.version} (${release.commit}) dans ${release.dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
