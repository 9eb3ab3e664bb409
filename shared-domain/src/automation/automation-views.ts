// What the automation screens read: the answers of the back-office's automation,
// batch and monitoring routes, declared once so the API (`satisfies`) and the screens agree before
// either is written. Instants are ISO strings; dates 'YYYY-MM-DD' are clinic calendar days.
import type {
  AutomationDelayUnit,
  AutomationRuleKey,
  BatchItemOutcome,
  BatchKind,
  BatchStatus,
  JobOutcome,
  MessageState,
  OneClickAction,
} from './automation';
import type { TextMessageStatus } from './text-messages';
import type { ClientErrorRole, ErrorSeverity } from '../platform/error-log';
import type { BackupKeyStatus } from '../privacy/privacy-backups';

/** One rule of « Automatisation » (GET /api/admin/automation/rules). */
export interface AutomationRuleView {
  key: AutomationRuleKey;
  label: string;
  description: string;
  enabled: boolean;
  /** Its own timing (null when it has none here); `delayUnit` says how to read it. */
  delay: number | null;
  delayUnit: AutomationDelayUnit | null;
  /** The timing kept in the clinic's settings, said in words (« 24 h avant », « 3 personnes à la fois, 2 h pour répondre »), or null. */
  settingsTiming: string | null;
  templates: { key: string; label: string }[];
  /** Messages of this rule already in the outbox and not yet sent. */
  queued: number;
  /** Sent in the last 30 days. */
  sentLast30Days: number;
  updatedAt: string | null;
}
export interface AutomationRulesView {
  rules: AutomationRuleView[];
}
/** A rule as kept after a save (PUT /api/admin/automation/rules/:key); `message` says what a pause leaves queued, else null. */
export interface AutomationRuleSavedView {
  rule: AutomationRuleView;
  message: string | null;
}
/** « Envoyer un test » (POST /api/admin/automation/rules/:key/test). */
export interface AutomationRuleTestView {
  message: string;
}

/** One e-mail of « Santé de l'automatisation » (GET /api/admin/automation/messages). Never its body, subject or links. */
export interface OutboxMessageView {
  id: string;
  kind: string;
  kindLabel: string;
  state: MessageState;
  stateLabel: string;
  /** The address, as the clinic typed it in the record. */
  to: string;
  patientId: string | null;
  patientName: string | null;
  appointmentId: string | null;
  /** The appointment's start, for the list (« jeu. 26 nov., 10 h »). */
  appointmentStartsAt: string | null;
  batchId: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When the next try may run (planned or failed). */
  nextAttemptAt: string | null;
  attempts: number;
  manualRetries: number;
  /** The last error's code only (« EENVELOPE 550 »), never the server's words. */
  errorCode: string | null;
  canRetry: boolean;
}
export interface OutboxMessagePage {
  messages: OutboxMessageView[];
  total: number;
  page: number;
  pageSize: number;
  /** Counts by state over the same filters except the state. */
  counts: Record<MessageState, number>;
}

/** « Santé de l'automatisation › Textos » (GET /api/admin/automation/texts): the channel, its figures and the desk's inbox. */
export interface TextMessagesView {
  /** TWILIO_* set: off, no text leaves and the rest stays empty. */
  configured: boolean;
  /** The clinic's number texts come from, when on. */
  from: string | null;
  /** Texts by status over the last 30 days. */
  counts: Record<TextMessageStatus, number>;
  /** Texts handed to Twilio since the first of the clinic's month (what the provider bills). */
  sentThisMonth: number;
  /** The last texts, newest first: never their body. */
  recent: TextMessageView[];
  /** Replies for the desk to read (anything but OUI, NON or STOP), oldest first. */
  inbox: TextReplyView[];
}

export interface TextMessageView {
  id: string;
  patientId: string;
  patientName: string | null;
  appointmentId: string | null;
  status: TextMessageStatus;
  statusLabel: string;
  createdAt: string;
  sentAt: string | null;
  /** Twilio's error code (« 30003 ») or the client's (« NETWORK »), never its words. */
  errorCode: string | null;
}

