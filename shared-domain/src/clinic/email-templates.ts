// « Paramètres avancés › Modèles de courriels »: every e-mail the clinic sends to its
// patients, with the subject and body the clinic may rewrite and the named fields (« champs »,
// `{prénom}`) each one offers. A template is plain text: paragraphs separated by a blank line.
// This file holds the catalogue (the originals say what the e-mails said before templates
// existed), the parser that refuses what cannot be rendered, and the plain-text renderer; the
// HTML renderer lives with the e-mail layout (api/src/platform/mail/template-email.ts), where one
// `html` tag escapes every value and everything staff typed.
//
// Left fixed on purpose (not in the catalogue): the staff-only security e-mails (staff
// invitation, staff password reset, second-factor unlock, sign-in blocked, own password
// changed), the patient's « adresse courriel modifiée » notices (a security notice to the old
// and the new address: nobody should be able to word it away), and the correction-request
// notice to the privacy officer (Law 25: it goes to the clinic, not to a patient).
import { z } from 'zod';
import { formatPhone } from '../platform/format';
import { atClinic, clinicAsSubject, ofClinic } from '../platform/french-elision';

/** How a field is written: in running text, or alone on its line as a block of its own. */
export type PlaceholderKind =
  /** Running text: a name, a date, a sentence chosen by the situation. */
  | 'text'
  /** The clinic's phone number: formatted, and a `tel:` link in the HTML. */
  | 'phone'
  /** An address (URL). Alone on its line: a button (when it has one) or the link written out. */
  | 'link'
  /** Label–value rows (service, date, price…): a table in the HTML. Alone on its line. */
  | 'rows'
  /** A message quoted as typed, line breaks kept. Alone on its line. */
  | 'quote'
  /** A list of links (one per appointment or per slot). Alone on its line. */
  | 'links';

/** One label–value row of a `rows` field; `emphasis` strikes an old value or bolds a new one. */
export interface EmailRow {
  label: string;
  value: string;
  emphasis?: 'struck' | 'strong';
}

/** One item of a `links` field. */
export interface EmailLink {
  label: string;
  url: string;
}

/** A field's value: text (empty = nothing to say), rows, or links. */
export type EmailValue = string | readonly EmailRow[] | readonly EmailLink[];
export type EmailValues = Readonly<Record<string, EmailValue>>;

export interface PlaceholderDefinition {
  kind: PlaceholderKind;
  /** What the field holds, said to the clinic beside the editor. */
  description: string;
  /** What the preview shows. */
  demo: EmailValue;
  /** A `link` alone on its line becomes this button; a `links` item gets it after its label. */
  button?: string;
}

const blockKinds: ReadonlySet<PlaceholderKind> = new Set(['rows', 'quote', 'links']);
export const isBlockKind = (kind: PlaceholderKind) => blockKinds.has(kind);

export const emailTemplateLimits = { subjectMax: 150, bodyMax: 5_000 } as const;

// ---------------------------------------------------------------------------------------------
// The fields

const demoManageUrl = 'https://clinique.example/appointment/manage/exemple';

/** Offered by every template, filled from the clinic's settings. */
const clinicFields = {
  clinique: { kind: 'text', description: 'Le nom de la clinique', demo: 'Clinique chiropratique Émilie Tremblay' },
  téléphone: { kind: 'phone', description: 'Le téléphone de la clinique', demo: '5145550142' },
  adresse: {
    kind: 'text',
    description: "L'adresse de la clinique",
    demo: '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8',
  },
  courriel_clinique: { kind: 'text', description: 'Le courriel de la clinique', demo: 'info@clinique.example' },
} as const satisfies Record<string, PlaceholderDefinition>;

export type ClinicFieldName = keyof typeof clinicFields;

const nom = { kind: 'text', description: 'Le nom de la personne, tel qu’elle l’a écrit', demo: 'Julie Bouchard' } as const;
const date = { kind: 'text', description: 'La date du rendez-vous', demo: 'lundi 23 novembre 2026' } as const;
const heure = { kind: 'text', description: "L'heure du rendez-vous", demo: '9 h 30' } as const;
const service = { kind: 'text', description: 'Le service réservé (vide s’il n’y en a pas)', demo: 'Suivi chiropratique' } as const;
const durée = { kind: 'text', description: 'La durée du rendez-vous', demo: '30 minutes' } as const;
const demoRows: EmailRow[] = [
  { label: 'Service', value: 'Suivi chiropratique' },
  { label: 'Date', value: 'lundi 23 novembre 2026' },
  { label: 'Heure', value: '9 h 30' },
  { label: 'Durée', value: '30 minutes' },
  { label: 'Adresse', value: '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8' },
];
const détails = {
  kind: 'rows',
  description: 'Le tableau du rendez-vous : service, date, heure, durée, prix, dépôt, adresse (seul sur sa ligne)',
  demo: demoRows,
} as const;
const manageLink = {
  kind: 'link',
  description: 'Le lien personnel pour confirmer, reprogrammer ou annuler le rendez-vous',
  demo: demoManageUrl,
  button: 'Gérer mon rendez-vous',
} as const;
const bookingLink = {
  kind: 'link',
  description: 'La page de réservation en ligne (vide quand la réservation en ligne est fermée)',
  demo: 'https://clinique.example/booking',
} as const;

// ---------------------------------------------------------------------------------------------
// The catalogue

export interface EmailTemplateDefinition {
  /** The French name the list shows. */
  name: string;
  /** When the clinic sends it. */
  description: string;
  /** The fields this e-mail offers, besides the clinic's own. */
  fields: Readonly<Record<string, PlaceholderDefinition>>;
  subject: string;
  body: string;
}

/** The intake form's invitation in a first visit's confirmation: empty, and left out, for any other visit. */
const intakeFields = {
  questionnaire: {
    kind: 'text',
    description: 'La phrase qui invite à remplir le questionnaire d’accueil (vide sauf pour une première visite)',
    demo: 'Avant votre première visite, merci de remplir le questionnaire d’accueil (environ cinq minutes) :',
  },
  lien_questionnaire: {
    kind: 'link',
    description: 'Le lien personnel du questionnaire d’accueil (vide sauf pour une première visite)',
    demo: 'https://clinique.example/questionnaire-accueil/exemple',
    button: 'Remplir le questionnaire d’accueil',
  },
} as const;
const intakeParagraph = '{questionnaire}\n{lien_questionnaire}';

