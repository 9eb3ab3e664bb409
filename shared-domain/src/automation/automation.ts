// « Automatisation »: the automatic messages as rules the clinic can see, pause and
// time; the states of an e-mail in the outbox; the scheduled jobs' health; batch operations with a
// dry run and an undo; the one-click actions. Request schemas, French labels and limits, declared
// once for the API and the screens (their answers are in ./automation-views.ts).
import { z } from 'zod';
import type { EmailTemplateKey } from '../clinic/email-templates';

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** Every automatic message the clinic sends, as a rule (the order of « Automatisation »). */
export const automationRuleKeys = [
  'confirmation',
  'reminder',
  'presence_request',
  'first_visit_follow_up',
  'reexam_due',
  'waitlist_offers',
  'rebooking_offers',
  'payment_reminder',
  'receipt',
  'yearly_statement',
] as const;
export type AutomationRuleKey = (typeof automationRuleKeys)[number];

/**
 * The unit of a rule's timing (`delay`), when it has one of its own. The reminder's hours and the
 * waitlist's batch and expiry stay in the clinic's settings (« Liste d'attente et rappels »): the
 * rule page edits them there, through their own section's schema.
 */
export type AutomationDelayUnit = 'hours_before' | 'days_after' | 'weeks_after' | 'days_overdue';

export interface AutomationRuleDefinition {
  label: string;
  /** What the rule does, said in one sentence beside its switch. */
  description: string;
  /** The templates it writes from (« Modèles de courriels »); the first is the one « Envoyer un test » sends. */
  templates: readonly EmailTemplateKey[];
  /**
   * Off until the clinic turns it on: a clinic that upgrades is not
   * surprised by e-mails to every lapsed or late patient it has. Absent: on.
   */
  enabledByDefault?: false;
  /** Its own timing, stored in `automation_rules.delay`, with its bounds and default; none: timing lives elsewhere or is immediate. */
  delay?: { unit: AutomationDelayUnit; min: number; max: number; default: number; label: string };
}

/**
 * The catalogue. `templates` must name keys of shared-domain/clinic/email-templates; four rules
 * (presence request, first-visit follow-up, re-exam due, yearly statement) have their
 * own templates there.
 */
export const automationRules = {
  confirmation: {
    label: 'Confirmation de réservation',
    description: 'Envoyée dès qu’un rendez-vous est réservé en ligne, par le portail ou par la clinique.',
    templates: ['confirmation', 'confirmation_clinique'],
  },
  reminder: {
    label: 'Rappel de rendez-vous',
    description: 'Envoyé avant chaque rendez-vous confirmé ou en attente.',
    templates: ['rappel'],
  },
  presence_request: {
    label: 'Demande de confirmation de présence',
    description: 'Demande au patient de confirmer sa présence, s’il ne l’a pas déjà fait.',
    enabledByDefault: false,
    templates: ['demande_presence'],
    delay: { unit: 'hours_before', min: 2, max: 168, default: 48, label: 'Heures avant le rendez-vous' },
  },
  first_visit_follow_up: {
    label: 'Suivi après une première visite',
    description: 'Prend des nouvelles du patient après sa première visite terminée.',
    enabledByDefault: false,
    templates: ['suivi_premiere_visite'],
    delay: { unit: 'days_after', min: 1, max: 30, default: 3, label: 'Jours après la visite' },
  },
  reexam_due: {
    label: 'Réexamen à prévoir',
    description: 'Invite à reprendre rendez-vous le patient qui n’a aucun rendez-vous à venir depuis sa dernière visite.',
    enabledByDefault: false,
    templates: ['reexamen'],
    delay: { unit: 'weeks_after', min: 2, max: 104, default: 8, label: 'Semaines après la dernière visite' },
  },
  waitlist_offers: {
    label: 'Offres de la liste d’attente',
    description: 'Offre un créneau libéré aux personnes en attente, par groupes, chacune ayant un délai pour accepter.',
    templates: ['offre_liste_attente'],
  },
  rebooking_offers: {
    label: 'Offres de re-réservation',
    description: 'Envoie au patient les créneaux que la clinique lui propose.',
    templates: ['reprise'],
  },
  payment_reminder: {
    label: 'Rappel de paiement',
    description: 'Rappelle au patient une facture impayée depuis ce nombre de jours après son échéance.',
    enabledByDefault: false,
    templates: ['rappel_paiement'],
    delay: { unit: 'days_overdue', min: 1, max: 120, default: 30, label: 'Jours de retard' },
  },
  receipt: {
    label: 'Reçu après paiement',
    description: 'Envoie le reçu dès qu’un paiement en ligne est reçu.',
    templates: ['reçu_paiement'],
  },
  yearly_statement: {
    label: 'Relevé annuel',
    description:
      'En janvier, envoie à chaque patient le relevé de ses paiements de l’année précédente (pour ses impôts et ses assurances).',
    enabledByDefault: false,
    templates: ['releve_annuel'],
  },
} as const satisfies Record<AutomationRuleKey, AutomationRuleDefinition>;

