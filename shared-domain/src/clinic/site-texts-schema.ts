// The schema of « Paramètres › Textes du site », for the editor and the API (PUT
// /api/admin/site-texts, its text stripped of markup on the server first): every field required
// but the lists of lines, each with its French label and limit.
import { z } from 'zod';
import { requiredText, textOrEmpty } from '../platform/text-fields';

/** Each field's label, the editor's and the refusals'. */
export const siteTextFieldLabels = {
  focus: 'Phrase d’accroche',
  lead: 'Présentation',
  title: 'Titre',
  intro: 'Introduction',
  cardTitle: 'Nom du service',
  description: 'Description',
  consultWhen: 'Quand consulter ? (une situation par ligne)',
  principleTitle: 'Principe',
  principleText: 'Explication',
  question: 'Question',
  answer: 'Réponse (paragraphes séparés par une ligne vide)',
  lines: 'Lignes ajoutées sous les coordonnées (une par ligne)',
} as const;
const L = siteTextFieldLabels;

export const siteTextsLimits = {
  lineMax: 160,
  paragraphMax: 600,
  listMax: 1200,
  answerMax: 2000,
  cards: { min: 1, max: 6 },
  principles: { min: 1, max: 6 },
  faq: { min: 0, max: 20 },
} as const;
const limits = siteTextsLimits;

export const siteTextsMessages = {
  cards: `De ${limits.cards.min} à ${limits.cards.max} services`,
  principles: `De ${limits.principles.min} à ${limits.principles.max} principes`,
  faq: `Au plus ${limits.faq.max} questions`,
  versionUnknown: 'Cette version des textes du site n’existe pas.',
} as const;

const list = <T extends z.ZodType>(item: T, { min, max }: { min: number; max: number }, message: string) =>
  z.array(item, { error: message }).min(min, message).max(max, message);

export const siteTextsSchema = z.object({
  hero: z.object({
    focus: requiredText(L.focus, limits.lineMax),
    lead: requiredText(L.lead, limits.paragraphMax, 'multiline'),
  }),
  services: z.object({
    title: requiredText(L.title, limits.lineMax),
    intro: requiredText(L.intro, limits.paragraphMax, 'multiline'),
    cards: list(
      z.object({
        title: requiredText(L.cardTitle, limits.lineMax),
        description: requiredText(L.description, limits.paragraphMax, 'multiline'),
        consultWhen: textOrEmpty(L.consultWhen, limits.listMax, 'multiline'),
      }),
      limits.cards,
      siteTextsMessages.cards,
    ),
  }),
  approach: z.object({
    title: requiredText(L.title, limits.lineMax),
    principles: list(
      z.object({
        title: requiredText(L.principleTitle, limits.lineMax),
        text: requiredText(L.principleText, limits.paragraphMax, 'multiline'),
      }),
      limits.principles,
      siteTextsMessages.principles,
    ),
  }),
  faq: list(
    z.object({ question: requiredText(L.question, limits.lineMax), answer: requiredText(L.answer, limits.answerMax, 'multiline') }),
    limits.faq,
    siteTextsMessages.faq,
  ),
  contact: z.object({
    title: requiredText(L.title, limits.lineMax),
    lines: textOrEmpty(L.lines, limits.listMax, 'multiline'),
  }),
});
export type SiteTextsInput = z.input<typeof siteTextsSchema>;

/** POST /site-texts/restore: a version published before, or 0 for the site's own words. */
export const siteTextsRestoreSchema = z.object({
  version: z
    .number({ error: siteTextsMessages.versionUnknown })
    .int(siteTextsMessages.versionUnknown)
    .min(0, siteTextsMessages.versionUnknown),
});
