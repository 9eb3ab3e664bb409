// Encrypted backups (Law 25, « Sauvegardes »): what `npm run backup` and `npm run restore`
// say, when the monitoring view calls the last backup too old, and the backup key's copy kept off
// the server, which the administration confirms there. The rest (trigger kinds, how many are kept)
// is in ./privacy.ts.
import { z } from 'zod';

/** The monitoring view's database health turns to « attention » when the last backup is older than this. */
export const backupOverdueDays = 2;

/** Whether a last backup taken at `lastBackupAt` (ISO) is too old at `now`; none at all is not « overdue » here. */
export function backupOverdue(lastBackupAt: string | null, now: Date): boolean {
  if (lastBackupAt === null) return false;
  return now.getTime() - Date.parse(lastBackupAt) > backupOverdueDays * 24 * 60 * 60 * 1000;
}

/** What the two commands print, in French: the person running them is the clinic's. */
export const backupMessages = {
  written: (file: string) => `Sauvegarde chiffrée écrite : ${file}`,
  size: (size: string) => `Taille : ${size}`,
  checksum: (sha256: string) => `Somme de contrôle (SHA-256 du fichier) : ${sha256}`,
  keyWhere: (where: string) =>
    `Clé de chiffrement : ${where}. Sans elle, aucune sauvegarde ne peut être restaurée : gardez-en une copie ailleurs que sur ce serveur.`,
  keyFromEnvironment: 'la variable BACKUP_KEY',
  /** Said once, when the key file is made (the server's first start): where it is, never what it holds. */
  keyGenerated: (file: string) =>
    `Clé de sauvegarde créée : ${file}. Sans elle, aucune sauvegarde ne peut être restaurée. Copiez ce fichier ailleurs que sur ce serveur (un gestionnaire de mots de passe, une clé USB rangée à part), puis confirmez la copie dans l’espace administrateur (« Surveillance du système », carte « ${backupKeyText.title} »).`,
  failed: (reason: string) => `La sauvegarde a échoué : ${reason}`,
  noDatabase: (file: string) =>
    `aucune base de données dans ${file} ; démarrez la clinique une fois (npm start) ou indiquez DATA_DIR / DATABASE_URL.`,
  restoreUsage: 'Usage : npm run restore -- FICHIER [--data-dir DOSSIER] [--key-file FICHIER_DE_CLE]',
  restored: (folder: string) => `Sauvegarde vérifiée et restaurée dans ${folder}`,
  restoredTakenAt: (when: string) => `Prise le : ${when}`,
  restoredNext: (folder: string) => `Pour démarrer la clinique sur cette copie : DATA_DIR=${folder} npm start`,
  notFound: (file: string) => `Fichier introuvable : ${file}`,
  notABackup: 'Ce fichier n’est pas une sauvegarde de la clinique (en-tête inconnu). Rien n’a été restauré.',
  unsupportedVersion: (version: number) => `Version de sauvegarde ${version} inconnue de cette version du logiciel. Rien n’a été restauré.`,
  truncated: 'Ce fichier de sauvegarde est incomplet (tronqué). Rien n’a été restauré.',
  cannotDecrypt: 'Impossible de vérifier cette sauvegarde : la clé ne correspond pas, ou le fichier a été modifié. Rien n’a été restauré.',
  checksumMismatch: 'La somme de contrôle de la base ne correspond pas : la sauvegarde est altérée. Rien n’a été restauré.',
  integrityFailed: 'La base contenue dans la sauvegarde est endommagée (contrôle d’intégrité). Rien n’a été restauré.',
  targetNotEmpty: (folder: string) =>
    `Le dossier ${folder} n’est pas vide : la restauration se fait dans un dossier neuf, jamais par-dessus des données. Rien n’a été restauré.`,
  keyMissing: (where: string) =>
    `Clé de sauvegarde introuvable (${where}). Donnez-la avec BACKUP_KEY=… ou --key-file FICHIER. Rien n’a été restauré.`,
  keyInvalid: 'La clé de sauvegarde doit faire 32 octets, encodés en base64. Rien n’a été restauré.',
} as const;

/**
 * The backup key as « Surveillance du système » shows it: where it is, its fingerprint (a short hash
 * that names this key without revealing it: a new key has another), and the confirmation that a copy
 * of this very key is kept off the server; the state is « à surveiller » until then.
 */
export interface BackupKeyStatus {
  state: 'ok' | 'warning';
  source: 'file' | 'environment';
  /** The file's path on the server, or « la variable BACKUP_KEY ». */
  location: string;
  fingerprint: string;
  copy: { confirmedAt: string; confirmedBy: string | null } | null;
}

/** A key's fingerprint: 16 hexadecimal digits. */
export const backupKeyFingerprintPattern = /^[0-9a-f]{16}$/;

/** « J'ai copié la clé de sauvegarde en lieu sûr », ticked or unticked, for the key the page showed. */
export const backupKeyCopySchema = z.strictObject({
  fingerprint: z.string().regex(backupKeyFingerprintPattern, 'Empreinte de clé invalide.'),
  copied: z.boolean(),
});

export const backupKeyText = {
  title: 'Clé de sauvegarde',
  location: 'Emplacement',
  fingerprint: 'Empreinte',
  copy: 'Copie hors du serveur',
  confirmed: (when: string, who: string | null) => (who ? `Confirmée le ${when} par ${who}` : `Confirmée le ${when}`),
  notConfirmed: 'Non confirmée',
  warning:
    'Aucune copie de cette clé n’est confirmée : si ce serveur est perdu, les sauvegardes ne pourront pas être restaurées. Copiez-la ailleurs (un gestionnaire de mots de passe, une clé USB rangée à part), puis cochez la case.',
  checkbox: 'J’ai copié la clé de sauvegarde en lieu sûr, ailleurs que sur ce serveur',
  saving: 'Enregistrement…',
  savedConfirmed: 'Copie de la clé confirmée.',
  savedWithdrawn: 'Confirmation retirée : la clé est de nouveau signalée.',
  /** The key changed between the page's reading and the box ticked: the copy may be of the old key. */
  keyChanged: 'La clé de sauvegarde a changé depuis l’affichage de la page : actualisez, copiez la nouvelle clé, puis cochez de nouveau.',
} as const;
