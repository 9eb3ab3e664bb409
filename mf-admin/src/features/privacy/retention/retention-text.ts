// The French of « Conservation des dossiers ».
import { ofName } from 'shared-domain/platform/french-elision';
import { countOf } from 'shared-domain/platform/french-plural';
import { recordRetentionYears } from 'shared-domain/privacy/privacy';

export const retentionText = {
  title: 'Conservation des dossiers',
  intro: `Un dossier est conservé au moins ${recordRetentionYears} ans après le dernier service (règlement de l’Ordre des chiropraticiens du Québec). Les dossiers ci-dessous ont dépassé cette période : pour chacun, décidez de l’anonymiser, de le détruire ou de le conserver avec un motif. Rien n’est fait automatiquement.`,
  cutoff: (date: string) => `Dernier service avant le ${date}`,
  loading: 'Chargement des dossiers à réviser…',
  loadFailed: 'Les dossiers à réviser n’ont pas pu être chargés.',
  retry: 'Réessayer',
  dueTitle: 'Dossiers à réviser',
  none: 'Aucun dossier n’a dépassé sa période de conservation.',
  record: 'Dossier',
  lastService: 'Dernier service',
  since: 'Depuis',
  holds: 'Contenu',
  actions: 'Décision',
  years: (count: number) => countOf(count, 'an', 'ans'),
  holdsLine: (holds: { notes: number; attachments: number; invoices: number; appointments: number }) =>
    [
      countOf(holds.notes, 'note clinique', 'notes cliniques'),
      countOf(holds.attachments, 'pièce jointe', 'pièces jointes'),
      countOf(holds.invoices, 'facture', 'factures'),
      countOf(holds.appointments, 'rendez-vous', 'rendez-vous'),
    ].join(', '),
  /** Above the reasons a record must be kept for now: only « Conserver » is offered meanwhile. */
  waits: 'À garder pour l’instant (ni anonymisation ni destruction) :',
  anonymise: 'Anonymiser',
  destroy: 'Détruire le dossier',
  keep: 'Conserver',
  decisionsTitle: 'Décisions prises',
  noDecisions: 'Aucune décision n’a encore été prise.',
  decidedOn: 'Date',
  decidedBy: 'Par',
  decision: 'Décision',
  reason: 'Motif',
  reviewOn: (date: string) => `Révision le ${date}`,
  dialogTitle: {
    anonymise: 'Anonymiser le dossier',
    destroy: 'Détruire le dossier',
    keep: 'Conserver le dossier',
    hold: 'Suspendre la destruction',
  },
  /** A legal hold: placed on a record (a dispute, a court order), lifted when it ends. */
  hold: 'Suspendre',
  release: 'Lever la suspension',
  consequence: {
    anonymise:
      'L’identité et les coordonnées seront remplacées par « Dossier anonymisé » ; le compte du portail, les consentements par courriel, la liste d’attente et les courriels qui la concernent seront effacés. Les rendez-vous, factures et paiements restent, sans rien qui l’identifie. Cette action est définitive.',
    destroy:
      'Le dossier sera anonymisé et le dossier clinique détruit : notes et addenda, pièces jointes, mesures de résultats, épisodes de soins et questionnaires. Les factures et paiements restent, anonymisés (lois fiscales). Cette action est définitive.',
    keep: 'Le dossier est conservé et reviendra dans cette liste dans un an. Indiquez pourquoi (par exemple, un litige en cours).',
    hold: 'Tant que la suspension n’est pas levée, le dossier ne peut être ni anonymisé ni détruit. Indiquez pourquoi (par exemple, un litige en cours ou une ordonnance).',
  },
  confirmation: (label: string) => `Pour confirmer, tapez le nom du dossier : ${label}`,
  reasonLabel: 'Motif de la conservation',
  submit: { anonymise: 'Anonymiser', destroy: 'Détruire définitivement', keep: 'Conserver', hold: 'Suspendre la destruction' },
  busy: 'Enregistrement…',
  busyStatus: 'Enregistrement de la décision…',
  cancel: 'Annuler',
  failed: 'La décision n’a pas été enregistrée.',
  done: {
    // « Le dossier d’Antoine Roy », « de Marc Roy »: `de` elides before a vowel or a mute h.
    anonymise: (label: string) => `Le dossier ${ofName(label)} a été anonymisé.`,
    destroy: (label: string) => `Le dossier ${ofName(label)} a été détruit.`,
    keep: (label: string) => `Le dossier ${ofName(label)} est conservé ; il reviendra dans un an.`,
    hold: (label: string) => `La destruction du dossier ${ofName(label)} est suspendue.`,
    release: (label: string) => `La suspension du dossier ${ofName(label)} est levée.`,
  },
  releaseFailed: 'La suspension n’a pas été levée.',
} as const;
