// « Rapports financiers » at a busy practice's size: with the demo clinic grown to 2,000 patients and
// 20,000 appointments, their invoices and payments (`npm run demo:scale`), the report of a year
// against the previous one (each report of the page: sales by period and by service, tenders,
// credits, ageing, payers), a quarter's and a month's, and the lists behind a year's largest figures,
// answer within 300 ms at p95 on the API, on both accounting bases.
// `cd e2e && npx tsx bench/financial-reports.ts` runs it on a server and a scaled clinic of its own.
// Not part of `npm test`.
import { pathToFileURL } from 'node:url';
import { queryClinicDatabase } from '../support/clinic-database';
import { printTimings, type Timing, time } from './api-timing';
import { onScaledClinic } from './scaled-clinic';

export const financialReportsBarMs = 300;
const rounds = Number(process.env.FINANCIAL_REPORTS_ROUNDS ?? 30);

/** The timings of « Rapports financiers » on a server whose clinic is already at scale; `today` as the clinic reads it. */
export async function benchFinancialReportViews(url: string, cookie: string, today: string, basis: string): Promise<Timing[]> {
  const year = `period=year&date=${today}`;
  const path = '/api/admin/financial-reports';
  const timings: Timing[] = [
    await time(url, cookie, `Rapport, une année (${basis})`, [`${path}?${year}`], rounds),
    await time(url, cookie, `Rapport, un trimestre (${basis})`, [`${path}?period=quarter&date=${today}`], rounds),
    await time(url, cookie, `Rapport, un mois (${basis})`, [`${path}?period=month&date=${today}`], rounds),
    await time(
      url,
      cookie,
      `Listes, une année (${basis})`,
      ['list=sales', 'list=tender&key=debit', 'list=receivables', 'list=creditNotes'].map((list) => `${path}/list?${year}&${list}`),
      rounds,
    ),
    await time(url, cookie, `Liste CSV, une année (${basis})`, [`${path}/list.csv?${year}&list=sales`], rounds),
  ].map((timing) => ({ ...timing, barMs: financialReportsBarMs }));
  printTimings(timings, financialReportsBarMs, 40);
  return timings;
}

export async function benchFinancialReports(): Promise<Timing[]> {
  return onScaledClinic(async ({ url, cookie, today, dataDir }) => {
    console.log(`\n« Rapports financiers » à la même échelle (${rounds} requêtes par vue, l’une après l’autre) :`);
    const timings: Timing[] = [];
    // Both bases: the clinic's setting, switched in its database between the two runs.
    for (const basis of ['cash', 'accrual']) {
      await queryClinicDatabase(dataDir, 'update clinic_settings set accounting_basis = ?', [basis]);
      timings.push(...(await benchFinancialReportViews(url, cookie, today, basis)));
    }
    return timings;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const timings = await benchFinancialReports();
  if (timings.some((timing) => timing.p95 > financialReportsBarMs)) process.exitCode = 1;
}
