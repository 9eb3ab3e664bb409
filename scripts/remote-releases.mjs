// Releases of one remote, apart from the shell and the other remotes: a versioned copy of its
// build with a SHA-256 of every file (`releases/<remote>/<version>/SHA256SUMS`, the format
// `sha256sum -c` reads), published into the folder the server serves under `/remotes/`
// (REMOTES_DIR, `<DATA_DIR>/remotes` by default), and a pointer there, `remotes.json`, naming the
// version the shell loads: `{ "mf-admin": "/remotes/mf-admin/0.1.0-5f34311f/mf-manifest.json" }`.
// The server reads the pointer at every `/remotes.json` request, so switching a version is writing
// one small file: no rebuild, no restart. A folder whose files differ from its checksums is never
// switched to, and a published version is never overwritten with other files.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Each remote's package folder, by which releases are named, and its name in the shell's routes. */
export const releasableRemotes = { 'mf-public': 'public', 'mf-portal': 'portal', 'mf-admin': 'admin' };

export const checksumFile = 'SHA256SUMS';
export const pointerFile = 'remotes.json';

/** `mf-admin` or `admin` → `mf-admin`; anything else is refused. */
export function remotePackage(name) {
  const remote = name?.startsWith('mf-') ? name : `mf-${name}`;
  if (!Object.hasOwn(releasableRemotes, remote)) {
    throw new Error(`Module inconnu « ${name} » : choisissez ${Object.keys(releasableRemotes).join(', ')}.`);
  }
  return remote;
}

/** A version names a folder: letters, digits, dots, dashes, underscores, plus; never a path. */
export function checkVersion(version) {
  if (typeof version !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version) || version.includes('..')) {
    throw new Error(`Version invalide « ${version} » : lettres, chiffres, points et tirets seulement (ex. 1.4.0).`);
  }
  return version;
}

/** The folder the server serves as `/remotes/`, as the server's configuration finds it. */
export function defaultStaticDir(env = process.env, cwd = process.cwd()) {
  if (env.REMOTES_DIR) return resolve(cwd, env.REMOTES_DIR);
  return resolve(cwd, env.DATA_DIR || 'data', 'remotes');
}

/** Every file under `dir` (but the checksum file), as sorted `/`-separated paths from it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((path) => String(path))
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path !== checksumFile)
    .sort();
}

function sha256(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Writes `SHA256SUMS` for every file of `dir`. */
export function writeChecksums(dir) {
  const lines = filesUnder(dir).map((path) => `${sha256(join(dir, path))}  ${path}\n`);
  writeFileSync(join(dir, checksumFile), lines.join(''));
}

/** What differs between `dir` and its `SHA256SUMS`, in French; none when every byte matches. */
export function checksumProblems(dir) {
  const sumsPath = join(dir, checksumFile);
  if (!existsSync(dir)) return [`le dossier ${dir} n'existe pas`];
  if (!existsSync(sumsPath)) return [`${checksumFile} manque dans ${dir}`];
  const problems = [];
  const listed = new Set();
  for (const line of readFileSync(sumsPath, 'utf8').split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match || match[2].split('/').includes('..')) {
      problems.push(`ligne illisible dans ${checksumFile} : « ${line} »`);
      continue;
    }
    const [, sum, path] = match;
    listed.add(path);
    const file = join(dir, path);
    if (!existsSync(file)) problems.push(`${path} manque`);
    else if (sha256(file) !== sum) problems.push(`${path} ne correspond pas à sa somme SHA-256`);
  }
  for (const path of filesUnder(dir)) if (!listed.has(path)) problems.push(`${path} n'est pas dans ${checksumFile}`);
  return problems;
}

function refuseUnlessIntact(dir, what) {
  const problems = checksumProblems(dir);
  if (problems.length > 0) throw new Error(`${what} refusée : ${problems.join(' ; ')}.`);
}

/** Copies a build (`from`, with its `mf-manifest.json`) into `releasesDir/<remote>/<version>/` with its checksums. */
export function makeRelease({ remote, version, from, releasesDir }) {
  const dir = join(releasesDir, remotePackage(remote), checkVersion(version));
  if (!existsSync(join(from, 'mf-manifest.json')))
    throw new Error(`Pas de mf-manifest.json dans ${from} : la construction a-t-elle réussi ?`);
  if (existsSync(dir)) throw new Error(`La version ${version} de ${remotePackage(remote)} existe déjà (${dir}) : choisissez-en une autre.`);
  mkdirSync(dirname(dir), { recursive: true });
  cpSync(from, dir, { recursive: true });
  writeChecksums(dir);
  return dir;
}

