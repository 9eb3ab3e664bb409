#!/usr/bin/env node
// `node scripts/release-remote.mjs mf-admin [--version 1.4.0] [--to <dossier>]`: builds one remote
// into releases/<remote>/<version>/ (its files, mf-manifest.json and SHA256SUMS), publishes it into
// the folder the server serves under /remotes/ and points the shell at it. The shell and the other
// remotes are neither rebuilt nor restarted. `--from <dossier>` releases a build already made;
// `--no-switch` publishes without pointing the shell at it (see rollback-remote.mjs to switch).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import {
  defaultStaticDir,
  makeRelease,
  manifestPath,
  parseArguments,
  pointRemote,
  publishRelease,
  relativeToCwd,
  remotePackage,
  runCommand,
} from './remote-releases.mjs';
import { root } from './workspace.mjs';

/** `<package version>-<commit>`, for a clean working tree only: a version names what was committed. */
function defaultVersion(remote) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  if (git('status', '--porcelain') !== '') {
    throw new Error('Des changements ne sont pas enregistrés dans git : enregistrez-les, ou nommez la version avec --version.');
  }
  const { version } = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
  return `${version}-${git('rev-parse', '--short=8', 'HEAD')}`;
}

/** Builds `remote` into a folder of its own: its dist/, which this server serves, is left as it is. */
function build(remote, version, releasesDir) {
  const out = join(releasesDir, remote, `.build-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  // The manifest's buildVersion is the release's: « Surveillance du système » shows it.
  const status = pnpm(['--filter', remote, 'exec', 'rsbuild', 'build', '--dist-path', out], { env: { MF_BUILD_VERSION: version } });
  if (status !== 0) throw new Error(`La construction de ${remote} a échoué.`);
  return out;
}

runCommand(() => {
  const { positional, values } = parseArguments(process.argv.slice(2), {
    valued: ['version', 'to', 'from', 'releases'],
    flags: ['no-switch'],
  });
  if (positional.length !== 1)
    throw new Error('Usage : node scripts/release-remote.mjs <mf-public|mf-portal|mf-admin> [--version 1.4.0] [--to <dossier>]');
  const remote = remotePackage(positional[0]);
  const version = values.version ?? defaultVersion(remote);
  const releasesDir = values.releases ?? join(root, 'releases');
  const staticDir = values.to ?? defaultStaticDir();

  const built = values.from ?? build(remote, version, releasesDir);
  let releaseDir;
  try {
    releaseDir = makeRelease({ remote, version, from: built, releasesDir });
  } finally {
    if (!values.from) rmSync(built, { recursive: true, force: true });
  }
  console.log(`✓ ${remote} ${version} : ${relativeToCwd(releaseDir)} (avec SHA256SUMS)`);
  const published = publishRelease({ remote, version, releaseDir, staticDir });
  console.log(`✓ publiée dans ${relativeToCwd(published)}`);
  if (values['no-switch']) return;
  const previous = pointRemote({ remote, version, staticDir });
  console.log(`✓ le shell charge maintenant ${manifestPath(remote, version)} (avant : ${previous ?? 'la construction du serveur'})`);
  console.log(`  pour revenir en arrière : node scripts/rollback-remote.mjs ${remote} ${previous ?? '--built-in'}`);
});
