// « Importer une configuration »: what a checked file would change, part by part (the
// preview), and the same changes written in one batch — one transaction — with their audit
// entries: every section's values before and after, and one entry for the import. Nothing is ever
// deleted: services, products and e-mail templates missing from the file stay as they are, closures
// are only added, and the invoice sequence only moves forward. An intake form that differs is
// published as the form's next version (audited as its screen's publication): a version patients
// signed never changes.
import { timelyCancellationDepositLabels } from 'shared-domain/billing/deposit-on-cancellation';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AuditDetails } from 'shared-domain/platform/audit-actions';
import {
  type ConfigurationChange,
  type ConfigurationFile,
  type ConfigurationPart,
  configurationPartTitles,
} from 'shared-domain/clinic/clinic-configuration';
import { productLabels, serviceLabels } from 'shared-domain/clinic/clinic-catalogue';
import { intakeFormLabels } from 'shared-domain/clinical/intake-form';
import { invoiceNumberingLabels } from 'shared-domain/billing/invoice-numbering';
import { changedFieldLabels, type SettingsSectionKey, weekdayNames } from 'shared-domain/clinic/clinic-settings';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { emailTemplates as catalogue } from 'shared-domain/clinic/email-templates';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { type SettingChanges, settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { blockedTimes, clinicSettings, emailTemplates, products, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError } from '../../platform/http/app-error';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadClinicSettings } from '../clinic-profile';
import { listEmailTemplates } from '../email-templates/email-template-changes';
import { listProducts } from '../products/list-products';
import { listServices } from '../services/list-services';
import { listUpcomingClosures } from '../settings/closures';
import { byWeekday, loadWeekHours, weekHoursWrites } from '../settings/opening-hours';
import { type ColumnSectionKey, columnSections } from '../settings/settings-sections';
import type { IntakeFormPart } from './intake-form-part';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type StaffContext = Parameters<typeof staffAuditEventInsert>[0];
type Statement = BatchItem<'sqlite'>;

export interface ConfigurationImportPlan {
  changes: ConfigurationChange[];
  /** The writes, without the audit entries (added by `applyConfigurationImport`). */
  writes: Statement[];
  /** The per-section audit entries' actions and changes. */
  audited: { action: SectionAction; entity: string; changes: SettingChanges<object> }[];
  /** The intake form's next version, when the file's differs: audited as a publication. */
  intakeFormPublished: { id: string; version: number } | null;
}

type SectionAction = (typeof columnSections)[ColumnSectionKey]['action'] | 'settings.hours_updated' | 'settings.invoicing_updated';

const moneyFields = new Set(['noShowFee', 'lateCancellationFee']);
/** Settings chosen from a list: their values as the form names them. */
const choiceLabels: Record<string, Record<string, string>> = { timelyCancellationDeposit: timelyCancellationDepositLabels };

/** A value as the preview writes it: « oui », « 25,00 $ », « (vide) ». */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number' && moneyFields.has(field)) return formatMoney(value);
  if (typeof value === 'string' && choiceLabels[field]?.[value]) return choiceLabels[field][value];
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? Object.values(item as object).join(' ') : String(item))).join(', ');
  return String(value);
}

type Day = ReturnType<typeof byWeekday>[string];
const dayText = (day: Day | undefined) =>
  !day?.enabled
    ? 'fermé'
    : `${day.start} à ${day.end}${day.breaks.length > 0 ? ` (pauses : ${day.breaks.map((pause) => `${pause.start}–${pause.end}`).join(', ')})` : ''}`;

function change(part: ConfigurationPart, lines: string[]): ConfigurationChange[] {
  return lines.length > 0 ? [{ part, title: configurationPartTitles[part], lines }] : [];
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'fr-CA', { sensitivity: 'base' }) === 0;

