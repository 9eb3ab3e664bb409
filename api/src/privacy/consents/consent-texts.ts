// The consent texts: each kind's versions, the current one being the highest. A new
// wording is a new version, never an edit. Every clinic has a first version of each kind: the first
// read writes the kinds that have none (`ensureConsentTexts`), whichever instance reads first
// (the (kind, version) index keeps one).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { type ConsentKind, consentKindLabels, consentKinds } from 'shared-domain/privacy/privacy';
import type {
  ConsentTextInput,
  ConsentTextsAnswer,
  ConsentTextVersion,
  CurrentConsentText,
  PublicConsentTextsAnswer,
} from 'shared-domain/privacy/privacy-consents';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { consentTexts, patientConsents, staffUsers } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { SiteCache } from '../../platform/site-cache/SiteCache';
import { firstConsentTexts } from './first-consent-texts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export type CurrentConsentTexts = Record<ConsentKind, CurrentConsentText>;

/** Writes version 1 of every kind that has no version yet; a kind that has one is left alone. */
export async function ensureConsentTexts(deps: Deps, missing: readonly ConsentKind[] = consentKinds): Promise<void> {
  if (missing.length === 0) return;
  const publishedAt = deps.clock.now().toISOString();
  const [first, ...rest] = missing.map((kind) =>
    deps.db
      .insert(consentTexts)
      .values({ id: randomUUID(), kind, version: 1, ...firstConsentTexts[kind], publishedAt, createdAt: publishedAt })
      .onConflictDoNothing(),
  );
  if (first) await deps.db.batch([first, ...rest]);
}

/** The current (highest) version of each kind, writing the first versions a clinic lacks. */
export async function loadCurrentConsentTexts(deps: Deps): Promise<CurrentConsentTexts> {
  const read = () =>
    deps.db
      .select({ kind: consentTexts.kind, version: consentTexts.version, title: consentTexts.title, body: consentTexts.body })
      .from(consentTexts)
      .where(sql`${consentTexts.version} = (select max(c.version) from consent_texts c where c.kind = ${consentTexts.kind})`);
  let rows = await read();
  const missing = consentKinds.filter((kind) => !rows.some((row) => row.kind === kind));
  if (missing.length > 0) {
    await ensureConsentTexts(deps, missing);
    rows = await read();
  }
  const texts = Object.fromEntries(rows.map(({ kind, ...text }) => [kind, text])) as Partial<CurrentConsentTexts>;
  for (const kind of consentKinds) if (!texts[kind]) throw new Error(`consent text ${kind} missing`);
  return texts as CurrentConsentTexts;
}

const publicTextsCache = new SiteCache<PublicConsentTextsAnswer>();

/** What the public forms show: cached until the site's version changes (consent_texts bumps it). */
export function publicConsentTexts(deps: Deps): Promise<PublicConsentTextsAnswer> {
  return publicTextsCache.get(deps, 'consent-texts', async (pinned) => ({ texts: await loadCurrentConsentTexts(pinned) }));
}

/** Every version of every kind, newest first, with how many people gave it and how many withdrew since. */
export async function listConsentTexts(deps: Deps): Promise<ConsentTextsAnswer> {
  await loadCurrentConsentTexts(deps);
  const [versions, given, withdrawn] = await Promise.all([
    deps.db
      .select({
        id: consentTexts.id,
        kind: consentTexts.kind,
        version: consentTexts.version,
        title: consentTexts.title,
        body: consentTexts.body,
        publishedAt: consentTexts.publishedAt,
        publishedBy: staffUsers.fullName,
      })
      .from(consentTexts)
      .leftJoin(staffUsers, eq(staffUsers.id, consentTexts.createdBy))
      .orderBy(desc(consentTexts.version)),
    countsByVersion(deps, false),
    countsByVersion(deps, true),
  ]);
  return {
    kinds: consentKinds.map((kind) => {
      const ofKind: ConsentTextVersion[] = versions
        .filter((row) => row.kind === kind)
        .map((row) => ({
          ...row,
          publishedBy: row.publishedBy ?? null,
          given: given.get(`${kind}:${row.version}`) ?? 0,
          withdrawn: withdrawn.get(`${kind}:${row.version}`) ?? 0,
        }));
      return { kind, label: consentKindLabels[kind], currentVersion: ofKind[0]?.version ?? 1, versions: ofKind };
    }),
  };
}

/** Consents given (`withdrawnOnly` false: all of them) or withdrawn, by `kind:version`. */
async function countsByVersion(deps: Deps, withdrawnOnly: boolean): Promise<Map<string, number>> {
  const rows = await deps.db
    .select({ kind: patientConsents.kind, version: patientConsents.version, count: count() })
    .from(patientConsents)
    .where(withdrawnOnly ? isNotNull(patientConsents.withdrawnAt) : undefined)
    .groupBy(patientConsents.kind, patientConsents.version);
  return new Map(rows.map((row) => [`${row.kind}:${row.version}`, row.count]));
}

/**
 * Publishes a new version of `input.kind`'s text: the next number, written with its audit entry in
 * one batch. Two publications at once get two numbers (the index refuses a taken one: tried again).
 */
export async function publishConsentText(deps: Deps, staffId: string, input: ConsentTextInput & { kind: ConsentKind }) {
  await loadCurrentConsentTexts(deps);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [latest] = await deps.db
      .select({ version: consentTexts.version })
      .from(consentTexts)
      .where(eq(consentTexts.kind, input.kind))
      .orderBy(desc(consentTexts.version))
      .limit(1);
    const version = (latest?.version ?? 0) + 1;
    const id = randomUUID();
    const publishedAt = deps.clock.now().toISOString();
    const versionFree = notExists(
      deps.db
        .select({ one: sql`1` })
        .from(consentTexts)
        .where(and(eq(consentTexts.kind, input.kind), eq(consentTexts.version, version))),
    );
    const [audited, inserted] = await deps.db.batch([
      auditEventInsertWhere(
        deps,
        {
          actor: { type: 'staff', id: staffId },
          action: 'consent_text.published',
          entity: 'consent_texts',
          entityId: id,
          details: { kind: input.kind, version },
        },
        versionFree,
      ),
      deps.db
        .insert(consentTexts)
        .values({
          id,
          kind: input.kind,
          version,
          title: input.title,
          body: input.body,
          publishedAt,
          createdBy: staffId,
          createdAt: publishedAt,
        })
        .onConflictDoNothing(),
    ]);
    if (inserted.rowsAffected === 1 && audited.rowsAffected === 1) {
      return { id, kind: input.kind, version, title: input.title, body: input.body, publishedAt };
    }
  }
  throw new AppError(errorCodes.consentTextUpdated, 'Une autre version vient d’être publiée. Veuillez réessayer.');
}