/** Whether a rule the clinic never switched is on (see `enabledByDefault`). */
export function ruleEnabledByDefault(key: AutomationRuleKey): boolean {
  const definition: AutomationRuleDefinition = automationRules[key];
  return definition.enabledByDefault !== false;
}

/** The rule a template belongs to, if any: a message of a paused rule is not queued. */
export function ruleOfTemplate(key: string): AutomationRuleKey | undefined {
  for (const rule of automationRuleKeys) {
    if ((automationRules[rule].templates as readonly string[]).includes(key)) return rule;
  }
  return undefined;
}

export const automationRuleUpdateSchema = z.strictObject({
  enabled: z.boolean({ error: 'Indiquez si la règle est active.' }),
  delay: z
    .number({ error: 'Le délai doit être un nombre entier.' })
    .int({ error: 'Le délai doit être un nombre entier.' })
    .nullable()
    .optional(),
});
export type AutomationRuleUpdate = z.output<typeof automationRuleUpdateSchema>;

export const automationMessages = {
  unknownRule: 'Cette règle d’automatisation n’existe pas.',
  delayOutOfRange: (min: number, max: number) => `Le délai doit être entre ${min} et ${max}.`,
  noDelay: 'Cette règle n’a pas de délai à régler ici.',
  testSent: (address: string) => `Un courriel de test a été envoyé à ${address}.`,
  pausedQueued: (count: number) =>
    count === 0
      ? 'Règle en pause : aucun nouveau courriel ne sera envoyé.'
      : `Règle en pause : aucun nouveau courriel ne sera envoyé. ${count === 1 ? '1 courriel déjà planifié partira' : `${count} courriels déjà planifiés partiront`} quand même.`,
  retryCapped: 'Ce courriel a déjà été réessayé le nombre maximal de fois.',
  retryNotFailed: 'Seul un courriel en échec peut être réessayé.',
  retryGivenUp: 'Ce courriel a été abandonné : son contenu n’est plus conservé. Renvoyez-le depuis le rendez-vous ou la fiche du patient.',
  messageNotFound: 'Ce courriel est introuvable.',
  batchNotFound: 'Cette opération groupée est introuvable.',
  batchEmpty: 'Aucun rendez-vous ni patient ne correspond à cette sélection.',
  batchTooLarge: (max: number) => `Une opération groupée touche au plus ${max} éléments.`,
  undoExpired: 'Le délai pour annuler cette opération est écoulé.',
  undoNotPossible: 'Cette opération ne peut pas être annulée.',
  alreadyUndone: 'Cette opération a déjà été annulée.',
  staleDryRun: 'La sélection a changé depuis l’aperçu. Relancez l’aperçu.',
  sameDay: 'Choisissez un autre jour que celui des rendez-vous.',
  appointmentsOnly: 'Cette opération porte sur des rendez-vous : choisissez un jour, une plage ou des rendez-vous.',
  closeDaysNeedsDays: 'Seule une journée ou une plage de jours peut être fermée à la réservation.',
  noEmailConsent: 'A refusé les courriels',
  errorNotFound: (errorId: string) => `Aucune erreur ne porte l’identifiant « ${errorId} ».`,
} as const;

// ---------------------------------------------------------------------------------------------
// The outbox as staff see it (« Santé de l'automatisation »)
// ---------------------------------------------------------------------------------------------

/** An e-mail's state: waiting its time, delivered, failed and to be retried, given up. */
export const messageStates = ['planned', 'sent', 'failed', 'given_up'] as const;
export type MessageState = (typeof messageStates)[number];
export const messageStateLabels: Record<MessageState, string> = {
  planned: 'Planifié',
  sent: 'Envoyé',
  failed: 'Échec',
  given_up: 'Abandonné',
};

