// What « Surveillance du système » says, in one place, with the few readings of its
// figures (sizes, uptime) in fr-CA.
import { jobLabels } from 'shared-domain/automation/automation';
import type { HealthState } from 'shared-domain/automation/automation-views';
import { formatFileSize } from 'shared-domain/clinical/clinical-record';
import { staffRoleLabels } from 'shared-domain/accounts/staff-role';
import type { ClientErrorRole, ErrorSeverity } from 'shared-domain/platform/error-log';
import type { RemoteName } from 'shared-domain/platform/routes';
import { problemText } from 'shared-ui/problem-message';

export const monitoringText = {
  title: 'Surveillance du système',
  intro: 'L’état de l’API, de la base de données, du serveur de courriel et des tâches planifiées, au moment où la page a été lue.',
  loading: 'Vérification du système…',
  loadFailed: 'Erreur lors de la vérification du système',
  retry: 'Réessayer',
  refresh: 'Actualiser',
  checkedAt: (when: string) => `Vérifié le ${when}.`,
  statusLabel: 'État du système',
  state: 'État',
  api: {
    title: 'API',
    version: 'Version',
    startedAt: 'Démarrée le',
    uptime: 'En service depuis',
    memory: 'Mémoire',
    /** The event loop's delay: how long a request waited for the API's one thread. */
    loopDelay: 'Attente des requêtes (99e centile, dernière heure)',
    loopDelayValue: (p99: string, max: string) => `${p99} ms (au plus ${max} ms)`,
    loopDelayNone: 'pas encore mesurée',
    node: 'Node.js',
  },
  database: {
    title: 'Base de données',
    kind: 'Type',
    kinds: { sqlite: 'SQLite (fichier)', libsql: 'libSQL (serveur)' },
    size: 'Taille',
    unknownSize: 'inconnue',
    latency: 'Temps de réponse',
    lastBackup: 'Dernière sauvegarde',
    noBackup: 'aucune',
    backupOverdue: (days: number) => `La dernière sauvegarde date de plus de ${days} jours : voyez la tâche « ${jobLabels.backup} ».`,
  },
  email: {
    title: 'Courriel',
    server: 'Serveur',
    configured: 'Serveur SMTP configuré',
    notConfigured: 'Aucun serveur SMTP : les courriels restent dans la boîte de développement',
    lastSent: 'Dernier envoi',
    never: 'aucun',
    failed: 'Échecs (24 h)',
    queued: 'En file',
    check: 'Vérifier le serveur',
    checking: 'Vérification…',
    /** The check's sentence and its error code: « Le serveur de courriel ne répond pas ou refuse la connexion. (code ECONNREFUSED) ». */
    withCode: (message: string, code: string) => `${message} (code ${code})`,
  },
  texts: {
    title: 'Textos',
    channel: 'Service',
    configured: 'Twilio configuré : chaque texto envoyé est facturé',
    notConfigured: 'Aucun service de textos (TWILIO_*) : aucun texto ne part',
    sent: (count: number) => (count <= 1 ? `${count} texto envoyé` : `${count} textos envoyés`),
  },
  jobs: {
    title: 'Tâches planifiées',
    total: 'Tâches',
    late: 'En retard',
    failed: 'En échec à la dernière exécution',
    link: "Voir les tâches dans Santé de l'automatisation",
  },
  remotes: {
    title: 'Versions déployées',
    intro: 'Chaque application telle que l’interface la charge : l’adresse de son manifeste et la version de sa construction.',
    loading: 'Lecture des manifestes…',
    caption: 'Applications et leurs versions',
    columns: { name: 'Application', url: 'Adresse', version: 'Version' },
    unknown: 'inconnue',
  },
  errors: {
    title: 'Journal des erreurs',
    intro:
      'Les erreurs affichées aux utilisateurs, les plus récentes d’abord. Cherchez l’identifiant qu’une personne a lu sur l’écran d’erreur.',
    search: 'Identifiant de l’erreur',
    searchHint: 'Tel qu’il est affiché sur l’écran d’erreur, avec ou sans « ERR- ».',
    submit: 'Rechercher',
    clear: 'Effacer la recherche',
    region: 'Rechercher une erreur',
    loading: 'Chargement du journal des erreurs…',
    loadFailed: 'Erreur lors du chargement du journal des erreurs',
    listLabel: 'Erreurs du journal',
    empty: 'Aucune erreur enregistrée.',
    recent: (shown: number, total: number) =>
      shown === total ? `${shown} ${shown > 1 ? 'erreurs' : 'erreur'}.` : `Les ${shown} plus récentes sur ${total}.`,
    found: (count: number) => (count > 1 ? `${count} erreurs trouvées.` : '1 erreur trouvée.'),
    id: 'Identifiant',
    when: 'Date',
    code: 'Code',
    severity: 'Gravité',
    context: 'Contexte',
    noContext: 'Aucun contexte.',
    page: 'Page',
    noPage: 'Non précisée',
    role: 'Personne connectée',
  },
  unreachable: problemText.unreachable,
} as const;

export const healthStateLabels: Record<HealthState, string> = {
  ok: 'En service',
  warning: 'À surveiller',
  down: 'En panne',
  unknown: 'Inconnu',
};

export const severityLabels: Record<ErrorSeverity, string> = {
  low: 'Faible',
  medium: 'Moyenne',
  high: 'Élevée',
  critical: 'Critique',
};

export const remoteLabels: Record<RemoteName, string> = {
  public: 'Site public',
  portal: 'Portail patient',
  admin: 'Espace administrateur',
};

const decimal = (value: number) => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(value);
const gigabyte = 1024 * 1024 * 1024;

/** The database's size: « 850 octets », « 12 Ko », « 1,2 Mo », « 2,5 Go »; « inconnue » when unknown. */
export function databaseSizeText(bytes: number | null): string {
  if (bytes === null) return monitoringText.database.unknownSize;
  return bytes >= gigabyte ? `${decimal(bytes / gigabyte)} Go` : formatFileSize(bytes);
}

/** How long the API has been up: « 45 s », « 12 min », « 3 h 12 min », « 2 j 3 h ». */
export function uptimeText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (days > 0) return hours > 0 ? `${days} j ${hours} h` : `${days} j`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return `${minutes} min`;
  return `${whole} s`;
}

/** Who was signed in when the error happened: a staff role, the portal's patient, or a visitor. */
export function clientErrorRoleText(role: ClientErrorRole | null): string {
  if (role === null) return 'Visiteur (non connecté)';
  return role === 'patient' ? 'Patient (portail)' : staffRoleLabels[role];
}
