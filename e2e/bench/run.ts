// `pnpm --filter e2e bench`: starts the production server on a fresh data folder and prints the
// figures the public-site, booking and back-office issues ask for. Build first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchBackOffice } from './back-office';
import { benchBooking } from './booking';
import { measureFirstLoad } from './first-load';
import { type LighthouseRun, runLighthouse } from './lighthouse';
import { startServer } from './server';
import { measureThroughput } from './throughput';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startServer();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const profile = (await (await fetch(`${server.url}/api/public/clinic`)).json()) as {
    clinicName: string;
  };
  const load = await measureFirstLoad(browser, `${server.url}/`, profile.clinicName);
  await browser.close();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('   brotli     gzip  fichier');
  for (const asset of [...load.scripts, ...load.styles].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${kb(asset.bytes).padStart(9)} ${kb(asset.gzipBytes).padStart(8)}  ${asset.url}`);
  }
  const before = load.beforeInteraction.reduce((sum, asset) => sum + asset.bytes, 0);
  console.log(`\nTexte de l'accueil dans la première réponse HTML : ${load.htmlHasText ? 'oui' : 'NON'}`);
  console.log(
    `/ avant toute interaction, HTML compris : ${kb(load.htmlBytes + before)} en brotli, ${load.beforeInteraction.length} fichier(s) JS ou CSS (objectif ≤ 60 KB)`,
  );
  console.log(`HTML de l'accueil, styles compris : ${kb(load.htmlBytes)} en brotli, ${kb(load.htmlGzipBytes)} en gzip`);
  console.log(
    `JS + CSS jusqu'à l'interactivité, une fois la page utilisée : ${kb(load.totalBytes)} en brotli, ${kb(load.totalGzipBytes)} en gzip, en ${load.scripts.length + load.styles.length} fichiers`,
  );
  console.log(
    `/ sur le fil une fois utilisée, HTML compris : ${kb(load.htmlBytes + load.totalBytes)} en brotli, ${kb(load.htmlGzipBytes + load.totalGzipBytes)} en gzip`,
  );

  // Before Lighthouse: its Chromium must not share the machine with the load.
  const seconds = Number(process.env.THROUGHPUT_SECONDS ?? 5);
  console.log(`\nDébit à 50 clients simultanés (médiane de 3 tours de ${seconds} s par adresse, réponses compressées) :`);
  for (const { path, requestsPerSecond, p99Ms, ratio } of await measureThroughput(server.url, seconds)) {
    console.log(
      `${path.padEnd(20)} ${Math.round(requestsPerSecond).toString().padStart(6)} req/s  p99 ${p99Ms} ms  ${ratio.toFixed(2)} × santé`,
    );
  }

  // Its own servers (the SQLite file, then sqld), before Lighthouse for the same reason.
  await benchBooking(seconds);
  // The back-office at a busy practice's size, on its own server too.
  await benchBackOffice();

  // The API's own timed checks (an answer's time must not tell a patient from a stranger; sign-in
  // bursts leave /api/health free): they depend on the machine's load, so they live here.
  console.log('\nMesures de temps de l’API (api/src/**/*.timing.ts) :');
  const timing = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.timing.config.ts'], {
    cwd: fileURLToPath(new URL('../../api/', import.meta.url)),
    encoding: 'utf8',
  });
  const timingLines = `${timing.stdout}${timing.stderr}`.split('\n').filter((line) => /✓|×|sign-in|import des patients|Tests /.test(line));
  console.log(timingLines.join('\n'));
  console.log(timing.status === 0 ? 'Mesures de temps : réussies' : 'Mesures de temps : ÉCHEC');

  // Performance, TBT and LCP move with the machine's load: judged here on the median of several
  // runs (five by default, Lighthouse's own guidance on variability), never in CI.
  const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const runs: LighthouseRun[] = [];
  for (let run = 1; run <= lighthouseRuns; run += 1) {
    const result = await runLighthouse(`${server.url}/`);
    const { scores, failing, metrics, lcp, benchmarkIndex } = result;
    runs.push(result);
    console.log(
      `Lighthouse mobile, essai ${run} (indice de la machine ${benchmarkIndex}) : ${JSON.stringify(scores)} ${JSON.stringify(metrics)}`,
    );
    console.log(`  LCP : ${lcp.element} ${JSON.stringify(lcp.phases)}`);
    if (failing.length > 0) console.log(`  audits en échec : ${failing.join(' | ')}`);
  }
  const performance = runs.map((run) => run.scores.performance);
  const tbt = runs.map((run) => run.metrics['total-blocking-time'] ?? Number.NaN);
  const lcp = runs.map((run) => run.metrics['largest-contentful-paint'] ?? Number.NaN);
  console.log(
    `Lighthouse, médianes sur ${runs.length} essais : performance ${median(performance)} (budget ≥ 95 ; ${performance.join(', ')}), ` +
      `TBT ${median(tbt)} ms (${tbt.join(', ')}), LCP ${median(lcp)} ms (budget ≤ 1500 ; ${lcp.join(', ')}), ` +
      `indice de la machine ${median(runs.map((run) => run.benchmarkIndex))}`,
  );
} finally {
  await server.stop();
}
