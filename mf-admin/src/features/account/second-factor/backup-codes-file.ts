// The backup codes as the staff member keeps them: a plain-text file (download) or the clipboard.
// The file says whose codes they are and when they were made, since a drawer may hold several.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { formatDateTime } from 'shared-domain/platform/format';
import type { AuthenticatorAccount } from './authenticator-account';

const fallbackName = 'Clinique';

/** The file's text: a heading, the codes one per line, and how they are used. */
export function backupCodesText(codes: readonly string[], { issuer, account }: AuthenticatorAccount, now: Date): string {
  return [
    `${issuer || fallbackName} — codes de secours`,
    ...(account ? [`Compte : ${account}`] : []),
    `Créés le ${formatDateTime(now)}`,
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
    "Chaque code ne sert qu'une fois. Conservez ce fichier en lieu sûr.",
    '',
  ].join('\n');
}

/** `codes-de-secours-clinique-du-parc-2026-11-23.txt`: the clinic's name, then the date at the clinic. */
export function backupCodesFileName(issuer: string, now: Date): string {
  const slug = (issuer || fallbackName)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `codes-de-secours-${slug || 'clinique'}-${clinicDate(now)}.txt`;
}

/**
 * Saves `text` as a file, built in the browser (nothing is sent anywhere). The temporary link goes
 * in `container`: under a modal dialog the rest of the page is inert.
 */
export function downloadText(fileName: string, text: string, container: HTMLElement = document.body): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  container.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has started the download: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Copies `text`; false when the browser has no clipboard here (an http page) or refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
