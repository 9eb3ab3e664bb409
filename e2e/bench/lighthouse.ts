// Lighthouse (mobile, the default configuration) on a page of the production build, in the
// system Chromium. Returns the four category scores out of 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseScores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export interface LighthouseRun {
  scores: LighthouseScores;
  failing: string[];
  metrics: Record<string, number>;
  /** What the largest paint was and what it waited for (TTFB, load delay, load time, render delay). */
  lcp: { element: string; phases: Record<string, number> };
  /** The addresses that held the first paint back (Lighthouse's render-blocking audit): none expected. */
  renderBlocking: string[];
  /** Lighthouse's measure of this machine's speed at the run (higher is faster): the scores move with it. */
  benchmarkIndex: number;
}

interface LcpDetails {
  items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[];
}

/** One run; Lighthouse now and then loses a run's trace (NO_NAVSTART), and that run is done again once. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  try {
    return await runLighthouseOnce(url);
  } catch (error) {
    console.log(`Lighthouse repris : ${(error as Error).message}`);
    return runLighthouseOnce(url);
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    // A run that could not load the page scores 0 everywhere: say why rather than report zeros.
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: keyof LighthouseScores) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${audit.id}: ${audit.title}`);
    const metricIds = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    const metrics = Object.fromEntries(metricIds.map((id) => [id, Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000]));
    const [elements, phases] = (audits['largest-contentful-paint-element']?.details as LcpDetails | undefined)?.items ?? [];
    const lcp = {
      element: elements?.items?.[0]?.node?.selector ?? '?',
      phases: Object.fromEntries((phases?.items ?? []).map((phase) => [phase.phase ?? '?', Math.round(phase.timing ?? 0)])),
    };
    const blocking = (audits['render-blocking-resources']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
    return {
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      metrics,
      lcp,
      renderBlocking: blocking.map((item) => item.url ?? '?'),
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      failing,
    };
  } finally {
    chrome.kill();
  }
}
