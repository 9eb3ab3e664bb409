// Requests per second the production server answers at 50 concurrent clients, for the health
// check (one database round trip: the ceiling of any route) and the two public reads every visit
// makes, so a change that makes `/` or the clinic profile expensive again shows up as a ratio.
import autocannon from 'autocannon';

export const throughputPaths = ['/api/health', '/', '/api/public/clinic'] as const;

export interface Throughput {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Share of the health check's rate. */
  ratio: number;
}

/**
 * The paths (the health check first: the others are compared with it) are measured in turns (`rounds` of `seconds` each) and each keeps its median, so load
 * from other work on the machine weighs on all three alike rather than on whichever ran then.
 */
export async function measureThroughput(
  baseUrl: string,
  seconds: number,
  rounds = 3,
  connections = 50,
  paths: readonly string[] = throughputPaths,
): Promise<Throughput[]> {
  const runs = new Map<string, { requestsPerSecond: number; p99Ms: number }[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      // Browsers ask for compression: so does the load, so its cost is measured too.
      const options = { url: `${baseUrl}${path}`, connections, headers: { 'accept-encoding': 'gzip, br' } };
      if (round === 0) await autocannon({ ...options, duration: 1 }); // warm-up: caches, JIT, connections
      const result = await autocannon({ ...options, duration: seconds });
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed > 0) throw new Error(`${path}: ${failed} requests failed out of ${result.requests.total}`);
      runs.get(path)?.push({ requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 });
    }
  }
  const medians = paths.map((path) => {
    const sorted = [...(runs.get(path) ?? [])].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return { path, ...(sorted[Math.floor(sorted.length / 2)] ?? { requestsPerSecond: 0, p99Ms: 0 }) };
  });
  const health = medians[0]?.requestsPerSecond || 1;
  return medians.map((entry) => ({ ...entry, ratio: entry.requestsPerSecond / health }));
}
