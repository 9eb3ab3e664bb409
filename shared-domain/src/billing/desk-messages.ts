// What the desk's finance screens and the API say (limits, field labels, refusals), in French,
// declared once so a form and the route refusing it use the same words.

export const deskLimits = {
  /** Far above any clinic invoice or payment: a stray value is refused, not recorded. */
  maxCents: 10_000_000,
  invoicesPerCheckout: 20,
  tendersPerCheckout: 6,
  linesPerInvoice: 30,
  quantityMax: 20,
  reasonMax: 500,
  noteMax: 1_000,
  reopeningReasonMin: 5,
  reopeningReasonMax: 500,
  descriptionMax: 200,
  idMaxChars: 64,
} as const;

export const deskLabels = {
  invoice: 'Facture',
  invoices: 'Factures',
  product: 'Produit',
  quantity: 'Quantité',
  description: 'Description',
  amount: 'Montant ($)',
  taxCode: 'Taxes',
  tender: 'Mode de paiement',
  card: 'Carte enregistrée',
  creditApplied: 'Crédit au compte utilisé ($)',
  receivedOn: 'Date de réception',
  reason: 'Raison',
  note: 'Note',
  waiverReason: 'Raison de la renonciation',
  creditNoteReason: 'Raison de la note de crédit',
  refundReason: 'Raison du remboursement',
  offCardNote: 'Pourquoi pas sur la carte',
  payment: 'Paiement',
  businessDate: 'Journée',
  counted: 'Montant compté ($)',
  openingCash: 'Fonds de caisse à l’ouverture ($)',
  differenceNote: 'Explication de l’écart',
  reopeningReason: 'Raison de la réouverture',
  asOf: 'En date du',
} as const;

