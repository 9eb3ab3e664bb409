// « Aperçu »: a template as the e-mail would read, with each field's demo value and the clinic's
// own name, address and phone, rendered by the same code as the e-mails sent; nothing is saved.
import { demoValues, type EmailTemplateKey, type EmailTemplateText, parseBody, parseSubject } from 'shared-domain/clinic/email-templates';
import type { AppDeps } from '../../deps';
import type { RenderedEmail } from '../../platform/mail/email-layout';
import { renderParsedTemplate } from '../../platform/mail/template-email';
import { loadClinicSettings } from '../clinic-profile';
import { checkTemplate } from './email-template-changes';

export async function previewEmailTemplate(db: AppDeps['db'], key: EmailTemplateKey, template: EmailTemplateText): Promise<RenderedEmail> {
  checkTemplate(key, template);
  const subject = parseSubject(key, template.subject);
  const body = parseBody(key, template.body);
  if (!subject.ok || !body.ok) throw new Error('a checked template does not parse');
  const clinic = await loadClinicSettings(db);
  return renderParsedTemplate(clinic, key, { subject: subject.value, body: body.value }, demoValues(key));
}