export interface TextReplyView {
  id: string;
  patientId: string;
  patientName: string | null;
  from: string;
  body: string;
  receivedAt: string;
}

/** A reply in the desk's « Textos reçus » (GET /api/admin/text-replies): its words only for the care roles. */
export interface DeskTextReply {
  id: string;
  patientId: string;
  patientName: string | null;
  from: string;
  /** What she wrote (health text): null for the desk, with `bodyOnFile`. */
  body: string | null;
  bodyOnFile: boolean;
  receivedAt: string;
  /** The visit the last reminder texted to her was about, if any. */
  visit: { appointmentId: string; date: string | null; time: string | null } | null;
}

/** One scheduled job (GET /api/admin/automation/jobs). */
export interface JobRunView {
  startedAt: string;
  durationMs: number;
  outcome: JobOutcome;
  /** The job's figures (« sent: 3 »), as its run counted them. */
  figures: Record<string, number>;
  /** The run's result in a French sentence (shared-domain/automation/job-results). */
  summary: string;
  errorCode: string | null;
  holder: string;
}
export interface JobView {
  name: string;
  label: string;
  everyMs: number;
  lastRun: JobRunView | null;
  /** lastRun.startedAt + everyMs, or null before its first run. */
  nextRunAt: string | null;
  /** Not run for `jobLatePeriods` periods. */
  late: boolean;
  /** The instance holding its lease now, and until when. */
  leaseHolder: string | null;
  leaseExpiresAt: string | null;
  /**
   * The instance whose lease ran out without being renewed (it stopped or no longer answers), and
   * when it was last seen taking it; null while the lease is held, or given back on shutdown.
   */
  leaseLost: { holder: string; since: string } | null;
  /** The last runs that did something or failed, newest first (at most 10). */
  recentRuns: JobRunView[];
}
export interface JobsView {
  /** This API instance's holder id, to tell « cette instance ». */
  thisInstance: string;
  jobs: JobView[];
}

/** « Annulations automatisées » (GET /api/admin/automation/cancellations). */
export type CancellationPathOutcome = 'accepted' | 'offering' | 'expired' | 'cascaded' | 'past' | 'not_offered';
export interface CancellationPathInvitation {
  patientName: string;
  invitedAt: string;
  status: string;
  statusLabel: string;
}
export interface CancellationPathView {
  offerId: string | null;
  appointmentId: string | null;
  /** The freed slot. */
  slotStartsAt: string;
  durationMinutes: number;
  serviceName: string | null;
  cancelledAt: string | null;
  /** Who cancelled, in words (« Le patient », « La clinique »). */
  cancelledBy: string | null;
  invitations: CancellationPathInvitation[];
  outcome: CancellationPathOutcome;
  outcomeLabel: string;
  /** Who took the slot through the waitlist. */
  filledBy: string | null;
  /** The service's price kept when the waitlist refilled the slot, else 0. */
  revenueKeptCents: number;
}
export interface CancellationAutomationView {
  month: string;
  totals: { cancellations: number; offered: number; refilled: number; revenueKeptCents: number };
  paths: CancellationPathView[];
}

