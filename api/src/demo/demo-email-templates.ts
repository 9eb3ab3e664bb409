// The demo clinic's « Modèles de courriels »: the reminder rewritten, so the list shows a
// customised template beside the originals. Its subject stays the original's (the reminder tests
// read it); the body adds what this clinic tells every patient the day before.
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import { emailTemplates as catalogue } from 'shared-domain/clinic/email-templates';
import type { Database } from '../platform/db/client';
import { emailTemplates } from '../platform/db/schema';

const practicalNote =
  'Prévoyez des vêtements confortables et apportez vos radiographies ou rapports récents, s’il y a lieu. Le stationnement est gratuit derrière l’édifice.';

export const demoEmailTemplates = [
  {
    key: 'rappel',
    subject: catalogue.rappel.subject,
    // The practical note goes right after the visit's details.
    body: catalogue.rappel.body.replace('{détails}', `{détails}\n\n${practicalNote}`),
  },
] as const;

export function demoEmailTemplateStatements(db: Database, options: { clock: Clock; adminId: string }): BatchItem<'sqlite'>[] {
  const updatedAt = options.clock.now().toISOString();
  return demoEmailTemplates.map((template) => db.insert(emailTemplates).values({ ...template, updatedBy: options.adminId, updatedAt }));
}