/** What an outbox row is, beside the templates' keys: the digest, a test, a batch's free message, staff security mail. */
export const otherMessageKinds = ['digest', 'test', 'batch_message', 'staff', 'other'] as const;
export type MessageKind = EmailTemplateKey | (typeof otherMessageKinds)[number];
export const otherMessageKindLabels: Record<(typeof otherMessageKinds)[number], string> = {
  digest: 'Résumé quotidien',
  test: 'Courriel de test',
  batch_message: 'Message groupé',
  staff: 'Courriel à l’équipe',
  other: 'Autre',
};

/** Staff may press « Réessayer » at most this many times on one message. */
export const manualRetryCap = 3;

export const messageListQuerySchema = z.strictObject({
  state: z.enum(messageStates, { error: 'État de courriel inconnu.' }).optional(),
  kind: z.string().max(40).optional(),
  patientId: z.string().max(64).optional(),
  from: z.iso.date({ error: 'Date invalide (AAAA-MM-JJ).' }).optional(),
  to: z.iso.date({ error: 'Date invalide (AAAA-MM-JJ).' }).optional(),
  page: z.coerce.number({ error: 'Page invalide.' }).int().min(1, { error: 'Page invalide.' }).max(10_000).default(1),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
export const messageListPageSize = 50;

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

export const jobOutcomes = ['ok', 'failed'] as const;
export type JobOutcome = (typeof jobOutcomes)[number];
/** A job that has not run for this many of its periods is flagged « en retard ». */
export const jobLatePeriods = 3;

/** The French name of each scheduled job (api/src/jobs.ts); a job not here shows its own name. */
export const jobLabels: Record<string, string> = {
  retention: 'Effacement selon la politique de confidentialité',
  'appointment-reminders': 'Rappels de rendez-vous',
  'waitlist-slot-offers': 'Offres de la liste d’attente',
  'rebooking-expiry': 'Expiration des re-réservations',
  'overdue-invoices': 'Factures en retard',
  'stale-payments': 'Paiements interrompus',
  'batch-deposits': 'Dépôts des rendez-vous annulés par la clinique',
  'outbox-sender': 'Envoi des courriels',
  'text-sender': 'Envoi des textos',
  'text-follow-ups': 'Textos après les rappels non confirmés',
  'automation-rules': 'Règles d’automatisation',
  'automation-digest': 'Résumé quotidien des échecs',
  'retention-review': 'Rappel mensuel de la conservation des dossiers',
  backup: 'Sauvegarde chiffrée de la base',
};

// ---------------------------------------------------------------------------------------------
// Batch operations (« Opérations groupées », « Actions en un clic »)
// ---------------------------------------------------------------------------------------------

export const batchKinds = [
  'cancel',
  'move',
  'message',
  'resend_confirmations',
  'presence_reminders',
  'payment_reminders',
  'offer_free_slots',
  'rebooking_offers',
  'reactivation',
] as const;
export type BatchKind = (typeof batchKinds)[number];
export const batchKindLabels: Record<BatchKind, string> = {
  cancel: 'Annulation',
  move: 'Déplacement',
  message: 'Message',
  resend_confirmations: 'Renvoi des confirmations',
  presence_reminders: 'Demandes de confirmation de présence',
  payment_reminders: 'Rappels de paiement',
  offer_free_slots: 'Créneaux offerts à la liste d’attente',
  rebooking_offers: 'Rendez-vous proposés (analyses actionnables)',
  reactivation: 'Messages de réactivation',
};
/** Cancelling or moving appointments: the administrators'; message batches: every role. */
export const batchKindAccess = {
  cancel: 'management',
  move: 'management',
  message: 'everyone',
  resend_confirmations: 'everyone',
  presence_reminders: 'everyone',
  payment_reminders: 'cashDesk',
  offer_free_slots: 'everyone',
  rebooking_offers: 'everyone',
  reactivation: 'everyone',
} as const;

export const batchStatuses = ['done', 'undone', 'partly_undone'] as const;
export type BatchStatus = (typeof batchStatuses)[number];
export const batchStatusLabels: Record<BatchStatus, string> = {
  done: 'Terminée',
  undone: 'Annulée',
  partly_undone: 'Annulée en partie',
};

/** What happened to one appointment or patient of a batch. */
export const batchItemOutcomes = ['cancelled', 'moved', 'messaged', 'offered', 'skipped', 'restored', 'kept'] as const;
export type BatchItemOutcome = (typeof batchItemOutcomes)[number];
export const batchItemOutcomeLabels: Record<BatchItemOutcome, string> = {
  cancelled: 'Annulé',
  moved: 'Déplacé',
  messaged: 'Avisé',
  /** A free slot given to the waitlist (« Offrir les créneaux libres de cette semaine »). */
  offered: 'Offert à la liste d’attente',
  skipped: 'Non touché',
  restored: 'Rétabli',
  kept: 'Déjà avisé, non rétabli',
};

export const batchLimits = {
  maxItems: 500,
  /** A batch's e-mails leave at most this many a minute (the clinic's mail server and its reputation). */
  defaultRatePerMinute: 30,
  minRatePerMinute: 1,
  maxRatePerMinute: 600,
  /** A cancellation not yet e-mailed, or a move, may be undone this long after the batch. */
  undoWindowMinutes: 15,
  subjectMax: 150,
  bodyMax: 5_000,
} as const;

/** When the batch's first e-mail may leave: at once, or after a pause that leaves time to undo. */
export const batchSendDelays = [0, 2, 15] as const;
export const batchSendDelayLabels: Record<(typeof batchSendDelays)[number], string> = {
  0: 'Tout de suite',
  2: 'Dans 2 minutes',
  15: 'Dans 15 minutes (le temps de pouvoir annuler)',
};

const day = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ).' });
const ids = z
  .array(z.string().min(1).max(64), { error: 'Sélection invalide.' })
  .min(1, { error: 'Choisissez au moins un élément.' })
  .max(batchLimits.maxItems, { error: automationMessages.batchTooLarge(batchLimits.maxItems) });

/** Which patients a message batch selected by patients writes to. */
export const batchPatientGroups = ['active', 'all'] as const;
export type BatchPatientGroup = (typeof batchPatientGroups)[number];
export const batchPatientGroupLabels: Record<BatchPatientGroup, string> = {
  active: 'Patients actifs',
  all: 'Tous les patients (actifs et inactifs)',
};

/**
 * The selection a batch works on: a day, a range of days, chosen appointments, or (a message
 * only) patients. Cancelled, completed and no-show appointments are never selected.
 */
export const batchSelectionSchema = z.union([
  z.strictObject({ type: z.literal('day'), date: day }),
  z.strictObject({ type: z.literal('range'), from: day, to: day }),
  z.strictObject({ type: z.literal('appointments'), appointmentIds: ids }),
  /** Patients rather than appointments (a message only): the active ones, or all; seen since a day. */
  z.strictObject({
    type: z.literal('patients'),
    status: z.enum(batchPatientGroups, { error: 'Groupe de patients inconnu.' }).default('active'),
    lastVisitSince: day.optional(),
  }),
]);
export type BatchSelection = z.output<typeof batchSelectionSchema>;

const sendOptions = {
  sendDelayMinutes: z.union([z.literal(0), z.literal(2), z.literal(15)], { error: 'Délai d’envoi invalide.' }).default(2),
  ratePerMinute: z
    .number({ error: 'Le débit doit être un nombre entier.' })
    .int({ error: 'Le débit doit être un nombre entier.' })
    .min(batchLimits.minRatePerMinute, {
      error: `Le débit doit être entre ${batchLimits.minRatePerMinute} et ${batchLimits.maxRatePerMinute} courriels par minute.`,
    })
    .max(batchLimits.maxRatePerMinute, {
      error: `Le débit doit être entre ${batchLimits.minRatePerMinute} et ${batchLimits.maxRatePerMinute} courriels par minute.`,
    })
    .default(batchLimits.defaultRatePerMinute),
};

/** The dry run's `selectionToken`: a run that carries it is refused (409 AUTO_001) when the selection changed since. */
const selectionToken = z.string().max(128).optional();

/** The request of every batch: `dryRun: true` answers what it would do and changes nothing. */
export const batchRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('cancel'),
      selection: batchSelectionSchema,
      /** « journée maladie »: said in the notice. */
      reason: z
        .string()
        .trim()
        .min(2, { error: 'Indiquez la raison (au moins 2 caractères).' })
        .max(200, { error: 'La raison fait au plus 200 caractères.' }),
      /** Offer the freed slots to the waitlist (off unless ticked). */
      offerToWaitlist: z.boolean().default(false),
      /**
       * Close the selected day (or days) to booking as a clinic closure, so no slot of it is offered
       * again; reopened by the batch's undo. A day or a range only; the « Journée maladie » form ticks it.
       */
      closeDays: z.boolean().default(false),
      ...sendOptions,
      dryRun: z.boolean().default(true),
      selectionToken,
    }),
    z.strictObject({
      kind: z.literal('move'),
      selection: batchSelectionSchema,
      /** The day each appointment moves to, at the same time. */
      toDate: day,
      ...sendOptions,
      dryRun: z.boolean().default(true),
      selectionToken,
    }),
    z.strictObject({
      kind: z.literal('message'),
      selection: batchSelectionSchema,
      subject: z
        .string()
        .trim()
        .min(2, { error: 'Indiquez l’objet.' })
        .max(batchLimits.subjectMax, { error: `L’objet fait au plus ${batchLimits.subjectMax} caractères.` }),
      body: z
        .string()
        .trim()
        .min(2, { error: 'Écrivez le message.' })
        .max(batchLimits.bodyMax, { error: `Le message fait au plus ${batchLimits.bodyMax} caractères.` }),
      ...sendOptions,
      dryRun: z.boolean().default(true),
      selectionToken,
    }),
    z.strictObject({
      kind: z.literal('resend_confirmations'),
      selection: batchSelectionSchema,
      ...sendOptions,
      dryRun: z.boolean().default(true),
      selectionToken,
    }),
  ],
  { error: 'Type d’opération inconnu.' },
);
export type BatchRequest = z.output<typeof batchRequestSchema>;
export type BatchRequestInput = z.input<typeof batchRequestSchema>;

