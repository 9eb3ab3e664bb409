// The all-in-one server (main.ts) unchanged, its clock moved by CLOCK_OFFSET_MS: the kill test
// starts the server again as if the restart came minutes after the crash, so the payments the crash
// left pending are « stale » at once (two minutes, card-payment.ts) instead of after a real wait.
// A test entry only: main.ts reads the time from `systemClock` alone (conventions: « Time comes from
// deps.clock only »), which this moves before main.ts loads.
import { systemClock } from 'shared-domain/platform/clinic-time';

const offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? '0');
if (!Number.isFinite(offsetMs)) throw new Error('CLOCK_OFFSET_MS must be a number of milliseconds');
systemClock.now = () => new Date(Date.now() + offsetMs);

await import('../main');
