// The home page's texts as « Textes du site » publishes and restores them, the way « Modèles de
// courriels » saves and restores a template: what the site shows now and the site's own words, a
// publication compared with what is shown (nothing written when nothing changed) and audited with
// each changed part before and after in the same batch. Unlike a template, each publication is a
// new version kept whole, so any earlier one — or the site's own words, version 0 — can be
// published again (a restore, audited as such). The table's triggers bump the site's version: the
// public profile carries the new texts on its next request.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';
import { type SettingChanges, settingChanges } from 'shared-domain/clinic/setting-changes';
import type { SiteTexts } from 'shared-domain/clinic/site-texts';
import { siteTextsMessages, siteTextsSchema } from 'shared-domain/clinic/site-texts-schema';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { siteTextVersions, staffUsers } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { fieldRefusal } from '../../platform/http/app-error';

type StaffContext = Parameters<typeof staffAuditEventInsert>[0] & { get(key: 'staff'): { staffId: string } };
type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface SiteTextVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  /** The version this one published again (0: the site's own words); null for a new text. */
  restoredFrom: number | null;
  texts: SiteTexts;
}

export interface SiteTextsView {
  /** What the site shows: the last version's texts, or the site's own (version 0). */
  current: { version: number; texts: SiteTexts };
  original: SiteTexts;
  /** Every publication, the latest first. */
  versions: SiteTextVersion[];
}

/** Stored texts as the site reads them: a row that no longer passes the schema is the site's own words. */
function storedTexts(json: string): SiteTexts {
  try {
    const parsed = siteTextsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : defaultSiteTexts;
  } catch {
    return defaultSiteTexts;
  }
}

/** The texts the home page shows: the latest version's, or the site's own. */
export async function loadSiteTexts(db: AppDeps['db']): Promise<SiteTexts> {
  const [latest] = await db
    .select({ texts: siteTextVersions.texts })
    .from(siteTextVersions)
    .orderBy(desc(siteTextVersions.version))
    .limit(1);
  return latest ? storedTexts(latest.texts) : defaultSiteTexts;
}

export async function listSiteTextVersions(db: AppDeps['db']): Promise<SiteTextsView> {
  const rows = await db
    .select({
      version: siteTextVersions.version,
      publishedAt: siteTextVersions.createdAt,
      publishedBy: staffUsers.fullName,
      restoredFrom: siteTextVersions.restoredFrom,
      texts: siteTextVersions.texts,
    })
    .from(siteTextVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, siteTextVersions.publishedBy))
    .orderBy(desc(siteTextVersions.version));
  const versions = rows.map((row) => ({ ...row, texts: storedTexts(row.texts) }));
  const latest = versions[0];
  return {
    current: latest ? { version: latest.version, texts: latest.texts } : { version: 0, texts: defaultSiteTexts },
    original: defaultSiteTexts,
    versions,
  };
}

interface Published {
  version: number;
  texts: SiteTexts;
  changes: SettingChanges<SiteTexts>;
}

async function publish(c: StaffContext, deps: Deps, texts: SiteTexts, restoredFrom: number | null): Promise<Published> {
  const { current } = await listSiteTextVersions(deps.db);
  const changes = settingChanges(current.texts, texts);
  if (Object.keys(changes).length === 0) return { version: current.version, texts: current.texts, changes };
  // The next number after the one read: two publications at once meet the unique version, and the
  // second is refused rather than lost silently.
  const version = current.version + 1;
  const id = randomUUID();
  const details = { version, changes };
  await deps.db.batch([
    deps.db.insert(siteTextVersions).values({
      id,
      version,
      texts: JSON.stringify(texts),
      restoredFrom,
      publishedBy: c.get('staff').staffId,
      ...createdTimestamp(deps.clock),
    }),
    restoredFrom === null
      ? staffAuditEventInsert(c, deps, { action: 'settings.site_texts_published', entity: 'site_text_versions', entityId: id, details })
      : staffAuditEventInsert(c, deps, {
          action: 'settings.site_texts_restored',
          entity: 'site_text_versions',
          entityId: id,
          details: { ...details, restoredFrom },
        }),
  ]);
  return { version, texts, changes };
}

/** « Publier »: the texts as checked (and stripped of markup) by the route become the site's. */
export function publishSiteTexts(c: StaffContext, deps: Deps, texts: SiteTexts): Promise<Published> {
  return publish(c, deps, texts, null);
}

/** « Rétablir »: an earlier version's texts (0: the site's own words) published again. */
export async function restoreSiteTexts(c: StaffContext, deps: Deps, version: number): Promise<Published> {
  if (version === 0) return publish(c, deps, defaultSiteTexts, 0);
  const [row] = await deps.db.select({ texts: siteTextVersions.texts }).from(siteTextVersions).where(eq(siteTextVersions.version, version));
  if (!row) throw fieldRefusal('version', siteTextsMessages.versionUnknown);
  return publish(c, deps, storedTexts(row.texts), version);
}
