// The demo clinic's « Textes du site »: two publications, so the home page reads its texts from the
// database and the history has an earlier version to restore. The first, a week before the demo
// starts, is the site's own words; the second, two days later, adds the contact section's line on
// access with a stroller (specification §9). The words the suite reads elsewhere stay the site's own.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';
import type { SiteTexts } from 'shared-domain/clinic/site-texts';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { siteTextVersions } from '../platform/db/schema';

const dayMs = 24 * 60 * 60 * 1000;

export const demoSiteTexts: SiteTexts = {
  ...defaultSiteTexts,
  contact: { ...defaultSiteTexts.contact, lines: 'Entrée de plain-pied : l’accès en poussette est facile.' },
};

export function demoSiteTextStatements(db: Database, options: { clock: Clock; adminId: string }): BatchItem<'sqlite'>[] {
  const now = options.clock.now().getTime();
  const version = (number: number, texts: SiteTexts, daysAgo: number) =>
    db.insert(siteTextVersions).values({
      id: randomUUID(),
      version: number,
      texts: JSON.stringify(texts),
      publishedBy: options.adminId,
      createdAt: new Date(now - daysAgo * dayMs).toISOString(),
    });
  return [version(1, defaultSiteTexts, 7), version(2, demoSiteTexts, 5)];
}
