// Every page's frame: the main landmark (the skip link's target), the page's one h1, and the
// document title "<page> — <site>". React 19 hoists the <title> into <head>, ahead of the static
// one from index.html, so the tab shows it while the page is mounted.
import type { ReactNode } from 'react';

/** The site's name in the tab when a page names no other (the static title of index.html). */
export const siteName = 'Clinique chiropratique';

export function documentTitle(page: string, site: string = siteName): string {
  return `${page} — ${site}`;
}

export interface PageFrameProps {
  /** The page's name: its h1, and the first part of the document title. */
  title: string;
  /** The h1 when it says more than the tab should ("Ma Journée — Dre Tremblay"). */
  heading?: ReactNode;
  /** The second part of the document title; the clinic's name when the page knows it. */
  site?: string;
  /** The page's own layout class, instead of the kit's narrow column. */
  className?: string;
  children?: ReactNode;
}

export function PageFrame({ title, heading, site, className = 'ui-page', children }: PageFrameProps) {
  return (
    <main className={className} id="contenu">
      <title>{documentTitle(title, site)}</title>
      <h1>{heading ?? title}</h1>
      {children}
    </main>
  );
}
