import autocannon from 'autocannon';
import { startServer } from './server';
const s = await startServer({ TRUST_PROXY: 'true' });
try {
  const { services } = (await (await fetch(`${s.url}/api/public/booking/services`)).json()) as { services: { id: string }[] };
  const av = `/api/public/booking/availability?serviceId=${services[0]!.id}`;
  for (const [label, path, gz] of [
    ['health', '/api/health', true],
    ['avail gz', av, true],
    ['avail plain', av, false],
    ['services gz', '/api/public/booking/services', true],
    ['health', '/api/health', true],
    ['avail gz', av, true],
  ] as const) {
    const r = await autocannon({
      url: `${s.url}${path}`,
      connections: 50,
      duration: 3,
      headers: gz ? { 'accept-encoding': 'gzip, br' } : {},
    });
    console.log(label.padEnd(14), Math.round(r.requests.average), 'req/s p99', r.latency.p99);
  }
} finally {
  await s.stop();
}
