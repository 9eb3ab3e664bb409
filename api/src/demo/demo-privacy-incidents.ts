// « Registre des incidents de confidentialité » in the demo: a reminder sent to the wrong
// address (one person, low risk, no notice required) and a lost USB key with the day sheet (a serious
// risk, the Commission and the people notified), dated back from the seed's day so none is in the future.
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays, type Clock, clinicDate } from 'shared-domain/platform/clinic-time';
import { incidentReference, type PrivacyIncident } from 'shared-domain/privacy/privacy-incidents';
import type { Database } from '../platform/db/client';
import { privacyIncidents } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';

/** Each entry with its dates as days before the seed's day. */
export const demoPrivacyIncidents: {
  daysAgo: { occurred: number; discovered: number; commission?: number; people?: number };
  entry: Omit<PrivacyIncident, 'occurredFrom' | 'occurredTo' | 'discoveredOn' | 'commissionNotifiedOn' | 'peopleNotifiedOn'>;
}[] = [
  {
    daysAgo: { occurred: 41, discovered: 40 },
    entry: {
      informationInvolved: 'Nom de la patiente, date et heure de son prochain rendez-vous.',
      circumstances:
        "Un rappel de rendez-vous est parti vers une adresse courriel mal saisie à l'accueil (une lettre inversée). Le destinataire nous a écrit le lendemain pour le signaler.",
      peopleCount: 1,
      riskAssessment:
        'Renseignements peu sensibles (aucun renseignement de santé), destinataire identifié et de bonne foi, qui a confirmé avoir supprimé le courriel : risque faible.',
      seriousInjuryRisk: false,
      measures:
        "Adresse corrigée au dossier ; confirmation écrite de la suppression obtenue ; rappel à l'équipe de relire l'adresse avec le patient.",
    },
  },
  {
    daysAgo: { occurred: 19, discovered: 18, commission: 17, people: 16 },
    entry: {
      informationInvolved:
        'Feuille de rendez-vous de la journée : noms, numéros de téléphone, heures de rendez-vous et motifs de consultation de 14 patients.',
      circumstances:
        "Une clé USB non chiffrée contenant la feuille de rendez-vous du jour a été perdue lors d'un déplacement entre la clinique et une formation. Elle n'a pas été retrouvée.",
      peopleCount: 14,
      riskAssessment:
        'Renseignements de santé (motifs de consultation) associés à des noms et téléphones : sensibilité élevée. Utilisation préjudiciable possible (hameçonnage, atteinte à la réputation) ; probabilité jugée réelle faute de chiffrement.',
      seriousInjuryRisk: true,
      measures:
        "Avis à la Commission et aux 14 patients ; clés USB retirées de l'usage, la feuille du jour désormais consultée seulement dans le logiciel ; chiffrement obligatoire de tout support amovible.",
    },
  },
];

export function demoPrivacyIncidentStatements(db: Database, options: { clock: Clock; adminId: string }): BatchItem<'sqlite'>[] {
  const today = clinicDate(options.clock.now(), demoSettings.timeZone);
  const ranks = new Map<number, number>();
  return demoPrivacyIncidents.map(({ daysAgo, entry }) => {
    const day = (ago: number | undefined) => (ago === undefined ? null : addDays(today, -ago));
    const discoveredOn = addDays(today, -daysAgo.discovered);
    const year = Number(discoveredOn.slice(0, 4));
    const rank = (ranks.get(year) ?? 0) + 1;
    ranks.set(year, rank);
    const recordedAt = `${discoveredOn}T16:00:00.000Z`;
    return db.insert(privacyIncidents).values({
      reference: incidentReference(year, rank),
      ...entry,
      occurredFrom: addDays(today, -daysAgo.occurred),
      occurredTo: null,
      discoveredOn,
      commissionNotifiedOn: day(daysAgo.commission),
      peopleNotifiedOn: day(daysAgo.people),
      recordedBy: options.adminId,
      createdAt: recordedAt,
      updatedAt: recordedAt,
    });
  });
}
