// Freshly generated backup codes, shown this once (only their hashes are kept): the list, and ways
// to keep it — copied to the clipboard or downloaded as a text file, with the same file and the
// same clipboard handling as the sign-in's enrolment.
import { useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { backupCodesFileName, backupCodesText, copyText, downloadText } from '../second-factor/backup-codes-file';
import { useMe } from '../session/api/me';

export const backupCodesListStatus = {
  copied: 'Codes de secours copiés dans le presse-papiers.',
  copyFailed: "La copie n'a pas fonctionné : téléchargez les codes ou recopiez-les à la main.",
  downloaded: 'Fichier des codes de secours téléchargé.',
} as const;

export function BackupCodesList({ codes }: { codes: readonly string[] }) {
  const staff = useMe();
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  // The clinic's name is not known on this page; the file falls back to 'Clinique'.
  const account = { issuer: '', account: staff.email };

  const copy = async () => {
    setStatus('');
    setStatus((await copyText(codes.join('\n'))) ? backupCodesListStatus.copied : backupCodesListStatus.copyFailed);
  };
  const download = () => {
    const now = new Date();
    // The temporary link goes inside the dialog: the page behind a modal is inert.
    downloadText(backupCodesFileName(account.issuer, now), backupCodesText(codes, account, now), rootRef.current ?? undefined);
    setStatus(backupCodesListStatus.downloaded);
  };

  return (
    <div ref={rootRef} className="security-codes">
      <ol className="security-codes__list" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-codes__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier les codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Télécharger (.txt)
        </Button>
      </div>
      <p className="security-codes__status" role="status">
        {status}
      </p>
    </div>
  );
}
