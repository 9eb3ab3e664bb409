// Remotes are registered at run time from /remotes.json on the Module Federation instance the
// build plugin created, so the host's shared React is the one every remote uses.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { exposedRoutesModule, remotesDocument, type RemotesDocument } from 'shared-domain/platform/federation';
import type { RemoteName } from 'shared-domain/platform/routes';
import type { RemoteRoutesComponent } from 'shared-ui/remote-frame';
import { remotesRequest } from './remotes-request';

type RemoteRoutes = RemoteRoutesComponent;

let remotes: RemotesDocument['remotes'] = remotesDocument().remotes;
const loaded = new Map<RemoteName, RemoteRoutes>();

function isRemotesDocument(value: unknown): value is RemotesDocument {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemotesDocument).remotes);
}

async function readRemotesDocument(): Promise<RemotesDocument> {
  const answer = await remotesRequest;
  // Without /remotes.json the remotes are looked for on this server, where they usually are.
  return isRemotesDocument(answer) ? answer : remotesDocument();
}

function registration(remote: RemotesDocument['remotes'][number]) {
  return { name: remote.container, entry: new URL(remote.entry, window.location.href).href };
}

export async function configureRemotes(): Promise<void> {
  remotes = (await readRemotesDocument()).remotes;
  registerRemotes(remotes.map(registration));
}

/** The routes component of a remote already loaded, for a synchronous first render. */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutes | undefined {
  return loaded.get(name);
}

export async function loadRemoteRoutes(name: RemoteName, options: { retry?: boolean } = {}): Promise<RemoteRoutes> {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Remote "${name}" is not configured`);
  // A failed manifest is cached by the runtime; registering again with force starts afresh.
  if (options.retry) registerRemotes([registration(remote)], { force: true });
  const module = await loadRemote<{ default: RemoteRoutes }>(`${remote.container}/${exposedRoutesModule.slice(2)}`);
  if (!module?.default) throw new Error(`Remote "${name}" exposes no routes`);
  loaded.set(name, module.default);
  return module.default;
}