/** Rows of the file matched to the clinic's (by id, else by name) and the writes that bring them in, in the file's order. */
function catalogueChanges<
  Stored extends { id: string; name: string; displayOrder: number },
  Wanted extends { id?: string | undefined; name: string },
>(
  existing: readonly Stored[],
  wanted: readonly Wanted[],
  compare: (stored: Stored, wanted: Wanted) => Record<string, unknown>,
  labels: Record<string, string>,
  noun: string,
): { lines: string[]; rows: { id: string; created: boolean; changed: boolean; values: Wanted; displayOrder: number }[] } {
  const lines: string[] = [];
  const rows = wanted.map((row, index) => {
    const match = existing.find((stored) => stored.id === row.id) ?? existing.find((stored) => sameName(stored.name, row.name));
    if (!match) {
      lines.push(`Nouveau ${noun} « ${row.name} »`);
      return { id: randomUUID(), created: true, changed: true, values: row, displayOrder: index };
    }
    const differences = Object.keys(compare(match, row)).map((field) => labels[field] ?? field);
    if (differences.length > 0) lines.push(`« ${match.name} » : ${differences.join(', ')}`);
    return {
      id: match.id,
      created: false,
      changed: differences.length > 0 || match.displayOrder !== index,
      values: row,
      displayOrder: index,
    };
  });
  const order = (list: readonly { id: string }[]) => list.map((row) => row.id).join();
  const kept = existing.filter((stored) => rows.some((row) => row.id === stored.id));
  if (order(kept) !== order(rows.filter((row) => !row.created))) lines.push('Ordre de la liste modifié');
  const names = [
    ...existing.filter((stored) => !kept.includes(stored)).map((stored) => stored.name),
    ...rows.map((row) => row.values.name),
  ];
  const duplicate = names.find((name, index) => names.findIndex((other) => sameName(other, name)) !== index);
  if (duplicate)
    throw new AppError(errorCodes.validationFailed, `Deux ${noun}s porteraient le nom « ${duplicate} » : corrigez le fichier.`);
  return { lines, rows };
}

