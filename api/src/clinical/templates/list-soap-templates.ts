// The clinic's SOAP templates as the note forms and the settings read them: by display order (the
// name breaks a tie, so the order is always the same).
import { asc, eq } from 'drizzle-orm';
import { type SoapTemplateView, soapTemplateMessages } from 'shared-domain/clinical/soap-template';
import type { AppDeps } from '../../deps';
import { soapTemplates } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

const viewColumns = {
  id: soapTemplates.id,
  name: soapTemplates.name,
  category: soapTemplates.category,
  subjective: soapTemplates.subjective,
  objective: soapTemplates.objective,
  assessment: soapTemplates.assessment,
  plan: soapTemplates.plan,
  followUpDays: soapTemplates.followUpDays,
  isActive: soapTemplates.isActive,
  displayOrder: soapTemplates.displayOrder,
};

export const templateOrder = [asc(soapTemplates.displayOrder), asc(soapTemplates.name)] as const;

/** Active templates only, unless the settings ask for the inactive ones too. */
export async function listSoapTemplates(db: AppDeps['db'], options: { includeInactive: boolean }): Promise<SoapTemplateView[]> {
  const query = db.select(viewColumns).from(soapTemplates);
  return options.includeInactive
    ? query.orderBy(...templateOrder)
    : query.where(eq(soapTemplates.isActive, true)).orderBy(...templateOrder);
}

/** One template, or the 404 an unknown id gets. */
export async function loadSoapTemplate(db: AppDeps['db'], id: string): Promise<SoapTemplateView> {
  const [template] = await db.select(viewColumns).from(soapTemplates).where(eq(soapTemplates.id, id)).limit(1);
  if (!template) throw notFound(soapTemplateMessages.notFound);
  return template;
}
