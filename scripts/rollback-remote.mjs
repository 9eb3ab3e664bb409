#!/usr/bin/env node
// `node scripts/rollback-remote.mjs mf-admin 1.3.2 [--to <dossier>]`: points the shell back at a
// version of one remote already published (its files checked against SHA256SUMS first; a folder
// that differs is refused and nothing changes). `--built-in` instead of a version goes back to the
// build the server was started with (/mf/<remote>/). Without a version, lists those published.
import {
  defaultStaticDir,
  parseArguments,
  pointedVersion,
  pointRemote,
  publishedVersions,
  remotePackage,
  runCommand,
  unpointRemote,
} from './remote-releases.mjs';

runCommand(() => {
  const { positional, values } = parseArguments(process.argv.slice(2), { valued: ['to'], flags: ['built-in'] });
  if (positional.length < 1 || positional.length > 2 || (values['built-in'] && positional.length !== 1)) {
    throw new Error('Usage : node scripts/rollback-remote.mjs <mf-public|mf-portal|mf-admin> <version | --built-in> [--to <dossier>]');
  }
  const remote = remotePackage(positional[0]);
  const staticDir = values.to ?? defaultStaticDir();
  const version = positional[1];
  if (values['built-in']) {
    const previous = unpointRemote({ remote, staticDir });
    console.log(`✓ le shell charge maintenant la construction du serveur pour ${remote} (avant : ${previous ?? 'la même'})`);
    return;
  }
  if (!version) {
    const current = pointedVersion(staticDir, remote);
    console.log(`Versions publiées de ${remote} : ${publishedVersions(staticDir, remote).join(', ') || 'aucune'}`);
    console.log(`En service : ${current ?? 'la construction du serveur'}`);
    return;
  }
  const previous = pointRemote({ remote, version, staticDir });
  console.log(`✓ le shell charge maintenant ${remote} ${version} (avant : ${previous ?? 'la construction du serveur'})`);
});
