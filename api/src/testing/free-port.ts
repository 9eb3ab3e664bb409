// A port nothing listens on right now, for servers started by tests and the bench (sqld, the
// all-in-one server). The probe is closed before returning, so a rare race with another process
// is possible; callers retry or fail loudly rather than hang.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
