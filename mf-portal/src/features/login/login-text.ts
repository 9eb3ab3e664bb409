// The login page's words, in one place so the page and its tests say the same thing.
import { patientAccountMessages, patientLinkValidityMinutes } from 'shared-domain/accounts/patient-account';
import { minPasswordLength } from 'shared-domain/accounts/password-policy';

const checkConnection = 'Vérifiez votre connexion Internet, puis réessayez.';

export const loginText = {
  title: 'Connexion Patient',
  intro: 'Accédez à votre portail patient : vos rendez-vous, vos paiements, vos documents et votre profil.',
  tabs: { label: 'Mode de connexion', password: 'Mot de passe', magicLink: 'Lien magique' },
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  forgotPassword: 'Mot de passe oublié ?',
  noPasswordYet: 'Pas encore de mot de passe ? Choisissez-en un avec « Mot de passe oublié ? », ou recevez un lien magique.',
  forgotIntro: 'Entrez votre courriel : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendResetLink: 'Envoyer le lien',
  backToSignIn: 'Retour à la connexion',
  magicLinkIntro: 'Recevez par courriel un lien qui vous connecte en un clic, sans mot de passe.',
  sendMagicLink: 'Envoyer le lien magique',
  sending: 'Envoi…',
  noAccount: "Vous n'avez pas de compte ?",
  contactClinic: 'Contactez votre clinique',
  linkRefusedTitle: 'Connexion impossible',
  signingInWithLink: 'Connexion en cours…',
  retry: 'Réessayer',
  signInUnreachable: `Erreur de connexion. ${checkConnection}`,
  linkFailed: { magicLink: patientAccountMessages.magicLinkFailed, passwordReset: "Erreur lors de l'envoi du lien" },
  tryAgain: 'Veuillez réessayer.',
  checkConnection,
} as const;

export type LinkKind = keyof typeof patientLinkValidityMinutes;

export const checkEmailText = {
  title: 'Vérifiez vos courriels',
  sentTo: (kind: LinkKind, email: string) =>
    kind === 'magicLink'
      ? `Si l'adresse ${email} est celle de votre dossier à la clinique, un lien de connexion vient d'y être envoyé. Ouvrez le courriel et cliquez sur le lien pour accéder à votre portail.`
      : `Si l'adresse ${email} est celle de votre dossier à la clinique, un lien vient d'y être envoyé. Ouvrez le courriel et cliquez sur le lien pour choisir votre mot de passe.`,
  validity: (kind: LinkKind) =>
    `Le lien est valide pendant ${patientLinkValidityMinutes[kind]} minutes et ne fonctionne qu'une seule fois.`,
  notArrived: 'Rien reçu ? Vérifiez vos courriels indésirables ; le courriel peut prendre quelques minutes à arriver.',
  resend: 'Renvoyer le lien',
  resent: "Un nouveau lien vient d'être envoyé. Seul le plus récent fonctionne.",
  otherAddress: 'Utiliser une autre adresse',
} as const;

export const choosePasswordText = {
  title: 'Choisir un mot de passe',
  intro: 'Choisissez le mot de passe de votre portail patient. Vous pourrez ensuite vous connecter avec votre courriel et ce mot de passe.',
  hint: `Au moins ${minPasswordLength} caractères. Une phrase de quelques mots est facile à retenir et difficile à deviner.`,
  submit: 'Enregistrer et me connecter',
  submitting: 'Enregistrement…',
  unreachable: `Erreur lors de l'enregistrement du mot de passe. ${checkConnection}`,
} as const;
