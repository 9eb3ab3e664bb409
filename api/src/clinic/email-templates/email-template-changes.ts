// The clinic's e-mail templates as « Modèles de courriels » lists and changes them: each template
// of the catalogue with its fields, its current words and whether the clinic rewrote it; a save
// (checked against the fields its e-mail offers) and a return to the original, each audited with
// the subject and body before and after, in the same batch as the change.
import { eq } from 'drizzle-orm';
import {
  type EmailTemplateKey,
  type EmailTemplateText,
  emailTemplateKeys,
  emailTemplates as catalogue,
  templateFields,
  templateProblems,
} from 'shared-domain/clinic/email-templates';
import { type SettingChanges, settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { emailTemplates } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';

type StaffContext = Parameters<typeof staffAuditEventInsert>[0] & { get(key: 'staff'): { staffId: string } };
type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface EmailTemplateView {
  key: EmailTemplateKey;
  name: string;
  description: string;
  /** The fields the editor lists beside the body, the clinic's last. */
  fields: { name: string; description: string; kind: string }[];
  subject: string;
  body: string;
  /** Whether the clinic's words differ from the original's. */
  customised: boolean;
  original: EmailTemplateText;
  updatedAt: string | null;
}

type StoredRow = typeof emailTemplates.$inferSelect;

function templateView(key: EmailTemplateKey, row: StoredRow | undefined): EmailTemplateView {
  const original = { subject: catalogue[key].subject, body: catalogue[key].body };
  const current = row ? { subject: row.subject, body: row.body } : original;
  return {
    key,
    name: catalogue[key].name,
    description: catalogue[key].description,
    fields: Object.entries(templateFields(key)).map(([name, field]) => ({ name, description: field.description, kind: field.kind })),
    ...current,
    customised: current.subject !== original.subject || current.body !== original.body,
    original,
    updatedAt: row?.updatedAt ?? null,
  };
}

async function storedRow(db: AppDeps['db'], key: EmailTemplateKey): Promise<StoredRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
  return row;
}

export async function listEmailTemplates(db: AppDeps['db']): Promise<EmailTemplateView[]> {
  const rows = new Map((await db.select().from(emailTemplates)).map((row) => [row.key, row]));
  return emailTemplateKeys.map((key) => templateView(key, rows.get(key)));
}

/** Refuses, beside its field, a template that names a field its e-mail does not offer. */
export function checkTemplate(key: EmailTemplateKey, template: EmailTemplateText): void {
  const problems = templateProblems(key, template);
  if (Object.keys(problems).length > 0) throw fieldRefusal(problems as Record<string, string>);
}

export async function saveEmailTemplate(
  c: StaffContext,
  deps: Deps,
  key: EmailTemplateKey,
  template: EmailTemplateText,
): Promise<{ template: EmailTemplateView; changes: SettingChanges<EmailTemplateText> }> {
  checkTemplate(key, template);
  const before = templateView(key, await storedRow(deps.db, key));
  const changes = settingChanges({ subject: before.subject, body: before.body }, template);
  if (Object.keys(changes).length === 0) return { template: before, changes };
  const updatedAt = deps.clock.now().toISOString();
  const row = { key, ...template, updatedBy: c.get('staff').staffId, updatedAt };
  await deps.db.batch([
    deps.db
      .insert(emailTemplates)
      .values(row)
      .onConflictDoUpdate({
        target: emailTemplates.key,
        set: { subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt },
      }),
    staffAuditEventInsert(c, deps, {
      action: 'settings.email_template_updated',
      entity: 'email_templates',
      entityId: key,
      details: { template: key, changes },
    }),
  ]);
  return { template: templateView(key, row), changes };
}

/** « Rétablir le modèle d'origine »: the row goes, so the e-mail is the original again. */
export async function restoreEmailTemplate(
  c: StaffContext,
  deps: Deps,
  key: EmailTemplateKey,
): Promise<{ template: EmailTemplateView; changes: SettingChanges<EmailTemplateText> }> {
  const row = await storedRow(deps.db, key);
  const original = templateView(key, undefined);
  if (!row) return { template: original, changes: {} };
  const changes = settingChanges({ subject: row.subject, body: row.body }, { subject: original.subject, body: original.body });
  await deps.db.batch([
    deps.db.delete(emailTemplates).where(eq(emailTemplates.key, key)),
    staffAuditEventInsert(c, deps, {
      action: 'settings.email_template_restored',
      entity: 'email_templates',
      entityId: key,
      details: { template: key, changes },
    }),
  ]);
  return { template: original, changes };
}