const appointmentLinkParagraph = 'Pour confirmer votre présence, reprogrammer ou annuler ce rendez-vous :\n{lien}';
const personalLink = 'Ce lien est personnel : ne le transmettez à personne, il permet de gérer ce rendez-vous.';

export const emailTemplates = {
  confirmation: {
    name: 'Confirmation de réservation',
    description: 'Envoyé dès qu’un rendez-vous est réservé (en ligne, au portail ou par la clinique).',
    fields: {
      nom,
      date,
      heure,
      service,
      durée,
      détails,
      lien: manageLink,
      calendrier: {
        kind: 'text',
        description: 'La phrase sur le fichier rendez-vous.ics joint (provisoire tant que la clinique n’a pas confirmé)',
        demo: 'Le fichier rendez-vous.ics joint ajoute ce rendez-vous à votre calendrier.',
      },
      ...intakeFields,
    },
    subject: 'Confirmation de votre rendez-vous – {clinique}',
    body: [
      'Bonjour {nom},',
      'Votre rendez-vous du {date} à {heure} est réservé. Voici les détails :',
      '{détails}',
      appointmentLinkParagraph,
      intakeParagraph,
      `${personalLink}\n{calendrier}`,
    ].join('\n\n'),
  },
  confirmation_clinique: {
    name: 'Rendez-vous confirmé par la clinique',
    description: 'Envoyé quand la clinique confirme une réservation qui attendait sa confirmation.',
    fields: { nom, date, heure, service, durée, détails, lien: manageLink, ...intakeFields },
    subject: 'Rendez-vous confirmé par la clinique – {clinique}',
    body: [
      'Bonjour {nom},',
      'La clinique a confirmé votre rendez-vous du {date} à {heure}. Voici les détails :',
      '{détails}',
      appointmentLinkParagraph,
      intakeParagraph,
      `${personalLink}\nLe fichier rendez-vous.ics joint met à jour ce rendez-vous dans votre calendrier.`,
    ].join('\n\n'),
  },
  rappel: {
    name: 'Rappel de rendez-vous',
    description: 'Envoyé quelques heures avant la visite (délai réglé dans « Liste d’attente et rappels »).',
    fields: {
      nom,
      date,
      heure,
      service,
      durée,
      détails,
      présence: {
        kind: 'text',
        description: '« Merci de confirmer votre présence : », ou un merci quand la présence est déjà confirmée',
        demo: 'Merci de confirmer votre présence :',
      },
      lien_confirmation: {
        kind: 'link',
        description: 'Le lien qui confirme la présence en un clic (vide quand elle est déjà confirmée)',
        demo: 'https://clinique.example/appointment/confirm/exemple',
        button: 'Confirmer ma présence',
      },
      lien: { kind: 'link', description: manageLink.description, demo: demoManageUrl },
    },
    subject: 'Rappel : votre rendez-vous du {date} à {heure} – {clinique}',
    body: [
      'Bonjour {nom},',
      'Nous vous rappelons votre rendez-vous du {date} à {heure}.',
      '{détails}',
      '{présence}\n{lien_confirmation}',
      'Un empêchement? Vous pouvez reprogrammer ou annuler ce rendez-vous :\n{lien}',
    ].join('\n\n'),
  },
  reprogrammé: {
    name: 'Rendez-vous reprogrammé',
    description: 'Envoyé quand un rendez-vous change de date ou d’heure.',
    fields: {
      nom,
      date,
      heure,
      service,
      durée,
      ancienne_date: {
        kind: 'text',
        description: 'La date et l’heure d’avant le changement',
        demo: 'vendredi 20 novembre 2026 à 14 h',
      },
      changement: {
        kind: 'rows',
        description: 'L’ancienne date (barrée) et la nouvelle (seul sur sa ligne)',
        demo: [
          { label: 'Ancienne date', value: 'vendredi 20 novembre 2026 à 14 h', emphasis: 'struck' },
          { label: 'Nouvelle date', value: 'lundi 23 novembre 2026 à 9 h 30', emphasis: 'strong' },
        ],
      },
      détails,
      lien: manageLink,
    },
    subject: 'Votre rendez-vous a été reprogrammé – {clinique}',
    body: [
      'Bonjour {nom},',
      'Votre rendez-vous du {ancienne_date} a été reprogrammé au {date} à {heure}.',
      '{changement}',
      '{détails}',
      'Le fichier rendez-vous.ics joint met à jour ce rendez-vous dans votre calendrier.',
      appointmentLinkParagraph,
    ].join('\n\n'),
  },
  annulation: {
    name: 'Rendez-vous annulé',
    description: 'Envoyé quand un rendez-vous est annulé, par la clinique ou par la personne.',
    fields: {
      nom,
      date,
      heure,
      service,
      raison: { kind: 'text', description: 'La raison donnée (« Non spécifiée » sans raison)', demo: 'Conflit d’horaire' },
      détails: { ...détails, description: 'Le tableau du rendez-vous : service, date, heure, raison (seul sur sa ligne)' },
      nouveau_rendez_vous: {
        kind: 'text',
        description:
          'Comment reprendre rendez-vous : parmi les créneaux proposés (lien personnel, quand la clinique annule une journée), en ligne ou par téléphone',
        demo: 'Pour prendre un nouveau rendez-vous, réservez en ligne ou appelez-nous au 514 555-0142.',
      },
      lien_réservation: {
        ...bookingLink,
        description:
          'Le lien personnel de reprise de rendez-vous quand la clinique propose des créneaux, sinon la page de réservation en ligne (vide quand elle est fermée)',
        button: 'Prendre un nouveau rendez-vous',
      },
    },
    subject: 'Votre rendez-vous a été annulé – {clinique}',
    body: [
      'Bonjour {nom},',
      'Votre rendez-vous du {date} à {heure} a été annulé.',
      '{détails}',
      '{nouveau_rendez_vous}\n{lien_réservation}',
      'Nous espérons vous revoir bientôt!',
    ].join('\n\n'),
  },
  demande_refusée: {
    name: 'Demande de rendez-vous refusée',
    description: 'Envoyé quand la clinique refuse une demande de rendez-vous, avec son message.',
    fields: {
      nom,
      message: {
        kind: 'quote',
        description: 'Le message écrit par la clinique en refusant (seul sur sa ligne)',
        demo: 'Nous ne prenons plus de nouveaux patients ce mois-ci.',
      },
      lien_réservation: bookingLink,
    },
    subject: 'Votre demande de rendez-vous – {clinique}',
    body: [
      'Bonjour {nom},',
      'Nous avons bien reçu votre demande de rendez-vous, mais nous ne pouvons pas y donner suite.',
      'Message de la clinique :\n{message}',
      'Pour toute question, appelez-nous au {téléphone}.\nVous pouvez aussi réserver un autre moment en ligne :\n{lien_réservation}',
    ].join('\n\n'),
  },
  lien_gestion: {
    name: 'Lien de gestion (un rendez-vous)',
    description: 'Envoyé à qui demande le lien de son rendez-vous à venir sur le site.',
    fields: {
      rendez_vous: {
        kind: 'links',
        description: 'Le rendez-vous, avec son lien de gestion (seul sur sa ligne)',
        demo: [{ label: 'lundi 23 novembre 2026 à 9 h 30 (Suivi chiropratique, Julie Bouchard)', url: demoManageUrl }],
        button: 'Gérer ce rendez-vous',
      },
    },
    subject: 'Votre lien pour gérer votre rendez-vous – {clinique}',
    body: [
      'Bonjour,',
      'Voici le lien pour gérer votre rendez-vous à venir à {clinique} :',
      '{rendez_vous}',
      "Ce lien permet de confirmer votre présence, de reprogrammer ou d'annuler le rendez-vous. Ne le transmettez à personne : quiconque le possède peut gérer ce rendez-vous.",
      "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : vos rendez-vous restent inchangés.",
    ].join('\n\n'),
  },
  liens_gestion: {
    name: 'Liens de gestion (plusieurs rendez-vous)',
    description: 'Envoyé à qui demande les liens de ses rendez-vous à venir, quand il en a plusieurs.',
    fields: {
      rendez_vous: {
        kind: 'links',
        description: 'Les rendez-vous, chacun avec son lien de gestion (seul sur sa ligne)',
        demo: [
          { label: 'lundi 23 novembre 2026 à 9 h 30 (Suivi chiropratique, Julie Bouchard)', url: demoManageUrl },
          { label: 'lundi 30 novembre 2026 à 9 h 30 (Suivi chiropratique, Julie Bouchard)', url: `${demoManageUrl}-2` },
        ],
        button: 'Gérer ce rendez-vous',
      },
    },
    subject: 'Vos liens pour gérer vos rendez-vous – {clinique}',
    body: [
      'Bonjour,',
      'Voici les liens pour gérer vos rendez-vous à venir à {clinique} :',
      '{rendez_vous}',
      "Chaque lien permet de confirmer votre présence, de reprogrammer ou d'annuler le rendez-vous. Ne le transmettez à personne : quiconque le possède peut gérer ce rendez-vous.",
      "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : vos rendez-vous restent inchangés.",
    ].join('\n\n'),
  },
  offre_liste_attente: {
    name: "Créneau offert à la liste d'attente",
    description: "Envoyé aux personnes de la liste d'attente quand un créneau se libère.",
    fields: {
      nom,
      date,
      heure,
      service,
      durée,
      détails,
      échéance: { kind: 'text', description: 'Jusqu’à quand l’offre est valable', demo: 'samedi 21 novembre 2026 à 18 h' },
      lien: {
        kind: 'link',
        description: 'Le lien pour accepter le rendez-vous',
        demo: 'https://clinique.example/invitation/exemple?action=accept',
        button: 'Accepter ce rendez-vous',
      },
      lien_refus: {
        kind: 'link',
        description: "Le lien pour refuser (la personne reste sur la liste d'attente)",
        demo: 'https://clinique.example/invitation/exemple?action=decline',
      },
      lien_départ: {
        kind: 'link',
        description: "Le lien pour quitter la liste d'attente",
        demo: 'https://clinique.example/invitation/exemple?action=leave',
      },
    },
    subject: "Un créneau s'est libéré : {date} à {heure} – {clinique}",
    body: [
      'Bonjour {nom},',
      "Bonne nouvelle : un créneau correspondant à vos disponibilités s'est libéré le {date} à {heure}.",
      '{détails}',
      "Cette offre est valable jusqu'au {échéance}. Elle est aussi envoyée à quelques autres personnes de la liste d'attente : le premier qui accepte obtient le rendez-vous.",
      'Accepter ce rendez-vous :\n{lien}',
      "Refuser (vous restez sur la liste d'attente) :\n{lien_refus}",
      "Ne plus recevoir d'offres (quitter la liste d'attente) :\n{lien_départ}",
      'Ces liens sont personnels : ne les transmettez à personne.',
    ].join('\n\n'),
  },
  reprise: {
    name: 'Proposition de nouveau rendez-vous',
    description: 'Envoyé quand la clinique propose quelques créneaux à un patient pour reprendre rendez-vous.',
    fields: {
      nom,
      motif: { kind: 'text', description: 'Le motif donné par la clinique (vide s’il n’y en a pas)', demo: 'Suivi de votre traitement' },
      créneaux: {
        kind: 'links',
        description: 'Un bouton par créneau proposé (seul sur sa ligne)',
        demo: [
          { label: 'lundi 23 novembre 2026 à 9 h 30 (30 minutes)', url: 'https://clinique.example/rebook/exemple?action=accept&slot=1' },
          { label: 'mardi 24 novembre 2026 à 14 h (30 minutes)', url: 'https://clinique.example/rebook/exemple?action=accept&slot=2' },
        ],
      },
      lien_refus: { kind: 'link', description: 'Le lien pour décliner', demo: 'https://clinique.example/rebook/exemple?action=decline' },
      lien_rappel: {
        kind: 'link',
        description: 'Le lien pour être rappelé(e)',
        demo: 'https://clinique.example/rebook/exemple?action=callback',
      },
      lien: { kind: 'link', description: 'La page de la proposition', demo: 'https://clinique.example/rebook/exemple' },
      échéance: { kind: 'text', description: 'Jusqu’à quand la proposition est valable', demo: 'vendredi 20 novembre 2026 à 17 h' },
    },
    subject: 'Choisissez un nouveau rendez-vous – {clinique}',
    body: [
      'Bonjour {nom},',
      'Motif : {motif}',
      'Nous vous proposons les créneaux suivants pour votre prochain rendez-vous. Choisissez celui qui vous convient :',
      '{créneaux}',
      'Aucun de ces créneaux ne vous convient ?\n- Décliner : {lien_refus}\n- Être rappelé(e) : {lien_rappel}',
      "Voir la proposition : {lien}\nCette proposition est valable jusqu'au {échéance}.\nCes liens sont personnels : ne les transmettez à personne.",
    ].join('\n\n'),
  },
  reçu_paiement: {
    name: 'Reçu de paiement',
    description: 'Envoyé quand un patient paie son solde au portail.',
    fields: {
      nom,
      montant: { kind: 'text', description: 'Le montant payé', demo: '85,00 $' },
      détails: {
        kind: 'rows',
        description: 'Le tableau du paiement : montant, carte, date, factures (seul sur sa ligne)',
        demo: [
          { label: 'Montant payé', value: '85,00 $' },
          { label: 'Carte', value: 'Visa se terminant par 4242' },
          { label: 'Date', value: 'lundi 23 novembre 2026' },
          { label: 'Facture payée', value: 'F-00042 (85,00 $)' },
        ],
      },
      lien: {
        kind: 'link',
        description: 'Les paiements du portail patient',
        demo: 'https://clinique.example/patient-portal/payments',
        button: 'Voir mes paiements',
      },
    },
    subject: 'Reçu de paiement – {clinique}',
    body: [
      'Bonjour {nom},',
      'Nous avons bien reçu votre paiement de {montant}. Merci! Voici votre reçu :',
      '{détails}',
      'Vos factures et vos reçus pour les assurances sont dans votre portail patient :\n{lien}',
      'Conservez ce courriel comme preuve de paiement.',
    ].join('\n\n'),
  },
  remboursement: {
    name: 'Remboursement',
    description: 'Envoyé quand la clinique rembourse un paiement ou le crédit au compte d’un patient.',
    fields: {
      nom,
      montant: { kind: 'text', description: 'Le montant remboursé', demo: '40,00 $' },
      détails: {
        kind: 'rows',
        description: 'Le tableau du remboursement : montant, mode, date, raison (seul sur sa ligne)',
        demo: [
          { label: 'Montant remboursé', value: '40,00 $' },
          { label: 'Mode', value: 'Comptant' },
          { label: 'Date', value: 'lundi 23 novembre 2026' },
        ],
      },
      lien: {
        kind: 'link',
        description: 'Les paiements du portail patient',
        demo: 'https://clinique.example/patient-portal/payments',
        button: 'Voir mes paiements',
      },
    },
    subject: 'Remboursement – {clinique}',
    body: [
      'Bonjour {nom},',
      'Nous vous avons remboursé {montant}. Voici le détail :',
      '{détails}',
      'Vos paiements et remboursements sont dans votre portail patient :\n{lien}',
    ].join('\n\n'),
  },
  note_de_credit: {
    name: 'Note de crédit',
    description: 'Envoyé quand la clinique émet une note de crédit qui corrige une facture du patient.',
    fields: {
      nom,
      montant: { kind: 'text', description: 'Le montant crédité', demo: '54,99 $' },
      détails: {
        kind: 'rows',
        description: 'Le tableau de la note : numéro, facture corrigée, montant, solde de la facture (seul sur sa ligne)',
        demo: [
          { label: 'Note de crédit', value: 'NC-00003' },
          { label: 'Facture corrigée', value: 'F-00042' },
          { label: 'Montant crédité', value: '54,99 $' },
          { label: 'Solde de la facture', value: '0,00 $' },
        ],
      },
      lien: {
        kind: 'link',
        description: 'Les documents du portail patient',
        demo: 'https://clinique.example/patient-portal/documents',
        button: 'Voir mes documents',
      },
    },
    subject: 'Note de crédit – {clinique}',
    body: [
      'Bonjour {nom},',
      'Nous avons émis une note de crédit de {montant} qui corrige votre facture. Voici le détail :',
      '{détails}',
      'La note de crédit et la facture corrigée sont dans votre portail patient :\n{lien}',
    ].join('\n\n'),
  },
  demande_presence: {
    name: 'Demande de confirmation de présence',
    description:
      'Envoyée avant un rendez-vous qui n’est pas encore confirmé (règle « Demande de confirmation de présence » de l’automatisation, ou « Actions en un clic »).',
    fields: {
      nom,
      date,
      heure,
      service,
      détails,
      lien_confirmation: {
        kind: 'link',
        description: 'Le lien qui confirme la présence en un clic',
        demo: 'https://clinique.example/appointment/confirm/exemple',
        button: 'Confirmer ma présence',
      },
      lien: { kind: 'link', description: manageLink.description, demo: demoManageUrl },
    },
    subject: 'Merci de confirmer votre rendez-vous du {date} – {clinique}',
    body: [
      'Bonjour {nom},',
      'Vous avez rendez-vous le {date} à {heure}. Pouvez-vous nous confirmer votre présence?',
      '{détails}',
      'Un clic suffit :\n{lien_confirmation}',
      'Un empêchement? Vous pouvez reprogrammer ou annuler ce rendez-vous :\n{lien}',
    ].join('\n\n'),
  },
  suivi_premiere_visite: {
    name: 'Suivi après une première visite',
    description: 'Envoyé quelques jours après la première visite d’un patient (règle « Suivi après une première visite »).',
    fields: {
      nom,
      date: { kind: 'text', description: 'La date de la première visite', demo: 'lundi 23 novembre 2026' },
      lien_réservation: { ...bookingLink, button: 'Prendre rendez-vous' },
    },
    subject: 'Comment allez-vous depuis votre visite? – {clinique}',
    body: [
      'Bonjour {nom},',
      'Merci de nous avoir fait confiance lors de votre première visite du {date}. Nous espérons que vous vous sentez déjà mieux.',
      'Une question, une douleur qui revient? Appelez-nous au {téléphone}, ou réservez votre prochain rendez-vous en ligne :\n{lien_réservation}',
      'Au plaisir de vous revoir!',
    ].join('\n\n'),
  },
  reexamen: {
    name: 'Réexamen à prévoir',
    description:
      'Envoyé quand un patient n’a aucun rendez-vous à venir depuis un certain temps après sa dernière visite (règle « Réexamen à prévoir »).',
    fields: {
      nom,
      date: { kind: 'text', description: 'La date de la dernière visite', demo: 'lundi 21 septembre 2026' },
      lien_réservation: { ...bookingLink, button: 'Prendre rendez-vous' },
    },
    subject: 'Il est temps de faire le point – {clinique}',
    body: [
      'Bonjour {nom},',
      'Votre dernière visite remonte au {date}. Un réexamen permet de vérifier que vos progrès se maintiennent.',
      'Réservez en ligne ou appelez-nous au {téléphone} :\n{lien_réservation}',
      'Au plaisir de vous revoir!',
    ].join('\n\n'),
  },
  releve_annuel: {
    name: 'Relevé annuel',
    description: 'Envoyé en janvier à chaque patient qui a payé des soins l’année précédente (règle « Relevé annuel »).',
    fields: {
      nom,
      année: { kind: 'text', description: 'L’année du relevé', demo: '2025' },
      total: { kind: 'text', description: 'Le total payé dans l’année', demo: '640,00 $' },
      détails: {
        kind: 'rows',
        description: 'Les paiements de l’année : date et montant (seul sur sa ligne)',
        demo: [
          { label: '12 février 2025', value: '85,00 $' },
          { label: '3 mars 2025', value: '65,00 $' },
        ],
      },
      lien: {
        kind: 'link',
        description: 'Les factures et reçus du portail patient',
        demo: 'https://clinique.example/patient-portal/payments',
        button: 'Voir mes reçus',
      },
    },
    subject: 'Votre relevé {année} – {clinique}',
    body: [
      'Bonjour {nom},',
      'Voici le relevé de vos paiements en {année}, pour vos impôts et vos assurances : {total} au total.',
      '{détails}',
      'Vos reçus détaillés sont dans votre portail patient :\n{lien}',
    ].join('\n\n'),
  },
  rappel_paiement: {
    name: 'Rappel de paiement',
    description: 'Envoyé quand la clinique rappelle à un patient les factures qui restent à payer (« Comptes à recevoir »).',
    fields: {
      nom,
      solde: { kind: 'text', description: 'Ce qui reste à payer, crédit au compte déduit', demo: '120,00 $' },
      détails: {
        kind: 'rows',
        description: 'Les factures à payer : numéro, date et montant dû (seul sur sa ligne)',
        demo: [
          { label: 'F-00042 du 12 octobre 2026', value: '85,00 $' },
          { label: 'F-00057 du 3 novembre 2026', value: '35,00 $' },
        ],
      },
      lien: {
        kind: 'link',
        description: 'Les paiements du portail patient, où payer ces factures',
        demo: 'https://clinique.example/patient-portal/paiements',
        button: 'Payer en ligne',
      },
    },
    subject: 'Rappel de paiement – {clinique}',
    body: [
      'Bonjour {nom},',
      'Selon nos dossiers, un solde de {solde} reste à payer à votre compte :',
      '{détails}',
      'Vous pouvez régler ces factures en ligne dans votre portail patient :\n{lien}',
      'Si vous avez déjà payé, merci de ne pas tenir compte de ce message.',
    ].join('\n\n'),
  },
  facture: {
    name: 'Facture',
    description: 'Envoyée quand la clinique envoie une facture au patient (« Envoyer » au comptoir).',
    fields: {
      nom,
      numéro: { kind: 'text', description: 'Le numéro de la facture', demo: 'F-00042' },
      total: { kind: 'text', description: 'Le total de la facture', demo: '85,00 $' },
      solde: { kind: 'text', description: 'Ce qui reste à payer sur la facture', demo: '85,00 $' },
      lien: {
        kind: 'link',
        description: 'La facture dans le portail patient',
        demo: 'https://clinique.example/patient-portal/factures/exemple',
        button: 'Voir ma facture',
      },
    },
    subject: 'Facture {numéro} — {clinique}',
    body: [
      'Bonjour {nom},',
      'Voici votre facture {numéro}, d’un total de {total}. Reste à payer : {solde}.',
      'Vous pouvez la consulter, la télécharger et la payer dans votre portail patient :\n{lien}',
      'Merci de votre confiance.',
    ].join('\n\n'),
  },
  reçu_assurance: {
    name: 'Reçu pour assurance',
    description:
      'Envoyé avec le reçu pour assurance en pièce jointe : sur demande au comptoir (« Envoyer par courriel »), ou après chaque visite payée si la clinique l’a choisi.',
    fields: {
      nom,
      numéro: { kind: 'text', description: 'Le numéro du reçu', demo: 'R-00042' },
      date: { kind: 'text', description: 'La date de la visite', demo: 'lundi 23 novembre 2026' },
      montant: { kind: 'text', description: 'Le montant payé', demo: '85,00 $' },
    },
    subject: 'Reçu pour assurance {numéro} — {clinique}',
    body: [
      'Bonjour {nom},',
      'Vous trouverez ci-joint votre reçu pour fins d’assurance {numéro} pour la visite du {date} ({montant}, payé en totalité).',
      'Vous pouvez le transmettre tel quel à votre assureur.',
      'Merci de votre confiance.',
    ].join('\n\n'),
  },
  lien_connexion: {
    name: 'Lien de connexion au portail',
    description: 'Envoyé quand un patient demande un lien magique pour se connecter à son portail.',
    fields: {
      lien: {
        kind: 'link',
        description: 'Le lien de connexion, à usage unique',
        demo: 'https://clinique.example/patient-portal/login#lien=exemple',
        button: 'Me connecter',
      },
      minutes: { kind: 'text', description: 'Le nombre de minutes avant que le lien expire', demo: '15' },
    },
    subject: 'Votre lien de connexion – {clinique}',
    body: [
      'Bonjour,',
      'Voici votre lien de connexion au portail patient de {clinique} :',
      '{lien}',
      "Ce lien ne fonctionne qu'une seule fois et expire dans {minutes} minutes. Ne le transmettez à personne.",
      "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : rien ne change à votre compte.",
    ].join('\n\n'),
  },
  mot_de_passe: {
    name: 'Choix du mot de passe du portail',
    description: 'Envoyé quand un patient demande à choisir (ou changer) le mot de passe de son portail.',
    fields: {
      lien: {
        kind: 'link',
        description: 'Le lien pour choisir le mot de passe, à usage unique',
        demo: 'https://clinique.example/patient-portal/login#mot-de-passe=exemple',
        button: 'Choisir mon mot de passe',
      },
      minutes: { kind: 'text', description: 'Le nombre de minutes avant que le lien expire', demo: '60' },
    },
    subject: 'Choisir votre mot de passe – {clinique}',
    body: [
      'Bonjour,',
      'Voici le lien pour choisir le mot de passe de votre portail patient à {clinique} :',
      '{lien}',
      "Ce lien ne fonctionne qu'une seule fois et expire dans {minutes} minutes. Ne le transmettez à personne.",
      "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : rien ne change à votre compte.",
    ].join('\n\n'),
  },
  questionnaire: {
    name: 'Questionnaire à remplir',
    description: 'Envoyé quand la clinique demande à un patient de remplir un questionnaire au portail.',
    fields: {
      prénom: { kind: 'text', description: 'Le prénom du patient', demo: 'Julie' },
      visite: {
        kind: 'text',
        description: '« avant votre rendez-vous du … », ou « avant votre prochaine visite » sans date',
        demo: 'avant votre rendez-vous du lundi 23 novembre 2026 à 9 h 30',
      },
      lien: {
        kind: 'link',
        description: 'La page Rendez-vous du portail patient',
        demo: 'https://clinique.example/patient-portal/appointments',
        button: 'Remplir le questionnaire',
      },
    },
    subject: 'Un questionnaire à remplir avant votre visite – {clinique}',
    body: [
      'Bonjour {prénom},',
      '{clinique} vous demande de remplir un court questionnaire {visite}.',
      'Connectez-vous à votre portail patient : le questionnaire se trouve en haut de la page Rendez-vous. Il ne prend que quelques minutes.',
      'Remplir le questionnaire :\n{lien}',
      'Vos réponses aident votre chiropraticien à suivre l’évolution de votre état.',
    ].join('\n\n'),
  },
  reponse_demande: {
    name: 'Réponse à une demande sur vos renseignements',
    description:
      'Envoyé par « Envoyer la lettre » (Demandes d’accès et de rectification) : la réponse de la clinique à une demande d’accès, de rectification, de portabilité, de retrait, de cessation ou de désindexation.',
    fields: {
      nom: { kind: 'text', description: 'Le nom de la personne qui a fait la demande', demo: 'Julie Tremblay' },
      référence: { kind: 'text', description: 'La référence de la demande', demo: 'DEM-2026-0007' },
      demande: { kind: 'text', description: 'Le type de demande', demo: 'accès au dossier' },
      reçue: { kind: 'text', description: 'Le jour où la clinique a reçu la demande', demo: 'mardi 3 novembre 2026' },
      décision: {
        kind: 'text',
        description: '« Nous avons donné suite à votre demande. » ou « Nous ne pouvons pas donner suite à votre demande. »',
        demo: 'Nous avons donné suite à votre demande.',
      },
      réponse: {
        kind: 'quote',
        description: 'La réponse de la clinique, ou le motif du refus, telle que consignée',
        demo: 'Une copie complète de votre dossier vous est remise en pièce jointe de la lettre.',
      },
      recours: {
        kind: 'text',
        description: 'Pour un refus : le recours devant la Commission d’accès à l’information (vide sinon)',
        demo: '',
      },
      responsable: {
        kind: 'text',
        description: 'Le responsable de la protection des renseignements personnels et son courriel',
        demo: 'Dre Émilie Tremblay (confidentialite@clinique.example)',
      },
    },
    subject: 'Réponse à votre demande {référence} – {clinique}',
    body: [
      'Bonjour {nom},',
      '{clinique} a reçu le {reçue} votre demande : {demande} (référence {référence}).',
      '{décision}',
      '{réponse}',
      '{recours}',
      'Pour toute question sur cette réponse, écrivez à {responsable}, responsable de la protection des renseignements personnels.',
    ].join('\n\n'),
  },
} as const satisfies Record<string, EmailTemplateDefinition>;

