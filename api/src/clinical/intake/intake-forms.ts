// The versions of the clinic's intake form (« Questionnaire d'accueil »), like the consent texts:
// the current one is the highest; an edit in « Paramètres avancés » publishes the next, never
// rewrites one (migration 0040 refuses it), so a signed submission keeps the form it answered.
// Every clinic has a version 1: the first read writes it, whichever instance reads first (the
// version's unique index keeps one).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import {
  buildIntakeForm,
  firstIntakeForm,
  type IntakeFormDefinition,
  type IntakeFormSettingsInput,
  intakeFormSettingsSchema,
} from 'shared-domain/clinical/intake-form';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { intakeForms, staffUsers } from '../../platform/db/schema';
import type { IntakeFormPart } from '../../clinic/public';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface IntakeFormVersion {
  id: string;
  version: number;
  introduction: string;
  optionalSections: IntakeFormSettingsInput['optionalSections'];
  definition: IntakeFormDefinition;
  publishedAt: string;
}

const versionColumns = {
  id: intakeForms.id,
  version: intakeForms.version,
  introduction: intakeForms.introduction,
  optionalSections: intakeForms.optionalSections,
  definition: intakeForms.definition,
  publishedAt: intakeForms.publishedAt,
};

/** The current (highest) version, writing version 1 when the clinic has none. */
export async function currentIntakeForm(deps: Deps): Promise<IntakeFormVersion> {
  const read = () => deps.db.select(versionColumns).from(intakeForms).orderBy(desc(intakeForms.version)).limit(1);
  let [current] = await read();
  if (!current) {
    const publishedAt = deps.clock.now().toISOString();
    await deps.db
      .insert(intakeForms)
      .values({
        id: randomUUID(),
        version: 1,
        ...firstIntakeForm,
        definition: buildIntakeForm(firstIntakeForm),
        publishedAt,
        createdAt: publishedAt,
      })
      .onConflictDoNothing();
    [current] = await read();
  }
  if (!current) throw new Error('intake form missing');
  return current;
}

/** One version by id (a submission's), whatever came after it. */
export async function intakeFormVersion(deps: Pick<AppDeps, 'db'>, formId: string): Promise<IntakeFormVersion> {
  const [version] = await deps.db.select(versionColumns).from(intakeForms).where(eq(intakeForms.id, formId));
  if (!version) throw new Error('intake form version missing');
  return version;
}

/** « Paramètres avancés › Questionnaire d'accueil »: what the clinic edits, and every version published. */
export async function intakeFormSettings(deps: Deps) {
  const current = await currentIntakeForm(deps);
  const versions = await deps.db
    .select({ version: intakeForms.version, publishedAt: intakeForms.publishedAt, publishedBy: staffUsers.fullName })
    .from(intakeForms)
    .leftJoin(staffUsers, eq(staffUsers.id, intakeForms.createdBy))
    .orderBy(desc(intakeForms.version));
  return {
    introduction: current.introduction,
    optionalSections: current.optionalSections,
    version: current.version,
    definition: current.definition,
    versions: versions.map((row) => ({ ...row, publishedBy: row.publishedBy ?? null })),
  };
}

/** The fields in which `wanted` differs from `current` (the sections' order aside). */
function changedSettings(current: IntakeFormSettingsInput, wanted: IntakeFormSettingsInput) {
  return Object.keys(
    settingChanges(
      { introduction: current.introduction, optionalSections: [...current.optionalSections].sort() },
      { introduction: wanted.introduction, optionalSections: [...wanted.optionalSections].sort() },
    ),
  ) as (keyof IntakeFormSettingsInput)[];
}

/** The row of version `version`, built from the settings as the screen and the import publish it. */
function versionRow(deps: Deps, staffId: string | null, version: number, settings: IntakeFormSettingsInput) {
  const publishedAt = deps.clock.now().toISOString();
  return {
    id: randomUUID(),
    version,
    introduction: settings.introduction,
    optionalSections: settings.optionalSections,
    definition: buildIntakeForm(settings),
    publishedAt,
    createdBy: staffId,
    createdAt: publishedAt,
  };
}

/**
 * Publishes the next version when the settings differ from the current one (nothing otherwise),
 * with its audit entry in one batch; two publications at once get two numbers (retried).
 */
export async function publishIntakeForm(deps: Deps, staffId: string, input: IntakeFormSettingsInput) {
  const settings = intakeFormSettingsSchema.parse(input);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await currentIntakeForm(deps);
    const changed = changedSettings(current, settings);
    if (changed.length === 0) return { ...(await intakeFormSettings(deps)), changed: [] as string[] };
    const row = versionRow(deps, staffId, current.version + 1, settings);
    const versionFree = notExists(
      deps.db
        .select({ one: sql`1` })
        .from(intakeForms)
        .where(and(eq(intakeForms.version, row.version))),
    );
    const [audited] = await deps.db.batch([
      auditEventInsertWhere(
        deps,
        {
          actor: { type: 'staff', id: staffId },
          action: 'intake_form.published',
          entity: 'intake_forms',
          entityId: row.id,
          details: { version: row.version },
        },
        versionFree,
      ),
      deps.db.insert(intakeForms).values(row).onConflictDoNothing(),
    ]);
    if (audited.rowsAffected === 1) return { ...(await intakeFormSettings(deps)), changed };
  }
  throw new Error('intake form version not published after three attempts');
}

/**
 * The form's part of the configuration's export and import (« Paramètres avancés »): an import
 * that changes it publishes the next version in the import's own batch (a plain insert: a
 * publication meanwhile that took the number fails the whole import rather than losing this one).
 */
export const intakeFormConfiguration: IntakeFormPart = {
  async read(deps) {
    const current = await currentIntakeForm(deps);
    return { introduction: current.introduction, optionalSections: [...current.optionalSections] };
  },
  async nextVersion(deps, staffId, wanted) {
    const settings = intakeFormSettingsSchema.parse(wanted);
    const current = await currentIntakeForm(deps);
    const changed = changedSettings(current, settings);
    if (changed.length === 0) return null;
    const row = versionRow(deps, staffId, current.version + 1, settings);
    return { id: row.id, version: row.version, changed, writes: [deps.db.insert(intakeForms).values(row)] };
  },
};
