// The words of « Registre des incidents de confidentialité ». The fields' labels, help
// and refusals are the schema's (shared-domain/privacy/privacy-incidents), so the form and the API agree.
import { incidentMessages } from 'shared-domain/privacy/privacy-incidents';
import { problemText } from 'shared-ui/problem-message';

export const incidentsText = {
  title: 'Registre des incidents de confidentialité',
  intro:
    "Chaque incident touchant des renseignements personnels y est consigné, même sans risque de préjudice sérieux (Loi 25, art. 3.8). La Commission d'accès à l'information peut demander le registre à tout moment : exportez-le ci-dessous.",
  kept: incidentMessages.kept,
  record: 'Consigner un incident',
  loading: 'Chargement du registre…',
  loadFailed: 'Le registre ne peut pas être affiché',
  retry: 'Réessayer',
  empty: 'Aucun incident consigné.',
  caption: 'Incidents consignés',
  columns: {
    reference: 'Référence',
    discovered: 'Connu le',
    people: 'Personnes',
    serious: 'Risque sérieux',
    notices: 'Avis',
    status: 'Statut',
    actions: 'Actions',
  },
  yes: 'Oui',
  no: 'Non',
  noticesLine: (commission: string | null, people: string | null) =>
    `Commission : ${commission ?? 'non transmis'} · Personnes : ${people ?? 'non transmis'}`,
  notRequired: 'Non requis',
  edit: 'Modifier',
  editLabel: (reference: string) => `Modifier l'incident ${reference}`,
  notice: 'Avis aux personnes',
  noticeLabel: (reference: string) => `Avis aux personnes concernées, incident ${reference}`,
  export: {
    title: 'Exporter pour la Commission',
    hint: 'Tout le registre, ou les incidents connus pendant une période (laissez les dates vides pour tout exporter).',
    from: 'Du',
    to: 'Au',
    /** What the CSV export holds, as its links say to a screen reader. */
    csvContents: 'le registre, ou ses incidents de la période',
    pdf: 'Exporter (PDF)',
    order: 'La date de fin ne peut pas précéder la date de début.',
  },
  form: {
    newTitle: 'Consigner un incident',
    editTitle: (reference: string) => `Modifier l'incident ${reference}`,
    submit: 'Consigner l’incident',
    submitEdit: 'Enregistrer les modifications',
    busy: 'Enregistrement…',
    busyStatus: 'Enregistrement de l’incident en cours',
    cancel: 'Annuler',
    failed: 'L’incident n’a pas été enregistré',
    unreachable: `${problemText.unreachable} Rien n’a été enregistré.`,
    groups: {
      incident: "L'incident",
      dates: 'Dates',
      risk: 'Évaluation du risque de préjudice',
      notices: 'Avis transmis',
      measures: 'Mesures',
    },
    yes: 'Oui',
    no: 'Non',
    seriousWarningTitle: 'Avis à transmettre',
  },
  noticeDialog: {
    loading: 'Préparation de l’avis…',
    failed: "L'avis ne peut pas être préparé",
    copy: 'Copier',
    copied: 'Avis copié dans le presse-papiers.',
    copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le.',
    pdf: 'Télécharger (PDF)',
    hint: "Relisez l'avis et adaptez-le au besoin avant de le transmettre à chaque personne concernée (courriel, lettre ou téléphone).",
    textLabel: "Texte de l'avis",
  },
} as const;