export type EmailTemplateKey = keyof typeof emailTemplates;
export const emailTemplateKeys = Object.keys(emailTemplates) as EmailTemplateKey[];

export function isEmailTemplateKey(key: string): key is EmailTemplateKey {
  return Object.hasOwn(emailTemplates, key);
}

/** The values an e-mail's builder must give: its own fields (the clinic's are filled by the renderer). */
export type EmailTemplateValues<K extends EmailTemplateKey> = {
  [F in keyof (typeof emailTemplates)[K]['fields']]: (typeof emailTemplates)[K]['fields'][F] extends { kind: 'rows' }
    ? readonly EmailRow[]
    : (typeof emailTemplates)[K]['fields'][F] extends { kind: 'links' }
      ? readonly EmailLink[]
      : string;
};

/** Every field a template offers, the clinic's included, in the order the editor lists them. */
export function templateFields(key: EmailTemplateKey): Readonly<Record<string, PlaceholderDefinition>> {
  return { ...emailTemplates[key].fields, ...clinicFields };
}

/** The values the preview shows: each field's demo value. */
export function demoValues(key: EmailTemplateKey): Record<string, EmailValue> {
  return Object.fromEntries(Object.entries(templateFields(key)).map(([name, field]) => [name, field.demo]));
}

// ---------------------------------------------------------------------------------------------
// Parsing

