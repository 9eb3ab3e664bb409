// « Analyses actionnables » at a busy practice's size: with the demo clinic grown to 2,000 patients,
// 20,000 appointments and 20,000 notes (`npm run demo:scale`; one visit note in five sets a re-exam),
// the five lists and each list's CSV file answer within 300 ms at p95 on the API (the lists are
// computed together: one request reads them all). `cd e2e && npx tsx bench/actionable.ts` runs it on
// a server and a scaled clinic of its own (build first: `npm run build`).
import { pathToFileURL } from 'node:url';
import { printTimings, type Timing, time } from './api-timing';
import { onScaledClinic } from './scaled-clinic';
import { analysesBarMs } from './analyses';

const rounds = Number(process.env.ANALYSES_ROUNDS ?? 40);
const lists = ['reexam', 'episode', 'unpaid', 'waitlist', 'reactivation'] as const;

/** The timings of « Analyses actionnables », on a server whose clinic is already at scale. */
export async function benchActionableViews(url: string, cookie: string): Promise<Timing[]> {
  const timings: Timing[] = [
    await time(url, cookie, 'Les cinq listes', ['/api/admin/automation/actionable'], rounds),
    ...(await timeEach(url, cookie)),
  ];
  console.log(`\n« Analyses actionnables » à la même échelle (${rounds} requêtes par vue, l’une après l’autre) :`);
  printTimings(timings, analysesBarMs);
  return timings.map((timing) => ({ ...timing, barMs: analysesBarMs }));
}

async function timeEach(url: string, cookie: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const list of lists)
    timings.push(await time(url, cookie, `CSV ${list}`, [`/api/admin/automation/actionable/list.csv?list=${list}`], rounds));
  return timings;
}

export async function benchActionable(): Promise<Timing[]> {
  return onScaledClinic(({ url, cookie }) => benchActionableViews(url, cookie));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const timings = await benchActionable();
  if (timings.some((timing) => timing.p95 > analysesBarMs)) process.exitCode = 1;
}
