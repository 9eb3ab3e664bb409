// The back-office views of specification 2.13 that later issues build, each with one sentence of
// what it will do: their sidebar link opens an 'à venir' page rather than nothing. A view leaves
// this list when its issue wires its own page in routes.tsx.
import type { PathName } from 'shared-domain/paths';

export const comingSoonViews = {
  adminQuickActions: "Les gestes courants de la journée (nouveau rendez-vous, note SOAP, rappel) réunis à portée d'un clic.",
  adminAutomation: 'Les règles qui envoient rappels, confirmations et relances aux patients sans intervention.',
  adminAutomationHealth: "L'état des envois automatiques (rappels, relances, offres de la liste d'attente) et les échecs à traiter.",
  adminCancellationAutomation:
    "Le traitement automatique des annulations : offrir le créneau libéré à la liste d'attente et relancer le patient.",
  adminOneClickBatch: 'Des opérations préparées à confirmer en un clic, comme rappeler tous les patients de demain.',
  adminBatch: 'Une même action appliquée à plusieurs rendez-vous ou patients à la fois.',
  adminInsurance: 'Les réclamations aux assureurs et les reçus des patients assurés.',
  adminAnalytics: 'Les chiffres de la clinique : rendez-vous, revenus, absences et fidélité des patients.',
  adminActionableAnalytics: 'Les tendances de la clinique, chacune avec les actions suggérées pour y répondre.',
  adminProgress: "L'évolution de chaque patient au fil de ses visites.",
  adminMonitoring: "L'état de la plateforme : disponibilité, erreurs récentes et envois de courriels.",
} as const satisfies Partial<Record<PathName, string>>;

export type ComingSoonView = keyof typeof comingSoonViews;

export const comingSoonViewNames = Object.keys(comingSoonViews) as ComingSoonView[];