export const emailTemplateLabels = { subject: 'Objet', body: 'Message' } as const;

export const emailTemplateMessages = {
  subjectRequired: "L'objet est obligatoire.",
  subjectTooLong: `L'objet ne peut dépasser ${emailTemplateLimits.subjectMax} caractères.`,
  bodyRequired: 'Le message est obligatoire.',
  bodyTooLong: `Le message ne peut dépasser 5 000 caractères.`,
  unclosedBrace: 'Une accolade « { » n’est pas fermée : écrivez un champ comme {nom}.',
  strayBrace: 'Une accolade « } » n’a pas d’accolade « { » avant elle.',
  unknownField: (name: string, offered: readonly string[]) =>
    `Le champ {${name}} n'existe pas pour ce courriel. Champs offerts : ${offered.map((field) => `{${field}}`).join(', ')}.`,
  notInSubject: (name: string) => `Le champ {${name}} ne peut pas figurer dans l'objet : il a sa place dans le message.`,
  aloneOnLine: (name: string) => `Le champ {${name}} doit être seul sur sa ligne.`,
  saved: 'Modèle enregistré.',
  restored: "Modèle d'origine rétabli.",
} as const;

/** A piece of a line: text as typed, or a field. */
export type Segment = { text: string } | { field: string };
export type TemplateLine = readonly Segment[];
/** Paragraphs (separated by a blank line), each a list of lines. */
export type ParsedBody = readonly (readonly TemplateLine[])[];

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** One line's segments, or why it cannot be read (braces). */
function parseLine(line: string): ParseResult<Segment[]> {
  const segments: Segment[] = [];
  let rest = line;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (close !== -1 && (open === -1 || close < open)) return { ok: false, message: emailTemplateMessages.strayBrace };
    if (open === -1) {
      segments.push({ text: rest });
      break;
    }
    const end = rest.indexOf('}', open + 1);
    const nextOpen = rest.indexOf('{', open + 1);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) return { ok: false, message: emailTemplateMessages.unclosedBrace };
    if (open > 0) segments.push({ text: rest.slice(0, open) });
    segments.push({ field: rest.slice(open + 1, end) });
    rest = rest.slice(end + 1);
  }
  return { ok: true, value: segments };
}

