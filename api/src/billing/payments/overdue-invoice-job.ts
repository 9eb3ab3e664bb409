// Unpaid invoices past their due date become 'overdue' (specification §3 billing: both count in
// the balance, the banner shows them apart), and so do those paid in part. The due date is a clinic calendar date, so "past" is
// read against the clinic's today. One conditional UPDATE: a repeated run changes nothing more.
import { and, inArray, lt } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings } from '../../clinic/public';
import { invoices } from '../../platform/db/schema';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';

export async function markOverdueInvoices(deps: JobDeps): Promise<{ overdue: number }> {
  const now = deps.clock.now();
  const { timeZone } = await loadClinicSettings(deps.db);
  const overdue = await deps.db
    .update(invoices)
    .set({ paymentStatus: 'overdue', updatedAt: now.toISOString() })
    // Due today is still on time: it falls overdue the day after.
    .where(and(inArray(invoices.paymentStatus, ['unpaid', 'partial']), lt(invoices.dueOn, clinicDate(now, timeZone))));
  return { overdue: overdue.rowsAffected };
}

export const overdueInvoiceJob: JobWork = {
  name: 'overdue-invoices',
  run: markOverdueInvoices,
};
