// Saving one settings section kept in `clinic_settings`: what changed is compared with the row as
// it is, and written with its audit entry (each changed value before and after) in one batch, so
// neither is kept without the other. A save that changes nothing writes nothing. The site's
// version follows by the table's trigger: the public pages see the change on their next request.
import type { AuditDetails } from 'shared-domain/platform/audit-actions';
import { type SettingChanges, settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { clinicSettings } from '../../platform/db/schema';
import { loadClinicSettings } from '../clinic-profile';
import { type ColumnSectionKey, type ColumnSectionValues, type ColumnSection, columnSections } from './settings-sections';

type StaffContext = Parameters<typeof staffAuditEventInsert>[0];

export interface SavedSection<Values> {
  values: Values;
  /** The fields whose value changed, in the section's order (none: nothing was written). */
  changed: string[];
}

/** The audit details of a save: each changed setting before and after (values are the clinic's, never a patient's). */
export function changesDetails(changes: SettingChanges<object>): AuditDetails<'settings.clinic_updated'> {
  return { changes } as AuditDetails<'settings.clinic_updated'>;
}

export async function saveSettingsSection<K extends ColumnSectionKey>(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  key: K,
  values: ColumnSectionValues<K>,
): Promise<SavedSection<ColumnSectionValues<K>>> {
  const section = columnSections[key] as unknown as ColumnSection<ColumnSectionValues<K>>;
  const before = section.read(await loadClinicSettings(deps.db));
  const changes: SettingChanges<ColumnSectionValues<K>> = settingChanges(before, values);
  const changed = Object.keys(changes);
  if (changed.length === 0) return { values: before, changed };
  await deps.db.batch([
    deps.db.update(clinicSettings).set({ ...section.columns(values), updatedAt: deps.clock.now().toISOString() }),
    staffAuditEventInsert(c, deps, { action: section.action, entity: 'clinic_settings', entityId: '1', details: changesDetails(changes) }),
  ]);
  return { values: section.read(await loadClinicSettings(deps.db)), changed };
}