export async function planConfigurationImport(
  deps: Deps,
  file: ConfigurationFile,
  intakeFormPart: IntakeFormPart,
  staffId: string | null,
): Promise<ConfigurationImportPlan> {
  const [row, hours, closures, services, productRows, templates] = await Promise.all([
    loadClinicSettings(deps.db),
    loadWeekHours(deps.db),
    listUpcomingClosures(deps),
    listServices(deps.db),
    listProducts(deps.db),
    listEmailTemplates(deps.db),
  ]);
  const changes: ConfigurationChange[] = [];
  const writes: Statement[] = [];
  const audited: ConfigurationImportPlan['audited'] = [];
  const now = deps.clock.now().toISOString();

  // The sections kept in clinic_settings, and the invoicing: one update of the row.
  let columns: Partial<typeof clinicSettings.$inferInsert> = {};
  for (const key of Object.keys(columnSections) as ColumnSectionKey[]) {
    const section = columnSections[key] as unknown as {
      action: SectionAction;
      read(row: typeof clinicSettings.$inferSelect): object;
      columns(values: object): Partial<typeof clinicSettings.$inferInsert>;
    };
    const sectionChanges = settingChanges(section.read(row), file.settings[key] as object);
    const fields = Object.keys(sectionChanges);
    if (fields.length === 0) continue;
    const labels = changedFieldLabels(key as SettingsSectionKey, fields);
    changes.push(
      ...change(
        key,
        fields.map((field, index) => {
          const { before, after } = (sectionChanges as Record<string, { before: unknown; after: unknown }>)[field] ?? {};
          return `${labels[index]} : ${shown(field, before)} → ${shown(field, after)}`;
        }),
      ),
    );
    columns = { ...columns, ...section.columns(file.settings[key] as object) };
    audited.push({ action: section.action, entity: 'clinic_settings', changes: sectionChanges });
  }
  const numberingBefore = {
    invoicePrefix: row.invoicePrefix,
    invoiceNextNumber: row.invoiceNextNumber,
    accountingBasis: row.accountingBasis,
  };
  // The sequence only moves forward: a file from an older copy never brings back used numbers.
  const numberingAfter = { ...file.invoicing, invoiceNextNumber: Math.max(row.invoiceNextNumber, file.invoicing.invoiceNextNumber) };
  const numberingChanges = settingChanges(numberingBefore, numberingAfter);
  if (Object.keys(numberingChanges).length > 0) {
    changes.push(
      ...change(
        'invoicing',
        Object.entries(numberingChanges).map(
          ([field, values]) =>
            `${invoiceNumberingLabels[field as keyof typeof invoiceNumberingLabels]} : ${shown(field, values?.before)} → ${shown(field, values?.after)}`,
        ),
      ),
    );
    columns = { ...columns, ...numberingAfter };
    audited.push({ action: 'settings.invoicing_updated', entity: 'clinic_settings', changes: numberingChanges });
  }
  if (Object.keys(columns).length > 0) writes.push(deps.db.update(clinicSettings).set({ ...columns, updatedAt: now }));

  // The week's hours and breaks.
  const hoursChanges = settingChanges(byWeekday(hours), byWeekday(file.settings.hours));
  if (Object.keys(hoursChanges).length > 0) {
    changes.push(
      ...change(
        'hours',
        hours.days.flatMap((day) => {
          const dayChange = (hoursChanges as Record<string, { before: Day; after: Day }>)[Object.keys(byWeekday({ days: [day] }))[0] ?? ''];
          return dayChange ? [`${weekdayNames[day.weekday]} : ${dayText(dayChange.before)} → ${dayText(dayChange.after)}`] : [];
        }),
      ),
    );
    writes.push(...weekHoursWrites(deps.db, file.settings.hours));
    audited.push({ action: 'settings.hours_updated', entity: 'booking_hours', changes: hoursChanges });
  }

  // Closures: the file's upcoming ones the clinic does not have yet.
  const today = clinicDate(deps.clock.now(), file.settings.clinic.timeZone);
  const newClosures = file.closures.filter(
    (closure) =>
      closure.endDate >= today && !closures.some((known) => known.startDate === closure.startDate && known.endDate === closure.endDate),
  );
  changes.push(
    ...change(
      'closures',
      newClosures.map((closure) => `Ajout : du ${formatDate(closure.startDate)} au ${formatDate(closure.endDate)} — ${closure.reason}`),
    ),
  );
  if (newClosures.length > 0)
    writes.push(
      deps.db.insert(blockedTimes).values(newClosures.map((closure) => ({ id: randomUUID(), ...closure, ...timestamps(deps.clock) }))),
    );

  // Services and products: updated by id or name, created when new, in the file's order.
  const serviceColumns = (service: ConfigurationFile['services'][number]) => ({
    name: service.name,
    description: service.description,
    price: service.price,
    durationMinutes: service.durationMinutes,
    color: service.color,
    allowOnlineBooking: service.allowOnlineBooking,
    requiresDeposit: service.requiresDeposit,
    depositAmount: service.depositAmount,
    taxCode: service.taxCode,
    visitKind: service.visitKind,
    isActive: service.isActive,
  });
  const servicePlan = catalogueChanges(
    services,
    file.services,
    (stored, wanted) =>
      settingChanges(serviceColumns({ ...stored, price: stored.priceCents, depositAmount: stored.depositCents }), serviceColumns(wanted)),
    serviceLabels,
    'service',
  );
  changes.push(...change('services', servicePlan.lines));
  for (const planned of servicePlan.rows.filter((row) => row.changed)) {
    const values = { ...serviceColumns(planned.values), displayOrder: planned.displayOrder };
    writes.push(
      planned.created
        ? deps.db.insert(serviceTypes).values({ id: planned.id, ...values, ...timestamps(deps.clock) })
        : deps.db
            .update(serviceTypes)
            .set({ ...values, updatedAt: now })
            .where(eq(serviceTypes.id, planned.id)),
    );
  }
  const productColumns = (product: ConfigurationFile['products'][number]) => ({
    name: product.name,
    description: product.description,
    price: product.price,
    taxCode: product.taxCode,
    isActive: product.isActive,
  });
  const productPlan = catalogueChanges(
    productRows,
    file.products,
    (stored, wanted) => settingChanges(productColumns({ ...stored, price: stored.priceCents }), productColumns(wanted)),
    productLabels,
    'produit',
  );
  changes.push(...change('products', productPlan.lines));
  for (const planned of productPlan.rows.filter((row) => row.changed)) {
    const values = { ...productColumns(planned.values), displayOrder: planned.displayOrder };
    writes.push(
      planned.created
        ? deps.db.insert(products).values({ id: planned.id, ...values, ...timestamps(deps.clock) })
        : deps.db
            .update(products)
            .set({ ...values, updatedAt: now })
            .where(eq(products.id, planned.id)),
    );
  }

  // E-mail templates: the file holds the clinic's rewritten ones; a template it does not hold stays
  // as it is here (rewritten or not): « Rien n'est supprimé ».
  const templateLines: string[] = [];
  for (const wanted of file.emailTemplates) {
    const current = templates.find((template) => template.key === wanted.key);
    if (current && current.subject === wanted.subject && current.body === wanted.body) continue;
    templateLines.push(`« ${catalogue[wanted.key].name} » : texte de la clinique`);
    writes.push(
      deps.db
        .insert(emailTemplates)
        .values({ key: wanted.key, subject: wanted.subject, body: wanted.body, updatedAt: now })
        .onConflictDoUpdate({ target: emailTemplates.key, set: { subject: wanted.subject, body: wanted.body, updatedAt: now } }),
    );
  }
  changes.push(...change('emailTemplates', templateLines));

  // The intake form: a new version when it differs (a file from before it leaves it as it is).
  const publication = file.intakeForm ? await intakeFormPart.nextVersion(deps, staffId, file.intakeForm) : null;
  if (publication) {
    changes.push(
      ...change('intakeForm', [
        `Nouvelle version n° ${publication.version} : ${publication.changed.map((field) => intakeFormLabels[field]).join(', ')}`,
      ]),
    );
    writes.push(...publication.writes);
  }

  return { changes, writes, audited, intakeFormPublished: publication && { id: publication.id, version: publication.version } };
}

