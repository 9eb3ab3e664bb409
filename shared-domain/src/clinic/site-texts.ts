// « Paramètres › Textes du site »: the home page's words the clinic writes — the hero's line and
// lead, the services (intro and cards), the approach (title and principles), the FAQ and the
// contact section's title and lines — as the public site reads them from its profile. No schema
// here: the home page's bundle takes only these types and the two readers below; the editor's and
// the API's schema is `site-texts-schema.ts`, the site's own words `default-site-texts.ts`.

export interface SiteServiceCard {
  title: string;
  description: string;
  /** The situations under « Quand consulter ? », one per line. */
  consultWhen: string;
}

export interface SitePrinciple {
  title: string;
  text: string;
}

export interface SiteFaqEntry {
  question: string;
  /** Paragraphs separated by an empty line. */
  answer: string;
}

export interface SiteTexts {
  hero: { focus: string; lead: string };
  services: { title: string; intro: string; cards: SiteServiceCard[] };
  approach: { title: string; principles: SitePrinciple[] };
  faq: SiteFaqEntry[];
  /** `lines`: shown under the clinic's details, one per line (none: nothing more is said). */
  contact: { title: string; lines: string };
}

export const siteTextSections = ['hero', 'services', 'approach', 'faq', 'contact'] as const;
export type SiteTextSection = (typeof siteTextSections)[number];

/** Each part's name, as the editor's headings, the status line and the audit trail say it. */
export const siteTextsLabels = {
  hero: 'Bannière d’accueil',
  services: 'Services',
  approach: 'Approche',
  faq: 'Questions fréquentes',
  contact: 'Nous joindre',
} as const satisfies Record<SiteTextSection, string>;

/** Non-empty lines of a « one per line » text. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The paragraphs of a text whose paragraphs are separated by an empty line. */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