/** The three prepared actions of « Actions en un clic ». */
export const oneClickActions = ['unconfirmed_tomorrow', 'unpaid_over_30_days', 'free_slots_this_week'] as const;
export type OneClickAction = (typeof oneClickActions)[number];
export const oneClickActionLabels: Record<OneClickAction, { title: string; description: string; kind: BatchKind }> = {
  unconfirmed_tomorrow: {
    title: 'Rappeler les patients de demain qui n’ont pas confirmé',
    description: 'Envoie une demande de confirmation de présence à chaque patient de demain dont le rendez-vous n’est pas confirmé.',
    kind: 'presence_reminders',
  },
  unpaid_over_30_days: {
    title: 'Relancer les soldes impayés de plus de 30 jours',
    description: 'Envoie un rappel de paiement à chaque patient dont une facture est due depuis plus de 30 jours.',
    kind: 'payment_reminders',
  },
  free_slots_this_week: {
    title: 'Offrir les créneaux libres de cette semaine à la liste d’attente',
    description: 'Offre chaque créneau encore libre d’ici dimanche aux personnes en attente, selon les règles de la liste d’attente.',
    kind: 'offer_free_slots',
  },
};
export const oneClickRequestSchema = z.strictObject({
  dryRun: z.boolean().default(true),
  selectionToken,
  ratePerMinute: sendOptions.ratePerMinute,
});
export type OneClickRequest = z.output<typeof oneClickRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Monitoring (« Surveillance du système »)
// ---------------------------------------------------------------------------------------------

export const clientErrorQuerySchema = z.strictObject({
  /** The id a person read on the error screen, or part of a message or code. */
  q: z.string().trim().max(100, { error: 'La recherche fait au plus 100 caractères.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ClientErrorQuery = z.output<typeof clientErrorQuerySchema>;

// ---------------------------------------------------------------------------------------------
// « Annulations automatisées »
// ---------------------------------------------------------------------------------------------

/** The clinic month whose cancellations are shown; this month when absent. */
export const cancellationMonthQuerySchema = z.strictObject({
  month: z
    .string({ error: 'Mois invalide (AAAA-MM).' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mois invalide (AAAA-MM).' })
    .optional(),
});
export type CancellationMonthQuery = z.output<typeof cancellationMonthQuerySchema>;
