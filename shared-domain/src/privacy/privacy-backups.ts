// Encrypted backups (Law 25, « Sauvegardes »): what `npm run backup` and `npm run restore`
// say, and when the monitoring view calls the last backup too old. The rest (trigger kinds, how many
// are kept) is in ./privacy.ts.

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
  keyGenerated:
    'Clé de sauvegarde créée dans DATA_DIR/backup.key : sans elle, les sauvegardes ne peuvent pas être restaurées. Copiez-la ailleurs que sur ce serveur (un gestionnaire de mots de passe, une clé USB rangée à part).',
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
