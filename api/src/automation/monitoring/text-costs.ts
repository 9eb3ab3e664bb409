// What the text channel costs: the texts handed to Twilio in each of the last six clinic months
// (the provider bills each text sent), this month first, counted from the outbox's `sent_at`
// (a text given up before Twilio took it has none and costs nothing).
import { and, gte, lt, sql } from 'drizzle-orm';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { clinicNowIn, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { textOutbox } from '../../platform/db/schema';

export const textCostMonths = 6;

/** 'YYYY-MM' of `months` before the month of `today` (a clinic date). */
export function monthBefore(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export async function textsSentByMonth(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ month: string; sent: number }[]> {
  const { timeZone } = await loadClinicSettings(deps.db);
  const { today } = clinicNowIn(deps, timeZone);
  const months = Array.from({ length: textCostMonths }, (_, back) => monthBefore(today, back));
  const startOf = (month: string) => clinicInstant(`${month}-01`, '00:00', timeZone).toISOString();
  const counts = await Promise.all(
    months.map(async (month, back) => {
      const end = back === 0 ? startOf(monthBefore(today, -1)) : startOf(months[back - 1] as string);
      const [row] = await deps.db
        .select({ count: sql<number>`count(*)` })
        .from(textOutbox)
        .where(and(gte(textOutbox.sentAt, startOf(month)), lt(textOutbox.sentAt, end)));
      return { month, sent: Number(row?.count ?? 0) };
    }),
  );
  return counts;
}
