// The clinic's invoice numbering and accounting basis, read and saved. The sequence only
// moves forward: the save is written only while the stored next number is not above the new one,
// in the same statement, so two saves racing cannot move it back.
import { lte, sql } from 'drizzle-orm';
import { type InvoiceNumbering, invoiceNumberingMessages } from 'shared-domain/billing/invoice-numbering';
import { type SettingChanges, settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { clinicSettings } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { loadClinicSettings } from '../clinic-profile';

type StaffContext = Parameters<typeof staffAuditEventInsertWhere>[0];

export async function loadInvoiceNumbering(db: AppDeps['db']): Promise<InvoiceNumbering> {
  const settings = await loadClinicSettings(db);
  return {
    invoicePrefix: settings.invoicePrefix,
    invoiceNextNumber: settings.invoiceNextNumber,
    accountingBasis: settings.accountingBasis,
  };
}

export async function saveInvoiceNumbering(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  numbering: InvoiceNumbering,
): Promise<{ numbering: InvoiceNumbering; changes: SettingChanges<InvoiceNumbering> }> {
  const before = await loadInvoiceNumbering(deps.db);
  if (numbering.invoiceNextNumber < before.invoiceNextNumber) {
    throw fieldRefusal('invoiceNextNumber', invoiceNumberingMessages.nextNumberBackwards(before.invoiceNextNumber));
  }
  const changes = settingChanges(before, numbering);
  if (Object.keys(changes).length === 0) return { numbering: before, changes };
  const stillForward = lte(clinicSettings.invoiceNextNumber, numbering.invoiceNextNumber);
  const [audit, update] = await deps.db.batch([
    staffAuditEventInsertWhere(
      c,
      deps,
      { action: 'settings.invoicing_updated', entity: 'clinic_settings', entityId: '1', details: { changes } },
      sql`exists (select 1 from ${clinicSettings} where ${stillForward})`,
    ),
    deps.db
      .update(clinicSettings)
      .set({ ...numbering, updatedAt: deps.clock.now().toISOString() })
      .where(stillForward),
  ]);
  if (audit.rowsAffected === 0 || update.rowsAffected === 0) {
    // Another save raised the sequence meanwhile: refuse with the number it is at now.
    const now = await loadInvoiceNumbering(deps.db);
    throw fieldRefusal('invoiceNextNumber', invoiceNumberingMessages.nextNumberBackwards(now.invoiceNextNumber));
  }
  return { numbering, changes };
}