/** Writes the plan with its audit entries in one batch (one transaction). */
export async function applyConfigurationImport(c: StaffContext, deps: Deps, plan: ConfigurationImportPlan): Promise<void> {
  const [first, ...rest] = plan.writes;
  // A file that describes the configuration as it is changes nothing, not even the trail.
  if (!first || plan.changes.length === 0) return;
  const summary: AuditDetails<'settings.configuration_imported'> = {
    sections: plan.changes.map((part) => part.part),
    changes: plan.changes.reduce((total, part) => total + part.lines.length, 0),
  };
  await deps.db.batch([
    first,
    ...rest,
    ...plan.audited.map((entry) =>
      staffAuditEventInsert(c, deps, {
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entity === 'clinic_settings' ? '1' : null,
        details: { changes: entry.changes } as AuditDetails<'settings.clinic_updated'>,
      }),
    ),
    ...(plan.intakeFormPublished
      ? [
          staffAuditEventInsert(c, deps, {
            action: 'intake_form.published',
            entity: 'intake_forms',
            entityId: plan.intakeFormPublished.id,
            details: { version: plan.intakeFormPublished.version },
          }),
        ]
      : []),
    staffAuditEventInsert(c, deps, {
      action: 'settings.configuration_imported',
      entity: 'clinic_settings',
      entityId: '1',
      details: summary,
    }),
  ]);
}
