// What the sessions list calls a session. The row's id is the hash that signs the cookie in; it
// must not leave the server, so the list shows a short digest of it instead: opaque, stable, and
// of no use to sign in with.
import { digestOf } from '../../platform/tokens/tokens';

export function sessionHandle(sessionId: string): string {
  return digestOf(`session-handle:${sessionId}`, 16);
}
