// The clinic's SOAP note templates (specification §3): listed for the note forms and
// edited from the settings. One schema for the settings form and the API; a template is never
// deleted (notes refer to it), it is deactivated, which hides it from the note forms.
import { z } from 'zod';
import { soapSectionLabels, soapSections } from './clinical-note';
import { type SoapCategory, soapCategories } from './soap-category';
import { plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const soapCategoryLabels: Record<SoapCategory, string> = {
  pediatric: 'Pédiatrie',
  neurological: 'Neurologie',
  prenatal: 'Prénatal',
  musculoskeletal: 'Musculosquelettique',
};

export const soapTemplateLimits = {
  nameMax: 100,
  sectionMax: 10_000,
  followUpDaysMax: 365,
} as const;

export const soapTemplateLabels = {
  name: 'Nom',
  category: 'Catégorie',
  followUpDays: 'Suivi (jours)',
} as const;

export const soapTemplateMessages = {
  nameTaken: 'Un modèle porte déjà ce nom. Choisissez un autre nom.',
  fillOneSection: 'Remplissez au moins une section du modèle',
  followUpInvalid: `Le suivi se compte en jours entiers, de 0 à ${soapTemplateLimits.followUpDaysMax}`,
  notFound: 'Modèle de note introuvable',
  created: 'Modèle créé',
  updated: 'Modèle enregistré',
  deactivated: 'Modèle désactivé',
  activated: 'Modèle réactivé',
} as const;

/** « Suivi dans 4 jours » (0: the same day). */
export function followUpLabel(days: number): string {
  if (days === 0) return 'Suivi le jour même';
  return `Suivi dans ${days} ${days === 1 ? 'jour' : 'jours'}`;
}

const name = plainText(soapTemplateLabels.name)
  .min(1, m.required(soapTemplateLabels.name))
  .max(soapTemplateLimits.nameMax, m.maxLength(soapTemplateLabels.name, soapTemplateLimits.nameMax));

const category = z.enum(soapCategories, {
  error: m.oneOf(soapTemplateLabels.category, Object.values(soapCategoryLabels)),
});

// Stored as text (empty when the template leaves a section blank).
const section = (label: string) =>
  plainText(label, 'multiline').max(soapTemplateLimits.sectionMax, m.maxLength(label, soapTemplateLimits.sectionMax));

const followUpDays = z
  // A form sends its fields as text, the typed client a number: both read as whole days.
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ],
    { error: soapTemplateMessages.followUpInvalid },
  )
  .pipe(
    z
      .number()
      .int(soapTemplateMessages.followUpInvalid)
      .min(0, soapTemplateMessages.followUpInvalid)
      .max(soapTemplateLimits.followUpDaysMax, soapTemplateMessages.followUpInvalid),
  );

const sections = {
  subjective: section(soapSectionLabels.subjective),
  objective: section(soapSectionLabels.objective),
  assessment: section(soapSectionLabels.assessment),
  plan: section(soapSectionLabels.plan),
};

/** True when at least one of the four sections holds text. */
export const hasTemplateSection = (template: Partial<Record<(typeof soapSections)[number], string | undefined>>) =>
  soapSections.some((field) => Boolean(template[field]));

/** `POST /soap-templates` and the settings' « Nouveau modèle » / « Modifier » form. */
export const soapTemplateSchema = z.object({ name, category, ...sections, followUpDays }).refine(hasTemplateSection, {
  message: soapTemplateMessages.fillOneSection,
  path: ['subjective'],
  // Said with the other fields' messages (zod would otherwise wait for them), once the sections
  // themselves are valid (trimmed) text.
  when: ({ value, issues }) =>
    typeof value === 'object' && value !== null && !issues.some((issue) => soapSections.some((field) => field === issue.path?.[0])),
});
export type SoapTemplateInput = z.input<typeof soapTemplateSchema>;
export type SoapTemplateFields = z.output<typeof soapTemplateSchema>;
export type SoapTemplateField = keyof SoapTemplateInput;
export const soapTemplateFields = ['name', 'category', ...soapSections, 'followUpDays'] as const satisfies readonly SoapTemplateField[];

/**
 * `PATCH /soap-templates/:id`: any of the fields, and `isActive` to deactivate or reactivate. The
 * server checks the template as it would be after the change (still one non-empty section).
 */
export const soapTemplateUpdateSchema = z
  .object({
    name: name.optional(),
    category: category.optional(),
    subjective: sections.subjective.optional(),
    objective: sections.objective.optional(),
    assessment: sections.assessment.optional(),
    plan: sections.plan.optional(),
    followUpDays: followUpDays.optional(),
    isActive: z.boolean({ error: 'Indiquez si le modèle est actif' }).optional(),
  })
  .refine((update) => soapSections.some((field) => update[field] === undefined) || hasTemplateSection(update), {
    message: soapTemplateMessages.fillOneSection,
    path: ['subjective'],
  });
export type SoapTemplateUpdateInput = z.input<typeof soapTemplateUpdateSchema>;
export type SoapTemplateUpdate = z.output<typeof soapTemplateUpdateSchema>;

export const soapTemplateMoveDirections = ['up', 'down'] as const;
export type SoapTemplateMoveDirection = (typeof soapTemplateMoveDirections)[number];

/** `POST /soap-templates/:id/move`: one place up or down in the list. */
export const soapTemplateMoveSchema = z.object({
  direction: z.enum(soapTemplateMoveDirections, { error: 'La direction doit être « up » ou « down »' }),
});

/** `GET /soap-templates`: active ones for the note forms; `include=inactive` for the settings. */
export const soapTemplateListQuerySchema = z.object({
  include: z.enum(['inactive'], { error: 'Seule la valeur « inactive » est permise' }).optional(),
});

/** What the API answers for one template. */
export interface SoapTemplateView {
  id: string;
  name: string;
  category: SoapCategory;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  followUpDays: number;
  isActive: boolean;
  displayOrder: number;
}