/** Line endings as one `\n`, no trailing blanks. */
export function normalizeBody(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** One line, inner runs of blanks as one space. */
export function normalizeSubject(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim();
}

function checkField(key: EmailTemplateKey, name: string): ParseResult<PlaceholderDefinition> {
  const fields = templateFields(key);
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) return { ok: false, message: emailTemplateMessages.unknownField(name, Object.keys(fields)) };
  return { ok: true, value: field };
}

export function parseSubject(key: EmailTemplateKey, subject: string): ParseResult<TemplateLine> {
  const text = normalizeSubject(subject);
  if (!text) return { ok: false, message: emailTemplateMessages.subjectRequired };
  if (text.length > emailTemplateLimits.subjectMax) return { ok: false, message: emailTemplateMessages.subjectTooLong };
  const line = parseLine(text);
  if (!line.ok) return line;
  for (const segment of line.value) {
    if (!('field' in segment)) continue;
    const field = checkField(key, segment.field);
    if (!field.ok) return field;
    if (field.value.kind !== 'text' && field.value.kind !== 'phone')
      return { ok: false, message: emailTemplateMessages.notInSubject(segment.field) };
  }
  return line;
}

export function parseBody(key: EmailTemplateKey, body: string): ParseResult<ParsedBody> {
  const text = normalizeBody(body);
  if (!text) return { ok: false, message: emailTemplateMessages.bodyRequired };
  if (text.length > emailTemplateLimits.bodyMax) return { ok: false, message: emailTemplateMessages.bodyTooLong };
  const paragraphs: TemplateLine[][] = [];
  for (const block of text.split(/\n{2,}/)) {
    const lines: TemplateLine[] = [];
    for (const raw of block.split('\n')) {
      const line = parseLine(raw);
      if (!line.ok) return line;
      for (const segment of line.value) {
        if (!('field' in segment)) continue;
        const field = checkField(key, segment.field);
        if (!field.ok) return field;
        const alone = line.value.length === 1;
        if (isBlockKind(field.value.kind) && !alone) return { ok: false, message: emailTemplateMessages.aloneOnLine(segment.field) };
      }
      lines.push(line.value);
    }
    paragraphs.push(lines);
  }
  return { ok: true, value: paragraphs };
}

