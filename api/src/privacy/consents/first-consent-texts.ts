// The first version of each consent's French text, present in every clinic (not only the demo):
// written on the first read of the texts when a kind has none (`ensureConsentTexts`). The clinic
// words its own later versions from « Consentements »; these stay as version 1 in the history.
import type { ConsentKind } from 'shared-domain/privacy/privacy';

export const firstConsentTexts: Record<ConsentKind, { title: string; body: string }> = {
  online_booking: {
    title: 'Réservation en ligne',
    body: [
      'En réservant en ligne, vous nous transmettez votre nom, votre courriel, votre numéro de téléphone et, si vous le souhaitez, une note pour la clinique.',
      'La clinique utilise ces renseignements uniquement pour gérer votre rendez-vous : le confirmer, vous permettre de le modifier ou de l’annuler, et vous joindre au besoin. Ils sont conservés dans le dossier de la clinique, au Québec, et ne sont ni vendus ni communiqués à des tiers.',
      'Vous pouvez demander l’accès à vos renseignements, leur rectification ou le retrait de votre consentement en communiquant avec la personne responsable de la protection des renseignements personnels de la clinique.',
    ].join('\n\n'),
  },
  waitlist_contact: {
    title: 'Contact pour la liste d’attente',
    body: [
      'En vous inscrivant à la liste d’attente, vous acceptez que la clinique vous joigne par courriel ou par téléphone lorsqu’un créneau correspondant à vos préférences se libère.',
      'Vos renseignements (nom, courriel, téléphone, préférences et note) servent uniquement à vous offrir ces créneaux. Ils sont retirés de la liste dès que vous réservez, que vous quittez la liste ou que vous retirez ce consentement.',
      'Vous pouvez retirer ce consentement en tout temps à partir du lien reçu dans chaque offre, de votre portail patient ou en communiquant avec la clinique. Le retrait prend effet immédiatement.',
    ].join('\n\n'),
  },
  email_reminders: {
    title: 'Rappels et avis par courriel',
    body: [
      'J’accepte de recevoir par courriel les rappels de mes rendez-vous et les avis automatiques de la clinique (demande de confirmation de présence, suivi après une visite, rappel de réexamen, rappel de paiement, relevé annuel).',
      'Ces courriels ne contiennent aucune information clinique. Je peux retirer ce consentement en tout temps à partir de mon portail patient ou en communiquant avec la clinique : le retrait prend effet immédiatement et aucun rappel automatique ne me sera plus envoyé.',
    ].join('\n\n'),
  },
  text_reminders: {
    title: 'Rappels par texto',
    body: [
      'J’accepte de recevoir par texto, au numéro de cellulaire inscrit à mon dossier, les rappels de mes rendez-vous, auxquels je peux répondre OUI pour confirmer ou NON pour annuler.',
      'Ces textos ne contiennent ni le motif de la visite ni aucune information clinique, et ne sont jamais envoyés pendant les heures de silence de la clinique. Je peux retirer ce consentement en tout temps en répondant STOP à un texto, à partir de mon portail patient ou en communiquant avec la clinique : le retrait prend effet immédiatement.',
    ].join('\n\n'),
  },
  marketing: {
    title: 'Infolettre et promotions',
    body: [
      'J’accepte de recevoir l’infolettre de la clinique et ses offres promotionnelles par courriel.',
      'Ce consentement est facultatif et n’a aucune incidence sur mes soins. Je peux le retirer en tout temps à partir de mon portail patient ou en communiquant avec la clinique.',
    ].join('\n\n'),
  },
  portal_terms: {
    title: 'Conditions du portail patient',
    body: [
      'Le portail patient me permet de consulter mes rendez-vous, mes factures et mes reçus, de réserver, de payer et de transmettre des demandes à la clinique.',
      'Je m’engage à garder mon mot de passe confidentiel et à ne pas partager mon accès. La clinique protège les renseignements affichés dans le portail et consigne chaque accès. Je peux fermer mon compte en communiquant avec la clinique.',
    ].join('\n\n'),
  },
  care: {
    title: 'Consentement aux soins',
    body: [
      'Le chiropraticien m’a expliqué, en termes que je comprends, la nature de mon problème, le traitement proposé, ses bénéfices, ses risques et ses effets secondaires possibles, ainsi que les autres options, y compris l’absence de traitement.',
      'J’ai pu poser mes questions et j’ai obtenu des réponses satisfaisantes. Je consens librement à recevoir les soins proposés pour cet épisode. Je peux retirer mon consentement en tout temps en le disant au chiropraticien.',
    ].join('\n\n'),
  },
};
