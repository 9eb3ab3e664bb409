// The clinic's e-mail templates as the e-mail builders read them: every row of `email_templates`
// whose key the catalogue knows (no row = the original), read with the clinic's settings by the
// code that sends a message, so a change is in the very next e-mail.
import { type EmailTemplateKey, isEmailTemplateKey } from 'shared-domain/clinic/email-templates';
import type { AppDeps } from '../../deps';
import { emailTemplates } from '../../platform/db/schema';
import type { ClinicEmailTemplates } from '../../platform/mail/template-email';
import { loadClinicSettings } from '../clinic-profile';

export async function loadEmailTemplates(db: AppDeps['db']): Promise<ClinicEmailTemplates> {
  const rows = await db
    .select({ key: emailTemplates.key, subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates);
  const templates: ClinicEmailTemplates = {};
  for (const row of rows) {
    if (isEmailTemplateKey(row.key)) templates[row.key as EmailTemplateKey] = { subject: row.subject, body: row.body };
  }
  return templates;
}

/** The clinic's settings with its e-mail templates: what an e-mail builder's `clinic` is. */
export async function loadEmailClinic(db: AppDeps['db']) {
  const [settings, templates] = await Promise.all([loadClinicSettings(db), loadEmailTemplates(db)]);
  return { ...settings, emailTemplates: templates };
}
