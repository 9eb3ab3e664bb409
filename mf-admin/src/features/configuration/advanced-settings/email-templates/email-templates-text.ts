// What « Modèles de courriels » says, in one place.
export const emailTemplatesText = {
  title: 'Modèles de courriels',
  intro:
    'Chaque courriel que la clinique envoie à ses patients, avec son objet et son message. Les champs entre accolades, comme {nom}, sont remplacés par les renseignements de chaque courriel.',
  loading: 'Chargement des modèles de courriels…',
  failed: 'Les modèles de courriels n’ont pas pu être chargés',
  retry: 'Réessayer',
  listLabel: 'Courriels de la clinique',
  customised: 'Personnalisé',
  original: 'Modèle d’origine',
  edit: 'Modifier',
  editing: 'En cours de modification',
  bodyHint:
    'Séparez les paragraphes par une ligne vide. Un lien seul sur sa ligne devient un bouton. Une ligne dont le champ est vide (par exemple le lien de réservation quand la réservation en ligne est fermée) est omise.',
  fieldsTitle: 'Champs offerts',
  fieldsHint: 'Un bouton insère le champ à l’endroit du curseur.',
  insert: 'Insérer ',
  preview: 'Aperçu',
  previewBusy: 'Préparation de l’aperçu…',
  previewTitle: 'Aperçu avec des données fictives',
  previewSubject: 'Objet : ',
  previewFrame: (name: string) => `Aperçu du courriel « ${name} »`,
  previewText: 'Version texte',
  save: 'Enregistrer',
  saveBusy: 'Enregistrement…',
  saveBusyStatus: 'Enregistrement du modèle de courriel…',
  close: 'Fermer',
  restore: 'Rétablir le modèle d’origine',
  restoreTitle: 'Rétablir le modèle d’origine?',
  restoreBody:
    'L’objet et le message écrits par la clinique seront remplacés par ceux d’origine. Cette action est consignée au journal d’audit.',
  restoreConfirm: 'Rétablir',
  restoreBusy: 'Rétablissement…',
  cancel: 'Annuler',
  saved: (name: string, changed: readonly string[]) =>
    changed.length === 0 ? `Aucune modification : ${name}` : `Modèle enregistré : ${name}`,
  restored: (name: string) => `Modèle d’origine rétabli : ${name}`,
} as const;