/** The first refusal per field, as the form and the API show it (`{}` when the template is sound). */
export function templateProblems(
  key: EmailTemplateKey,
  template: { subject: string; body: string },
): Partial<Record<'subject' | 'body', string>> {
  const subject = parseSubject(key, template.subject);
  const body = parseBody(key, template.body);
  return { ...(subject.ok ? {} : { subject: subject.message }), ...(body.ok ? {} : { body: body.message }) };
}

/** The text of a subject and a body, as typed: the API and the form check it against a key. */
export const emailTemplateTextSchema = z.strictObject({
  subject: z
    .string({ error: emailTemplateMessages.subjectRequired })
    .transform(normalizeSubject)
    .pipe(
      z.string().min(1, emailTemplateMessages.subjectRequired).max(emailTemplateLimits.subjectMax, emailTemplateMessages.subjectTooLong),
    ),
  body: z
    .string({ error: emailTemplateMessages.bodyRequired })
    .transform(normalizeBody)
    .pipe(z.string().min(1, emailTemplateMessages.bodyRequired).max(emailTemplateLimits.bodyMax, emailTemplateMessages.bodyTooLong)),
});

export type EmailTemplateText = z.output<typeof emailTemplateTextSchema>;

/** The same, checked against the fields `key` offers: what the editor validates before sending. */
export function emailTemplateSchemaFor(key: EmailTemplateKey) {
  return emailTemplateTextSchema.superRefine((template, context) => {
    for (const [path, message] of Object.entries(templateProblems(key, template)))
      context.addIssue({ code: 'custom', path: [path], message });
  });
}

