// The clinic's whole configuration as one JSON file (« Paramètres avancés › Export de la
// configuration »): exported to keep a copy or to set up another installation, and imported back
// after a check of every part with the schema its own screen uses and a preview of what would
// change. Never a patient's data: settings, hours, closures, services, products, e-mail templates,
// the intake form's clinic-editable parts (its introduction and optional sections: an import that
// changes them publishes the form's next version, as its screen does; a signed one never changes).
import { z } from 'zod';
import { accountingBases } from '../billing/accounting-basis';
import {
  clinicSectionSchema,
  closureSchema,
  feesSchema,
  hoursSchema,
  onlineBookingSchema,
  privacySchema,
  publicSiteSchema,
  settingsSectionTitles,
  waitlistRemindersSchema,
  weekdayNames,
} from './clinic-settings';
import { productSchema, serviceSchema } from './clinic-catalogue';
import { type EmailTemplateKey, emailTemplateKeys, emailTemplateSchemaFor, emailTemplateTextSchema } from './email-templates';
import { invoiceNumberingSchema } from '../billing/invoice-numbering';
import { withSanitizedText } from '../platform/sanitize';
import { intakeFormSettingsSchema } from '../clinical/intake-form';

export const configurationFormat = 'clinique-chiropratique/configuration';
export const configurationVersion = 1;
/** A configuration file is small (a few dozen kilobytes); anything far larger is not one. */
export const configurationMaxBytes = 1_000_000;

export const configurationMessages = {
  notJson: 'Ce fichier n’est pas un fichier de configuration : il ne contient pas du JSON lisible.',
  notConfiguration: 'Ce fichier n’est pas une configuration exportée de la clinique.',
  newerVersion: 'Ce fichier vient d’une version plus récente de la plateforme : mettez-la à jour avant de l’importer.',
  tooLarge: 'Ce fichier est trop volumineux pour être une configuration (1 Mo au plus).',
  invalid: (where: string, message: string) => `${where} : ${message}`,
  problems: (count: number) => `Le fichier a ${count} problèmes, à corriger avant l’importation :`,
  nothingToChange: 'Ce fichier décrit la configuration actuelle : rien ne changerait.',
} as const;

/** Where a problem or a change is, in the words of the screens. */
export const configurationPartTitles = {
  ...settingsSectionTitles,
  invoicing: 'Facturation',
  closures: 'Fermetures',
  services: 'Services',
  products: 'Produits',
  emailTemplates: 'Modèles de courriels',
  intakeForm: 'Questionnaire d’accueil',
} as const;
export type ConfigurationPart = keyof typeof configurationPartTitles;

const withPlace = z.object({
  /** The id of the row it was exported from: the same installation updates it, another creates it. */
  id: z.string().min(1).max(64).optional(),
  isActive: z.boolean(),
});

const emailTemplateEntry = emailTemplateTextSchema.extend({
  key: z.enum(emailTemplateKeys as [EmailTemplateKey, ...EmailTemplateKey[]], { error: 'Ce modèle de courriel n’existe pas.' }),
});

export const configurationFileSchema = z.object({
  format: z.literal(configurationFormat, { error: configurationMessages.notConfiguration }),
  version: z.number().int().min(1),
  exportedAt: z.string().max(40),
  settings: z.object({
    // Stripped of markup as « Paramètres »'s routes strip what is typed there.
    clinic: withSanitizedText(clinicSectionSchema),
    hours: hoursSchema,
    onlineBooking: onlineBookingSchema,
    // A file exported before the deposit's choice existed keeps the behaviour of its time: refunded.
    fees: feesSchema.extend({ timelyCancellationDeposit: feesSchema.shape.timelyCancellationDeposit.default('refund') }),
    waitlistReminders: waitlistRemindersSchema,
    publicSite: withSanitizedText(publicSiteSchema),
    privacy: withSanitizedText(privacySchema),
  }),
  invoicing: invoiceNumberingSchema.extend({ accountingBasis: z.enum(accountingBases) }),
  closures: z.array(withSanitizedText(closureSchema)).max(500),
  // Stripped of markup as the services' and products' own routes strip what is typed there.
  services: z.array(withSanitizedText(z.intersection(serviceSchema, withPlace))).max(200),
  products: z.array(withSanitizedText(z.intersection(productSchema, withPlace))).max(500),
  emailTemplates: z
    .array(emailTemplateEntry)
    .max(emailTemplateKeys.length)
    .superRefine((templates, context) => {
      templates.forEach((template, index) => {
        const checked = emailTemplateSchemaFor(template.key).safeParse({ subject: template.subject, body: template.body });
        if (!checked.success)
          for (const issue of checked.error.issues)
            context.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      });
    }),
  // Stripped of markup as its screen's route strips it; a file from before the intake form leaves it as it is.
  intakeForm: withSanitizedText(intakeFormSettingsSchema).optional(),
});

export type ConfigurationFile = z.output<typeof configurationFileSchema>;
export type ConfigurationFileInput = z.input<typeof configurationFileSchema>;

/** What an import would change in one part: a line per change, in French. */
export interface ConfigurationChange {
  part: ConfigurationPart;
  title: string;
  lines: string[];
}

/** Where in the file a step of a path is: a day by its name (« lundi »), a break by its rank, else the row's rank. */
function stepName(list: unknown, index: number, key: PropertyKey | undefined): string {
  const entry = Array.isArray(list) ? (list[index] as Record<string, unknown> | undefined) : undefined;
  const weekday = entry?.weekday;
  if (key === 'days' && typeof weekday === 'number' && weekdayNames[weekday]) return weekdayNames[weekday].toLocaleLowerCase('fr-CA');
  if (key === 'breaks') return `pause n° ${index + 1}`;
  return `n° ${index + 1}`;
}

/**
 * Every problem of a file that does not pass, each located in the screens' words (« Heures
 * d'ouverture › lundi : … », « Services › n° 3 : … »), once each; empty when it passes.
 * `input` is the file as read, to name the days and rows the path points to.
 */
export function configurationProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[], input: unknown): string[] {
  const problems: string[] = [];
  for (const issue of issues) {
    const [top, second, ...rest] = issue.path;
    if (top === 'format') return [configurationMessages.notConfiguration];
    const part = (top === 'settings' ? second : top) as ConfigurationPart | undefined;
    const title = part && part in configurationPartTitles ? configurationPartTitles[part] : 'Fichier';
    const position = top === 'settings' ? rest : [second, ...rest];
    let node: unknown =
      top === 'settings'
        ? (input as { settings?: Record<string, unknown> })?.settings?.[String(second)]
        : (input as Record<string, unknown> | null)?.[String(top)];
    let key: PropertyKey | undefined = top === 'settings' ? undefined : top;
    const steps: string[] = [];
    for (const step of position) {
      if (typeof step === 'number') steps.push(stepName(node, step, key));
      node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step as never] : undefined;
      key = step;
    }
    const problem = configurationMessages.invalid([title, ...steps].join(' › '), issue.message);
    if (!problems.includes(problem)) problems.push(problem);
  }
  return problems;
}

/** The refusal's sentence: the one problem, or all of them numbered. */
export function configurationProblemsText(problems: readonly string[]): string {
  if (problems.length <= 1) return problems[0] ?? configurationMessages.notConfiguration;
  return `${configurationMessages.problems(problems.length)} ${problems.map((problem, index) => `${index + 1}) ${problem}`).join(' ; ')}`;
}
