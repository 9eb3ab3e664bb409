// « Demandes d'accès et de rectification » in the demo, besides Camille's access request
// (demo-clinical-record: 5 of its 20 days left): Mathieu's correction from the portal, overdue by 5
// days; Camille's portability request, answered with its letter sent; a withdrawal of consent from
// Noah's family at the desk; Mathieu's cessation request by e-mail; and a de-indexation request from
// a visitor the clinic has no record of. Dated back from the seed's day, so none is in the future.
import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import { addDays, type Clock, clinicDate } from 'shared-domain/platform/clinic-time';
import type { PrivacyRequestChannel, PrivacyRequestKind } from 'shared-domain/privacy/privacy';
import type { Database } from '../platform/db/client';
import { privacyRequests } from '../platform/db/schema';
import { recordPrivacyRequestStatements } from '../privacy/public';
import { type DemoPatientKey, demoPatients, demoSettings } from './demo-clinic';

interface DemoRequest {
  /** A demo patient, or a person the clinic has no record of. */
  who: DemoPatientKey | { name: string; email: string };
  kind: PrivacyRequestKind;
  channel: PrivacyRequestChannel;
  receivedDaysAgo: number;
  details: string;
  answered?: { daysAgo: number; answer: string; letterSent: boolean };
}

export const demoPrivacyRequests: DemoRequest[] = [
  {
    who: 'mathieu',
    kind: 'correction',
    channel: 'portal',
    receivedDaysAgo: 25,
    details: 'Mon numéro de téléphone au dossier est l’ancien : le bon est le 438 555-0163.',
  },
  {
    who: 'camille',
    kind: 'portability',
    channel: 'portal',
    receivedDaysAgo: 40,
    details: 'J’aimerais une copie de mes renseignements pour ma sage-femme.',
    answered: {
      daysAgo: 36,
      answer: 'Vous trouverez vos renseignements dans le portail patient, à « Télécharger mes données » (JSON, CSV et PDF).',
      letterSent: true,
    },
  },
  {
    who: 'noah',
    kind: 'consent_withdrawal',
    channel: 'desk',
    receivedDaysAgo: 3,
    details: 'Les parents de Noah ne souhaitent plus recevoir l’infolettre.',
  },
  {
    who: 'mathieu',
    kind: 'cessation',
    channel: 'email',
    receivedDaysAgo: 12,
    details: 'Cesser d’utiliser ma photo prise lors de la journée portes ouvertes.',
  },
  {
    who: { name: 'Julien Moreau', email: 'julien.moreau@courriel.example' },
    kind: 'deindexation',
    channel: 'email',
    receivedDaysAgo: 8,
    details: 'Un ancien témoignage à mon nom apparaît dans les moteurs de recherche : merci de le désindexer.',
  },
];

export function demoPrivacyRequestStatements(
  db: Database,
  context: { clock: Clock; adminId: string; patientIds: Record<DemoPatientKey, string> },
): BatchItem<'sqlite'>[] {
  const today = clinicDate(context.clock.now(), demoSettings.timeZone);
  return demoPrivacyRequests.flatMap((demo) => {
    const patientKey = typeof demo.who === 'string' ? demo.who : null;
    const requester =
      typeof demo.who === 'string'
        ? { name: `${demoPatients[demo.who].firstName} ${demoPatients[demo.who].lastName}`, email: demoPatients[demo.who].email }
        : demo.who;
    const answeredOn = demo.answered ? addDays(today, -demo.answered.daysAgo) : null;
    const request = recordPrivacyRequestStatements(
      { db, clock: context.clock },
      {
        patientId: patientKey ? context.patientIds[patientKey] : null,
        requesterName: requester.name,
        requesterEmail: requester.email,
        kind: demo.kind,
        channel: demo.channel,
        details: demo.details,
        receivedOn: addDays(today, -demo.receivedDaysAgo),
        createdBy: demo.channel === 'portal' ? null : context.adminId,
        ...(demo.answered && answeredOn
          ? { answered: { status: 'answered' as const, answer: demo.answered.answer, answeredOn, answeredBy: context.adminId } }
          : {}),
      },
    );
    if (!demo.answered?.letterSent || !answeredOn) return request.statements;
    const sentAt = new Date(`${answeredOn}T15:00:00.000Z`).toISOString();
    return [...request.statements, db.update(privacyRequests).set({ letterSentAt: sentAt }).where(eq(privacyRequests.id, request.id))];
  });
}
