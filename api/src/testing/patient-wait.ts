// Test setup (vitest.config.ts): `vi.waitFor` waits up to 30 s by default instead of 1 s. What the
// API tests wait for — an e-mail over loopback SMTP, work finished after the answer — comes within
// milliseconds on an idle machine and can take seconds on a loaded one (CI failed on this once): a
// test must fail only when it never comes. A test's own options still win.
import { vi } from 'vitest';

const waitFor = vi.waitFor.bind(vi);
const patience = { timeout: 30_000, interval: 20 };

vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? { ...patience, timeout: options } : { ...patience, ...options })) as typeof vi.waitFor;
