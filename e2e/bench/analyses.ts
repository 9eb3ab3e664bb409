// « Analyses » at a busy practice's size: with the demo clinic grown to 2,000 patients and 20,000
// appointments, their invoices and payments (`npm run demo:scale`), the figures of a year, a
// quarter and a month against the previous one, and the lists behind the largest figures of a
// year, answer within 300 ms at p95 on the API. `cd e2e && npx tsx bench/analyses.ts` runs it on a
// server and a scaled clinic of its own (build first: `npm run build`).
import { pathToFileURL } from 'node:url';
import { printTimings, type Timing, time } from './api-timing';
import { onScaledClinic } from './scaled-clinic';

export const analysesBarMs = 300;
const rounds = Number(process.env.ANALYSES_ROUNDS ?? 40);

const yearsBack = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

/** The timings of « Analyses », on a server whose clinic is already at scale; `today` as the clinic reads it. */
export async function benchAnalysesViews(url: string, cookie: string, today: string): Promise<Timing[]> {
  const lastYear = yearsBack(today, 1);
  const year = `period=year&date=${today}`;
  const timings: Timing[] = [
    await time(
      url,
      cookie,
      'Analyses, une année',
      [`/api/admin/analyses?${year}`, `/api/admin/analyses?period=year&date=${lastYear}`],
      rounds,
    ),
    await time(url, cookie, 'Analyses, un trimestre', [`/api/admin/analyses?period=quarter&date=${today}`], rounds),
    await time(url, cookie, 'Analyses, un mois', [`/api/admin/analyses?period=month&date=${today}`], rounds),
    await time(
      url,
      cookie,
      'Liste, une année',
      ['visitsCompleted', 'noShowRate', 'newPatients', 'revenueCollected'].map(
        (figure) => `/api/admin/analyses/list?${year}&figure=${figure}`,
      ),
      rounds,
    ),
    await time(url, cookie, 'Liste CSV, une année', [`/api/admin/analyses/list.csv?${year}&figure=visitsCompleted`], rounds),
  ].map((timing) => ({ ...timing, barMs: analysesBarMs }));
  console.log(`\n« Analyses » à la même échelle (${rounds} requêtes par vue, l’une après l’autre) :`);
  printTimings(timings, analysesBarMs);
  return timings;
}

export async function benchAnalyses(): Promise<Timing[]> {
  return onScaledClinic(({ url, cookie, today }) => benchAnalysesViews(url, cookie, today));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const timings = await benchAnalyses();
  if (timings.some((timing) => timing.p95 > analysesBarMs)) process.exitCode = 1;
}
