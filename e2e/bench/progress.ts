// « Progrès des patients » at a busy practice's size: with the demo clinic grown to 2,000 patients
// and 20,000 appointments, each patient's episode of care and its scores (`npm run demo:scale`),
// the funnel and the episodes of a year, a quarter and a month, and a year's list as CSV, answer
// within 300 ms at p95 on the API. `cd e2e && npx tsx bench/progress.ts` runs it on a server and a
// scaled clinic of its own (build first: `npm run build`).
import { pathToFileURL } from 'node:url';
import { printTimings, type Timing, time } from './api-timing';
import { onScaledClinic } from './scaled-clinic';

export const progressBarMs = 300;
const rounds = Number(process.env.PROGRESS_ROUNDS ?? 40);

/** The timings of « Progrès », on a server whose clinic is already at scale; `today` as the clinic reads it. */
export async function benchProgressViews(url: string, cookie: string, today: string): Promise<Timing[]> {
  const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const timings: Timing[] = [
    await time(
      url,
      cookie,
      'Progrès, une année',
      [`/api/admin/progress?period=year&date=${today}`, `/api/admin/progress?period=year&date=${lastYear}`],
      rounds,
    ),
    await time(url, cookie, 'Progrès, un trimestre', [`/api/admin/progress?period=quarter&date=${today}`], rounds),
    await time(url, cookie, 'Progrès, un mois', [`/api/admin/progress?period=month&date=${today}`], rounds),
    await time(url, cookie, 'Progrès CSV, une année', [`/api/admin/progress/list.csv?period=year&date=${today}&list=episodes`], rounds),
  ].map((timing) => ({ ...timing, barMs: progressBarMs }));
  console.log(`\n« Progrès des patients » à la même échelle (${rounds} requêtes par vue, l’une après l’autre) :`);
  printTimings(timings, progressBarMs);
  return timings;
}

export async function benchProgress(): Promise<Timing[]> {
  return onScaledClinic(({ url, cookie, today }) => benchProgressViews(url, cookie, today));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const timings = await benchProgress();
  if (timings.some((timing) => timing.p95 > progressBarMs)) process.exitCode = 1;
}
