// Test support for « Consentements »: the kinds and versions as GET /api/admin/privacy/consent-texts
// answers them (shared-domain/privacy/privacy-consents), with `fields` changed. Imported by tests only.
import { type ConsentKind, consentKindLabels } from 'shared-domain/privacy/privacy';
import type { ConsentTextsAnswer, ConsentTextVersion } from 'shared-domain/privacy/privacy-consents';

export const textVersion = (kind: ConsentKind, version: number, fields: Partial<ConsentTextVersion> = {}): ConsentTextVersion => ({
  id: `${kind}-${version}`,
  kind,
  version,
  title: `${consentKindLabels[kind]} (v${version})`,
  body: `Texte de la version ${version}.`,
  publishedAt: '2026-01-15T15:00:00.000Z',
  publishedBy: null,
  given: 0,
  withdrawn: 0,
  ...fields,
});

type KindTexts = ConsentTextsAnswer['kinds'][number];

/** A kind with its versions, the newest first and in force. */
export const kindTexts = (kind: ConsentKind, versions: ConsentTextVersion[]): KindTexts => ({
  kind,
  label: consentKindLabels[kind],
  currentVersion: versions[0]?.version ?? 1,
  versions,
});

export const remindersTexts = () =>
  kindTexts('email_reminders', [
    textVersion('email_reminders', 2, {
      title: 'Rappels par courriel',
      body: 'J’accepte de recevoir les rappels de mes rendez-vous\net les avis de la clinique par courriel.',
      publishedAt: '2026-03-03T14:00:00.000Z',
      publishedBy: 'staff-1',
      given: 12,
      withdrawn: 1,
    }),
    textVersion('email_reminders', 1, {
      title: 'Rappels',
      body: 'J’accepte les rappels par courriel.',
      publishedAt: '2025-09-01T14:00:00.000Z',
      given: 30,
      withdrawn: 4,
    }),
  ]);

export const marketingTexts = () =>
  kindTexts('marketing', [textVersion('marketing', 1, { title: 'Infolettre', body: 'J’accepte l’infolettre.', given: 1, withdrawn: 0 })]);
