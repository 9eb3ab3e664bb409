// Creating and editing a clinic's SOAP template. Names are unique, whatever their case:
// two templates « Torticolis » and « torticolis » would be told apart by no one in a list.
import { and, eq, ne, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  hasTemplateSection,
  type SoapTemplateFields,
  type SoapTemplateUpdate,
  type SoapTemplateView,
  soapTemplateMessages,
} from 'shared-domain/clinical/soap-template';
import type { AppDeps } from '../../deps';
import { soapTemplates } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { loadSoapTemplate } from './list-soap-templates';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const editableFields = ['name', 'category', 'subjective', 'objective', 'assessment', 'plan', 'followUpDays', 'isActive'] as const;
type EditableField = (typeof editableFields)[number];

function nameTaken(): AppError {
  return new AppError(errorCodes.templateNameTaken, soapTemplateMessages.nameTaken, { name: soapTemplateMessages.nameTaken });
}

async function refuseTakenName(db: AppDeps['db'], name: string, excludeId?: string): Promise<void> {
  const sameName = sql`lower(${soapTemplates.name}) = lower(${name})`;
  const [other] = await db
    .select({ id: soapTemplates.id })
    .from(soapTemplates)
    .where(excludeId ? and(sameName, ne(soapTemplates.id, excludeId)) : sameName)
    .limit(1);
  if (other) throw nameTaken();
}

/** The name's unique index refused the write: another request took the name since the check. */
export function isNameConflict(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes('UNIQUE constraint failed: soap_templates.name')) return true;
  }
  return false;
}

async function refusingNameConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isNameConflict(error)) throw nameTaken();
    throw error;
  }
}

/** A new template goes last in the list. */
export async function createSoapTemplate(deps: Deps, input: SoapTemplateFields): Promise<SoapTemplateView> {
  await refuseTakenName(deps.db, input.name);
  const [created] = await refusingNameConflicts(
    deps.db
      .insert(soapTemplates)
      .values({
        ...input,
        isActive: true,
        // One statement: two templates created at once still get different places.
        displayOrder: sql`(select coalesce(max(${soapTemplates.displayOrder}), -1) + 1 from ${soapTemplates})`,
        ...timestamps(deps.clock),
      })
      .returning({ id: soapTemplates.id }),
  );
  if (!created) throw new Error('the template insert returned no row');
  return loadSoapTemplate(deps.db, created.id);
}

/** Applies what changed; `changedFields` names them (never their text) for the audit trail. */
export async function updateSoapTemplate(deps: Deps, id: string, input: SoapTemplateUpdate) {
  const current = await loadSoapTemplate(deps.db, id);
  const changes: Partial<Pick<typeof soapTemplates.$inferInsert, EditableField>> = {};
  for (const field of editableFields) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  const changedFields = editableFields.filter((field) => field in changes);
  if (changedFields.length === 0) return { template: current, changedFields };

  if (!hasTemplateSection({ ...current, ...changes })) {
    throw fieldRefusal({ subjective: soapTemplateMessages.fillOneSection });
  }
  if (changes.name !== undefined) await refuseTakenName(deps.db, changes.name, id);
  await refusingNameConflicts(
    deps.db
      .update(soapTemplates)
      .set({ ...changes, updatedAt: deps.clock.now().toISOString() })
      .where(eq(soapTemplates.id, id)),
  );
  return { template: await loadSoapTemplate(deps.db, id), changedFields };
}