export const emailTemplateKeySchema = z.strictObject({
  key: z.enum(emailTemplateKeys as [EmailTemplateKey, ...EmailTemplateKey[]], { error: 'Ce modèle de courriel n’existe pas.' }),
});

export const emailTemplatePreviewSchema = emailTemplateTextSchema.extend(emailTemplateKeySchema.shape);

// ---------------------------------------------------------------------------------------------
// Laying out: which lines are kept, and what each is

/** One line of the e-mail once its fields are known. */
export type LaidOutLine =
  | { type: 'text'; segments: TemplateLine }
  /** A link alone on its line: a button when its field has one, else the link written out. */
  | { type: 'link'; url: string; button: string | undefined }
  | { type: 'rows'; rows: readonly EmailRow[] }
  | { type: 'quote'; text: string }
  | { type: 'links'; links: readonly EmailLink[]; button: string | undefined };

export interface LaidOutEmail {
  subject: string;
  paragraphs: readonly (readonly LaidOutLine[])[];
  /** Every field's definition, for the renderers to format values by kind. */
  fields: Readonly<Record<string, PlaceholderDefinition>>;
  values: EmailValues;
}

const isEmpty = (value: EmailValue | undefined) =>
  value === undefined || value.length === 0 || (typeof value === 'string' && !value.trim());

