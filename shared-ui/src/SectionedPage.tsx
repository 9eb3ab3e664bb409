// A page made of sections (« Paramètres », « Paiements », « Santé de l'automatisation »): a menu
// of links in a named navigation landmark, the open section marked `aria-current="page"`, and only
// that section's code loaded. The open one is the address's `?section=`, so the browser's back
// button and a bookmark work; an unknown section (an old bookmark, one the role may not open) shows
// the first. The menu is plain links: Tab reaches each, Enter opens it, and it folds into a row on
// a phone (sectioned-page.css).
import { type ComponentType, Suspense } from 'react';
import { LoadingState } from './LoadingState';
import { PageFrame } from './PageFrame';
import { Link, useSearchParams } from 'shared-ui/router';
import './sectioned-page.css';

/** The address's parameter naming the open section. */
export const sectionParam = 'section';

export const sectionedPageText = { sectionLoading: 'Chargement de la section…' } as const;

export interface PageSection {
  /** The `?section=` of the address: a few French words, lowercase, joined by hyphens. */
  id: string;
  label: string;
  /** `lazy(() => import(…))`, so the section's code loads when it is opened. */
  Component: ComponentType;
}

export interface SectionedPageProps {
  title: string;
  /** The sections the signed-in person may open, in the menu's order. */
  sections: readonly PageSection[];
  /** The menu's landmark name (« Sections de Paiements »). */
  navLabel: string;
  /** The page's class (`ui-page …`). */
  className?: string;
  /** The link to a section; `?section=<id>` on the same page by default. */
  sectionLink?(id: string): string;
}

export function SectionedPage({ title, sections, navLabel, className, sectionLink }: SectionedPageProps) {
  const [searchParams] = useSearchParams();
  const open = sections.find((section) => section.id === searchParams.get(sectionParam)) ?? sections[0];
  if (!open) return null;
  const link = sectionLink ?? ((id: string) => `?${new URLSearchParams({ [sectionParam]: id }).toString()}`);
  return (
    <PageFrame title={title} className={className}>
      <div className="ui-sectioned-page">
        <nav className="ui-sectioned-page__menu" aria-label={navLabel}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={link(section.id)} aria-current={section.id === open.id ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ui-sectioned-page__content">
          <Suspense fallback={<LoadingState label={sectionedPageText.sectionLoading} />}>
            <open.Component />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