/**
 * Copies a release folder into `staticDir/<remote>/<version>/`, checked against its checksums
 * before and after the copy. The copy is renamed into place only once whole, so the server never
 * serves half a version; the same version published again must be byte for byte the same.
 */
export function publishRelease({ remote, version, releaseDir, staticDir }) {
  const name = remotePackage(remote);
  checkVersion(version);
  refuseUnlessIntact(releaseDir, 'Publication');
  const target = join(staticDir, name, version);
  const alreadyPublished = () => {
    const same =
      existsSync(join(target, checksumFile)) &&
      readFileSync(join(target, checksumFile), 'utf8') === readFileSync(join(releaseDir, checksumFile), 'utf8');
    if (!same) throw new Error(`Publication refusée : ${name} ${version} est déjà publiée avec d'autres fichiers (${target}).`);
    refuseUnlessIntact(target, 'Publication');
    return target;
  };
  if (existsSync(target)) return alreadyPublished();
  const partial = join(staticDir, name, `.${version}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  cpSync(releaseDir, partial, { recursive: true });
  try {
    refuseUnlessIntact(partial, 'Publication');
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(partial, target);
  } catch (error) {
    // Published meanwhile by another run: the same files, or a refusal.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
    return alreadyPublished();
  }
  return target;
}

export function readPointer(staticDir) {
  const path = join(staticDir, pointerFile);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

export function manifestPath(remote, version) {
  return `/remotes/${remotePackage(remote)}/${checkVersion(version)}/mf-manifest.json`;
}

/** The version a pointer entry names, or undefined (the server's own build). */
export function pointedVersion(staticDir, remote) {
  const entry = readPointer(staticDir)[remotePackage(remote)];
  return typeof entry === 'string' ? /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1] : undefined;
}

/**
 * Points the shell at `version` of `remote`, once its published folder matches its checksums;
 * returns the version it pointed at before (undefined: the server's own build).
 */
export function pointRemote({ remote, version, staticDir }) {
  const name = remotePackage(remote);
  const dir = join(staticDir, name, checkVersion(version));
  if (!existsSync(dir)) {
    const published = publishedVersions(staticDir, name);
    throw new Error(`${name} ${version} n'est pas publiée dans ${staticDir}. Versions publiées : ${published.join(', ') || 'aucune'}.`);
  }
  refuseUnlessIntact(dir, 'Bascule');
  if (!existsSync(join(dir, 'mf-manifest.json'))) throw new Error(`Bascule refusée : ${dir} n'a pas de mf-manifest.json.`);
  const previous = pointedVersion(staticDir, name);
  writePointer(staticDir, { ...readPointer(staticDir), [name]: manifestPath(name, version) });
  return previous;
}

function writePointer(staticDir, pointer) {
  // Written beside, then renamed: the server reads either the old pointer or the new one, whole.
  mkdirSync(staticDir, { recursive: true });
  const path = join(staticDir, pointerFile);
  const partial = `${path}.partial-${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(partial, path);
}

/** Points the shell back at the build the server was started with; returns the version it left. */
export function unpointRemote({ remote, staticDir }) {
  const name = remotePackage(remote);
  const previous = pointedVersion(staticDir, name);
  const { [name]: _left, ...pointer } = readPointer(staticDir);
  writePointer(staticDir, pointer);
  return previous;
}

/** The versions of `remote` published in `staticDir`, oldest first. */
export function publishedVersions(staticDir, remote) {
  const dir = join(staticDir, remotePackage(remote));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, time: statSync(join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map((entry) => entry.name);
}

/** Positional arguments, `--name value` options (`valued`) and `--name` switches (`flags`). */
export function parseArguments(argv, { valued = [], flags = [] }) {
  const positional = [];
  const values = {};
  const known = [...valued, ...flags].map((option) => `--${option}`).join(', ');
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const name = argument.slice(2);
    if (flags.includes(name)) values[name] = true;
    else if (valued.includes(name)) {
      const value = argv[++index];
      if (value === undefined) throw new Error(`${argument} attend une valeur.`);
      values[name] = value;
    } else throw new Error(`Option inconnue ${argument} (options : ${known}).`);
  }
  return { positional, values };
}

/** Runs a command's `main`, printing a refusal in French with a non-zero exit. */
export function runCommand(main) {
  try {
    main();
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}

export const relativeToCwd = (path) => relative(process.cwd(), path) || '.';