export const deskMessages = {
  amountInvalid: (label: string) => `${label} doit être un montant en dollars, par exemple 34,49`,
  amountPositive: (label: string) => `${label} doit être supérieur à 0`,
  amountTooLarge: (label: string) => `${label} ne peut pas dépasser 100 000,00 $`,
  idInvalid: (label: string) => `${label} est introuvable`,
  invoicesRequired: 'Choisissez au moins une facture',
  tooManyInvoices: `Choisissez au plus ${deskLimits.invoicesPerCheckout} factures à la fois`,
  tendersRequired: 'Ajoutez au moins un mode de paiement',
  tooManyTenders: `Au plus ${deskLimits.tendersPerCheckout} modes de paiement par encaissement`,
  cardRequired: 'Choisissez la carte enregistrée à débiter',
  oneCardPerCheckout: 'Une seule carte enregistrée par encaissement',
  voidCardOnFile: 'Un paiement par carte enregistrée ne s’annule pas : remboursez-le.',
  voidRefunded: 'Ce paiement a déjà été remboursé en partie : il ne peut plus être annulé.',
  notVoidable: 'Seul un paiement encaissé à la clinique peut être annulé',
  invoiceNotFound: 'Facture introuvable',
  paymentNotFound: 'Paiement introuvable',
  lineNotFound: 'Ligne de facture introuvable',
  productNotFound: 'Produit introuvable ou inactif',
  notADraft: 'Cette facture est émise : elle ne se modifie plus. Corrigez-la par une note de crédit.',
  notAFee: 'Seuls les frais d’absence ou d’annulation tardive peuvent faire l’objet d’une renonciation',
  notIssued: 'Seule une facture émise peut être créditée',
  draftEmpty: 'Une facture sans ligne ne peut pas être émise',
  tooManyLines: `Une facture compte au plus ${deskLimits.linesPerInvoice} lignes`,
  otherPatient: 'Ces factures n’appartiennent pas toutes à ce patient',
  moreThanOwed: (owed: string) =>
    `Le montant dépasse ce qui reste à payer (${owed}). Le surplus serait porté au crédit du compte : cochez « Garder le surplus en crédit ».`,
  creditUnavailable: (available: string) => `Le crédit au compte disponible est de ${available}`,
  checkoutKeyReused:
    'Cet encaissement a déjà été enregistré avec d’autres montants, moyens de paiement ou factures. Rien n’a été enregistré de plus : fermez la fenêtre et ouvrez un nouvel encaissement.',
  balanceChanged: 'Ces factures ont changé entre-temps (un autre paiement ou une correction). Vérifiez les montants et réessayez.',
  creditAboveLine: (left: string) => `La note de crédit dépasse ce qui reste à créditer sur cette ligne (${left})`,
  creditNoteEmpty: 'Choisissez au moins une ligne à créditer',
  refundAbovePaid: (left: string) => `Le remboursement dépasse ce qui peut encore être remboursé de ce paiement (${left})`,
  refundAboveCredit: (left: string) => `Le remboursement dépasse le crédit au compte du patient (${left})`,
  refundCardNeedsPayment: 'Un remboursement sur carte enregistrée se fait à partir du paiement par carte',
  refundOffCardAdminOnly:
    'Un paiement par carte se rembourse sur la carte qui a payé. Seule l’administration peut le rembourser autrement, avec une note.',
  offCardNoteRequired: 'Dites pourquoi ce remboursement ne retourne pas sur la carte qui a payé',
  refundChanged: 'Ce paiement ou ce crédit a changé entre-temps (un autre remboursement ou paiement). Vérifiez le montant et réessayez.',
  cardRefundRefused:
    'La passerelle de paiement a refusé le remboursement sur la carte. L’administration peut le rembourser par un autre mode de paiement, avec une note.',
  dayClosed: (day: string) =>
    `La caisse du ${day} est fermée : ses paiements ne se modifient plus. Enregistrez une correction sans date : elle sera comptée sur la prochaine journée de caisse ouverte.`,
  dayClosedAny:
    'Cette caisse est fermée : ses paiements ne se modifient plus. Enregistrez une correction sans date : elle sera comptée sur la prochaine journée de caisse ouverte.',
  creditNoteKept: 'Une note de crédit ne se modifie ni ne se supprime.',
  insuranceReceiptKept: 'Un reçu pour assurance émis ne se modifie ni ne se supprime : réimprimez-le, il portera DUPLICATA.',
  checkoutKept: 'Un encaissement enregistré ne se modifie ni ne se supprime : annulez plutôt le paiement.',
  negativeAmount: 'Un montant ne peut pas être négatif',
  dayAlreadyClosed: 'Cette journée est déjà fermée',
  dayNotClosed: 'Cette journée n’est pas fermée : il n’y a rien à rouvrir',
  dayInFuture: 'Une journée future ne peut pas être fermée',
  differenceNoteRequired: 'Expliquez l’écart entre les montants attendus et comptés',
  receivedInFuture: 'La date de réception ne peut pas être dans le futur',
  /** A day before the last cash close (or, before the first close, before the first payment): closed. */
  receivedBeforeOpenDays: (earliest: string) =>
    `La date de réception doit être aujourd’hui ou un jour depuis la dernière fermeture de caisse : au plus tôt le ${earliest}.`,
  /** A payment dated before the invoice it pays was issued, or before its visit. */
  receivedBeforeInvoice: (earliest: string) =>
    `La date de réception ne peut pas précéder la facture ni sa visite : au plus tôt le ${earliest}.`,
  /** The database's refusal of the same rule, when a write got past the code's check (no date to name). */
  receivedBeforeInvoiceAny: 'La date de réception ne peut pas précéder la facture ni sa visite.',
  noFee: 'La clinique n’a pas de frais configurés pour ce cas (Paramètres › Frais)',
  noEmail: 'Ce patient n’a pas d’adresse courriel au dossier',
  noPatientRecord:
    'Ce rendez-vous n’est lié à aucun dossier patient : aucune facture n’a été préparée. Liez-le à un dossier pour le facturer.',
  /** « Absent » drafted the clinic's no-show fee: said with the change, never silently. */
  noShowFeeDrafted: (amount: string) => `Frais d’absence préparés : ${amount} — à émettre`,
  /** A payment already applied to invoices or refunded in full: nothing of it can go back. */
  nothingToRefund: 'Ce paiement a déjà été remboursé en entier ou appliqué à des factures : il ne reste rien à rembourser.',
  patientNotFound: 'Patient introuvable',
  patientRequired: 'Choisissez un patient',
  creditNoteNotFound: 'Note de crédit introuvable',
  notDeletable: 'Seul un brouillon peut être supprimé : une facture émise se corrige par une note de crédit.',
  closingChanged: 'Des paiements de cette journée ont changé depuis l’affichage des montants attendus. Vérifiez les montants et réessayez.',
  nothingOwed: 'Ce patient n’a aucune facture à payer',
  owedAwaitsPayers:
    'Ce que ce patient doit est réclamé à un payeur (assureur, SAAQ ou CNESST) qui n’a pas encore répondu : rien à lui rappeler',
  periodTooLong: (days: number) => `La période choisie ne peut pas dépasser ${days} jours`,
  periodReversed: 'La date de fin doit suivre la date de début',
  asOfInFuture: 'La date du rapport ne peut pas être dans le futur',
} as const;
