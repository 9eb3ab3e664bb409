// Freshly made backup codes, shown this once (the API keeps only their hashes), for the set-up's
// step 4 and for 'Sécurité du compte': the list and the ways to keep it — copied to the clipboard,
// downloaded as a text file and, when `printable`, printed (the print stylesheet then shows the
// list alone, under the clinic's name).
import { useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import type { AuthenticatorAccount } from './authenticator-account';
import { backupCodesFileName, backupCodesText, copyText, downloadText } from './backup-codes-file';
import './second-factor.css';

export const backupCodesStatus = {
  copied: 'Codes de secours copiés dans le presse-papiers.',
  copyFailed: "La copie n'a pas fonctionné : téléchargez ou imprimez les codes, ou recopiez-les à la main.",
  copyFailedWithoutPrint: "La copie n'a pas fonctionné : téléchargez les codes ou recopiez-les à la main.",
  downloaded: 'Fichier des codes de secours téléchargé.',
} as const;

export interface BackupCodesProps {
  codes: readonly string[];
  /** Whose codes they are: named in the file (and on the printed sheet). */
  account: AuthenticatorAccount;
  printable?: boolean;
}

export function BackupCodes({ codes, account, printable = false }: BackupCodesProps) {
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);

  const copy = async () => {
    // Emptied first, so that the same message said twice is announced twice.
    setStatus('');
    const copied = await copyText(codes.join('\n'));
    setStatus(copied ? backupCodesStatus.copied : printable ? backupCodesStatus.copyFailed : backupCodesStatus.copyFailedWithoutPrint);
  };
  const download = () => {
    const now = new Date();
    // The temporary link goes inside the dialog: the page behind a modal is inert.
    downloadText(backupCodesFileName(account.issuer, now), backupCodesText(codes, account, now), rootRef.current ?? undefined);
    setStatus(backupCodesStatus.downloaded);
  };

  return (
    <div ref={rootRef} className="backup-codes">
      <div className={printable ? 'backup-codes__sheet backup-codes__sheet--printable' : 'backup-codes__sheet'}>
        {printable ? (
          <p className="backup-codes__print-only">
            {account.issuer || 'Clinique'} — codes de secours{account.account ? ` (${account.account})` : ''}
          </p>
        ) : null}
        <ul className="backup-codes__list" aria-label="Codes de secours">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </div>
      <div className="backup-codes__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier les codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Télécharger (.txt)
        </Button>
        {printable ? (
          <Button variant="secondary" onClick={() => window.print()}>
            Imprimer
          </Button>
        ) : null}
      </div>
      <p className="mfa-status" role="status">
        {status}
      </p>
    </div>
  );
}