/** A field's value in running text. */
export function inlineText(field: PlaceholderDefinition | undefined, value: EmailValue | undefined): string {
  if (typeof value !== 'string') return '';
  return field?.kind === 'phone' ? formatPhone(value) : value;
}

const beforeClinicName = /(^|[\s(])(de|à) $/i;

/**
 * « de {clinique} » and « à {clinique} » as French writes them with the clinic's name:
 * « de la Clinique… », « au Centre… », « d'Axe Santé » — in the catalogue's templates
 * and in the clinic's own. The preposition and the name become one piece of text. At a
 * sentence's start the name takes its article: « La Clinique… a reçu votre demande ».
 */
function withClinicArticle(line: TemplateLine, clinicName: EmailValue | undefined): TemplateLine {
  if (typeof clinicName !== 'string' || !clinicName.trim()) return line;
  const joined: Segment[] = [];
  for (const [index, segment] of line.entries()) {
    const previous = joined.at(-1);
    const before = previous && 'text' in previous ? previous.text : undefined;
    const isClinic = 'field' in segment && segment.field === 'clinique';
    // Starting a sentence that goes on (« {clinique} a reçu… », not a signature line), the name is
    // its subject and takes its article: « La Clinique… a reçu ».
    const next = line[index + 1];
    const startsSentence = joined.length === 0 || (before !== undefined && /(^|[.!?]\s)$/.test(before));
    if (isClinic && startsSentence && next !== undefined && 'text' in next && /^ \p{Ll}/u.test(next.text)) {
      joined.push({ text: clinicAsSubject(clinicName) });
      continue;
    }
    const match = isClinic && before !== undefined ? beforeClinicName.exec(before) : null;
    const preposition = match?.[2];
    if (before === undefined || !match || preposition === undefined) {
      joined.push(segment);
      continue;
    }
    const phrase = (preposition.toLowerCase() === 'de' ? ofClinic : atClinic)(clinicName);
    const written = preposition[0] === preposition[0]?.toLowerCase() ? phrase : `${phrase[0]?.toUpperCase()}${phrase.slice(1)}`;
    joined[joined.length - 1] = { text: `${before.slice(0, match.index + (match[1]?.length ?? 0))}${written}` };
  }
  return joined;
}

/**
 * The e-mail's lines, from a parsed template and its values. A line whose field is empty is left
 * out (the booking link while online booking is closed, a reason not given), and so is the line
 * just before a left-out link when it announces it (it ends with « : »): nothing promises a link
 * that is not there. A paragraph left with no line disappears. « de » or « à » before the
 * clinic's name takes the name's article (`withClinicArticle`).
 */
export function layOutEmail(key: EmailTemplateKey, parsed: { subject: TemplateLine; body: ParsedBody }, values: EmailValues): LaidOutEmail {
  const fields = templateFields(key);
  const subject = withClinicArticle(parsed.subject, values.clinique)
    .map((segment) => ('field' in segment ? inlineText(fields[segment.field], values[segment.field]) : segment.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const paragraphs: LaidOutLine[][] = [];
  for (const paragraph of parsed.body) {
    const kept: LaidOutLine[] = [];
    for (const written of paragraph) {
      const line = withClinicArticle(written, values.clinique);
      const empty = line.some((segment) => 'field' in segment && isEmpty(values[segment.field]));
      const only = line.length === 1 && line[0] && 'field' in line[0] ? line[0].field : undefined;
      const field = only === undefined ? undefined : fields[only];
      if (empty) {
        const previous = kept.at(-1);
        if (field?.kind === 'link' && previous?.type === 'text' && lineText(previous.segments, fields, values).trimEnd().endsWith(':'))
          kept.pop();
        continue;
      }
      const value = only === undefined ? undefined : values[only];
      if (field?.kind === 'link' && typeof value === 'string') kept.push({ type: 'link', url: value, button: field.button });
      else if (field?.kind === 'rows' && Array.isArray(value)) kept.push({ type: 'rows', rows: value as readonly EmailRow[] });
      else if (field?.kind === 'quote' && typeof value === 'string') kept.push({ type: 'quote', text: value });
      else if (field?.kind === 'links' && Array.isArray(value))
        kept.push({ type: 'links', links: value as readonly EmailLink[], button: field.button });
      else kept.push({ type: 'text', segments: line });
    }
    if (kept.length > 0) paragraphs.push(kept);
  }
  return { subject, paragraphs, fields, values };
}

function lineText(segments: TemplateLine, fields: LaidOutEmail['fields'], values: EmailValues): string {
  return segments.map((segment) => ('field' in segment ? inlineText(fields[segment.field], values[segment.field]) : segment.text)).join('');
}

/** A text line's words, fields filled in. */
export function laidOutText(email: LaidOutEmail, segments: TemplateLine): string {
  return lineText(segments, email.fields, email.values);
}

/** The plain-text body: paragraphs separated by a blank line (the caller adds the clinic's footer). */
export function emailTextLines(email: LaidOutEmail): string[] {
  return email.paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [''] : []),
    ...paragraph.flatMap((line): string[] => {
      switch (line.type) {
        case 'text':
          return [laidOutText(email, line.segments)];
        case 'link':
          return [line.url];
        case 'rows':
          return line.rows.map((row) => `- ${row.label} : ${row.value}`);
        case 'quote':
          return line.text.split('\n').map((quoted) => `> ${quoted}`);
      }
      return line.links.map((link) =>
        line.button ? `- ${link.label}\n  ${line.button} : ${link.url}` : `- ${link.label} :\n  ${link.url}`,
      );
    }),
  ]);
}

/**
 * The line a mail client shows beside the subject: the first line of text after the greeting (a
 * first paragraph of one line ending with a comma).
 */
export function emailPreheader(email: LaidOutEmail): string {
  const texts = email.paragraphs.map((paragraph) => paragraph.find((line) => line.type === 'text'));
  const [first] = email.paragraphs;
  const greeting = first?.length === 1 && first[0]?.type === 'text' && laidOutText(email, first[0].segments).trimEnd().endsWith(',');
  const line = texts.slice(greeting ? 1 : 0).find((candidate) => candidate !== undefined);
  return line?.type === 'text' ? laidOutText(email, line.segments) : email.subject;
}