/** What a batch would do or did to one appointment or patient. */
export interface BatchItemView {
  appointmentId: string | null;
  patientId: string | null;
  patientName: string;
  /** The appointment's start before, and after a move. */
  startsAt: string | null;
  movesTo: string | null;
  serviceName: string | null;
  /** Who gets an e-mail, and which. */
  email: string | null;
  emailLabel: string | null;
  outcome: BatchItemOutcome;
  outcomeLabel: string;
  /** Why it is skipped (« Le nouveau créneau est déjà pris », « Aucune adresse courriel »). */
  note: string | null;
  /** The e-mail's state once the batch ran. */
  messageState: MessageState | null;
}
export interface BatchDryRunView {
  kind: BatchKind;
  kindLabel: string;
  /** A fingerprint of the selection: the run is refused (409) when it changed since the dry run. */
  selectionToken: string;
  items: BatchItemView[];
  /** `deposits`: the cancelled visits with a deposit paid, each given back in full once the batch can no longer be undone. */
  totals: { touched: number; skipped: number; emails: number; deposits: number };
  /** The first e-mail's time and the last's at the chosen rate. */
  firstEmailAt: string | null;
  lastEmailAt: string | null;
  /** The days the batch will close to booking (a clinic closure), if asked. */
  closure: BatchClosureView | null;
}
/** Days a cancellation batch closed to booking, kept as a clinic closure until the batch is undone. */
export interface BatchClosureView {
  startDate: string;
  endDate: string;
}
export interface BatchView {
  id: string;
  kind: BatchKind;
  kindLabel: string;
  status: BatchStatus;
  statusLabel: string;
  createdAt: string;
  createdByName: string;
  /** In words (« Journée maladie — jeudi 26 novembre 2026 »). */
  summary: string;
  /** `deposits`: the visits it cancelled with a deposit paid, given back in full once it can no longer be undone. */
  totals: { touched: number; skipped: number; emails: number; sent: number; failed: number; restored: number; deposits: number };
  /** Until when « Annuler l'opération » is offered; null: not undoable. */
  undoUntil: string | null;
  canUndo: boolean;
  /** The days it keeps closed to booking; null: none asked, or reopened (undone, or removed in « Paramètres »). */
  closure: BatchClosureView | null;
  items: BatchItemView[];
}
export interface BatchListView {
  batches: Omit<BatchView, 'items'>[];
}

/** « Actions en un clic » (GET /api/admin/automation/one-click). */
export interface OneClickActionView {
  action: OneClickAction;
  title: string;
  description: string;
  count: number;
  /** What the count is of (« 3 patients », « 5 créneaux »). */
  countLabel: string;
}
export interface OneClickView {
  actions: OneClickActionView[];
}

/** « Surveillance du système » (GET /api/admin/monitoring). */
export type HealthState = 'ok' | 'warning' | 'down' | 'unknown';
export interface MonitoringView {
  checkedAt: string;
  api: {
    state: HealthState;
    version: string;
    startedAt: string;
    uptimeSeconds: number;
    memoryMb: number;
    nodeVersion: string;
    /** How long requests waited for the API's thread: the event loop's delay over the last hour, ms (null before any sample). */
    eventLoopDelay: { p99Ms: number | null; maxMs: number | null };
  };
  database: { state: HealthState; kind: 'sqlite' | 'libsql'; sizeBytes: number | null; lastBackupAt: string | null; latencyMs: number };
  email: {
    state: HealthState;
    configured: boolean;
    lastSentAt: string | null;
    failedLast24Hours: number;
    queued: number;
  };
  jobs: { total: number; late: number; failedLastRun: number };
  /** Texts handed to Twilio by clinic month (what the provider bills), the last six, this month first. */
  texts: { configured: boolean; byMonth: { month: string; sent: number }[] };
  backupKey: BackupKeyStatus;
}
/** « Vérifier le serveur de courriel » (POST /api/admin/monitoring/email-check): the error's code only, never the server's words. */
export interface EmailCheckView {
  state: HealthState;
  errorCode: string | null;
  /** What the state means, in French. */
  message: string;
}
export interface ClientErrorView {
  errorId: string;
  createdAt: string;
  code: string;
  message: string;
  severity: ErrorSeverity;
  context: Record<string, unknown> | null;
  /** The page's path (no query or fragment), null when the report named none. */
  page: string | null;
  /** Who was signed in: a staff role, 'patient', or null for a visitor. */
  role: ClientErrorRole | null;
}
export interface ClientErrorsView {
  errors: ClientErrorView[];
  total: number;
}
