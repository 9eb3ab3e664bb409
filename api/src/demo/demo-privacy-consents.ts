// « Consentements » in the demo: every kind's first text, published three months before
// the seed, and a second wording of the newsletter's ten days before; the demo patients' consents —
// Mathieu booked online (booking and reminders accepted), consented to care on paper and withdrew
// the newsletter by e-mail; Léa's mother consented to care and reminders on paper, withdrew the
// newsletter at the desk and accepted its new wording since; Noah was never asked; the two people on
// the waitlist accepted its contact text. Camille, the portal's patient, has only her e-mail
// reminders, entered as the demo's (channel « demo »), so her reminders go and her portal can withdraw
// them; the portability tests plant the rest. The database copies each patient's reminders entry into
// `email_consent`.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import { consentKinds, type ConsentChannel, type ConsentKind } from 'shared-domain/privacy/privacy';
import type { Database } from '../platform/db/client';
import { consentTexts, patientConsents } from '../platform/db/schema';
import { firstConsentTexts } from '../privacy/consents/first-consent-texts';
import { type DemoPatientKey, demoPatients, demoWaitlistEntries } from './demo-clinic';

/** The newsletter's second wording: the demo's text history. */
export const demoMarketingVersion2 = {
  title: 'Infolettre de la clinique',
  body: [
    'J’accepte de recevoir l’infolettre mensuelle de la clinique (conseils de posture, nouvelles de la clinique) et, au plus quatre fois par année, ses offres promotionnelles par courriel.',
    'Ce consentement est facultatif et n’a aucune incidence sur mes soins. Je peux le retirer en tout temps à partir de mon portail patient, du lien au bas de chaque infolettre ou en communiquant avec la clinique.',
  ].join('\n\n'),
};

interface DemoConsent {
  patient: DemoPatientKey | null;
  email?: string;
  kind: ConsentKind;
  version: number;
  channel: ConsentChannel;
  givenDaysAgo: number;
  /** Recorded by the demo admin (desk, paper, e-mail) rather than a form. */
  byStaff?: boolean;
  withdrawn?: { daysAgo: number; channel: ConsentChannel; byStaff?: boolean };
}

export const demoConsents: DemoConsent[] = [
  { patient: 'mathieu', kind: 'online_booking', version: 1, channel: 'booking_form', givenDaysAgo: 60 },
  { patient: 'mathieu', kind: 'email_reminders', version: 1, channel: 'booking_form', givenDaysAgo: 60 },
  { patient: 'mathieu', kind: 'care', version: 1, channel: 'paper', givenDaysAgo: 58, byStaff: true },
  {
    patient: 'mathieu',
    kind: 'marketing',
    version: 1,
    channel: 'desk',
    givenDaysAgo: 58,
    byStaff: true,
    withdrawn: { daysAgo: 20, channel: 'email', byStaff: true },
  },
  { patient: 'lea', kind: 'care', version: 1, channel: 'paper', givenDaysAgo: 30, byStaff: true },
  { patient: 'lea', kind: 'email_reminders', version: 1, channel: 'paper', givenDaysAgo: 30, byStaff: true },
  {
    patient: 'lea',
    kind: 'marketing',
    version: 1,
    channel: 'desk',
    givenDaysAgo: 30,
    byStaff: true,
    withdrawn: { daysAgo: 15, channel: 'desk', byStaff: true },
  },
  { patient: 'lea', kind: 'marketing', version: 2, channel: 'desk', givenDaysAgo: 5, byStaff: true },
  { patient: 'camille', kind: 'email_reminders', version: 1, channel: 'demo', givenDaysAgo: 90 },
  ...demoWaitlistEntries.map(
    (entry): DemoConsent => ({
      patient: null,
      email: entry.email,
      kind: 'waitlist_contact',
      version: 1,
      channel: 'waitlist_form',
      givenDaysAgo: 0,
    }),
  ),
];

const day = 86_400_000;

export function demoPrivacyConsentStatements(
  db: Database,
  { clock, adminId, patientIds }: { clock: Clock; adminId: string; patientIds: Record<DemoPatientKey, string> },
): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const now = clock.now().getTime();
  const ago = (days: number) => new Date(now - days * day).toISOString();
  // The waitlist sign-ups a few minutes before the seed, as the entries themselves.
  const at = (days: number) => (days === 0 ? new Date(now - 10 * 60_000).toISOString() : ago(days));
  return [
    db.insert(consentTexts).values([
      ...consentKinds.map((kind) => ({
        id: randomUUID(),
        kind,
        version: 1,
        ...firstConsentTexts[kind],
        publishedAt: ago(90),
        createdAt: ago(90),
      })),
      {
        id: randomUUID(),
        kind: 'marketing' as const,
        version: 2,
        ...demoMarketingVersion2,
        publishedAt: ago(10),
        createdBy: adminId,
        createdAt: ago(10),
      },
    ]),
    db.insert(patientConsents).values(
      demoConsents.map((consent) => ({
        id: randomUUID(),
        patientId: consent.patient ? patientIds[consent.patient] : null,
        email: consent.patient ? demoPatients[consent.patient].email : (consent.email ?? null),
        kind: consent.kind,
        version: consent.version,
        channel: consent.channel,
        givenAt: at(consent.givenDaysAgo),
        recordedBy: consent.byStaff ? adminId : null,
        withdrawnAt: consent.withdrawn ? ago(consent.withdrawn.daysAgo) : null,
        withdrawnChannel: consent.withdrawn?.channel ?? null,
        withdrawnRecordedBy: consent.withdrawn?.byStaff ? adminId : null,
        createdAt: at(consent.givenDaysAgo),
      })),
    ),
  ];
}
