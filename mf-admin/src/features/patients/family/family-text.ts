// The words of the file's « Famille » section and its dialog.
import { problemText } from 'shared-ui/problem-message';
import { patientName } from '../PatientPicker';

export const familyText = {
  heading: 'Famille',
  loading: 'Chargement de la famille…',
  loadFailed: 'La famille n’a pas pu être chargée.',
  retry: 'Réessayer',
  none: 'Aucun membre de la famille n’est lié à ce dossier.',
  listLabel: 'Membres de la famille liés',
  working: 'Enregistrement…',
  failed: 'La modification n’a pas été enregistrée.',
  guardianOfThis: (relationship: string) => `responsable (${relationship.toLowerCase()})`,
  dependantOfThis: (relationship: string) => `à sa charge (lien : ${relationship.toLowerCase()})`,
  noAccount: 'Pas encore de compte au portail.',
  linkedBy: (name: string | null, day: string) => `Lié par ${name ?? 'la clinique'} le ${day}.`,
  addedByGuardian: (name: string | null, day: string) =>
    `Ajouté au portail par ${name ?? 'son parent'} le ${day}, en prenant rendez-vous : dossier à confirmer avec son premier rendez-vous.`,
  likelyDuplicate: 'Dossier semblable (même nom, même date de naissance) :',
  likelyDuplicateHint: 'Vérifiez s’il s’agit de la même personne et fusionnez les dossiers au besoin.',
  until: (day: string) => `jusqu’au ${day} (14 ans).`,
  end: 'Retirer le lien',
  ended: 'Lien retiré. L’accès au portail de ce responsable est terminé.',
  recordAgreement: 'Consigner son accord',
  agreed: 'Accord consigné : ce responsable garde l’accès au portail.',
  of: (member: { firstName: string; lastName: string }) => ` : ${patientName(member)}`,
  link: 'Lier un membre de la famille',
  linked: 'Lien familial ajouté.',
  dialogTitle: 'Lier un membre de la famille',
  dialogIntro: (name: string) =>
    `Le responsable pourra, de son compte au portail, prendre rendez-vous, payer et télécharger les documents de la personne à charge. Le dossier de ${name} reste distinct.`,
  submit: 'Lier',
  busy: 'Enregistrement…',
  cancel: 'Annuler',
  unreachable: problemText.unreachable,
  picker: {
    search: 'Rechercher le membre de la famille',
    hint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
    list: 'Dossiers trouvés',
    loading: 'Recherche…',
    none: 'Aucun dossier ne correspond.',
    failed: 'La recherche a échoué.',
    retry: 'Réessayer',
    change: 'Changer de dossier',
  },
} as const;
