// « Paramètres avancés › Assurances »: the clinic's details an insurer's network asks for (its
// location number, its provider number with each insurer, each service's code) and whether the
// insurance receipt is e-mailed after each paid visit. One row, read with its defaults until the
// clinic first saves; a save writes only what changed, with its audit entry, in one batch.
import { eq } from 'drizzle-orm';
import { defaultInsuranceSettings, type InsuranceSettings, insuranceSettingsSchema } from 'shared-domain/billing/insurance-plan';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { insuranceSettings } from '../../platform/db/schema';

export async function loadInsuranceSettings(deps: Pick<AppDeps, 'db'>): Promise<InsuranceSettings> {
  const [row] = await deps.db.select().from(insuranceSettings).where(eq(insuranceSettings.id, 1));
  if (!row) return defaultInsuranceSettings;
  // Read through the schema: a value the form would refuse is read as absent rather than trusted.
  const parsed = insuranceSettingsSchema.safeParse({
    locationNumber: row.locationNumber,
    providerNumbers: row.providerNumbers,
    serviceCodes: row.serviceCodes,
    sendReceiptAfterPayment: row.sendReceiptAfterPayment,
  });
  return parsed.success ? parsed.data : { ...defaultInsuranceSettings, sendReceiptAfterPayment: row.sendReceiptAfterPayment };
}

export async function saveInsuranceSettings(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, wanted: InsuranceSettings) {
  const before = await loadInsuranceSettings(deps);
  const changes = settingChanges(before, wanted);
  const fields = Object.keys(changes);
  if (fields.length === 0) return { settings: before, changed: fields };
  const values = { ...wanted, updatedAt: deps.clock.now().toISOString() };
  await deps.db.batch([
    deps.db
      .insert(insuranceSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: insuranceSettings.id, set: values }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'settings.insurance_updated',
      entity: 'insurance_settings',
      entityId: '1',
      details: { changes },
    }),
  ]);
  return { settings: await loadInsuranceSettings(deps), changed: fields };
}
